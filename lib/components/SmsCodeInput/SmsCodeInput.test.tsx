import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { ERROR_MESSAGES } from '../../../contract/errors.ts';
import { smsCodeMessages } from './intl.ts';
import { SmsCodeInput, type SmsCodeInputProps } from './SmsCodeInput.tsx';

function setup(props: Partial<SmsCodeInputProps> = {}, locale: 'ru' | 'kk' = 'ru') {
  const onChange = vi.fn();
  const onComplete = vi.fn();
  const user = userEvent.setup();
  const view = renderWithKit(
    <SmsCodeInput onChange={onChange} onComplete={onComplete} {...props} />,
    { locale },
  );
  const input = screen.getByRole('textbox') as HTMLInputElement;
  return { ...view, user, input, onChange, onComplete };
}

/** The drawn boxes: the spans beside the one input. */
function cells(container: HTMLElement) {
  return [
    ...(container.querySelector('input')?.parentElement?.querySelectorAll(':scope > span') ?? []),
  ];
}

/** The digits the boxes show, '' for an empty box. */
function boxes(container: HTMLElement) {
  return cells(container).map((el) => {
    expect(el).toHaveAttribute('aria-hidden', 'true');
    return el.textContent;
  });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

describe('SmsCodeInput', () => {
  it('is one numeric input with one-time-code autofill; the boxes are hidden from readers', async () => {
    const { input, container } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input).toHaveAccessibleName('Код из СМС');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '4');
    expect(boxes(container)).toEqual(['', '', '', '']);
    await expectNoAxeViolations(container);
  });

  it('fills the boxes as digits are typed, ignores letters, completes once', async () => {
    const { user, input, container, onChange, onComplete } = setup();
    await user.type(input, '4a8');
    expect(input).toHaveValue('48');
    expect(onChange).toHaveBeenLastCalledWith('48');
    expect(boxes(container)).toEqual(['4', '8', '', '']);
    await user.keyboard('21');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('4821');
    await user.keyboard('9'); // full: maxlength stops it
    expect(input).toHaveValue('4821');
    await user.keyboard('{Backspace}7');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('4827');
  });

  it('marks the box where the next digit goes while focused', async () => {
    const { user, input, container } = setup();
    expect(container.querySelector('[data-active]')).toBeNull();
    await user.click(input);
    expect(container.querySelector('[data-active]')).toBe(cells(container)[0]);
    await user.keyboard('5');
    expect(container.querySelector('[data-active]')).toBe(cells(container)[1]);
    await user.keyboard('{ArrowLeft}');
    expect(container.querySelector('[data-active]')).toBe(cells(container)[0]);
    await user.tab();
    expect(container.querySelector('[data-active]')).toBeNull();
  });

  it.each([
    ['the bare code', '4821'],
    ['the code with spaces', ' 4821 '],
    ['the whole SMS', 'Ваш код 4821. Никому его не сообщайте. Справки: 8 800 080 0000'],
    ['split digits', '48 21'],
  ])('takes %s from a paste', async (_what, text) => {
    const { user, input, onComplete } = setup();
    await user.click(input);
    await user.paste(text);
    expect(input).toHaveValue('4821');
    expect(onComplete).toHaveBeenCalledWith('4821');
  });

  it('replaces a full code when a new whole code is pasted', async () => {
    const { user, input } = setup({ defaultValue: '1111' });
    await user.click(input);
    await user.paste('4821');
    expect(input).toHaveValue('4821');
  });

  it('takes a configured length', async () => {
    const { user, input, container, onComplete } = setup({ length: 6 });
    expect(input).toHaveAttribute('maxlength', '6');
    expect(boxes(container)).toHaveLength(6);
    await user.click(input);
    await user.paste('Код: 123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  describe('resend', () => {
    it('shows the countdown without announcing it, then offers and announces the resend once', async () => {
      vi.useFakeTimers();
      const { container } = setup({ onResend: vi.fn(), resendSeconds: 60 });
      const status = screen.getByRole('status');
      const countdown = screen.getByText('До повторной отправки кода 1:00');
      expect(countdown.closest('[aria-live], [role="status"], [role="timer"]')).toBeNull();
      tick(1000);
      expect(screen.getByText('До повторной отправки кода 0:59')).toBeInTheDocument();
      tick(58_000);
      expect(screen.getByText('До повторной отправки кода 0:01')).toBeInTheDocument();
      expect(status).toBeEmptyDOMElement();
      expect(screen.queryByRole('button')).toBeNull();
      tick(1000);
      expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeInTheDocument();
      expect(screen.queryByText(/До повторной отправки/)).toBeNull();
      expect(status).toHaveTextContent('Теперь можно отправить код повторно');
      vi.useRealTimers(); // axe waits on real timers
      await expectNoAxeViolations(container);
    });

    it('sends, restarts the countdown, clears the old code and keeps focus for the new one', async () => {
      vi.useFakeTimers();
      let resolve: () => void = () => {};
      const onResend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
      const { input, onChange } = setup({ onResend, resendSeconds: 30, defaultValue: '12' });
      tick(30_000);
      // Testing Library's async wrapper waits on a real timer, so user events run on real time.
      vi.useRealTimers();
      const user = userEvent.setup();
      const button = screen.getByRole('button', { name: 'Отправить код повторно' });
      await user.tab();
      await user.tab();
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.keyboard('{Enter}');
      expect(onResend).toHaveBeenCalledTimes(1);
      await act(async () => resolve());
      expect(screen.getByText('До повторной отправки кода 0:30')).toBeInTheDocument();
      expect(input).toHaveFocus();
      expect(input).toHaveValue('');
      expect(onChange).toHaveBeenLastCalledWith('');
      expect(screen.getByRole('status')).toHaveTextContent('Новый код отправлен');
    });

    it('keeps the button when sending fails', async () => {
      vi.useFakeTimers();
      const onResend = vi.fn(() => Promise.reject(new Error('503')));
      setup({ onResend, resendSeconds: 5 });
      tick(5000);
      vi.useRealTimers();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
      const button = screen.getByRole('button', { name: 'Отправить код повторно' });
      expect(button).not.toHaveAttribute('aria-busy');
      expect(screen.queryByText(/До повторной отправки/)).toBeNull();
    });

    it('has no resend control without onResend', () => {
      setup();
      expect(screen.queryByText(/До повторной отправки/)).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('wrong code and exhausted attempts', () => {
    function Flow({ lockedMinutes }: { lockedMinutes?: number }) {
      const [code, setCode] = useState('');
      const [wrong, setWrong] = useState(false);
      return (
        <SmsCodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setWrong(false);
          }}
          onComplete={(next) => setWrong(next !== '4821')}
          wrongCode={wrong}
          attemptsLeft={2}
          lockedMinutes={lockedMinutes}
          onResend={() => {}}
        />
      );
    }

    it('shows, ties and announces a wrong code, keeping the digits selected for retyping', async () => {
      const user = userEvent.setup();
      const { container } = renderWithKit(<Flow />);
      const input = screen.getByRole('textbox', { name: 'Код из СМС' }) as HTMLInputElement;
      await user.type(input, '1234');
      const message = 'Код введён неверно. Попробуйте ещё раз. Осталось попыток: 2';
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(`Ошибка: ${message}`);
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)).toHaveTextContent(message);
      expect(screen.getByRole('status')).toHaveTextContent(message);
      expect(input).toHaveValue('1234');
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, 4]);
      expect(container.querySelectorAll('[data-active]')).toHaveLength(4);
      await expectNoAxeViolations(container);

      await user.keyboard('4821');
      expect(input).toHaveValue('4821');
      expect(input).not.toBeInvalid();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('disables the input, shows the minutes and hides resend when attempts run out', async () => {
      const { rerender, container } = renderWithKit(<Flow />);
      rerender(<Flow lockedMinutes={10} />);
      const input = screen.getByRole('textbox', { name: 'Код из СМС' });
      const message = 'Попытки закончились. Повторите через 10 мин.';
      expect(input).toBeDisabled();
      expect(input).toHaveAccessibleDescription(`Ошибка: ${message}`);
      expect(screen.getByRole('status')).toHaveTextContent(message);
      expect(screen.queryByText(/До повторной отправки/)).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  it('speaks Kazakh', async () => {
    vi.useFakeTimers();
    const { rerender } = renderWithKit(
      <SmsCodeInput onResend={() => {}} wrongCode resendSeconds={59} />,
      { locale: 'kk' },
    );
    const input = screen.getByRole('textbox', { name: 'SMS-хабарламадағы код' });
    expect(input).toHaveAccessibleDescription('Қате: Код қате енгізілді. Қайталап көріңіз');
    expect(screen.getByText('Кодты қайта жіберуге дейін 0:59')).toBeInTheDocument();
    tick(59_000);
    expect(screen.getByRole('button', { name: 'Кодты қайта жіберу' })).toBeInTheDocument();
    rerender(<SmsCodeInput onResend={() => {}} lockedMinutes={7} />);
    expect(within(document.body).getByRole('textbox')).toHaveAccessibleDescription(
      'Қате: Әрекеттер таусылды. 7 минуттан кейін қайталаңыз',
    );
  });
});

describe('SmsCodeInput words', () => {
  it.each(['ru', 'kk'] as const)(
    'says a wrong code and the lock in the catalogue’s words, so one screen never has two (%s)',
    (locale) => {
      expect(smsCodeMessages[locale].WRONG).toBe(ERROR_MESSAGES[locale].SMS_CODE_INVALID);
      expect(smsCodeMessages[locale].LOCKED).toBe(ERROR_MESSAGES[locale].SMS_ATTEMPTS_EXHAUSTED);
    },
  );
});
