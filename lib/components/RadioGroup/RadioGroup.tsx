import { useId, useState, type ReactNode } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Help under the option's label, read as its description. */
  hint?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> extends FieldBaseProps {
  /** The question, rendered as the fieldset's legend; the group's accessible name. */
  label: ReactNode;
  /**
   * The error message, tied to the fieldset by `aria-describedby` (read on entering the group).
   * Radios do not take `aria-invalid` in ARIA 1.2; GOV.UK marks only the group too.
   */
  error?: ReactNode;
  options: readonly RadioOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V;
  /** Called with the newly chosen value. */
  onChange?: (value: V) => void;
  /** The radios' shared `name`. Generated when absent. */
  name?: string;
  /** Id of the first radio, for error-summary links. Generated when absent. */
  id?: string;
  /** Makes every option unavailable. @default false */
  disabled?: boolean;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /**
   * `chips`: the options as a row of pills that wraps (a filter's choices), the chosen one
   * filled. They stay native radios — one Tab stop, arrows move the choice, read as «radio,
   * 2 of 9» — so nothing a keyboard or a screen reader does changes. Hints are not shown.
   * @default 'radios'
   */
  appearance?: 'radios' | 'chips';
}

/**
 * One choice from a few options: native radios in a fieldset (`<Field group>`), so arrow keys,
 * Tab stops and form submission work as the browser does them.
 */
export function RadioGroup<V extends string = string>({
  label,
  hint,
  error,
  options,
  value,
  defaultValue,
  onChange,
  name,
  id,
  required = false,
  disabled = false,
  orientation = 'vertical',
  appearance = 'radios',
  hideLabel = false,
  className,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  const [uncontrolled, setUncontrolled] = useState<V | null>(defaultValue ?? null);
  const selected = value !== undefined ? value : uncontrolled;

  return (
    <Field
      group
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <div
          className={styles.options}
          data-orientation={appearance === 'chips' ? 'horizontal' : orientation}
          data-appearance={appearance}
        >
          {options.map((option, index) => {
            // the first radio carries the field's id, so an error-summary link lands on it
            const inputId = index === 0 ? control.id : `${control.id}-${index}`;
            const hintId = option.hint && appearance === 'radios' ? `${inputId}-hint` : undefined;
            return (
              <div className={styles.item} key={option.value}>
                <input
                  type="radio"
                  id={inputId}
                  name={groupName}
                  value={option.value}
                  className={styles.input}
                  checked={selected === option.value}
                  disabled={disabled || option.disabled}
                  required={required || undefined}
                  aria-describedby={hintId}
                  onChange={() => {
                    if (value === undefined) setUncontrolled(option.value);
                    onChange?.(option.value);
                  }}
                />
                {appearance === 'radios' && (
                  <span className={styles.circle} aria-hidden="true">
                    <span className={styles.dot} />
                  </span>
                )}
                <label htmlFor={inputId} className={styles.label}>
                  {option.label}
                </label>
                {hintId && (
                  <p id={hintId} className={styles.hint}>
                    {option.hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
