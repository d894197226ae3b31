import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { CheckIcon, MinusIcon } from '../../icons/index.ts';
import { Field } from '../Field/Field.tsx';
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
 * A native checkbox with the kit's look, on `Field` (`inline`): label beside the box, hint under
 * the label, error above, `*` and `aria-invalid` / `aria-describedby` as on every kit field.
 * Alone it carries its own hint and error (GOV.UK's single checkbox); in a list use
 * `CheckboxGroup`, which draws each option with it.
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
    required = false,
    ...rest
  },
  forwardedRef,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <Field
      inline
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <>
          <input
            ref={inputRef}
            type="checkbox"
            className={styles.input}
            {...rest}
            {...control}
            aria-invalid={control['aria-invalid'] || rest['aria-invalid'] || undefined}
            aria-describedby={
              [control['aria-describedby'], rest['aria-describedby']].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.currentTarget.checked);
              // A click drops the browser's mixed state; the prop stays the source of truth until
              // the caller changes it (react-aria's isIndeterminate behaves the same).
              if (inputRef.current) inputRef.current.indeterminate = indeterminate;
            }}
          />
          <span className={styles.box} aria-hidden="true">
            <CheckIcon className={styles.checkMark} strokeWidth={3} />
            <MinusIcon className={styles.mixedMark} strokeWidth={3} />
          </span>
        </>
      )}
    </Field>
  );
});
