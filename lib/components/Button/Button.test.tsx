import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Button } from './Button.tsx';

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
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(
      <Button onClick={onClick} loading>
        Отправить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces loading in Kazakh under the kk locale', () => {
    renderWithKit(<Button loading>Жіберу</Button>, { locale: 'kk' });
    expect(screen.getByRole('status')).toHaveTextContent('Жүктелуде…');
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
