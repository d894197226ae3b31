import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { IdNumberAccept } from '../../../contract/rules/bin.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { BinInput, type BinInputProps } from './BinInput.tsx';
import { useBinErrorMessage, validateBin } from './validateBin.ts';

function setup(props: Partial<BinInputProps> = {}, locale: 'ru' | 'kk' = 'ru') {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = renderWithKit(<BinInput onChange={onChange} {...props} />, { locale });
  const input = screen.getByRole('textbox') as HTMLInputElement;
  const lastValue = () => onChange.mock.lastCall?.[0] as string | undefined;
  return { ...view, user, input, onChange, lastValue };
}

function caretAt(input: HTMLInputElement, offset: number) {
  input.focus();
  input.setSelectionRange(offset, offset);
}

/** A form that validates on submit, as the consultation and handset-offer forms do. */
function Form({ accept }: { accept?: IdNumberAccept }) {
  const [bin, setBin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const message = useBinErrorMessage(accept);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <BinInput
        accept={accept}
        value={bin}
        onChange={setBin}
        required
        error={submitted ? message(validateBin(bin, accept)) : undefined}
      />
      <button type="submit">Проверить</button>
    </form>
  );
}

describe('BinInput', () => {
  it('is a numeric text field for a company’s number, БИН/ИИН, described by its hint', async () => {
    const { input, container } = setup();
    expect(input).toHaveAccessibleName('БИН/ИИН');
    expect(input).toHaveAccessibleDescription('12 цифр. У ИП — ИИН');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'text');
    await expectNoAxeViolations(container);
  });

  it('names the number by accept, in Kazakh too', async () => {
    const { container } = setup({}, 'kk');
    expect(screen.getByRole('textbox', { name: 'БСН/ЖСН' })).toHaveAccessibleDescription(
      '12 цифр. ЖК үшін — ЖСН',
    );
    await expectNoAxeViolations(container);
  });

  it.each([
    ['bin', 'ru', 'БИН'],
    ['bin', 'kk', 'БСН'],
    ['iin', 'ru', 'ИИН'],
    ['iin', 'kk', 'ЖСН'],
  ] as const)('names one kind, %s, by its own word in %s: %s', (accept, locale, name) => {
    setup({ accept }, locale);
    expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('12 цифр');
  });

  it('takes digits only and reports them', async () => {
    const { user, input, lastValue } = setup();
    await user.type(input, '18 04-40a000128');
    expect(input).toHaveValue('180440000128');
    expect(lastValue()).toBe('180440000128');
  });

  it('refuses a 13th digit without moving the caret', async () => {
    const { user, input } = setup({ defaultValue: '180440000128' });
    caretAt(input, 4);
    await user.keyboard('9');
    expect(input).toHaveValue('180440000128');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps the caret in place when a letter is dropped mid-number', async () => {
    const { user, input } = setup({ defaultValue: '1804400001' });
    caretAt(input, 4);
    await user.keyboard('ж');
    expect(input).toHaveValue('1804400001');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('7');
    expect(input).toHaveValue('18047400001');
    expect(input.selectionStart).toBe(5);
  });

  it('edits in the middle with Backspace and Delete', async () => {
    const { user, input, lastValue } = setup({ defaultValue: '180440000128' });
    caretAt(input, 6);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('18044000128');
    expect(input.selectionStart).toBe(5);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('1804400128');
    expect(lastValue()).toBe('1804400128');
  });

  it.each([
    ['plain', '180440000128'],
    ['with spaces', '180 440 000 128'],
    ['with dashes and text', 'БИН: 1804-4000-0128'],
    ['with a line break', '180440000128\n'],
  ])('accepts a pasted BIN %s', async (_form, text) => {
    const { user, input, lastValue } = setup({ defaultValue: '99' });
    caretAt(input, 1);
    await user.paste(text);
    expect(input).toHaveValue('180440000128');
    expect(input.selectionStart).toBe(12);
    expect(lastValue()).toBe('180440000128');
  });

  it('inserts a pasted fragment at the caret, up to 12 digits', async () => {
    const { user, input } = setup({ defaultValue: '18040128' });
    caretAt(input, 4);
    await user.paste('4 0000 99');
    expect(input).toHaveValue('180440000990');
    expect(input.selectionStart).toBe(11);
  });

  it('works from the keyboard alone and submits with the errors in order', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<Form />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'БИН/ИИН' });
    const hint = '12 цифр. У ИП — ИИН';
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(`${hint} Ошибка: Введите БИН или ИИН`);

    await user.keyboard('18044000012{Enter}');
    expect(input).toHaveAccessibleDescription(
      `${hint} Ошибка: БИН или ИИН должен состоять из 12 цифр`,
    );

    await user.keyboard('9{Enter}');
    expect(input).toHaveAccessibleDescription(
      `${hint} Ошибка: БИН или ИИН введён с ошибкой — проверьте цифры`,
    );
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      hint,
      'Ошибка: БИН или ИИН введён с ошибкой — проверьте цифры',
    ]);
    await expectNoAxeViolations(container);

    await user.keyboard('{Backspace}8{Enter}');
    expect(input).toHaveValue('180440000128');
    expect(input).not.toBeInvalid();
  });

  it.each([
    ['ru', 'БИН/ИИН', 'Ошибка: БИН или ИИН введён с ошибкой — проверьте цифры'],
    ['kk', 'БСН/ЖСН', 'Қате: БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз'],
  ] as const)(
    '%s: takes a sole proprietor’s IIN, and refuses one with a wrong check digit',
    async (locale, name, wrong) => {
      const user = userEvent.setup();
      const { container } = renderWithKit(<Form />, { locale });
      const input = screen.getByRole('textbox', { name });
      await user.type(input, '910405300815{Enter}');
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(new RegExp(`${wrong}$`));
      await expectNoAxeViolations(container);
      await user.keyboard('{Backspace}4{Enter}');
      expect(input).toHaveValue('910405300814');
      expect(input).not.toBeInvalid();
      await expectNoAxeViolations(container);
    },
  );

  it('says an IIN is not a BIN where only a BIN is asked, in Kazakh', async () => {
    const user = userEvent.setup();
    renderWithKit(<Form accept="bin" />, { locale: 'kk' });
    const input = screen.getByRole('textbox', { name: 'БСН' });
    await user.type(input, '850315300128{Enter}');
    expect(input).toHaveAccessibleDescription(
      '12 цифр Қате: Бұл — жеке тұлғаның ЖСН-і. Ұйымның БСН-ін енгізіңіз',
    );
  });

  it('says a BIN is not an IIN where a person’s IIN is asked', async () => {
    const user = userEvent.setup();
    renderWithKit(<Form accept="iin" />);
    const input = screen.getByRole('textbox', { name: 'ИИН' });
    await user.type(input, '180440000128{Enter}');
    expect(input).toHaveAccessibleDescription('12 цифр Ошибка: Это БИН организации. Введите ИИН');
  });

  it('is unavailable when disabled', async () => {
    const { user, input, container } = setup({ disabled: true, defaultValue: '180440000128' });
    expect(input).toBeDisabled();
    await user.type(input, '1');
    expect(input).toHaveValue('180440000128');
    await expectNoAxeViolations(container);
  });

  it('submits the digits under its name', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(
      <form aria-label="Проверка">
        <BinInput name="bin" />
      </form>,
    );
    await user.click(screen.getByRole('textbox'));
    await user.paste('180 440 000 128');
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('bin')).toBe(
      '180440000128',
    );
  });
});
