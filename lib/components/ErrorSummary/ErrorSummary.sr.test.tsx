import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render.tsx';
import { BinInput, useBinErrorMessage, validateBin } from '../BinInput/index.ts';
import { PhoneInput, usePhoneErrorMessage, validatePhone } from '../PhoneInput/index.ts';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

/** A failed form as the app builds them: the summary on top, each field's error in the same words. */
function LeadForm() {
  const [phone, setPhone] = useState('');
  const [bin, setBin] = useState('');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const phoneMessage = usePhoneErrorMessage();
  const binMessage = useBinErrorMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = [
      { fieldId: 'phone', message: phoneMessage(validatePhone(phone)) },
      { fieldId: 'bin', message: binMessage(validateBin(bin)) },
    ];
    setErrors(
      found.flatMap(({ fieldId, message }) =>
        message === undefined ? [] : [{ fieldId, message }],
      ),
    );
  };
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary errors={errors} />
      <PhoneInput id="phone" value={phone} onChange={setPhone} error={errorOf('phone')} required />
      <BinInput id="bin" value={bin} onChange={setBin} error={errorOf('bin')} required />
      <button type="submit">OK</button>
    </form>
  );
}

const SAID = {
  ru: {
    summary: 'group, Исправьте ошибки',
    heading: 'heading, Исправьте ошибки, level 2',
    phoneError: 'Введите номер телефона',
    binError: 'Введите БИН или ИИН',
    phoneField:
      'textbox, Номер телефона, Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67 Ошибка: Введите номер телефона, invalid, required',
  },
  kk: {
    summary: 'group, Қателерді түзетіңіз',
    heading: 'heading, Қателерді түзетіңіз, level 2',
    phoneError: 'Телефон нөмірін енгізіңіз',
    binError: 'БСН немесе ЖСН енгізіңіз',
    phoneField:
      'textbox, Телефон нөмірі, Ұялы нөмір — оған SMS-код келеді, мысалы +7 (701) 123-45-67 Қате: Телефон нөмірін енгізіңіз, invalid, required',
  },
} as const;

afterEach(async () => {
  await virtual.stop();
});

describe.each(['ru', 'kk'] as const)(
  'ErrorSummary of a failed form, as a screen reader says it (%s)',
  (locale) => {
    it('takes focus and is heard by its title, then each error as a link that leads to its field', async () => {
      const user = userEvent.setup();
      const { container } = renderWithKit(<LeadForm />, { locale });
      const said = SAID[locale];
      await virtual.start({ container });
      const start = (await virtual.spokenPhraseLog()).length;
      await act(async () => {
        await user.click(screen.getByRole('button'));
      });
      // Focus moved to the summary: the reader says it at once, by its title.
      expect(await virtual.lastSpokenPhrase()).toBe(said.summary);

      // Reading on: the title as a heading, then the errors as a list of links, in the fields' order.
      for (let step = 0; step < 8; step++) await virtual.next();
      expect((await virtual.spokenPhraseLog()).slice(start)).toEqual([
        'button, OK',
        said.summary,
        said.heading,
        'list',
        'listitem, level 1, position 1, set size 2',
        `link, ${said.phoneError}`,
        'end of listitem, level 1, position 1, set size 2',
        'listitem, level 1, position 2, set size 2',
        `link, ${said.binError}`,
        'end of listitem, level 1, position 2, set size 2',
      ]);

      // Following the first link puts the reader on the phone field, which says its error too.
      await act(async () => {
        await user.click(screen.getByRole('link', { name: said.phoneError }));
      });
      expect(await virtual.lastSpokenPhrase()).toBe(said.phoneField);
    });
  },
);
