import { useSyncExternalStore } from 'react';

/** What «+ время» adds to the wait before «Вы ещё здесь?», each time, for the rest of the visit. */
export const IDLE_EXTEND_SECONDS = 120;
/** At most this much added in all: a kiosk left with a visitor's data must still clear itself. */
export const IDLE_EXTEND_MAX_SECONDS = 10 * 60;

// For this page's life: a reset replaces the page, and with it the extension.
let extra = 0;
const listeners = new Set<() => void>();

/** Adds «+ время»'s seconds to the visit's wait; what was added in all. */
export function extendIdle(): number {
  extra = Math.min(IDLE_EXTEND_MAX_SECONDS, extra + IDLE_EXTEND_SECONDS);
  for (const listener of listeners) listener();
  return extra;
}

/** Seconds the visitor has added to the wait (0 on a fresh page). */
export function useIdleExtension(): number {
  return useSyncExternalStore(
    (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    () => extra,
    () => 0,
  );
}
