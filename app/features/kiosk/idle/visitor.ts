import { useEffect, useState } from 'react';
import { KIOSK_STORAGE_PREFIX } from './reset.ts';
import { useActivity } from './useIdle.ts';

/** Set by the first touch after a reset; the reset's wipe of sessionStorage takes it away. */
export const VISITOR_KEY = `${KIOSK_STORAGE_PREFIX}visitor`;

/**
 * Whether someone has used the screen since the last reset. Only then is there anything to wipe,
 * so only then does the kiosk ask «Вы ещё здесь?» — an empty kiosk does not cycle through the
 * dialog and reload every two minutes. Kept in sessionStorage: a language switch reloads the page
 * and the visitor is still there.
 */
export function useVisitor(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(VISITOR_KEY) !== null) setPresent(true);
    } catch {
      // Storage off: the first touch on this page counts.
    }
  }, []);
  useActivity(() => {
    try {
      sessionStorage.setItem(VISITOR_KEY, '1');
    } catch {
      // As above.
    }
    setPresent(true);
  }, !present);
  return present;
}
