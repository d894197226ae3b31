import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useButton, type AriaButtonProps } from 'react-aria';
import { formatMessage, useKitLocale, useKitMessages } from '../../i18n/index.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { CALENDAR_NAMES, formatMonthYearLong } from './calendarNames.ts';
import * as styles from './DatePicker.css.ts';
import { datePickerMessages } from './intl.ts';

/** A month as a number that orders and steps: year * 12 + (month - 1). */
export type MonthIndex = number;
export const monthIndex = (year: number, month: number): MonthIndex => year * 12 + month - 1;
const yearOf = (index: MonthIndex) => Math.floor(index / 12);
const monthOf = (index: MonthIndex) => (index % 12) + 1;

const COLUMNS = 3;

export interface MonthCalendarProps {
  /** The chosen month, or the chosen period's ends. */
  value: { start: MonthIndex; end: MonthIndex } | null;
  /** Choose one month, or a period of months with two presses. */
  range: boolean;
  min?: MonthIndex;
  max?: MonthIndex;
  /** The month focused on opening when nothing is chosen (this month, within the bounds). */
  initialFocus: MonthIndex;
  onSelect: (value: { start: MonthIndex; end: MonthIndex }) => void;
}

/**
 * The calendar of the monthAndYear mode: twelve months of a year and a year switcher. react-aria
 * has no month-only value, so this grid is the kit's own, keyed like react-aria's day grid:
 * arrows move by a month (up/down by a row), PageUp/PageDown by a year, Home/End to the row's
 * ends; Enter or Space (the month's own button) chooses.
 */
export function MonthCalendar({
  value,
  range,
  min = -Infinity,
  max = Infinity,
  initialFocus,
  onSelect,
}: MonthCalendarProps) {
  const locale = useKitLocale();
  const messages = useKitMessages(datePickerMessages);
  const clamp = (index: MonthIndex) => Math.min(Math.max(index, min), max);
  const [focused, setFocused] = useState(() => clamp(value?.start ?? initialFocus));
  const [anchor, setAnchor] = useState<MonthIndex | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusGrid, setFocusGrid] = useState(true);
  const cells = useRef(new Map<MonthIndex, HTMLButtonElement>());
  const year = yearOf(focused);

  useEffect(() => {
    if (focusGrid) cells.current.get(focused)?.focus();
  }, [focused, focusGrid]);

  const move = (to: MonthIndex) => {
    setFocusGrid(true);
    setFocused(clamp(to));
  };
  const choose = (index: MonthIndex) => {
    if (index < min || index > max) return;
    if (!range) return onSelect({ start: index, end: index });
    if (anchor === null) return setAnchor(index);
    setAnchor(null);
    onSelect({ start: Math.min(anchor, index), end: Math.max(anchor, index) });
  };
  const switchYear = (delta: number) => {
    setFocusGrid(false);
    const next = clamp(focused + delta * 12);
    setFocused(next);
    setAnnouncement(formatMessage(messages.yearHeading, { year: yearOf(next) }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const column = (focused % 12) % COLUMNS;
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -COLUMNS,
      ArrowDown: COLUMNS,
      PageUp: event.shiftKey ? -120 : -12,
      PageDown: event.shiftKey ? 120 : 12,
      Home: -column,
      End: COLUMNS - 1 - column,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(focused + step);
    } else if (event.key === 'Escape' && anchor !== null) {
      // The first Escape drops a half-chosen period; the next one closes the calendar.
      event.stopPropagation();
      setAnchor(null);
    }
  };

  const shown =
    anchor !== null ? { start: Math.min(anchor, focused), end: Math.max(anchor, focused) } : value;
  const canGoBack = monthIndex(year, 1) > min;
  const canGoForward = monthIndex(year, 12) < max;
  const yearLabel = formatMessage(messages.yearHeading, { year });

  return (
    <div>
      <div className={styles.header}>
        <YearButton
          aria-label={messages.previousYear}
          isDisabled={!canGoBack}
          onPress={() => switchYear(-1)}
          icon="previous"
        />
        <div className={styles.title} aria-hidden="true">
          {year}
        </div>
        <YearButton
          aria-label={messages.nextYear}
          isDisabled={!canGoForward}
          onPress={() => switchYear(1)}
          icon="next"
        />
      </div>
      <div className={visuallyHidden} aria-live="polite">
        {announcement}
      </div>
      {/* The focus lives on the months themselves (roving tabindex), as in react-aria's grid. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="grid"
        aria-label={yearLabel}
        aria-multiselectable={range || undefined}
        className={styles.monthGrid}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: 12 / COLUMNS }, (_, row) => (
          <div role="row" key={row} className={styles.monthRow}>
            {Array.from({ length: COLUMNS }, (_, column) => {
              const index = monthIndex(year, row * COLUMNS + column + 1);
              const disabled = index < min || index > max;
              const selected = !!shown && index >= shown.start && index <= shown.end;
              const isStart = selected && index === shown.start;
              const isEnd = selected && index === shown.end;
              const month = monthOf(index);
              const label = [
                formatMonthYearLong({ year, month }, locale),
                range && isStart && anchor === null ? messages.rangeStart : null,
                range && isEnd && anchor === null ? messages.rangeEnd : null,
                selected && !range ? messages.selected : null,
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <div
                  key={column}
                  role="gridcell"
                  aria-selected={selected || undefined}
                  aria-disabled={disabled || undefined}
                  className={styles.monthCell}
                >
                  <button
                    ref={(node) => {
                      if (node) cells.current.set(index, node);
                      else cells.current.delete(index);
                    }}
                    type="button"
                    tabIndex={!disabled && index === focused ? 0 : -1}
                    aria-label={label}
                    aria-disabled={disabled || undefined}
                    className={styles.monthButton}
                    data-selected={(selected && (!range || isStart || isEnd)) || undefined}
                    data-in-range={(range && selected && !isStart && !isEnd) || undefined}
                    data-range-start={(range && isStart) || undefined}
                    data-range-end={(range && isEnd) || undefined}
                    data-disabled={disabled || undefined}
                    onClick={() => {
                      if (disabled) return;
                      move(index);
                      choose(index);
                    }}
                    onFocus={() => {
                      if (!disabled && index !== focused) setFocused(index);
                    }}
                  >
                    {CALENDAR_NAMES[locale].months[month - 1]}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

function YearButton({
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
