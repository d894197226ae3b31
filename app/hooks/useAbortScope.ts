import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface AbortScope {
  /** The signal of the screen's current calls (a fresh one after `abort`). */
  signal(): AbortSignal;
  /** Aborts every call in flight: their answers are ignored when they arrive. */
  abort(): void;
}

/**
 * The calls of one screen share a signal, aborted when the screen unmounts or when the person
 * leaves the step the calls belong to (an answer for a step they left must not change what they
 * see now). Callers check `signal.aborted` after each await.
 */
export function useAbortScope(): AbortScope {
  const controller = useRef<AbortController | null>(null);
  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => abort, [abort]);
  const signal = useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
  return useMemo(() => ({ signal, abort }), [signal, abort]);
}
