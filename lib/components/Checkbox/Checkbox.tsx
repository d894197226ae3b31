import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { CheckIcon, MinusIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children'
> {
  /**
   * The text beside the box; its accessible name. It may hold links (a consent with a link to the
   * policy): a click on the link follows the link and does not toggle the box.
   */
  label: ReactNode;
  /** Help under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /**
   * The error message. It appears above the box with a hidden "Ошибка:" prefix, marks the input
   * `aria-invalid` and is tied to it by `aria-describedby`, as in `Field`.
   */
  error?: ReactNode;
  /**
   * Shows the mixed state ("some selected"), e.g. for a "select all" box. Screen readers hear
   * "partially checked".
   * @default false
   */
  indeterminate?: boolean;
  /** Called with the new checked state; the native `onChange` still fires too. */
  onCheckedChange?: (checked: boolean) => void;
  /** Adds a visual `*` after the label and marks the input required. @default false */
  required?: boolean;
}

/**
 * A native checkbox with the kit's look. Alone it carries its own hint and error (GOV.UK's single
 * checkbox); in a list use `CheckboxGroup`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    indeterminate = false,
    onCheckedChange,
    onChange,
    id,
    className,
    required,
    ...rest
  },
  forwardedRef,
) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const messages = useKitMessages(commonMessages);
  const errorNode = invalid ? (
    <p id={errorId} className={fieldStyles.error}>
      <span className={visuallyHidden}>{messages.errorPrefix}</span> {error}
    </p>
  ) : null;
  const describedBy = [rest['aria-describedby'], invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className ? `${styles.single} ${className}` : styles.single}
      data-invalid={invalid || undefined}
    >
      {errorNode}
      <CheckboxItem
        ref={forwardedRef}
        {...rest}
        id={inputId}
        label={label}
        hint={hint}
        required={required}
        indeterminate={indeterminate}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
      />
    </div>
  );
});

export interface CheckboxItemProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'children'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  indeterminate?: boolean;
}

/** The box, label and hint without the error frame; shared by Checkbox and CheckboxGroup. */
export const CheckboxItem = forwardRef<HTMLInputElement, CheckboxItemProps>(function CheckboxItem(
  { id, label, hint, indeterminate = false, required, onChange, ...rest },
  forwardedRef,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, rest['aria-describedby']].filter(Boolean).join(' ');

  return (
    <div className={styles.item}>
      <input
        ref={inputRef}
        type="checkbox"
        id={id}
        className={styles.input}
        required={required}
        aria-required={required || undefined}
        {...rest}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          // A click drops the browser's mixed state; the prop stays the source of truth until the
          // caller changes it (react-aria's isIndeterminate behaves the same).
          if (inputRef.current) inputRef.current.indeterminate = indeterminate;
        }}
      />
      <span className={styles.box} aria-hidden="true">
        <CheckIcon className={styles.checkMark} strokeWidth={3} />
        <MinusIcon className={styles.mixedMark} strokeWidth={3} />
      </span>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
