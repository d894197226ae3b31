import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
import { usePhoneErrorMessage, validatePhone } from './validatePhone.ts';

function setup(props: Partial<PhoneInputProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = renderWithKit(<PhoneInput onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Номер телефона' }) as HTMLInputElement;
  const lastValue = () => onChange.mock.lastCall?.[0] as string | undefined;
  return { ...view, user, input, onChange, lastValue };
}

/** Puts the caret at `offset` as a click or arrow keys would. */
function caretAt(input: HTMLInputElement, offset: number) {
  input.focus();
  input.setSelectionRange(offset, offset);
}

const FULL = '+7 (701) 123-45-67';

describe('PhoneInput', () => {
  it('is a tel field named by its label, described by its hint, with phone autofill', async () => {
    const { input, container } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription(
      'Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67',
    );
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('formats as the user types and reports the digits so far as +7…', async () => {
    const { user, input, lastValue } = setup();
    await user.type(input, '701');
    expect(input).toHaveValue('+7 (701');
    expect(lastValue()).toBe('+7701');
    await user.type(input, '1234');
    expect(input).toHaveValue('+7 (701) 123-4');
    await user.type(input, '567');
    expect(input).toHaveValue(FULL);
    expect(lastValue()).toBe('+77011234567');
    expect(input.selectionStart).toBe(FULL.length);
  });

  it.each([
    ['+7 and digits', '+77011234567'],
    ['+7 with spaces', '+7 701 123 45 67'],
    ['8 and digits', '87011234567'],
    ['8 with brackets and dashes', '8 (701) 123-45-67'],
    ['bare 10 digits', '7011234567'],
    ['7 as a bare country code', '77011234567'],
  ])('typed as %s (%s) ends as the same number', async (_form, typed) => {
    const { user, input, lastValue } = setup();
    await user.type(input, typed);
    expect(input).toHaveValue(FULL);
    expect(lastValue()).toBe('+77011234567');
  });

  it('shows the prefix for a leading 8 or +7 and keeps a lone + as typed', async () => {
    const { user, input, lastValue } = setup();
    await user.type(input, '8');
    expect(input).toHaveValue('+7 (');
    expect(lastValue()).toBe('+7');
    await user.clear(input);
    expect(lastValue()).toBe('');
    await user.type(input, '+');
    expect(input).toHaveValue('+');
    await user.type(input, '7');
    expect(input).toHaveValue('+7 (');
    await user.type(input, '7');
    expect(input).toHaveValue('+7 (7');
  });

  it('ignores letters and other characters', async () => {
    const { user, input } = setup();
    await user.type(input, '70a1!x123');
    expect(input).toHaveValue('+7 (701) 123');
  });

  it('inserts a digit mid-number and keeps the caret right after it', async () => {
    const { user, input, lastValue } = setup({ defaultValue: '+770112345' });
    expect(input).toHaveValue('+7 (701) 123-45');
    caretAt(input, 10); // +7 (701) 1|23-45
    await user.keyboard('9');
    expect(input).toHaveValue('+7 (701) 192-34-5');
    expect(input.selectionStart).toBe(11);
    expect(lastValue()).toBe('+7701192345');
    // The next digit lands beside the first, even though a dash moved under the caret.
    await user.keyboard('8');
    expect(input).toHaveValue('+7 (701) 198-23-45');
    expect(input.selectionStart).toBe(12);
  });

  it('moves the caret over a bracket when a digit pushes the code into the next group', async () => {
    const { user, input } = setup({ defaultValue: '+7701123' });
    caretAt(input, 7); // +7 (701|) 123
    await user.keyboard('5');
    expect(input).toHaveValue('+7 (701) 512-3');
    expect(input.selectionStart).toBe(10);
  });

  it('deletes a digit mid-number with Backspace and keeps the caret in place', async () => {
    const { user, input, lastValue } = setup({ defaultValue: '+77011234567' });
    caretAt(input, 11); // +7 (701) 12|3-45-67
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+7 (701) 134-56-7');
    expect(input.selectionStart).toBe(10);
    expect(lastValue()).toBe('+7701134567');
  });

  it('Backspace just after a dash removes the digit before it, not the dash', async () => {
    const { user, input } = setup({ defaultValue: '+77011234567' });
    caretAt(input, 13); // +7 (701) 123-|45-67
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+7 (701) 124-56-7');
    expect(input.selectionStart).toBe(11);
  });

  it('Delete just before ") " removes the digit after it', async () => {
    const { user, input } = setup({ defaultValue: '+77011234567' });
    caretAt(input, 7); // +7 (701|) 123-45-67
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('+7 (701) 234-56-7');
    expect(input.selectionStart).toBe(7);
  });

  it('Delete keeps the caret where it was, before the next digit', async () => {
    const { user, input } = setup({ defaultValue: '+77011234567' });
    caretAt(input, 9); // +7 (701) |123-45-67
    await user.keyboard('{Delete}{Delete}');
    expect(input).toHaveValue('+7 (701) 345-67');
    expect(input.selectionStart).toBe(9);
  });

  it('keeps the +7 prefix against Backspace while digits follow, then clears', async () => {
    const { user, input, lastValue } = setup({ defaultValue: '+7701' });
    caretAt(input, 4); // +7 (|701
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+7 (701');
    expect(input.selectionStart).toBe(4);
    caretAt(input, input.value.length);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('+7 (');
    expect(lastValue()).toBe('+7');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('');
    expect(lastValue()).toBe('');
  });

  it('deletes a selected range natively and reformats what is left', async () => {
    const { user, input } = setup({ defaultValue: '+77011234567' });
    input.focus();
    input.setSelectionRange(9, 13); // "123-"
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+7 (701) 456-7');
    expect(input.selectionStart).toBe(7); // right after the digit before the removed range
  });

  it('refuses an 11th digit typed into a full number, keeping the caret', async () => {
    const { user, input, onChange } = setup({ defaultValue: '+77011234567' });
    caretAt(input, 10);
    await user.keyboard('9');
    expect(input).toHaveValue(FULL);
    expect(input.selectionStart).toBe(10);
    caretAt(input, FULL.length);
    await user.keyboard('9');
    expect(input).toHaveValue(FULL);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not reread a full real 77X number when a 7 is typed after it', async () => {
    const { user, input } = setup({ defaultValue: '+77771234567' });
    caretAt(input, input.value.length);
    await user.keyboard('8');
    expect(input).toHaveValue('+7 (777) 123-45-67');
  });

  it.each([
    ['+7 and digits', '+77011234567'],
    ['+7 with spaces', '+7 701 123 45 67'],
    ['+7 formatted', '+7 (701) 123-45-67'],
    ['8 and digits', '87011234567'],
    ['8 with brackets', '8 (701) 123-45-67'],
    ['bare 10 digits', '7011234567'],
    ['bare 10 with spaces', '701 123 45 67'],
    ['11 digits from 7', '77011234567'],
    ['text around it', 'тел.: +7 701 123-45-67'],
  ])('accepts a pasted number %s (%s)', async (_form, text) => {
    const { user, input, lastValue } = setup();
    await user.click(input);
    await user.paste(text);
    expect(input).toHaveValue(FULL);
    expect(input.selectionStart).toBe(FULL.length);
    expect(lastValue()).toBe('+77011234567');
  });

  it('replaces the number when a whole one is pasted over it or into it', async () => {
    const { user, input, lastValue } = setup({ defaultValue: '+77011234567' });
    await user.tripleClick(input);
    await user.paste('8 777 000 11 22');
    expect(input).toHaveValue('+7 (777) 000-11-22');
    caretAt(input, 6);
    await user.paste('+7 701 123 45 67');
    expect(lastValue()).toBe('+77011234567');
  });

  it('inserts a pasted fragment at the caret', async () => {
    const { user, input } = setup({ defaultValue: '+77014567' });
    caretAt(input, 7); // +7 (701|) 456-7
    await user.paste('12-3');
    expect(input).toHaveValue('+7 (701) 123-45-67');
    expect(input.selectionStart).toBe(12);
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <>
        <button type="button">До</button>
        <PhoneInput />
      </>,
    );
    await user.tab();
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Номер телефона' }) as HTMLInputElement;
    expect(input).toHaveFocus();
    await user.keyboard('8701123456');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(input).toHaveValue('+7 (701) 124-56');
    expect(input.selectionStart).toBe(11);
    await user.keyboard('3{End}7');
    expect(input).toHaveValue('+7 (701) 123-45-67');
  });

  it('ties the error to the input and marks it invalid, in Russian and Kazakh', async () => {
    const { input, container } = setup({ error: 'Некорректный номер телефона', required: true });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Ошибка: Некорректный номер телефона');
    expect(input).toHaveAccessibleDescription(
      'Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67 Ошибка: Некорректный номер телефона',
    );
    await expectNoAxeViolations(container);
  });

  it('validates on submit with the shared words, and never clears what was typed', async () => {
    const user = userEvent.setup();
    function Form() {
      const [phone, setPhone] = useState('');
      const [submitted, setSubmitted] = useState(false);
      const message = usePhoneErrorMessage();
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <PhoneInput
            value={phone}
            onChange={setPhone}
            required
            error={submitted ? message(validatePhone(phone)) : undefined}
          />
          <button type="submit">Отправить</button>
        </form>
      );
    }
    const { container } = renderWithKit(<Form />, { locale: 'kk' });
    const input = screen.getByRole('textbox', { name: 'Телефон нөмірі' });
    await user.click(screen.getByRole('button'));
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Қате: Телефон нөмірін енгізіңіз$/);
    await user.type(input, '7301234567');
    expect(input).toHaveValue('+7 (730) 123-45-67');
    expect(input).toHaveAccessibleDescription(/Қате: Телефон нөмірі қате$/);
    // an Almaty office line: a Kazakhstan number, but no code can be texted to it
    await user.clear(input);
    await user.type(input, '7273123456');
    expect(input).toHaveAccessibleDescription(
      /Қате: Ұялы телефон нөмірі керек: оған SMS-код келеді$/,
    );
    await user.clear(input);
    await user.type(input, '7771234567');
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('takes an office line where nothing is texted (accept="any"), and says so in its hint', async () => {
    const user = userEvent.setup();
    function Form() {
      const [phone, setPhone] = useState('');
      const message = usePhoneErrorMessage();
      return (
        <PhoneInput
          accept="any"
          value={phone}
          onChange={setPhone}
          error={phone ? message(validatePhone(phone, 'any')) : undefined}
        />
      );
    }
    const { container } = renderWithKit(<Form />);
    const input = screen.getByRole('textbox', { name: 'Номер телефона' });
    expect(input).toHaveAccessibleDescription(
      'Мобильный или городской, например +7 (727) 312-34-56',
    );
    await user.type(input, '87172123456');
    expect(input).toHaveValue('+7 (717) 212-34-56');
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations(container);
  });

  it('shows a value set from outside, e.g. a reset or a saved profile', async () => {
    function Controlled() {
      const [phone, setPhone] = useState('87011234567');
      return (
        <>
          <PhoneInput value={phone} onChange={setPhone} />
          <button type="button" onClick={() => setPhone('')}>
            Сбросить
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithKit(<Controlled />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue(FULL);
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(input).toHaveValue('');
  });

  it('submits the E.164 value under its name, not the formatted text', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <form aria-label="Заявка">
        <PhoneInput name="phone" />
      </form>,
    );
    await user.type(screen.getByRole('textbox'), '8 701 123 45 67');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('phone')).toBe('+77011234567');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('name');
  });

  it('is unavailable when disabled', async () => {
    const { user, input, container } = setup({ disabled: true, defaultValue: '+77011234567' });
    expect(input).toBeDisabled();
    await user.type(input, '5');
    expect(input).toHaveValue(FULL);
    await expectNoAxeViolations(container);
  });

  describe('every 7XX code, pasted in each accepted form', () => {
    const VALID = new Set([
      '700', '701', '702', '705', '706', '707', '708', '747',
      '760', '761', '762', '763', '764', '771', '775', '776', '777', '778', '785',
    ]); // prettier-ignore
    const forms = [
      (c: string) => `+7 ${c} 000 11 22`,
      (c: string) => `8 (${c}) 000-11-22`,
      (c: string) => `${c}0001122`,
      (c: string) => `+7${c}0001122`,
    ];
    const codes = Array.from({ length: 100 }, (_, i) => String(700 + i));

    it.each(codes)('7%s', async (code) => {
      const { user, input, lastValue } = setup();
      for (const form of forms) {
        await user.tripleClick(input);
        await user.paste(form(code));
        expect(input).toHaveValue(`+7 (${code}) 000-11-22`);
        expect(lastValue()).toBe(`+7${code}0001122`);
        const landline = /^7[12]/.test(code);
        expect(validatePhone(lastValue() ?? '')).toBe(
          VALID.has(code) ? null : landline ? 'NOT_MOBILE' : 'INVALID',
        );
      }
    });
  });
});
