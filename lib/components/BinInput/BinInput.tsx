import {
  forwardRef,
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
import {
  COMPANY_NUMBER_ACCEPT,
  ID_NUMBER_LENGTH,
  type IdNumberAccept,
} from '../../../contract/rules/bin.ts';
import { useKitMessages } from '../../i18n/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import type { Size } from '../../tokens/scales.ts';
import { Field, type FieldBaseWithDefaultLabelProps } from '../Field/Field.tsx';
import { onlyDigits } from '../Field/digits.ts';
import { binMessages } from './intl.ts';
import * as styles from './BinInput.css.ts';

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
  | 'className'
  | 'maxLength'
>;

export interface BinInputProps extends NativeInputProps, FieldBaseWithDefaultLabelProps {
  /**
   * Which number is asked for: `any` — a company's number, a legal entity's BIN or a sole
   * proprietor's IIN (`COMPANY_NUMBER_ACCEPT`, what every company field of the product takes);
   * `bin` — a legal entity's only; `iin` — a person's. Sets the default label and hint, and the
   * words of the errors from `useBinErrorMessage(accept)`.
   * @default 'any'
   */
  accept?: IdNumberAccept;
  /** @default "БИН/ИИН" / "БСН/ЖСН" (БИН / БСН, ИИН / ЖСН by `accept`) */
  label?: ReactNode;
  /** Help under the label; pass `null` to show none. @default "12 цифр. У ИП — ИИН" by `accept` */
  hint?: ReactNode;
  /**
   * The error to show and announce, e.g. `useBinErrorMessage(accept)(validateBin(value, accept))`
   * after a submit. The field never validates on its own.
   */
  error?: ReactNode;
  /** The digits, controlled (at most 12; anything else in it is dropped). */
  value?: string;
  /** The starting digits when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the digits whenever they change. */
  onChange?: (value: string) => void;
  /** @default 'm' */
  size?: Size;
  /** Stretch to the container instead of the width of 12 digits. @default false */
  fullWidth?: boolean;
}

/**
 * A 12-digit BIN / IIN field: digits only, typed or pasted with spaces; the check digit and kind
 * are judged by `validateBin` (the contract's rule, shared with the backend) when the form asks.
 * A company's number by default: a BIN, or a sole proprietor's IIN.
 */
export const BinInput = forwardRef<HTMLInputElement, BinInputProps>(function BinInput(
  {
    accept = COMPANY_NUMBER_ACCEPT,
    label,
    hint,
    error,
    required = false,
    id,
    hideLabel = false,
    value,
    defaultValue,
    onChange,
    size = 'm',
    fullWidth = false,
    className,
    onPaste,
    ...rest
  },
  forwardedRef,
) {
  const messages = useKitMessages(binMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);

  const clean = (text: string) => onlyDigits(text).slice(0, ID_NUMBER_LENGTH);
  const [uncontrolled, setUncontrolled] = useState(() => clean(defaultValue ?? ''));
  const digits = value === undefined ? uncontrolled : clean(value);

  // React puts a controlled input's caret at the end whenever it rewrites the value; a dropped
  // letter or a paste must leave it beside the digit the user was at, so it is set after render.
  const pendingCaret = useRef<number | null>(null);
  const [caretRequest, requestCaret] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null) inputRef.current?.setSelectionRange(caret, caret);
  }, [caretRequest]);

  const commit = (next: string, caret: number) => {
    pendingCaret.current = caret;
    requestCaret();
    if (next === digits) return;
    setUncontrolled(next);
    onChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const next = onlyDigits(raw);
    const before = onlyDigits(raw.slice(0, caret)).length;
    if (next.length > ID_NUMBER_LENGTH) {
      // A 13th digit is refused rather than pushing the last one out.
      commit(digits, Math.max(0, before - (next.length - digits.length)));
      return;
    }
    commit(next, before);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted === '') return;
    if (pasted.length === ID_NUMBER_LENGTH) {
      // A whole number replaces what was there, wherever the caret was.
      commit(pasted, pasted.length);
      return;
    }
    const start = input.selectionStart ?? digits.length;
    const end = input.selectionEnd ?? start;
    const next = (digits.slice(0, start) + pasted + digits.slice(end)).slice(0, ID_NUMBER_LENGTH);
    commit(next, Math.min(start + pasted.length, next.length));
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
      label={label ?? messages[accept].label}
      hint={hint === undefined ? messages[accept].hint : hint}
      error={error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <input
          spellCheck={false}
          {...rest}
          {...control}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          className={inputClass}
          value={digits}
          onChange={handleChange}
          onPaste={handlePaste}
        />
      )}
    </Field>
  );
});
