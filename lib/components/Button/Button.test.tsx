import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Button } from './Button.tsx';

/** The kit's shared polite live region, rendered by KitProvider. */
const liveRegion = () => document.querySelector('[data-kit-announcer]');

describe('Button', () => {
  it('is a button named by its label that reacts to click, Enter and Space', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    renderWithKit(<Button onClick={onClick}>Оставить заявку</Button>);
    const button = screen.getByRole('button', { name: 'Оставить заявку' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading stays focusable, ignores presses and announces the loading label', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithKit(<Button onClick={onClick}>Отправить</Button>);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toBeEmptyDOMElement();

    rerender(
      <Button onClick={onClick} loading>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(liveRegion()).toHaveTextContent('Загрузка…');
    // the button's name stays its label: the announcement is not part of it
    expect(button).toHaveAccessibleName('Отправить');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces loading in Kazakh under the kk locale', () => {
    renderWithKit(<Button loading>Жіберу</Button>, { locale: 'kk' });
    expect(liveRegion()).toHaveTextContent('Жүктелуде…');
    expect(liveRegion()?.querySelector('[lang="kk"]')).toHaveTextContent('Жүктелуде…');
  });

  it('renders exactly one root element, the button, loading or not, with no live region of its own', () => {
    const { rerender } = renderWithKit(
      <div data-testid="slot">
        <Button>Отправить</Button>
      </div>,
    );
    const slot = screen.getByTestId('slot');
    expect(slot.children).toHaveLength(1);
    expect(slot.firstElementChild).toBe(screen.getByRole('button'));
    rerender(
      <div data-testid="slot">
        <Button loading>Отправить</Button>
      </div>,
    );
    expect(slot.children).toHaveLength(1);
    expect(slot.firstElementChild).toBe(screen.getByRole('button'));
    expect(slot.querySelector('[aria-live], [role="status"]')).toBeNull();
    expect(liveRegion()).toHaveTextContent('Загрузка…');
  });

  it('shares one live region between many buttons, and announces each new loading', () => {
    const { container, rerender } = renderWithKit(
      <>
        <Button loading>Первая</Button>
        <Button>Вторая</Button>
      </>,
    );
    // react-aria leaves its own announcer in <body> once an earlier test file has used it (the
    // DOM files share a window): count what this render added.
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    const first = liveRegion()?.textContent;
    rerender(
      <>
        <Button>Первая</Button>
        <Button loading>Вторая</Button>
      </>,
    );
    expect(liveRegion()).toHaveTextContent('Загрузка…');
    // the same words again still change the region, so they are read again
    expect(liveRegion()?.textContent).not.toBe(first);
  });

  it('takes its own loading label', () => {
    renderWithKit(
      <Button loading loadingLabel="Отправляем заявку…">
        Отправить
      </Button>,
    );
    expect(liveRegion()).toHaveTextContent('Отправляем заявку…');
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading>
          Отправить
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('disabled stays in the tab order with aria-disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithKit(
      <Button disabled onClick={onClick}>
        Найти
      </Button>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Найти' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });
});
