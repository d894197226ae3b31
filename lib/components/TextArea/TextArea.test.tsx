import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { COUNT_ANNOUNCE_DELAY, TextArea } from './TextArea.tsx';

/** §5's list, as the spec writes it. */
const LIST = '!”№%:%:,.(;)_+=-№$';

describe('TextArea', () => {
  afterEach(() => vi.useRealTimers());

  it('is a multi-line textbox on Field with hint and error', async () => {
    const { container } = renderWithKit(
      <TextArea
        id="problem"
        label="Бизнес-задачи"
        hint="Что хотели решить"
        error="Опишите задачу"
        required
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Бизнес-задачи' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toBeInvalid();
    expect(area).toBeRequired();
    expect(area).toHaveAccessibleDescription('Что хотели решить Ошибка: Опишите задачу');
    await expectNoAxeViolations(container);
  });

  it('counts characters left, lets the user go over, and says the limit in the description', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<TextArea label="Результаты" maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Результаты' });
    expect(area).toHaveAccessibleDescription('Максимум символов: 10');
    expect(area).not.toHaveAttribute('maxlength');
    expect(screen.getByText('Осталось символов: 10')).toHaveAttribute('aria-hidden', 'true');
    await user.type(area, 'Рост 20%');
    expect(screen.getByText('Осталось символов: 2')).toBeInTheDocument();
    await user.type(area, ' за год');
    expect(area).toHaveValue('Рост 20% за год');
    const over = screen.getByText('Лишних символов: 5');
    expect(over).toHaveAttribute('data-over');
    expect(area).toHaveAttribute('data-over');
    await expectNoAxeViolations(container);
  });

  it('announces the count once typing pauses, not on each key, and not before any typing', () => {
    vi.useFakeTimers();
    renderWithKit(<TextArea label="Решение" maxLength={200} />);
    const area = screen.getByRole('textbox', { name: 'Решение' });
    const live = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY * 2));
    expect(live).toBeEmptyDOMElement();
    for (const text of ['О', 'Об', 'Обл', 'Обла', 'Облак']) {
      fireEvent.change(area, { target: { value: text } });
      act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY / 2));
      expect(live).toBeEmptyDOMElement();
    }
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY / 2));
    expect(live).toHaveTextContent('Осталось символов: 195');
  });

  it('counts an emoji as one character', () => {
    renderWithKit(<TextArea label="Отзыв" maxLength={5} defaultValue="👍👍" />);
    expect(screen.getByText('Осталось символов: 3')).toBeInTheDocument();
  });

  it('keeps maxLength as a native hard limit when the count is off', () => {
    renderWithKit(<TextArea label="Комментарий" maxLength={300} showCount={false} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '300');
    expect(screen.queryByText(/Осталось/)).not.toBeInTheDocument();
  });

  it('speaks Kazakh and checks forbidden characters like TextField', async () => {
    const user = userEvent.setup();
    renderWithKit(<TextArea label="Шешім" maxLength={50} forbiddenCharacters />, {
      locale: 'kk',
    });
    const area = screen.getByRole('textbox', { name: 'Шешім' });
    expect(area).toHaveAccessibleDescription(
      `Мына таңбаларды қолданбаңыз: ${LIST} Ең көбі 50 таңба енгізуге болады`,
    );
    await user.type(area, 'Бұлт;');
    expect(screen.getByText('Қалған таңбалар саны: 45')).toBeInTheDocument();
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription(
      `Мына таңбаларды қолданбаңыз: ${LIST} Қате: Рұқсат етілмеген таңбалар: ${LIST} Ең көбі 50 таңба енгізуге болады`,
    );
  });

  it('checks pasted text for forbidden characters, tied to the field beside the count', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <TextArea label="Бизнес-задачи" maxLength={100} forbiddenCharacters />,
    );
    const area = screen.getByRole('textbox', { name: 'Бизнес-задачи' });
    await user.click(area);
    await user.paste('Связь для 20 сотрудников (офис + склад): 100%!');
    expect(area).toHaveValue('Связь для 20 сотрудников (офис + склад): 100%!');
    expect(area).toBeInvalid();
    const ids = (area.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
      `Ошибка: Недопустимые символы: ${LIST}`,
    );
    expect(area).toHaveAccessibleDescription(
      `Не используйте символы: ${LIST} Ошибка: Недопустимые символы: ${LIST} Максимум символов: 100`,
    );
    const statuses = screen.getAllByRole('status').map((node) => node.textContent);
    expect(statuses).toContain(`Недопустимые символы: ${LIST}`);
    await expectNoAxeViolations(container);
  });
});
