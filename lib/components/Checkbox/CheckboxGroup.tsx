import { useId, useState, type ReactNode } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field.tsx';
import { Checkbox } from './Checkbox.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export interface CheckboxGroupProps extends FieldBaseProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  /** The error message, tied to the group; every box is marked `aria-invalid`. */
  error?: ReactNode;
  options: readonly CheckboxOption[];
  /** The checked values (controlled). */
  value?: readonly string[];
  /** The values checked at first (uncontrolled). @default [] */
  defaultValue?: readonly string[];
  /** Called with the new list of checked values, in the order of `options`. */
  onChange?: (value: string[]) => void;
  /** The inputs' `name`, for native form submission. Generated when absent. */
  name?: string;
  /** Id of the first checkbox, for error-summary links. Generated when absent. */
  id?: string;
  /** @default false */
  disabled?: boolean;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** Several checkboxes answering one question: a fieldset with the question as legend. */
export function CheckboxGroup({
  label,
  hint,
  error,
  options,
  value,
  defaultValue = [],
  onChange,
  name,
  id,
  required = false,
  disabled = false,
  orientation = 'vertical',
  hideLabel = false,
  className,
}: CheckboxGroupProps) {
  const generated = useId();
  const groupName = name ?? `checkbox-group-${generated}`;
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;

  const toggle = (optionValue: string, checked: boolean) => {
    const next = options
      .map((option) => option.value)
      .filter((v) => (v === optionValue ? checked : selected.includes(v)));
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

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
        <div className={styles.options} data-orientation={orientation}>
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              // the first box carries the field's id, so an error summary link lands on it
              id={index === 0 ? control.id : `${control.id}-${index}`}
              name={groupName}
              value={option.value}
              label={option.label}
              hint={option.hint}
              checked={selected.includes(option.value)}
              disabled={disabled || option.disabled}
              aria-invalid={control['aria-invalid']}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
          ))}
        </div>
      )}
    </Field>
  );
}
