import {
  forwardRef,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { kzPhoneKind, type PhoneAccept } from '../../../contract/rules/phone.ts';
import { useKitMessages } from '../../i18n/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import type { Size } from '../../tokens/scales.ts';
import { Field, type FieldBaseWithDefaultLabelProps } from '../Field/Field.tsx';
import { phoneMessages } from './intl.ts';
import {
  caretAfterDigits,
  digitsBefore,
  DISPLAY_PREFIX,
  displayFromValue,
  formatNational,
  NATIONAL_LENGTH,
  readNational,
  valueFromDisplay,
} from './phoneFormat.ts';
import * as styles from './PhoneInput.css.ts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'type'
  | 'inputMode'
  | 'size'
  | 'id'
  | 'required'
  | 'children'
  | 'name'
  | 'className'
>;

export interface PhoneInputProps extends NativeInputProps, FieldBaseWithDefaultLabelProps {
  /** The visible label and accessible name. @default "Номер телефона" / "Телефон нөмірі" */
  label?: ReactNode;
  /**
   * Which numbers the field is for: `mobile` where a code is texted to it (login, consultation,
   * signing), `any` where a landline will do (a lead form, the company's contact phone). It picks
   * the default hint; the form checks the value with `validatePhone(value, accept)`.
   * @default 'mobile'
   */
  accept?: PhoneAccept;
  /**
   * Help under the label; pass `null` to show none.
   * @default "Мобильный — на него придёт код в СМС, например +7 (701) 123-45-67", or for
   *   `accept="any"` "Мобильный или городской, например +7 (727) 312-34-56" (and their Kazakh twins)
   */
  hint?: ReactNode;
  /**
   * The error to show and announce, e.g. `usePhoneErrorMessage()(validatePhone(value))` after a
   * submit. The field never validates on its own, so the form decides when errors appear.
   */
  error?: ReactNode;
  /**
   * The number, controlled: E.164 (`+77011234567`), or `+7` plus the digits typed so far, or `''`.
   * Any readable form (`8 701 123 45 67`) is accepted and shown formatted.
   */
  value?: string;
  /** The starting number when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new value (same shape as `value`) whenever the digits change. */
  onChange?: (value: string) => void;
  /** Submits the E.164 value under this name (a hidden input), not the formatted text. */
  name?: string;
  /** @default 'm' */
  size?: Size;
  /** Stretch to the container instead of the width of a phone number. @default false */
  fullWidth?: boolean;
  /** @default 'tel' */
  autoComplete?: string;
}

/**
 * A Kazakhstan phone number field (GOV.UK phone-numbers pattern): takes `+7`, `8` or bare
 * digits with any spaces, brackets and dashes, typed or pasted; shows `+7 (7XX) XXX-XX-XX` as the
 * user types, keeping the caret beside the same digit; reports E.164.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    label,
    accept = 'mobile',
    hint,
    error,
    required = false,
    id,
    hideLabel = false,
    value,
    defaultValue,
    onChange,
    name,
    size = 'm',
    fullWidth = false,
    autoComplete = 'tel',
    className,
    onPaste,
    ...rest
  },
  forwardedRef,
) {
  const messages = useKitMessages(phoneMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);

  const [display, setDisplay] = useState(() => displayFromValue(value ?? defaultValue ?? ''));
  // A controlled value that did not come from this field (a reset, a prefill) replaces the text.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== undefined && value !== seenValue) {
    setSeenValue(value);
    if (value !== valueFromDisplay(display)) setDisplay(displayFromValue(value));
  }

  // Where the caret goes after the next render. The render is forced even when the text is
  // unchanged, because React puts a controlled input's caret at the end when it restores it.
  const pendingCaret = useRef<number | null>(null);
  const [caretRequest, requestCaret] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null) input.setSelectionRange(caret, caret);
  }, [caretRequest]);

  const commit = (nextDisplay: string, caret: number) => {
    pendingCaret.current = caret;
    requestCaret();
    setDisplay(nextDisplay);
    const nextValue = valueFromDisplay(nextDisplay);
    if (nextValue !== valueFromDisplay(display)) onChange?.(nextValue);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const reading = readNational(raw);
    const before = digitsBefore(reading, caret);
    const previous = readNational(display).digits;
    // A digit typed into a full number is refused rather than pushing the last digit out. The one
    // exception is someone typing the country code as a bare 7 at the start (`77011234567`): the
    // 11th digit at the end reveals it, unless the 10 digits were already a real number.
    const overflow = reading.digits.length > NATIONAL_LENGTH;
    const misreadCountryCode =
      reading.droppedCountryCode &&
      (before < reading.digits.length || kzPhoneKind(previous) !== null);
    if (overflow || misreadCountryCode) {
      const inserted = raw.length - display.length;
      commit(display, Math.max(0, caret - Math.max(0, inserted)));
      return;
    }
    if (reading.digits === '') {
      // `+` alone stays as typed; a started number (`8`, `+7`) shows the prefix; deleting clears.
      const grew = raw.length > display.length;
      const next = raw.trim() === '+' ? '+' : reading.started && grew ? DISPLAY_PREFIX : '';
      commit(next, next.length);
      return;
    }
    const next = formatNational(reading.digits);
    commit(next, caretAfterDigits(next, before));
  };

  // Backspace and Delete act on digits: over a bracket, space or dash they remove the nearest
  // digit on that side instead of the mark (which the formatter would only put back). `beforeinput`
  // carries the direction even on Android keyboards, where keydown reports "Unidentified".
  const handleBeforeInput = useEffectEvent((event: InputEvent) => {
    const backward = event.inputType === 'deleteContentBackward';
    if (!backward && event.inputType !== 'deleteContentForward') return;
    const input = event.target as HTMLInputElement;
    const start = input.selectionStart;
    if (start === null || start !== input.selectionEnd) return; // a selection: delete it natively
    event.preventDefault();
    const reading = readNational(input.value);
    if (reading.digits === '') {
      if (input.value !== '') commit('', 0);
      return;
    }
    const target = digitsBefore(reading, start) - (backward ? 1 : 0);
    if (target < 0 || target >= reading.digits.length) return; // only the prefix on that side
    const digits = reading.digits.slice(0, target) + reading.digits.slice(target + 1);
    const next = digits === '' ? DISPLAY_PREFIX : formatNational(digits);
    // Backspace: the caret follows the digit before it. Delete: it stays where it was, as the
    // text before it has not changed.
    commit(next, backward ? caretAfterDigits(next, target) : Math.min(start, next.length));
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = (event: Event) => handleBeforeInput(event as InputEvent);
    input.addEventListener('beforeinput', listener);
    return () => input.removeEventListener('beforeinput', listener);
  }, []);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    const current = readNational(input.value);
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const from = digitsBefore(current, start);
    const to = digitsBefore(current, end);
    const pasted = readNational(text);
    let digits: string;
    let caretDigits: number;
    if (pasted.digits.length >= NATIONAL_LENGTH || (from === 0 && to === current.digits.length)) {
      // A whole number, or pasting over everything: read it with its own +7 / 8 prefix.
      digits = pasted.digits.slice(0, NATIONAL_LENGTH);
      caretDigits = digits.length;
      if (digits === '') {
        if (pasted.started) commit(DISPLAY_PREFIX, DISPLAY_PREFIX.length);
        return;
      }
    } else {
      // A fragment into the middle: its digits as they are, as far as the number has room.
      const inserted = text.replace(/\D/g, '');
      if (inserted === '') return;
      const combined = current.digits.slice(0, from) + inserted + current.digits.slice(to);
      digits = combined.slice(0, NATIONAL_LENGTH);
      caretDigits = Math.min(from + inserted.length, digits.length);
    }
    const next = formatNational(digits);
    commit(next, caretAfterDigits(next, caretDigits));
  };

  const inputClass = [
    controlBase,
    controlSize[size],
    styles.input,
    fullWidth ? styles.fullWidth : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Field
      label={label ?? messages.label}
      hint={hint === undefined ? (accept === 'any' ? messages.hintAny : messages.hint) : hint}
      error={error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <>
          <input
            {...rest}
            {...control}
            ref={inputRef}
            type="tel"
            inputMode="tel"
            autoComplete={autoComplete}
            className={inputClass}
            value={display}
            onChange={handleChange}
            onPaste={handlePaste}
          />
          {name !== undefined && (
            <input type="hidden" name={name} value={valueFromDisplay(display)} />
          )}
        </>
      )}
    </Field>
  );
});
