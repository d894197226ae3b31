import { CalendarDate, GregorianCalendar, isSameDay, isToday } from '@internationalized/date';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import {
  useButton,
  useCalendar,
  useCalendarCell,
  useCalendarGrid,
  useRangeCalendar,
  type AriaButtonProps,
  type CalendarAria,
} from 'react-aria';
import {
  useCalendarState,
  useRangeCalendarState,
  type CalendarState,
  type DateValue,
  type RangeCalendarState,
} from 'react-stately';
import { reactAriaLocale, useKitLocale, useKitMessages } from '../../i18n/index.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import {
  CALENDAR_NAMES,
  formatDateWithWeekday,
  formatMonthYear,
  formatMonthYearLong,
  type DayParts,
} from './calendarNames.ts';
import * as styles from './DatePicker.css.ts';
import { toIso } from './dateText.ts';
import { datePickerMessages } from './intl.ts';

/** Only the Gregorian calendar: `createCalendar` would pull in every calendar system. */
const createCalendar = () => new GregorianCalendar();

export const toCalendarDate = ({ year, month, day }: DayParts) =>
  new CalendarDate(year, month, day);
export const toParts = ({ year, month, day }: DateValue): DayParts => ({ year, month, day });

interface Bounds {
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  isDateUnavailable?: (isoDate: string) => boolean;
  /** The day the calendar opens on when nothing is chosen: today, kept within the bounds. */
  initialFocus: CalendarDate;
}

type AnyCalendarState = CalendarState | RangeCalendarState;

/**
 * react-aria announces the shown month and the chosen date through a live region, worded by
 * `Intl` and its own strings — English and "2026 M11" in Kazakh under Chromium. The hooks only
 * read `isFocused`, `value` and `highlightedRange` to build those announcements, so they get a
 * view of the state that has nothing to announce; the calendar announces the month itself, in
 * the kit's words. Every method still acts on the real state.
 */
function quietState<S extends AnyCalendarState>(state: S): S {
  const quiet = { ...state, isFocused: true, value: null };
  // Only a range state may have the key: react-aria tells the two kinds apart by its presence.
  return ('highlightedRange' in state ? { ...quiet, highlightedRange: null } : quiet) as S;
}

interface ViewProps {
  state: AnyCalendarState;
  aria: AnyCalendarState;
  calendar: CalendarAria;
  calendarRef?: RefObject<HTMLDivElement | null>;
  range: boolean;
}

/** The shared body of both calendars: month header, weekday row, day grid. */
function CalendarView({ state, aria, calendar, calendarRef, range }: ViewProps) {
  const locale = useKitLocale();
  const messages = useKitMessages(datePickerMessages);
  const names = CALENDAR_NAMES[locale];
  const month = state.visibleRange.start;
  const { gridProps, headerProps, weeksInMonth } = useCalendarGrid({ firstDayOfWeek: 'mon' }, aria);
  const [announcement, setAnnouncement] = useState('');
  const pressedNav = useRef(false);
  const monthLabel = formatMonthYearLong(month, locale);
  useEffect(() => {
    if (!pressedNav.current) return;
    pressedNav.current = false;
    setAnnouncement(monthLabel);
  }, [monthLabel]);
  const nav = (props: AriaButtonProps) => ({
    ...props,
    onPress: (event: Parameters<NonNullable<AriaButtonProps['onPress']>>[0]) => {
      pressedNav.current = true;
      props.onPress?.(event);
    },
  });
  const promptStartId = `kit-range-prompt-${useId()}`;

  return (
    <div {...calendar.calendarProps} ref={calendarRef} aria-label={monthLabel}>
      <div className={styles.header}>
        <NavButton
          {...nav(calendar.prevButtonProps)}
          aria-label={messages.previousMonth}
          icon="previous"
        />
        <div className={styles.title} aria-hidden="true">
          {formatMonthYear(month, locale)}
        </div>
        <NavButton {...nav(calendar.nextButtonProps)} aria-label={messages.nextMonth} icon="next" />
      </div>
      <div className={visuallyHidden} aria-live="polite">
        {announcement}
      </div>
      {range && (
        <div hidden>
          <span id={promptStartId}>{messages.pickRangeStart}</span>
          <span id={`${promptStartId}-end`}>{messages.pickRangeEnd}</span>
        </div>
      )}
      <table {...gridProps} aria-label={monthLabel} className={styles.grid}>
        <thead {...headerProps}>
          <tr>
            {names.weekdaysShort.map((day) => (
              <th key={day} className={styles.weekday}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeksInMonth }, (_, week) => (
            <tr key={week}>
              {state
                .getDatesInWeek(week)
                .map((date, index) =>
                  date && date.month === month.month ? (
                    <DayCell
                      key={index}
                      date={date}
                      state={state}
                      aria={aria}
                      range={range}
                      promptId={promptStartId}
                    />
                  ) : (
                    <td key={index} className={styles.cell} />
                  ),
                )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NavButton({
  icon,
  ...props
}: AriaButtonProps & { icon: 'previous' | 'next'; 'aria-label': string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const Icon = icon === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button {...buttonProps} ref={ref} className={styles.navButton}>
      <Icon />
    </button>
  );
}

interface DayCellProps {
  date: CalendarDate;
  state: AnyCalendarState;
  aria: AnyCalendarState;
  range: boolean;
  promptId: string;
}

function DayCell({ date, state, aria, range, promptId }: DayCellProps) {
  const locale = useKitLocale();
  const messages = useKitMessages(datePickerMessages);
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isDisabled, isUnavailable, isFocused } =
    useCalendarCell({ date }, aria, ref);
  const highlighted = 'highlightedRange' in state ? state.highlightedRange : null;
  const anchor = 'anchorDate' in state ? state.anchorDate : null;
  const isStart = range && isSelected && !!highlighted && isSameDay(date, highlighted.start);
  const isEnd = range && isSelected && !!highlighted && isSameDay(date, highlighted.end);
  const today = isToday(date, state.timeZone);

  const label = [
    formatDateWithWeekday(toParts(date), locale),
    today ? messages.today : null,
    isStart && !anchor ? messages.rangeStart : null,
    isEnd && !anchor ? messages.rangeEnd : null,
    isSelected && !range ? messages.selected : null,
  ]
    .filter(Boolean)
    .join(', ');
  // react-aria's own prompt is English under kk; ours says the same in the kit's words.
  const prompt =
    range && isFocused && !isDisabled && !isUnavailable
      ? anchor
        ? `${promptId}-end`
        : promptId
      : undefined;

  return (
    <td {...cellProps} className={styles.cell}>
      <div
        {...buttonProps}
        ref={ref}
        aria-label={label}
        aria-describedby={prompt}
        className={styles.dayButton}
        data-selected={(isSelected && (!range || isStart || isEnd)) || undefined}
        data-in-range={(range && isSelected && !isStart && !isEnd) || undefined}
        data-range-start={isStart || undefined}
        data-range-end={isEnd || undefined}
        data-today={today || undefined}
        data-unavailable={(isUnavailable && !isDisabled) || undefined}
        data-disabled={isDisabled || undefined}
      >
        {date.day}
      </div>
    </td>
  );
}

function useBounds(
  { minValue, maxValue, isDateUnavailable, initialFocus }: Bounds,
  chosen: CalendarDate | undefined,
) {
  const locale = useKitLocale();
  return {
    // react-aria's calendar logic runs in this locale; here it only decides arrow keys' direction.
    locale: reactAriaLocale(locale),
    createCalendar,
    minValue,
    maxValue,
    isDateUnavailable: isDateUnavailable
      ? (date: DateValue) => isDateUnavailable(toIso(toParts(date)))
      : undefined,
    firstDayOfWeek: 'mon' as const,
    autoFocus: true,
    // The chosen day when there is one (react-aria keeps it within min/max), else today.
    defaultFocusedValue: chosen ?? initialFocus,
  };
}

export interface SingleCalendarProps extends Bounds {
  value: CalendarDate | null;
  onSelect: (date: DayParts) => void;
}

/** A month of days; choosing one calls `onSelect`. */
export function SingleDayCalendar({ value, onSelect, ...bounds }: SingleCalendarProps) {
  const state = useCalendarState({
    ...useBounds(bounds, value ?? undefined),
    value,
    onChange: (date) => onSelect(toParts(date)),
  });
  const aria = quietState(state);
  const calendar = useCalendar({}, aria);
  return <CalendarView state={state} aria={aria} calendar={calendar} range={false} />;
}

export interface RangeCalendarProps extends Bounds {
  value: { start: CalendarDate; end: CalendarDate } | null;
  onSelect: (range: { start: DayParts; end: DayParts }) => void;
}

/** A month of days where two presses (or Enter twice) choose a period, both ends inclusive. */
export function RangeDayCalendar({ value, onSelect, ...bounds }: RangeCalendarProps) {
  const state = useRangeCalendarState({
    ...useBounds(bounds, value?.start),
    value,
    onChange: (range) => onSelect({ start: toParts(range.start), end: toParts(range.end) }),
  });
  const aria = quietState(state);
  const ref = useRef<HTMLDivElement>(null);
  const calendar = useRangeCalendar({}, aria, ref);
  return <CalendarView state={state} aria={aria} calendar={calendar} calendarRef={ref} range />;
}
