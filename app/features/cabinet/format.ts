import type { StatusColor } from '../../../lib/index.ts';
import type { SummaryStatus } from '../../../contract/domain.ts';

/*
 * Dates as the cabinet shows them (§5: dd.mm.yyyy). The backend's moments are ISO strings in
 * Kazakhstan time (`2026-03-02T09:00:00+05:00`), so their own digits are the local date and time:
 * no `Intl` (Chromium has no Kazakh data) and no conversion to the browser's zone.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** `2026-03-02…` → `02.03.2026`; anything else as it came. */
export function formatDate(iso: string): string {
  const m = ISO.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** `2026-03-02T09:05…` → `09:05`; '' without a time. */
export function formatTime(iso: string): string {
  const m = ISO.exec(iso);
  return m?.[4] ? `${m[4]}:${m[5]}` : '';
}

/** `02.03.2026 09:05`. */
export function formatDateTime(iso: string): string {
  const time = formatTime(iso);
  return time ? `${formatDate(iso)} ${time}` : formatDate(iso);
}

/** The colour of a status badge: its summary status's (the words carry the meaning). */
export const SUMMARY_COLOR: Readonly<Record<SummaryStatus, StatusColor>> = {
  new: 'blue',
  inProgress: 'orange',
  completed: 'green',
  cancelled: 'darkgrey',
};
