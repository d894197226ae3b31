import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useFocusWithin } from 'react-aria';
import { ReactAriaLocale } from '../../i18n/reactAria/ReactAriaLocale.tsx';
import { Field, type FieldBaseProps } from '../Field/index.ts';
import { commonMessages, useKitAnnounce, useKitLocale, useKitMessages } from '../../i18n/index.ts';
import { CalendarIcon } from '../../icons/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import type { Size } from '../../tokens/scales.ts';
import { CalendarPopover } from './CalendarPopover.tsx';
import * as styles from './DatePicker.css.ts';
import { DateTextInput } from './DateTextInput.tsx';
import { SingleDayCalendar, toCalendarDate } from './DayCalendar.tsx';
import { formatDateText, parseDateText, type DateMode } from './dateText.ts';
import { datePickerMessages } from './intl.ts';
import { MonthCalendar, monthIndex } from './MonthCalendar.tsx';
import { useCalendarBounds, useCalendarOpenState, useControllable } from './usePicker.ts';
import { dateErrorMessage, validateDate, type DateErrorCode, type DateRules } from './validate.ts';
import type { DayParts } from './calendarNames.ts';

export interface DatePickerProps extends DateRules, FieldBaseProps {
  /**
   * Help under the label. Defaults to the format by example («Например, 21.11.2026»); pass
   * `null` to show none.
   */
  hint?: ReactNode;
  /**
   * `fullDate` for a day (dd.mm.yyyy), `monthAndYear` for a month (mm.yyyy).
   * @default 'fullDate'
   */
  mode?: DateMode;
  /** The field's text, when controlled: what the user typed, e.g. `'21.11.2026'`. */
  value?: string;
  /** The initial text, when uncontrolled. Use `isoToDateText` to start from an ISO value. @default '' */
  defaultValue?: string;
  /**
   * Called on every edit and on a choice in the calendar, with the text and, when the text is a
   * real date, its ISO form (`2026-11-21`, or `2026-11` for months) — whether or not it passes
   * min, max and availability, which `validateDate` checks.
   */
  onChange?: (text: string, isoDate: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The error to show, as a form's `validateDate` returned it on submit; worded by the kit
   * (`dateErrorMessage`), so the field and the error summary say the same.
   */
  errorCode?: DateErrorCode | null;
  /** An error in the caller's own words; wins over `errorCode`. */
  error?: ReactNode;
  /**
   * Checks the field itself when focus leaves it, and from then on as the user corrects it. Off by
   * default: GOV.UK forms check on submit. Ignored while `errorCode` is given.
   * @default false
   */
  validateOnBlur?: boolean;
  /** Form field name; the form gets the text as typed. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** @default 'm' */
  size?: Size;
  /**
   * Where the calendar popover is portalled (react-aria's `UNSTABLE_portalContainer`); inside a
   * shadow root, an element of that root. @default document.body (or an `UNSAFE_PortalProvider`)
   */
  portalContainer?: Element;
  /** The time zone that decides which day is today. @default the device's */
  timeZone?: string;
  /** Opens the calendar on first render (stories, tests). @default false */
  defaultOpen?: boolean;
  /** @default 'off' */
  autoComplete?: string;
}

/**
 * A date field: type dd.mm.yyyy (or mm.yyyy), or choose in a calendar popover. Typing always
 * works; the calendar is a help, opened by its button or Alt+ArrowDown.
 *
 * ```tsx
 * const [text, setText] = useState('');
 * const [code, setCode] = useState<DateErrorCode | null>(null);
 * const rules = { required: true, min: '2026-01-01', isDateUnavailable: (d) => busy.has(d) };
 * <DatePicker label="Дата подключения" {...rules} value={text} onChange={setText} errorCode={code} />
 * // on submit: setCode(validateDate(text, rules))
 * ```
 */
export function DatePicker({
  label,
  hint,
  mode = 'fullDate',
  value,
  defaultValue = '',
  onChange,
  onBlur,
  errorCode,
  error,
  validateOnBlur = false,
  id,
  name,
  disabled = false,
  size = 'm',
  portalContainer,
  timeZone,
  defaultOpen = false,
  autoComplete = 'off',
  className,
  hideLabel = false,
  required = false,
  min,
  max,
  isDateUnavailable,
}: DatePickerProps) {
  const locale = useKitLocale();
  const messages = useKitMessages(datePickerMessages);
  const [text, setOwnText] = useControllable(value, defaultValue);
  const [blurCode, setBlurCode] = useState<DateErrorCode | null>(null);
  // Pasted text that is no date («21 ноября 2026») is said to be one at once, until it reads
  // otherwise; the form's own check comes after.
  const [pasted, setPasted] = useState(false);
  const announce = useKitAnnounce();
  const common = useKitMessages(commonMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, openFrom } = useCalendarOpenState(defaultOpen && !disabled, inputRef);
  const bounds = useCalendarBounds(mode, min, max, timeZone);
  const groupRef = useRef<HTMLDivElement>(null);
  const labelId = `date-label-${useId()}`;
  const buttonId = `${labelId}-button`;
  const rules: DateRules = { mode, required, min, max, isDateUnavailable };

  const setText = (next: string) => {
    setOwnText(next);
    const parsed = parseDateText(next, mode);
    if (parsed.status !== 'format') setPasted(false);
    onChange?.(next, parsed.status === 'ok' ? parsed.iso : null);
    if (validateOnBlur && blurCode !== null) setBlurCode(validateDate(next, rules));
  };

  const handleInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    const parsed = parseDateText(text, mode);
    if (parsed.status === 'ok' && formatDateText(parsed.parts, mode) !== text) {
      setText(formatDateText(parsed.parts, mode));
    }
  };

  // Checked when focus leaves the field and its button; going into the calendar is not leaving.
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: () => {
      if (!validateOnBlur || state.isOpen) return;
      const parsed = parseDateText(text, mode);
      const shown = parsed.status === 'ok' ? formatDateText(parsed.parts, mode) : text;
      setBlurCode(validateDate(shown, rules));
    },
  });

  const choose = (parts: DayParts) => {
    const next = formatDateText(parts, mode);
    setText(next);
    if (validateOnBlur) setBlurCode(validateDate(next, rules));
    state.close();
  };

  const onUnreadablePaste = () => {
    setPasted(true);
    announce(`${common.errorPrefix} ${dateErrorMessage('FORMAT', { locale, mode })}`);
  };

  const code = pasted
    ? 'FORMAT'
    : errorCode !== undefined
      ? errorCode
      : validateOnBlur
        ? blurCode
        : null;
  const message =
    (pasted ? undefined : error) ||
    (code ? dateErrorMessage(code, { locale, mode, min, max }) : undefined);
  const parsed = parseDateText(text, mode);
  const chosen = parsed.status === 'ok' ? parsed.parts : null;

  return (
    <ReactAriaLocale>
      <Field
        label={<span id={labelId}>{label}</span>}
        hint={
          hint === undefined
            ? messages[mode === 'fullDate' ? 'hintFullDate' : 'hintMonthAndYear']
            : hint
        }
        error={message}
        required={required}
        id={id}
        hideLabel={hideLabel}
        className={className}
      >
        {(control) => (
          <div
            ref={groupRef}
            className={styles.control}
            data-mode={mode}
            data-invalid={control['aria-invalid'] || undefined}
            data-disabled={disabled || undefined}
            {...focusWithinProps}
          >
            <DateTextInput
              {...control}
              ref={inputRef}
              className={`${controlBase} ${controlSize[size]} ${styles.input[size]}`}
              mode={mode}
              value={text}
              name={name}
              disabled={disabled}
              autoComplete={autoComplete}
              onTextChange={setText}
              onUnreadableInput={onUnreadablePaste}
              onOpenCalendar={() => openFrom(inputRef.current)}
              onBlur={handleInputBlur}
            />
            <button
              id={buttonId}
              type="button"
              className={styles.calendarButton[size]}
              aria-label={messages.openCalendar}
              aria-labelledby={`${buttonId} ${labelId}`}
              aria-haspopup="dialog"
              aria-expanded={state.isOpen}
              disabled={disabled}
              onClick={() => openFrom(inputRef.current)}
            >
              <CalendarIcon />
            </button>
          </div>
        )}
      </Field>
      {state.isOpen && (
        <CalendarPopover
          state={state}
          triggerRef={groupRef}
          portalContainer={portalContainer}
          labelId={labelId}
        >
          {mode === 'fullDate' ? (
            <SingleDayCalendar
              value={chosen && toCalendarDate(chosen)}
              onSelect={choose}
              minValue={bounds.minDay}
              maxValue={bounds.maxDay}
              isDateUnavailable={isDateUnavailable}
              initialFocus={bounds.focusDay}
            />
          ) : (
            <MonthCalendar
              range={false}
              value={
                chosen && {
                  start: monthIndex(chosen.year, chosen.month),
                  end: monthIndex(chosen.year, chosen.month),
                }
              }
              min={bounds.minMonth}
              max={bounds.maxMonth}
              initialFocus={bounds.focusMonth}
              onSelect={({ start }) =>
                choose({ year: Math.floor(start / 12), month: (start % 12) + 1, day: 1 })
              }
            />
          )}
        </CalendarPopover>
      )}
    </ReactAriaLocale>
  );
}
