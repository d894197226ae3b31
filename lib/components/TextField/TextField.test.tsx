import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { ERROR_MESSAGES } from '../../../contract/errors.ts';
import { forbiddenCharactersHint, forbiddenCharactersMessage } from './forbiddenCharacters.ts';

/** §5's list, as the spec writes it. */
const LIST = '!”№%:%:,.(;)_+=-№$';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its label, described by its hint, passing input attributes through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWithKit(
      <TextField
        label="Электронная почта"
        hint="Пришлём на неё копию заявки"
        type="email"
        inputMode="email"
        autoComplete="email"
        name="email"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Электронная почта' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAccessibleDescription('Пришлём на неё копию заявки');
    expect(input).not.toBeInvalid();
    await user.type(input, 'a@b.kz');
    expect(onChange).toHaveBeenLastCalledWith('a@b.kz');
    await expectNoAxeViolations(container);
  });

  it('ties an error to the input and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container, rerender } = renderWithKit(<TextField id="name" label="Имя" required />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    await user.type(input, 'Айгерим');
    rerender(<TextField id="name" label="Имя" required error="Введите имя полностью" />);
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Ошибка: Введите имя полностью');
    expect(input).toHaveValue('Айгерим');
    await expectNoAxeViolations(container);
  });

  it('names the forbidden characters in its hint before anyone types, and refuses them in §5’s words, announced', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <TextField label="Улица" forbiddenCharacters hint="Без сокращений" />,
    );
    const input = screen.getByRole('textbox', { name: 'Улица' });
    expect(input).toHaveAccessibleDescription(`Без сокращений Не используйте символы: ${LIST}`);
    await user.type(input, 'Абая');
    expect(input).not.toBeInvalid();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(input, '!%!');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      `Без сокращений Не используйте символы: ${LIST} Ошибка: Недопустимые символы: ${LIST}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Недопустимые символы: ${LIST}`);
    expect(input).toHaveValue('Абая!%!');
    await expectNoAxeViolations(container);
    await user.clear(input);
    await user.type(input, 'Абая 10');
    expect(input).not.toBeInvalid();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks pasted text too: the error tied to the field beside the hint, and announced', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<TextField label="Адрес" forbiddenCharacters />);
    const input = screen.getByRole('textbox', { name: 'Адрес' });
    await user.click(input);
    await user.paste('ул. Абая, 10 (офис №5)');
    expect(input).toHaveValue('ул. Абая, 10 (офис №5)');
    expect(input).toBeInvalid();
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      `Не используйте символы: ${LIST}`,
      `Ошибка: Недопустимые символы: ${LIST}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`Недопустимые символы: ${LIST}`);
    await expectNoAxeViolations(container);
    // a clean paste over it clears the error
    await user.tripleClick(input);
    await user.paste('улица Абая 10 офис 5');
    expect(input).not.toBeInvalid();
    expect(input).toHaveAccessibleDescription(`Не используйте символы: ${LIST}`);
  });

  it('puts the forbidden-characters message ahead of the caller error while it applies', async () => {
    const user = userEvent.setup();
    renderWithKit(<TextField label="Дом" forbiddenCharacters="#" error="Введите номер дома" />);
    const input = screen.getByRole('textbox', { name: 'Дом' });
    expect(input).toHaveAccessibleDescription(
      'Не используйте символы: # Ошибка: Введите номер дома',
    );
    await user.type(input, '5#');
    expect(input).toHaveAccessibleDescription(
      'Не используйте символы: # Ошибка: Недопустимые символы: #',
    );
  });

  it('uses a custom character list and speaks Kazakh', async () => {
    const user = userEvent.setup();
    renderWithKit(<TextField label="Көше" forbiddenCharacters="@#" />, { locale: 'kk' });
    const input = screen.getByRole('textbox', { name: 'Көше' });
    await user.type(input, 'Абай!@');
    expect(input).toHaveAccessibleDescription(
      'Мына таңбаларды қолданбаңыз: @# Қате: Рұқсат етілмеген таңбалар: @#',
    );
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Алматы');
      return (
        <TextField
          label="Город"
          value={value}
          onChange={(text) => setValue(text.toUpperCase())}
          forbiddenCharacters
        />
      );
    }
    renderWithKit(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Город' });
    await user.type(input, '.');
    expect(input).toHaveValue('АЛМАТЫ.');
    expect(input).toHaveAccessibleDescription(
      `Не используйте символы: ${LIST} Ошибка: Недопустимые символы: ${LIST}`,
    );
  });
});

describe('forbiddenCharactersMessage', () => {
  it('words the refusal as §5 and the catalogue do, the list whole, in ru and kk', () => {
    expect(forbiddenCharactersMessage('ул. Абая, 10 (офис №5)', 'ru')).toBe(
      'Недопустимые символы: !”№%:%:,.(;)_+=-№$',
    );
    expect(forbiddenCharactersMessage('ул. Абая, 10', 'ru')).toBe(
      ERROR_MESSAGES.ru.FORBIDDEN_CHARACTERS,
    );
    expect(forbiddenCharactersMessage('50%!', 'kk')).toBe(ERROR_MESSAGES.kk.FORBIDDEN_CHARACTERS);
    expect(forbiddenCharactersMessage('Абай «100»', 'kk')).toBeNull();
    expect(forbiddenCharactersMessage('a@b', 'ru', '@')).toBe('Недопустимые символы: @');
    // the straight quote of the spec's other reading is refused too
    expect(forbiddenCharactersMessage('"', 'ru')).toBe(`Недопустимые символы: ${LIST}`);
  });

  it('gives the hint only for a field that forbids characters', () => {
    expect(forbiddenCharactersHint(true, 'ru')).toBe(`Не используйте символы: ${LIST}`);
    expect(forbiddenCharactersHint(true, 'kk')).toBe(`Мына таңбаларды қолданбаңыз: ${LIST}`);
    expect(forbiddenCharactersHint(false, 'ru')).toBeNull();
    expect(forbiddenCharactersHint(undefined, 'ru')).toBeNull();
  });
});
