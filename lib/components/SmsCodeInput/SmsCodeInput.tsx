import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS } from '../../../contract/limits.ts';
import { formatMessage, useKitMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import { Field, type FieldBaseWithDefaultLabelProps } from '../Field/Field.tsx';
import { onlyDigits } from '../Field/digits.ts';
import { smsCodeMessages } from './intl.ts';
import { formatCountdown, useSmsCountdown, type SmsCountdown } from './useSmsCountdown.ts';
import * as styles from './SmsCodeInput.css.ts';

export interface SmsCodeInputProps extends FieldBaseWithDefaultLabelProps {
  /** Digits in a code. @default SMS_CODE_LENGTH (4) */
  length?: number;
  /** The digits, controlled. */
  value?: string;
  /** The starting digits when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the digits whenever they change (clear `wrongCode` here). */
  onChange?: (code: string) => void;
  /** Called once each time the code becomes complete, typed, pasted or filled from the SMS. */
  onComplete?: (code: string) => void;
  /** The visible label and accessible name. @default "Код из СМС" / "SMS-хабарламадағы код" */
  label?: ReactNode;
  /** Help under the label, e.g. where the code was sent. */
  hint?: ReactNode;
  /** An error of the form's own (empty, too short); `wrongCode` and `lockedMinutes` outrank it. */
  error?: ReactNode;
  /**
   * The server said the code is wrong: shows and announces «Код введён неверно. Попробуйте ещё раз»
   * and selects the digits so the next ones replace them.
   * @default false
   */
  wrongCode?: boolean;
  /** Attempts left, added to the wrong-code message when known. */
  attemptsLeft?: number;
  /**
   * The attempts ran out: the input is disabled, resend hidden, and «Попытки закончились.
   * Повторите через {minutes} мин.» shown and announced.
   */
  lockedMinutes?: number;
  /**
   * Requests a new code. Without it there is no resend control. While its promise is pending the
   * button shows a spinner; when it resolves the countdown restarts, the old digits are cleared and
   * focus returns to the input; when it rejects the button stays for another try.
   */
  onResend?: () => void | Promise<unknown>;
  /** Seconds before the first and each next resend. @default SMS_RESEND_SECONDS (60) */
  resendSeconds?: number;
  /**
   * A countdown owned by the form (`useSmsCountdown()`), when it must outlive this field. The form
   * restarts it after a resend (with the server's `resendAfterSeconds`); the field does not.
   */
  countdown?: SmsCountdown;
  /** @default false */
  disabled?: boolean;
  /** Form field name of the code. */
  name?: string;
}

/**
 * SMS code entry (GOV.UK confirm-a-phone-number pattern): one real input with `one-time-code`
 * autofill and digit boxes drawn under it, whole-code paste, and a resend countdown that is shown
 * each second but announced only when resending becomes possible.
 */
export const SmsCodeInput = forwardRef<HTMLInputElement, SmsCodeInputProps>(function SmsCodeInput(
  {
    length = SMS_CODE_LENGTH,
    value,
    defaultValue,
    onChange,
    onComplete,
    label,
    hint,
    error,
    wrongCode = false,
    attemptsLeft,
    lockedMinutes,
    onResend,
    resendSeconds = SMS_RESEND_SECONDS,
    countdown: externalCountdown,
    required = false,
    disabled = false,
    id,
    name,
    hideLabel = false,
    className,
  },
  forwardedRef,
) {
  const messages = useKitMessages(smsCodeMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);

  const ownCountdown = useSmsCountdown(resendSeconds);
  const countdown = externalCountdown ?? ownCountdown;

  const clean = (text: string) => onlyDigits(text).slice(0, length);
  const [uncontrolled, setUncontrolled] = useState(() => clean(defaultValue ?? ''));
  const code = value === undefined ? uncontrolled : clean(value);

  const locked = lockedMinutes !== undefined && lockedMinutes > 0;
  const inactive = disabled || locked;
  const wrongMessage =
    attemptsLeft === undefined
      ? messages.WRONG
      : `${messages.WRONG}. ${formatMessage(messages.attemptsLeft, { count: attemptsLeft })}`;
  const lockedMessage = locked ? formatMessage(messages.LOCKED, { minutes: lockedMinutes }) : '';
  const shownError = locked ? lockedMessage : wrongCode ? wrongMessage : error;

  // One polite live region says what changed without a keypress: resend became possible, the code
  // was wrong, the attempts ran out, a new code went out. Updated while rendering (React's
  // "adjust state on prop change" pattern) so it never lags a frame behind what is shown.
  const [announcement, setAnnouncement] = useState('');
  const [seen, setSeen] = useState({ canResend: countdown.canResend, wrongCode, lockedMessage });
  if (
    seen.canResend !== countdown.canResend ||
    seen.wrongCode !== wrongCode ||
    seen.lockedMessage !== lockedMessage
  ) {
    setSeen({ canResend: countdown.canResend, wrongCode, lockedMessage });
    if (lockedMessage && lockedMessage !== seen.lockedMessage) setAnnouncement(lockedMessage);
    else if (wrongCode && !seen.wrongCode) setAnnouncement(wrongMessage);
    else if (countdown.canResend && !seen.canResend && onResend && !locked)
      setAnnouncement(messages.resendAvailable);
    // Cleared when the error ends, so the same words are announced again the next time.
    else if ((seen.wrongCode && !wrongCode) || (seen.lockedMessage && !lockedMessage))
      setAnnouncement('');
  }

  // After a wrong code the digits stay (GOV.UK: never clear what was typed) but are selected, so
  // typing the corrected code replaces them.
  useEffect(() => {
    const input = inputRef.current;
    if (!wrongCode || !input?.matches(':focus')) return;
    input.select();
    setSelection({ start: 0, end: input.value.length });
  }, [wrongCode]);

  // The selection while focused, so the boxes can show where the next digit goes, or which
  // digits typing will replace.
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const trackCaret = (event: SyntheticEvent<HTMLInputElement>) => {
    const { selectionStart, selectionEnd } = event.currentTarget;
    setSelection({ start: selectionStart ?? 0, end: selectionEnd ?? selectionStart ?? 0 });
  };
  const setCaret = (at: number) => setSelection({ start: at, end: at });

  const update = (next: string) => {
    if (next === code) return;
    setUncontrolled(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    update(clean(event.target.value));
    trackCaret(event);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    const input = event.currentTarget;
    // From a whole SMS ("Ваш код 4821. Никому не сообщайте") take the run of exactly `length`
    // digits; otherwise insert whatever digits there are at the caret.
    const whole = new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`).exec(text)?.[0];
    if (whole) {
      update(whole);
      setCaret(whole.length);
      return;
    }
    const digits = onlyDigits(text);
    if (digits === '') return;
    const start = input.selectionStart ?? code.length;
    const end = input.selectionEnd ?? start;
    const next = (code.slice(0, start) + digits + code.slice(end)).slice(0, length);
    update(next);
    setCaret(Math.min(start + digits.length, next.length));
  };

  const [sending, setSending] = useState(false);
  const handleResend = async () => {
    if (!onResend || sending) return;
    setSending(true);
    try {
      await onResend();
    } catch {
      // The caller reports why (it knows the error); the button stays so the user can try again.
      setSending(false);
      return;
    }
    setSending(false);
    // A countdown the form owns is restarted by the form, with the wait the server gave.
    if (!externalCountdown) countdown.restart();
    update('');
    setCaret(0);
    setAnnouncement(messages.resent);
    // The button is replaced by the countdown text: keep focus where the new code goes.
    inputRef.current?.focus();
  };

  const isActive = (index: number) => {
    if (selection === null) return false;
    if (selection.end > selection.start) return index >= selection.start && index < selection.end;
    return index === Math.min(selection.start, length - 1);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <Field
        label={label ?? messages.label}
        hint={hint}
        error={shownError}
        required={required}
        id={id}
        hideLabel={hideLabel}
      >
        {(control) => (
          <div
            className={styles.cells}
            data-invalid={control['aria-invalid'] || undefined}
            data-disabled={inactive || undefined}
          >
            <input
              {...control}
              ref={inputRef}
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={length}
              spellCheck={false}
              name={name}
              disabled={inactive}
              value={code}
              onChange={handleChange}
              onPaste={handlePaste}
              onSelect={trackCaret}
              onFocus={trackCaret}
              onBlur={() => setSelection(null)}
            />
            {Array.from({ length }, (_, index) => {
              const digit = code[index];
              const active = isActive(index);
              return (
                <span
                  key={index}
                  className={styles.cell}
                  aria-hidden="true"
                  data-active={active || undefined}
                  data-filled={digit !== undefined || undefined}
                >
                  {digit ?? (active && <span className={styles.caret} />)}
                </span>
              );
            })}
          </div>
        )}
      </Field>
      {onResend && !locked && (
        <div className={styles.resend}>
          {countdown.canResend ? (
            <Button
              variant="ghost"
              size="m"
              className={styles.resendButton}
              loading={sending}
              onClick={handleResend}
            >
              {messages.resend}
            </Button>
          ) : (
            <p className={styles.resendText}>
              {formatMessage(messages.countdown, {
                time: formatCountdown(countdown.secondsLeft),
              })}
            </p>
          )}
        </div>
      )}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
});
