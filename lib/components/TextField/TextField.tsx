import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import type { Size } from '../../tokens/scales.ts';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import type { ForbiddenCharactersOption } from './forbiddenCharacters.ts';
import * as styles from './TextField.css.ts';
import { useTextValue } from './useTextValue.ts';

/** What the kit's text controls (TextField, TextArea) add to the field base. */
export interface TextFieldBaseProps extends FieldBaseProps {
  /**
   * Checks the text for characters the CRM rejects: `true` for the spec's list
   * (`!”№%:%:,.(;)_+=-№$`, and the straight quote) or a string of your own. The list is named in
   * the hint before anyone types («Не используйте символы: …»); typing any shows «Недопустимые
   * символы: …» with the list, as §5 words it, as the field's error (ahead of `error`), and
   * announces it politely. What was typed is kept.
   * @default false
   */
  forbiddenCharacters?: ForbiddenCharactersOption;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Class of the text control itself (the field's outer element takes `className`). */
  inputClassName?: string;
}

export interface TextFieldProps
  extends
    TextFieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'size' | 'id' | 'children' | 'required' | 'type' | 'onChange' | 'className'
    > {
  /**
   * The input type; `inputMode` and `autoComplete` pass through too (e.g. `type="email"
   * autoComplete="email"`).
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number';
  /** @default 'm' */
  size?: Size;
}

/** The caller's hint, then the forbidden-characters hint on a line of its own. */
export function withForbiddenHint(hint: ReactNode, forbiddenHint: string | null): ReactNode {
  if (forbiddenHint === null) return hint;
  if (hint === undefined || hint === null || hint === '') return forbiddenHint;
  return (
    <>
      {hint} <span className={styles.hintLine}>{forbiddenHint}</span>
    </>
  );
}

/** A single-line text input on `Field`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required = false,
    id,
    hideLabel = false,
    forbiddenCharacters,
    onChange,
    className,
    inputClassName,
    type = 'text',
    size = 'm',
    value,
    defaultValue,
    ...inputProps
  },
  ref,
) {
  const { forbiddenMessage, forbiddenHint, handleChange } = useTextValue<HTMLInputElement>({
    value,
    defaultValue,
    onChange,
    forbiddenCharacters,
  });
  const classes = `${controlBase} ${controlSize[size]} ${styles.input}`;
  return (
    <Field
      label={label}
      hint={withForbiddenHint(hint, forbiddenHint)}
      error={forbiddenMessage ?? error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <>
          <input
            ref={ref}
            type={type}
            className={inputClassName ? `${classes} ${inputClassName}` : classes}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            {...inputProps}
            {...control}
            aria-describedby={
              [control['aria-describedby'], inputProps['aria-describedby']]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          {forbiddenCharacters && (
            // the inline error is a description, which is not read on change; this is
            <span role="status" className={visuallyHidden}>
              {forbiddenMessage ?? ''}
            </span>
          )}
        </>
      )}
    </Field>
  );
});
