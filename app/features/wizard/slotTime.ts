import type { TimeSlot } from '../../../contract/domain.ts';

/*
 * Connection windows come as Kazakhstan-time ISO moments (`2026-03-10T09:00:00+05:00`): their
 * day and clock time are read from the text itself, never through the browser's time zone.
 */

/** `2026-03-10` of a window. */
export const slotDay = (slot: Pick<TimeSlot, 'start'>): string => slot.start.slice(0, 10);

/** `09:00–11:00`. */
export const slotHours = (slot: Pick<TimeSlot, 'start' | 'end'>): string =>
  `${slot.start.slice(11, 16)}–${slot.end.slice(11, 16)}`;
