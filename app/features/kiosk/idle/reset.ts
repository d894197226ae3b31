import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../api/index.ts';

/** Every key the kiosk keeps in localStorage starts so (the text size); all go at a reset. */
export const KIOSK_STORAGE_PREFIX = 'kiosk:';

/** Left in sessionStorage by a reset for the next page: it says the screen was cleared. */
export const RESET_MARKER = 'kiosk:reset';

/** When the last idle reset happened: the device's, for its heartbeat (outside `kiosk:`). */
export const LAST_RESET_KEY = 'kiosk.last-reset';

/** A session's tokens: nobody should sign in on a kiosk, and nobody stays signed in on one. */
const SESSION_KEYS: ReadonlySet<string> = new Set([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]);

export interface ResetDeps {
  local: Storage;
  session: Storage;
  /** Drops the calls the forms left waiting for the connection. */
  dropHeld: () => void;
  /** Hands the kiosk over to a new version waiting for a reset (`applyWaitingUpdate`). */
  applyUpdate: () => Promise<unknown>;
  /** `location.replace`: the reset leaves no history entry behind it. */
  replace: (url: string) => void;
}

/**
 * What the last visitor left in storage: all of sessionStorage (an SMS proof, an application in
 * progress), the kiosk's own localStorage keys and any session tokens. Other localStorage keys of
 * the origin are not the kiosk's to touch.
 */
export function wipeVisitor(local: Storage, session: Storage): void {
  try {
    session.clear();
  } catch {
    // Storage off: nothing was kept there either.
  }
  try {
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter(
      (key): key is string =>
        key !== null && (key.startsWith(KIOSK_STORAGE_PREFIX) || SESSION_KEYS.has(key)),
    );
    for (const key of keys) local.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * The idle reset, once the countdown reached zero: nothing the visitor typed or chose survives —
 * the held calls go, storage is wiped, a waiting new version takes over, and the kiosk's Russian
 * home replaces the page (`home`). Everything in memory (every form's values, any open dialog, an
 * SMS proof in a form) ends with the page.
 */
export async function resetKiosk(home: string, deps: ResetDeps): Promise<void> {
  deps.dropHeld();
  wipeVisitor(deps.local, deps.session);
  try {
    await deps.applyUpdate();
  } catch {
    // No new version, or the worker could not be reached: the reset goes on without it.
  }
  try {
    deps.local.setItem(LAST_RESET_KEY, new Date().toISOString());
    deps.session.setItem(RESET_MARKER, '1');
  } catch {
    // The next page then simply does not say it.
  }
  deps.replace(home);
}

/** Whether this page is the home a reset just loaded (read once; the marker goes with it). */
export function takeResetMarker(session: Storage): boolean {
  try {
    const marked = session.getItem(RESET_MARKER) !== null;
    session.removeItem(RESET_MARKER);
    return marked;
  } catch {
    return false;
  }
}
