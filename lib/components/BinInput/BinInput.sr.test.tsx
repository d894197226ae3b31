import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { KitLocale } from '../../i18n/index.ts';
import { renderWithKit } from '../../test/render.tsx';
import { spokenOnFocus } from '../../test/screenReader.ts';
import { BinInput } from './BinInput.tsx';
import { useBinErrorMessage, validateBin } from './validateBin.ts';

/** A form that checks a company's number (BIN or IIN) on submit, in the kit's words. */
function BinForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const message = useBinErrorMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(message(validateBin(value)));
  };
  return (
    <form noValidate onSubmit={submit}>
      <BinInput value={value} onChange={setValue} error={error} required />
      <button type="submit">OK</button>
    </form>
  );
}

const SAID: Record<KitLocale, { name: string; hint: string; empty: string; checksum: string }> = {
  ru: {
    name: 'textbox, БИН/ИИН',
    hint: '12 цифр. У ИП — ИИН',
    empty: 'Ошибка: Введите БИН или ИИН',
    checksum: 'Ошибка: БИН или ИИН введён с ошибкой — проверьте цифры',
  },
  kk: {
    name: 'textbox, БСН/ЖСН',
    hint: '12 цифр. ЖК үшін — ЖСН',
    empty: 'Қате: БСН немесе ЖСН енгізіңіз',
    checksum: 'Қате: БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз',
  },
};

describe.each(['ru', 'kk'] as const)('BinInput, as a screen reader says it (%s)', (locale) => {
  it('says its name, its hint and that it is required; after a failed submit, the error too', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<BinForm />, { locale });
    const input = screen.getByRole('textbox');
    const { name, hint, empty, checksum } = SAID[locale];
    expect(await spokenOnFocus(container, input)).toBe(`${name}, ${hint}, required`);

    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(
      `${name}, ${hint} ${empty}, invalid, required`,
    );

    // Twelve digits whose check digit is wrong: the value, then the catalogue's words.
    await user.type(input, '990140000137');
    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(
      `${name}, 990140000137, ${hint} ${checksum}, invalid, required`,
    );
  });
});
