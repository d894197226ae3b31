import { getLocalTimeZone, today as todayIn, type CalendarDate } from '@internationalized/date';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { deepActiveElement } from '../../tokens/overlayTheme.ts';
import { toCalendarDate } from './DayCalendar.tsx';
import { parseIso, type DateMode } from './dateText.ts';
import { monthIndex, type MonthIndex } from './MonthCalendar.tsx';

/** A value the caller may control (`value` + `onChange`) or leave to the component. */
export function useControllable<T>(value: T | undefined, defaultValue: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  return [value === undefined ? own : value, setOwn];
}

/**
 * The calendar popover's open state. On closing — Esc, a chosen date, the hidden close button —
 * focus goes back to the text field that opened it (or the first one), unless the user has
 * already put it somewhere else, e.g. by clicking another field.
 */
export function useCalendarOpenState(
  defaultOpen: boolean,
  firstField: RefObject<HTMLInputElement | null>,
) {
  const state = useOverlayTriggerState({ defaultOpen });
  const returnTo = useRef<HTMLInputElement | null>(null);
  const wasOpen = useRef(state.isOpen);

  useEffect(() => {
    if (wasOpen.current && !state.isOpen) {
      // Opened on first render (`defaultOpen`), nothing opened it: the first field takes focus.
      const input = returnTo.current ?? firstField.current;
      const doc = input?.ownerDocument;
      const active = doc ? deepActiveElement(doc) : null;
      if (input && (!active || active === doc?.body || active.shadowRoot)) input.focus();
    }
    wasOpen.current = state.isOpen;
  }, [state.isOpen, firstField]);

  const openFrom = useCallback(
    (input: HTMLInputElement | null) => {
      returnTo.current = input;
      state.open();
    },
    [state],
  );
  return { state, openFrom, returnTo };
}

/** Bounds and the opening position of the calendars, from the caller's ISO min/max. */
export function useCalendarBounds(
  mode: DateMode,
  min: string | undefined,
  max: string | undefined,
  timeZone: string | undefined,
) {
  const minParts = min === undefined ? undefined : parseIso(min);
  const maxParts = max === undefined ? undefined : parseIso(max);
  const now: CalendarDate = todayIn(timeZone ?? getLocalTimeZone());
  const minDay = minParts && toCalendarDate(minParts);
  const maxDay = maxParts && toCalendarDate(maxParts);
  let focusDay = now;
  if (minDay && focusDay.compare(minDay) < 0) focusDay = minDay;
  if (maxDay && focusDay.compare(maxDay) > 0) focusDay = maxDay;
  const minMonth: MonthIndex | undefined = minParts && monthIndex(minParts.year, minParts.month);
  const maxMonth: MonthIndex | undefined = maxParts && monthIndex(maxParts.year, maxParts.month);
  return {
    mode,
    minDay,
    maxDay,
    focusDay,
    minMonth,
    maxMonth,
    focusMonth: monthIndex(focusDay.year, focusDay.month),
  };
}
