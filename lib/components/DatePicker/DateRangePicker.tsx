import { endOfMonth, getLocalTimeZone } from '@internationalized/date';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useFocusWithin } from 'react-aria';
import { ReactAriaLocale } from '../../i18n/reactAria/ReactAriaLocale.tsx';
import { Field, type FieldBaseProps } from '../Field/index.ts';
import { commonMessages, useKitAnnounce, useKitLocale, useKitMessages } from '../../i18n/index.ts';
import { CalendarIcon } from '../../icons/index.ts';
import { controlBase, controlSize } from '../../styles/control.css.ts';
import type { Size } from '../../tokens/scales.ts';
import type { DayParts } from './calendarNames.ts';
import { CalendarPopover } from './CalendarPopover.tsx';
import * as styles from './DatePicker.css.ts';
import { DateTextInput } from './DateTextInput.tsx';
import { RangeDayCalendar, toCalendarDate } from './DayCalendar.tsx';
import { formatDateText, parseDateText, type DateMode } from './dateText.ts';
import { datePickerMessages } from './intl.ts';
import { MonthCalendar, monthIndex, type MonthIndex } from './MonthCalendar.tsx';
import { useCalendarBounds, useCalendarOpenState, useControllable } from './usePicker.ts';
import {
  compareDays,
  dateErrorMessage,
  validateDateRange,
  type DateRangeError,
  type DateRangeText,
  type DateRules,
} from './validate.ts';

/**
 * A chosen period, both ends inclusive. Dates are ISO (`2026-11-01`; `2026-11` in monthAndYear
 * mode). `startTimestamp` is the first millisecond of the first day, `endTimestamp` the last
 * millisecond of the last day (of the last month), in the picker's time zone — so a moment `t`
 * lies in the period when `startTimestamp <= t && t <= endTimestamp`.
 */
export interface DateRangeValue {
  startDate: string;
  endDate: string;
  startTimestamp: number;
  endTimestamp: number;
}

/**
 * The period two texts describe, or null unless both are real dates in order. Bounds, required
 * and availability are `validateDateRange`'s business.
 */
export function toDateRangeValue(
  text: DateRangeText,
  { mode = 'fullDate', timeZone }: { mode?: DateMode; timeZone?: string } = {},
): DateRangeValue | null {
  const start = parseDateText(text.start, mode);
  const end = parseDateText(text.end, mode);
  if (start.status !== 'ok' || end.status !== 'ok') return null;
  if (compareDays(end.parts, start.parts, mode) < 0) return null;
  const zone = timeZone ?? getLocalTimeZone();
  const lastDay =
    mode === 'monthAndYear' ? endOfMonth(toCalendarDate(end.parts)) : toCalendarDate(end.parts);
  return {
    startDate: start.iso,
    endDate: end.iso,
    startTimestamp: toCalendarDate(start.parts).toDate(zone).getTime(),
    endTimestamp: lastDay.add({ days: 1 }).toDate(zone).getTime() - 1,
  };
}

export interface DateRangePickerProps extends DateRules, FieldBaseProps {
  /** The period's name, shown as the group's legend. */
  label: ReactNode;
  /** Help under the legend. Defaults to the format by example; `null` shows none. */
  hint?: ReactNode;
  /** @default 'fullDate' */
  mode?: DateMode;
  /** The two fields' text, when controlled. */
  value?: DateRangeText;
  /** @default { start: '', end: '' } */
  defaultValue?: DateRangeText;
  /**
   * Called on every edit and on a choice in the calendar, with both texts and the period once
   * both are real dates in order (see `toDateRangeValue`).
   */
  onChange?: (text: DateRangeText, value: DateRangeValue | null) => void;
  /** The error a form's `validateDateRange` returned; worded by the kit, its field marked. */
  errorCode?: DateRangeError | null;
  /** An error in the caller's own words; wins over `errorCode` and marks both fields. */
  error?: ReactNode;
  /** Checks the period when focus leaves both fields. @default false */
  validateOnBlur?: boolean;
  /** Id of the first field (error-summary links); the second gets `${id}-end`. */
  id?: string;
  /** Form field names of the two texts. */
  startName?: string;
  endName?: string;
  /** Labels of the two fields. @default «Начало» / «Окончание» */
  startLabel?: ReactNode;
  endLabel?: ReactNode;
  /** @default false */
  disabled?: boolean;
  /** @default 'm' */
  size?: Size;
  /** Where the calendar popover is portalled; inside a shadow root, an element of that root. */
  portalContainer?: Element;
  /** The time zone of today and of the timestamps. @default the device's */
  timeZone?: string;
  /** @default false */
  defaultOpen?: boolean;
}

const EMPTY: DateRangeText = { start: '', end: '' };

/**
 * A period: two typed fields (dd.mm.yyyy or mm.yyyy) and one calendar that chooses both ends.
 *
 * ```tsx
 * <DateRangePicker label="Период" max="2026-12-31" onChange={(text, period) => setPeriod(period)} />
 * ```
 */
export function DateRangePicker({
  label,
  hint,
  mode = 'fullDate',
  value,
  defaultValue = EMPTY,
  onChange,
  errorCode,
  error,
  validateOnBlur = false,
  id,
  startName,
  endName,
  startLabel,
  endLabel,
  disabled = false,
  size = 'm',
  portalContainer,
  timeZone,
  defaultOpen = false,
  className,
  hideLabel = false,
  required = false,
  min,
  max,
  isDateUnavailable,
}: DateRangePickerProps) {
  const locale = useKitLocale();
  const messages = useKitMessages(datePickerMessages);
  const [text, setOwnText] = useControllable(value, defaultValue);
  const [blurError, setBlurError] = useState<DateRangeError | null>(null);
  // The field an unreadable paste went into («21 ноября 2026»): it says so at once, until its
  // text reads otherwise.
  const [pasted, setPasted] = useState<'start' | 'end' | null>(null);
  const announce = useKitAnnounce();
  const common = useKitMessages(commonMessages);
  const startRef = useRef<HTMLInputElement>(null);
  const { state, openFrom } = useCalendarOpenState(defaultOpen && !disabled, startRef);
  const bounds = useCalendarBounds(mode, min, max, timeZone);
  const endRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const labelId = `date-range-label-${useId()}`;
  const buttonId = `${labelId}-button`;
  const rules: DateRules = { mode, required, min, max, isDateUnavailable };

  const setText = (next: DateRangeText) => {
    setOwnText(next);
    if (pasted && parseDateText(next[pasted], mode).status !== 'format') setPasted(null);
    onChange?.(next, toDateRangeValue(next, { mode, timeZone }));
    if (validateOnBlur && blurError !== null) setBlurError(validateDateRange(next, rules));
  };

  const handleInputBlur = (field: 'start' | 'end') => () => {
    const parsed = parseDateText(text[field], mode);
    const shown = parsed.status === 'ok' ? formatDateText(parsed.parts, mode) : text[field];
    if (shown !== text[field]) setText({ ...text, [field]: shown });
  };

  // Checked when focus leaves both fields and the button; going into the calendar is not leaving.
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: () => {
      if (validateOnBlur && !state.isOpen) setBlurError(validateDateRange(text, rules));
    },
  });

  const choose = (range: { start: DayParts; end: DayParts }) => {
    const next = { start: formatDateText(range.start, mode), end: formatDateText(range.end, mode) };
    setText(next);
    if (validateOnBlur) setBlurError(validateDateRange(next, rules));
    state.close();
  };
  const chooseMonths = ({ start, end }: { start: MonthIndex; end: MonthIndex }) => {
    const parts = (index: MonthIndex) => ({
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
      day: 1,
    });
    choose({ start: parts(start), end: parts(end) });
  };

  const onUnreadablePaste = (field: 'start' | 'end') => () => {
    setPasted(field);
    const words = dateErrorMessage('FORMAT', { locale, mode, field });
    announce(`${common.errorPrefix} ${words}`);
  };

  const pasteError: DateRangeError | null = pasted && { code: 'FORMAT', field: pasted };
  const shown =
    pasteError ?? (errorCode !== undefined ? errorCode : validateOnBlur ? blurError : null);
  const message =
    (pasteError ? undefined : error) ||
    (shown
      ? dateErrorMessage(shown.code, {
          locale,
          mode,
          min,
          max,
          field: shown.code === 'END_BEFORE_START' ? undefined : shown.field,
        })
      : undefined);
  const invalid = (field: 'start' | 'end') =>
    error && !pasteError ? true : shown?.field === field;

  const start = parseDateText(text.start, mode);
  const end = parseDateText(text.end, mode);
  const ordered =
    start.status === 'ok' && end.status === 'ok' && compareDays(end.parts, start.parts, mode) >= 0
      ? { start: start.parts, end: end.parts }
      : null;

  return (
    <ReactAriaLocale>
      <Field
        group
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
        {(control) => {
          // The group carries hint and error; each field repeats the error when it is the one
          // at fault, so a screen reader landing on it from the error summary hears why.
          const errorId = control['aria-describedby']
            ?.split(' ')
            .find((ref) => ref === `${control.id}-error`);
          const fieldProps = (field: 'start' | 'end') => ({
            id: field === 'start' ? control.id : `${control.id}-end`,
            'aria-invalid': invalid(field) || undefined,
            'aria-describedby': (invalid(field) && errorId) || undefined,
            required,
            className: `${controlBase} ${controlSize[size]} ${styles.rangeInput}`,
            mode,
            value: text[field],
            disabled,
            onTextChange: (next: string) => setText({ ...text, [field]: next }),
            onUnreadableInput: onUnreadablePaste(field),
            onBlur: handleInputBlur(field),
          });
          return (
            <div ref={groupRef} className={styles.rangeRow} {...focusWithinProps}>
              <div className={styles.rangePart}>
                <label htmlFor={control.id} className={styles.rangePartLabel}>
                  {startLabel ?? messages.startLabel}
                </label>
                <DateTextInput
                  {...fieldProps('start')}
                  ref={startRef}
                  name={startName}
                  onOpenCalendar={() => openFrom(startRef.current)}
                />
              </div>
              <div className={styles.rangePart}>
                <label htmlFor={`${control.id}-end`} className={styles.rangePartLabel}>
                  {endLabel ?? messages.endLabel}
                </label>
                <DateTextInput
                  {...fieldProps('end')}
                  ref={endRef}
                  name={endName}
                  onOpenCalendar={() => openFrom(endRef.current)}
                />
              </div>
              <button
                id={buttonId}
                type="button"
                className={styles.rangeButton[size]}
                aria-label={messages.openCalendar}
                aria-labelledby={`${buttonId} ${labelId}`}
                aria-haspopup="dialog"
                aria-expanded={state.isOpen}
                disabled={disabled}
                onClick={() => openFrom(startRef.current)}
              >
                <CalendarIcon />
              </button>
            </div>
          );
        }}
      </Field>
      {state.isOpen && (
        <CalendarPopover
          state={state}
          triggerRef={groupRef}
          portalContainer={portalContainer}
          labelId={labelId}
        >
          {mode === 'fullDate' ? (
            <RangeDayCalendar
              value={
                ordered && {
                  start: toCalendarDate(ordered.start),
                  end: toCalendarDate(ordered.end),
                }
              }
              onSelect={choose}
              minValue={bounds.minDay}
              maxValue={bounds.maxDay}
              isDateUnavailable={isDateUnavailable}
              initialFocus={bounds.focusDay}
            />
          ) : (
            <MonthCalendar
              range
              value={
                ordered && {
                  start: monthIndex(ordered.start.year, ordered.start.month),
                  end: monthIndex(ordered.end.year, ordered.end.month),
                }
              }
              min={bounds.minMonth}
              max={bounds.maxMonth}
              initialFocus={bounds.focusMonth}
              onSelect={chooseMonths}
            />
          )}
        </CalendarPopover>
      )}
    </ReactAriaLocale>
  );
}
