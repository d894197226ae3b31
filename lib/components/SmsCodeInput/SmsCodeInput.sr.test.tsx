import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { SMS_CODE_LENGTH } from '../../../contract/limits.ts';
import { describe, expect, it } from 'vitest';
import type { KitLocale } from '../../i18n/index.ts';
import { renderWithKit } from '../../test/render.tsx';
import { spokenDuring, spokenOnFocus } from '../../test/screenReader.ts';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { useSmsCodeErrorMessage, validateSmsCode } from './validateSmsCode.ts';

/**
 * A form that checks the code on submit in the kit's words; a full code goes to the «server»,
 * which here always answers that it is wrong, with 2 attempts left.
 */
function CodeForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [wrong, setWrong] = useState(false);
  const message = useSmsCodeErrorMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSmsCode(value);
    setError(message(problem));
    setWrong(problem === null);
  };
  return (
    <form noValidate onSubmit={submit}>
      <SmsCodeInput
        value={value}
        onChange={(code) => {
          setValue(code);
          setWrong(false);
        }}
        error={error}
        wrongCode={wrong}
        attemptsLeft={2}
        required
      />
      <button type="submit">OK</button>
    </form>
  );
}

const SAID: Record<KitLocale, { name: string; empty: string; length: string; wrong: string }> = {
  ru: {
    name: 'textbox, Код из СМС',
    empty: 'Ошибка: Введите код из СМС',
    length: `Ошибка: Код должен состоять из ${SMS_CODE_LENGTH} цифр`,
    wrong: 'Код введён неверно. Попробуйте ещё раз. Осталось попыток: 2',
  },
  kk: {
    name: 'textbox, SMS-хабарламадағы код',
    empty: 'Қате: SMS-хабарламадағы кодты енгізіңіз',
    length: `Қате: Код ${SMS_CODE_LENGTH} цифрдан тұруы керек`,
    wrong: 'Код қате енгізілді. Қайталап көріңіз. Қалған әрекет саны: 2',
  },
};

describe.each(['ru', 'kk'] as const)('SmsCodeInput, as a screen reader says it (%s)', (locale) => {
  it('says its name and that it is required; after a failed submit, the error too', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<CodeForm />, { locale });
    const input = screen.getByRole('textbox');
    const { name, empty, length } = SAID[locale];
    expect(await spokenOnFocus(container, input)).toBe(`${name}, required`);

    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(`${name}, ${empty}, invalid, required`);

    await user.type(input, '12');
    await user.click(screen.getByRole('button'));
    expect(await spokenOnFocus(container, input)).toBe(`${name}, 12, ${length}, invalid, required`);
  });

  it('announces a wrong code with the attempts left, and ties it to the field', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<CodeForm />, { locale });
    const input = screen.getByRole('textbox');
    const { name, wrong } = SAID[locale];
    await user.type(input, '1234');
    const said = await spokenDuring(container, async () => {
      await act(async () => {
        await user.click(screen.getByRole('button'));
      });
      await screen.findAllByText(wrong, { exact: false });
    });
    expect(
      said.some((phrase) => phrase.includes(wrong) && /^(polite|assertive): /.test(phrase)),
    ).toBe(true);
    expect(await spokenOnFocus(container, input)).toMatch(
      new RegExp(`^${name}, .*${wrong.replace(/[.]/g, '\\.')}, invalid, required$`),
    );
  });
});
