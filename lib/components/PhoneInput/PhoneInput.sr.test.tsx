import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { KitLocale } from '../../i18n/index.ts';
import { renderWithKit } from '../../test/render.tsx';
import { spokenOnFocus } from '../../test/screenReader.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { usePhoneErrorMessage, validatePhone } from './validatePhone.ts';

/** A form that checks the number on submit the way the app's forms do, and shows the kit's words. */
function PhoneForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const message = usePhoneErrorMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(message(validatePhone(value)));
  };
  return (
    <form noValidate onSubmit={submit}>
      <PhoneInput value={value} onChange={setValue} error={error} required />
      <button type="submit">OK</button>
    </form>
  );
}

const SAID: Record<KitLocale, { name: string; hint: string; empty: string; landline: string }> = {
  ru: {
    name: 'textbox, Номер телефона',
    hint: 'Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67',
    empty: 'Ошибка: Введите номер телефона',
    landline: 'Ошибка: Нужен мобильный номер: на него придёт код в СМС',
  },
  kk: {
    name: 'textbox, Телефон нөмірі',
    hint: 'Ұялы нөмір — оған SMS-код келеді, мысалы +7 (701) 123-45-67',
    empty: 'Қате: Телефон нөмірін енгізіңіз',
    landline: 'Қате: Ұялы телефон нөмірі керек: оған SMS-код келеді',
  },
};

describe.each(['ru', 'kk'] as const)('PhoneInput, as a screen reader says it (%s)', (locale) => {
  it('says its name, its hint and that it is required; after a failed submit, the error too', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<PhoneForm />, { locale });
    const input = screen.getByRole('textbox');
    const { name, hint, empty, landline } = SAID[locale];
    expect(await spokenOnFocus(container, input)).toBe(`${name}, ${hint}, required`);

    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(
      `${name}, ${hint} ${empty}, invalid, required`,
    );

    // A landline where a code is texted: its value, then the catalogue's PHONE_NOT_MOBILE words.
    await user.type(input, '7273123456');
    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(
      `${name}, +7 (727) 312-34-56, ${hint} ${landline}, invalid, required`,
    );
  });
});
