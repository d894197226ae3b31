import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Anything that depends on the
 * browser (stored tokens, the query string of a prerendered page) renders only once this is
 * true, so the first client render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
