import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { isApiError } from '../features/api/index.ts';

/**
 * Where a form stands, as the screen around it says: a shared screen (the kiosk) asks the browser
 * neither to suggest nor to remember what is typed, and may hold a call that could not reach the
 * server until the connection returns. A page without a `FormSettingsProvider` gets neither.
 */
export interface FormSettings {
  /** Strangers use this screen one after another: every field is `autocomplete="off"`. */
  sharedDevice: boolean;
  /**
   * Holds a submit that found no connection and runs it again when the connection returns
   * (the kiosk's offline queue). Null: such a failure is shown like any other («Попробуйте позже»).
   */
  connection: ConnectionWaiter | null;
}

/** A queue of submits waiting for the connection (the kiosk's `OfflineQueue`). */
export interface ConnectionWaiter {
  /** Runs `retry` once, when the connection is back; the returned function drops it. */
  hold(retry: () => void): () => void;
}

const DEFAULT: FormSettings = { sharedDevice: false, connection: null };

const FormSettingsContext = createContext<FormSettings>(DEFAULT);

export const FormSettingsProvider = FormSettingsContext.Provider;

export function useFormSettings(): FormSettings {
  return useContext(FormSettingsContext);
}

/**
 * The `autocomplete` of a personal field: its token (`tel`, `email`, `organization`; none for a
 * field without one, such as a BIN) on a person's own device, `off` on a shared one.
 */
export function useAutoComplete(): (token?: string) => string | undefined {
  const { sharedDevice } = useFormSettings();
  return useCallback((token?: string) => (sharedDevice ? 'off' : token), [sharedDevice]);
}

/**
 * The request never reached the server (offline, DNS, a refused connection). A timeout is not:
 * the server may have taken it, and sending it again could make a second request.
 */
export function isConnectionLost(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export interface ConnectionHold {
  /** A call is held until the connection returns. */
  waiting: boolean;
  /**
   * Holds `retry` when `error` is a lost connection and the screen has a waiter; false otherwise
   * (the caller shows the failure as usual).
   */
  hold: (error: unknown, retry: () => void) => boolean;
  /** Drops what is held (a new attempt, the form left). */
  clear: () => void;
}

/** A form's place in the connection queue: at most one held call, dropped on unmount. */
export function useConnectionHold(): ConnectionHold {
  const { connection } = useFormSettings();
  const [waiting, setWaiting] = useState(false);
  const release = useRef<(() => void) | null>(null);
  const clear = useCallback(() => {
    release.current?.();
    release.current = null;
    setWaiting(false);
  }, []);
  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );
  const hold = useCallback(
    (error: unknown, retry: () => void) => {
      if (!connection || !isConnectionLost(error)) return false;
      release.current?.();
      release.current = connection.hold(() => {
        release.current = null;
        retry();
      });
      setWaiting(true);
      return true;
    },
    [connection],
  );
  return { waiting, hold, clear };
}
