import { useId, type ReactNode } from 'react';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as styles from './Field.css.ts';

/** Attributes a control inside a Field must spread onto its focusable element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: boolean;
}

/**
 * What every field of the kit takes, and `Field` itself (Braid's field base): each kit field's
 * props extend it, so a label, a hint, an error, the required mark, the id, a hidden label and the
 * outer element's class are named and documented once.
 */
export interface FieldBaseProps {
  /** The visible label; always present, it is the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, read after the label as the control's description. */
  hint?: ReactNode;
  /**
   * The error message. When set, the field is invalid: the message (with a hidden «Ошибка:») is
   * tied to the control by `aria-describedby`. A field never validates on its own: the form
   * decides when errors appear.
   */
  error?: ReactNode;
  /**
   * Marks the field required: a visual `*` (hidden from screen readers, which hear "required").
   * @default false
   */
  required?: boolean;
  /** Id of the focusable control, for `<label for>` and error-summary links. Generated when absent. */
  id?: string;
  /**
   * Keeps the label for screen readers only, when the design shows the meaning another way.
   * @default false
   */
  hideLabel?: boolean;
  /** Class of the field's outer element (label, hint, error and control). */
  className?: string;
}

/** The field base of a control with a label of its own by default (BIN, phone, SMS code). */
export type FieldBaseWithDefaultLabelProps = Omit<FieldBaseProps, 'label'> & {
  /** The visible label and accessible name; the control's own words when absent. */
  label?: ReactNode;
};

export interface FieldProps extends FieldBaseProps {
  /**
   * Renders a `<fieldset>` with the label as `<legend>`, for groups of controls (radios,
   * checkboxes, a date range).
   * @default false
   */
  group?: boolean;
  /**
   * The control comes first and the label beside it, for a control that answers with itself (a
   * single checkbox, GOV.UK's consent box): the control's box, then the label and the hint in a
   * row, the error above the row. The control renders in the row's first column, a square as wide
   * as `vars.control.minTarget`. Not for groups.
   * @default false
   */
  inline?: boolean;
  /** Renders the control; spread the given props onto the focusable element. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one wrapper for label, hint, required marker and inline error (GOV.UK form group). Every
 * input of the kit is built on it, so all fields look and behave the same.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  id,
  group = false,
  inline = false,
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const messages = useKitMessages(commonMessages);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = { id: controlId };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (invalid) control['aria-invalid'] = true;
  if (required) {
    control.required = true;
    control['aria-required'] = true;
  }

  const labelContent = (
    <>
      {label}
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  const hintNode = (className: string) =>
    hint && (
      <p id={hintId} className={className}>
        {hint}
      </p>
    );
  const errorNode = invalid && (
    <p id={errorId} className={styles.error}>
      <span className={visuallyHidden}>{messages.errorPrefix}</span> {error}
    </p>
  );

  if (inline && !group) {
    return (
      <div className={rootClass} data-invalid={invalid || undefined}>
        {errorNode}
        <div className={styles.inlineRow}>
          {children(control)}
          <label htmlFor={controlId} className={hideLabel ? visuallyHidden : styles.inlineLabel}>
            {labelContent}
          </label>
          {hintNode(styles.inlineHint)}
        </div>
      </div>
    );
  }

  const labelClass = hideLabel ? visuallyHidden : styles.label;
  const body = (
    <>
      {hintNode(styles.hint)}
      {errorNode}
      {children(control)}
    </>
  );

  if (group) {
    return (
      <fieldset
        className={rootClass}
        data-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      >
        <legend className={labelClass}>{labelContent}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={rootClass} data-invalid={invalid || undefined}>
      <label htmlFor={controlId} className={labelClass}>
        {labelContent}
      </label>
      {body}
    </div>
  );
}
