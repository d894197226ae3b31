/**
 * Connection time slots of the installers: four windows on business days, from the first day
 * the line can be connected (3 business days after today for fibre, 7 for radio relay) for
 * TIME_SLOT_DAYS_AHEAD days. A slot is taken once per city (slot_bookings' primary key); some
 * slots are already taken by the operator's other clients, decided by a hash so the calendar
 * looks lived-in and stays the same between calls.
 */
import {
  CONNECTION_BUSINESS_DAYS,
  RADIO_CONNECTION_BUSINESS_DAYS,
  TIME_SLOT_DAYS_AHEAD,
  type TimeSlot,
} from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import { sha256 } from './crypto.ts';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  isIsoDate,
  kzDate,
  kzIso,
  kzLocalToMs,
} from './time.ts';

export const SLOT_WINDOWS = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
] as const;

export interface SlotTime {
  id: string;
  startMs: number;
  endMs: number;
}

/** `YYYY-MM-DDTHH:mm` of a real window → its times; anything else → undefined. */
export function slotOf(id: string): SlotTime | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  if (!match?.[1] || !match[2] || !isIsoDate(match[1])) return undefined;
  const window = SLOT_WINDOWS.find(([start]) => start === match[2]);
  if (!window) return undefined;
  return {
    id,
    startMs: kzLocalToMs(id),
    endMs: kzLocalToMs(`${match[1]}T${window[1]}`),
  };
}

export function firstConnectionDay(now: number, technology: 'fiber' | 'radio' | null): string {
  const days = technology === 'radio' ? RADIO_CONNECTION_BUSINESS_DAYS : CONNECTION_BUSINESS_DAYS;
  return addBusinessDays(kzDate(now), days);
}

/** Taken by the operator's other clients (not in this database). */
export function busyElsewhere(city: string, slotId: string): boolean {
  return parseInt(sha256(`${city}|${slotId}`).slice(0, 2), 16) % 4 === 0;
}

function bookedSlots(db: Db, city: string): Set<string> {
  const rows = db
    .prepare('SELECT slot_id FROM slot_bookings WHERE city_id = ?')
    .all(city) as Array<{
    slot_id: string;
  }>;
  return new Set(rows.map((r) => r.slot_id));
}

export interface SlotWindowRange {
  first: string;
  last: string;
}

export function slotRange(now: number, technology: 'fiber' | 'radio' | null): SlotWindowRange {
  const first = firstConnectionDay(now, technology);
  return { first, last: addDays(first, TIME_SLOT_DAYS_AHEAD - 1) };
}

export function listSlots(
  db: Db,
  city: string,
  range: SlotWindowRange,
  from: string | undefined,
  days: number,
): Array<{ date: string; slots: TimeSlot[] }> {
  const start = from && from > range.first ? from : range.first;
  const booked = bookedSlots(db, city);
  const out: Array<{ date: string; slots: TimeSlot[] }> = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(start, i);
    if (date > range.last) break;
    if (!isBusinessDay(date)) continue;
    out.push({
      date,
      slots: SLOT_WINDOWS.map(([startTime, endTime]) => {
        const id = `${date}T${startTime}`;
        return {
          id,
          start: kzIso(kzLocalToMs(id)),
          end: kzIso(kzLocalToMs(`${date}T${endTime}`)),
          available: !booked.has(id) && !busyElsewhere(city, id),
        };
      }),
    });
  }
  return out;
}

/** Could this slot be offered to the application at all (right days, right window, free elsewhere)? */
export function isOfferable(city: string, range: SlotWindowRange, slotId: string): boolean {
  const slot = slotOf(slotId);
  if (!slot) return false;
  const date = slotId.slice(0, 10);
  return (
    date >= range.first && date <= range.last && isBusinessDay(date) && !busyElsewhere(city, slotId)
  );
}
