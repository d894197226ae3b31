import { forwardRef, useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { formatMessage, useKitMessages } from '../../i18n/index.ts';
import { controlBase } from '../../styles/control.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Field } from '../Field/Field.tsx';
import { withForbiddenHint, type TextFieldBaseProps } from '../TextField/TextField.tsx';
import { useTextValue } from '../TextField/useTextValue.ts';
import { textAreaMessages } from './intl.ts';
import * as styles from './TextArea.css.ts';

/** How long typing must pause before the remaining count is announced (GOV.UK waits 1 s too). */
export const COUNT_ANNOUNCE_DELAY = 1000;

export interface TextAreaProps
  extends
    TextFieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'id' | 'children' | 'required' | 'maxLength' | 'onChange' | 'className'
    > {
  /** Visible lines. @default 4 */
  rows?: number;
  /**
   * The most characters allowed. With `showCount` (the default when this is set) the field shows
   * a GOV.UK character count; typing past the limit is allowed, so a paste can be trimmed, and
   * the count turns red. Without the count it is the native hard limit.
   */
  maxLength?: number;
  /**
   * Shows «Осталось символов: N» under the field and announces it politely once typing pauses,
   * not on every keystroke. @default true when `maxLength` is set
   */
  showCount?: boolean;
}

/** A multi-line text input on `Field`, with an optional character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
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
    rows = 4,
    maxLength,
    showCount,
    value,
    defaultValue,
    ...textareaProps
  },
  ref,
) {
  const messages = useKitMessages(textAreaMessages);
  const { current, forbiddenMessage, forbiddenHint, handleChange } =
    useTextValue<HTMLTextAreaElement>({
      value,
      defaultValue,
      onChange,
      forbiddenCharacters,
    });
  const counting = maxLength !== undefined && (showCount ?? true);
  // count code points, so an emoji (two UTF-16 units) counts as one character, as people expect
  const length = Array.from(current).length;
  const remaining = (maxLength ?? 0) - length;
  const countText = counting
    ? remaining >= 0
      ? formatMessage(messages.remaining, { count: remaining })
      : formatMessage(messages.over, { count: -remaining })
    : '';

  // announce the count only after typing pauses; every keystroke would drown the reader
  // (and not at all before the first edit: the limit is in the description already)
  const [announced, setAnnounced] = useState('');
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (!counting || !edited) return;
    const timer = window.setTimeout(() => setAnnounced(countText), COUNT_ANNOUNCE_DELAY);
    return () => window.clearTimeout(timer);
  }, [counting, edited, countText]);

  const classes = `${controlBase} ${styles.textarea}`;
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
      {(control) => {
        const limitId = `${control.id}-limit`;
        return (
          <>
            <textarea
              ref={ref}
              rows={rows}
              className={inputClassName ? `${classes} ${inputClassName}` : classes}
              value={value}
              defaultValue={defaultValue}
              onChange={(event) => {
                setEdited(true);
                handleChange(event);
              }}
              maxLength={counting ? undefined : maxLength}
              data-over={counting && remaining < 0 ? '' : undefined}
              {...textareaProps}
              {...control}
              aria-describedby={
                [
                  control['aria-describedby'],
                  counting ? limitId : null,
                  textareaProps['aria-describedby'],
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            />
            {counting && (
              <>
                <span id={limitId} className={visuallyHidden}>
                  {formatMessage(messages.limit, { max: maxLength })}
                </span>
                {/* what sighted users see change with each key; screen readers get the pause */}
                <p
                  className={styles.count}
                  data-over={remaining < 0 ? '' : undefined}
                  aria-hidden="true"
                >
                  {countText}
                </p>
                <span role="status" className={visuallyHidden}>
                  {announced}
                </span>
              </>
            )}
            {forbiddenCharacters && (
              <span role="status" className={visuallyHidden}>
                {forbiddenMessage ?? ''}
              </span>
            )}
          </>
        );
      }}
    </Field>
  );
});
