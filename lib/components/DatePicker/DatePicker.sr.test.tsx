import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { KitLocale } from '../../i18n/index.ts';
import { renderWithKit } from '../../test/render.tsx';
import { spokenOnFocus } from '../../test/screenReader.ts';
import { DatePicker } from './DatePicker.tsx';
import { validateDate, type DateErrorCode } from './validate.ts';

const RULES = { required: true, min: '2026-11-10', max: '2026-12-31' };

/** A form that checks the date on submit, as the app's forms do. */
function DateForm({ label }: { label: string }) {
  const [text, setText] = useState('');
  const [code, setCode] = useState<DateErrorCode | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCode(validateDate(text, RULES));
  };
  return (
    <form noValidate onSubmit={submit}>
      <DatePicker label={label} {...RULES} value={text} onChange={setText} errorCode={code} />
      <button type="submit">OK</button>
    </form>
  );
}

const SAID: Record<
  KitLocale,
  { label: string; hint: string; empty: string; notExist: string; range: string }
> = {
  ru: {
    label: 'Дата подключения',
    hint: 'Например, 21.11.2026',
    empty: 'Ошибка: Введите дату',
    notExist: 'Ошибка: Такой даты не существует',
    range: 'Ошибка: Дата должна быть между 10.11.2026 и 31.12.2026',
  },
  kk: {
    label: 'Қосылу күні',
    hint: 'Мысалы, 21.11.2026',
    empty: 'Қате: Күнді енгізіңіз',
    notExist: 'Қате: Күнтізбеде мұндай күн жоқ',
    range: 'Қате: Күн 10.11.2026 және 31.12.2026 аралығында болуы керек',
  },
};

describe.each(['ru', 'kk'] as const)('DatePicker, as a screen reader says it (%s)', (locale) => {
  const { label, hint, empty, notExist, range } = SAID[locale];

  it('says ERROR_EMPTY, NOT_EXIST and ERROR_RANGE after the hint, and that the field is invalid', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<DateForm label={label} />, { locale });
    const input = screen.getByRole('textbox', { name: label });
    expect(await spokenOnFocus(container, input)).toBe(`textbox, ${label}, ${hint}, required`);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await spokenOnFocus(container, input)).toBe(
      `textbox, ${label}, ${hint} ${empty}, invalid, required`,
    );

    await user.type(input, '30022026');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await spokenOnFocus(container, input)).toBe(
      `textbox, ${label}, 30.02.2026, ${hint} ${notExist}, invalid, required`,
    );

    await user.clear(input);
    await user.type(input, '01012027');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await spokenOnFocus(container, input)).toBe(
      `textbox, ${label}, 01.01.2027, ${hint} ${range}, invalid, required`,
    );
  });
});
