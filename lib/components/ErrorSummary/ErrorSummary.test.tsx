import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Field } from '../Field/Field.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { ErrorSummary, type ErrorSummaryHandle, type ErrorSummaryItem } from './ErrorSummary.tsx';

const errors: ErrorSummaryItem[] = [
  { fieldId: 'phone', message: 'Введите номер телефона' },
  { fieldId: 'delivery', message: 'Выберите способ получения' },
];

function Form({ initial = [] as ErrorSummaryItem[] }) {
  const [shown, setShown] = useState(initial);
  const [, setTyped] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown([...errors]);
      }}
    >
      <ErrorSummary errors={shown} />
      <Field id="phone" label="Телефон" error={shown[0]?.message}>
        {(control) => <input {...control} onChange={(e) => setTyped(e.target.value)} />}
      </Field>
      <RadioGroup
        id="delivery"
        label="Способ получения"
        error={shown[1]?.message}
        options={[
          { value: 'pickup', label: 'Самовывоз' },
          { value: 'courier', label: 'Доставка' },
        ]}
      />
      <button type="submit">Отправить</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    // jsdom has no layout; record what would be scrolled into view
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    scrolled.length = 0;
  });

  it('renders nothing without errors', () => {
    renderWithKit(
      <div data-testid="slot">
        <ErrorSummary errors={[]} />
      </div>,
    );
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });

  it('appears after a failed submit and takes focus, named by its heading', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<Form />);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Исправьте ошибки' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Введите номер телефона', '#phone'],
      ['Выберите способ получения', '#delivery'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('a link focuses its field and scrolls its label into view', async () => {
    const user = userEvent.setup();
    renderWithKit(<Form initial={errors} />);
    await user.click(screen.getByRole('link', { name: 'Введите номер телефона' }));
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    expect(phone).toHaveFocus();
    expect(scrolled.at(-1)).toBe(screen.getByText('Телефон'));
    expect(phone).toHaveAccessibleDescription('Ошибка: Введите номер телефона');
  });

  it('a link to a group focuses its first radio and scrolls the legend into view', async () => {
    const user = userEvent.setup();
    renderWithKit(<Form initial={errors} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Выберите способ получения' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Самовывоз' })).toHaveFocus();
    expect(scrolled.at(-1)?.tagName).toBe('LEGEND');
  });

  it('does not steal focus back while the user types', async () => {
    const user = userEvent.setup();
    renderWithKit(<Form initial={errors} />);
    await user.click(screen.getByRole('link', { name: 'Введите номер телефона' }));
    await user.keyboard('7701');
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
  });

  it('can be refocused through its ref after another failed submit', async () => {
    const user = userEvent.setup();
    function Refocus() {
      const summary = useRef<ErrorSummaryHandle>(null);
      return (
        <>
          <ErrorSummary ref={summary} errors={errors} focusOnShow={false} />
          <button type="button" onClick={() => summary.current?.focus()}>
            Отправить
          </button>
        </>
      );
    }
    renderWithKit(<Refocus />);
    expect(screen.getByRole('group')).not.toHaveFocus();
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('group')).toHaveFocus();
  });

  it('finds fields inside a shadow root', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <KitProvider locale="kk">
        <ErrorSummary errors={[{ fieldId: 'bin', message: 'БСН енгізіңіз' }]} />
        <label htmlFor="bin">БСН</label>
        <input id="bin" />
      </KitProvider>,
      { container: mount },
    );
    expect(mount.querySelector('h2')).toHaveTextContent('Қателерді түзетіңіз');
    await user.click(mount.querySelector('a') as HTMLAnchorElement);
    expect(shadow.activeElement).toBe(mount.querySelector('input'));
    host.remove();
  });
});
