/**
 * Kazakhstan time: one zone, UTC+5, without daylight saving (since 1 March 2024). Calendar
 * arithmetic on `YYYY-MM-DD` strings avoids the host's time zone entirely.
 */
export const KZ_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Kazakhstan calendar day of a moment, `YYYY-MM-DD`. */
export function kzDate(ms: number): string {
  return new Date(ms + KZ_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a Kazakhstan calendar day starts. */
export function kzDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - KZ_OFFSET_MS;
}

/** A Kazakhstan local time (`YYYY-MM-DDTHH:mm`) as a moment. */
export function kzLocalToMs(local: string): number {
  return Date.parse(`${local}:00Z`) - KZ_OFFSET_MS;
}

/** ISO 8601 with the +05:00 offset, as the API shows moments. */
export function kzIso(ms: number): string {
  return `${new Date(ms + KZ_OFFSET_MS).toISOString().slice(0, 19)}+05:00`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6;
}

/** The business day `count` business days after `date`. */
export function addBusinessDays(date: string, count: number): string {
  let current = date;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
