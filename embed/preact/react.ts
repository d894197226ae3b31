/**
 * `react` for the embed build when it runs on preact/compat (`EMBED_RUNTIME=preact`, the default):
 * preact/compat plus the few React 19 hooks it lacks, written on preact's own hooks. Only the embed
 * build resolves `react` here; the site, the tests and the stories use React itself.
 */
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

// preact/compat's typings use `export =`, which TypeScript will not re-export with `export *`; its
// ES build has the named exports, which is what the bundler reads.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `useEffectEvent`: a stable function that always calls the latest `handler`. Like
 * React's, it is meant to be called from effects, which run after the layout effect that refreshes
 * it.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
