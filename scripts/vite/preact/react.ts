/**
 * `react` for the builds that run on preact/compat (the site and the embed widgets; see
 * `../preactCompat.ts`): preact/compat plus what it lacks of React 19, written on preact's own
 * hooks. The unit tests, the stories and the dev server use React itself.
 */
import compat, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore as compatUseSyncExternalStore,
} from 'preact/compat';
import { nextId, readsServerSnapshots } from './rendering.ts';

// preact/compat's typings use `export =`, which TypeScript will not re-export with `export *`; its
// ES build has the named exports, which is what the bundler reads. The exports declared below
// take precedence over the star.
// @ts-expect-error TS2498
export * from 'preact/compat';

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

/**
 * React's `useSyncExternalStore` with its third argument, which preact/compat ignores: while the
 * server renders and while the browser hydrates, a store is read through `getServerSnapshot`, and
 * the component renders again with the browser's snapshot once it has hydrated. The prerendered
 * HTML and the hydrating tree then agree: wouter reads the path the prerender was given rather
 * than `location` (absent in Node), and react-aria's `useIsSSR()` is true in both until
 * hydration is done, as on React.
 */
export function useSyncExternalStore<Snapshot>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot?: () => Snapshot,
): Snapshot {
  const [fromServer, settle] = useState(
    () => readsServerSnapshots() && getServerSnapshot !== undefined,
  );
  useEffect(() => {
    if (fromServer) settle(false);
  }, [fromServer]);
  return compatUseSyncExternalStore(
    subscribe,
    fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot,
  );
}

/**
 * React's `useId` on a counter (./rendering.ts) rather than preact's: preact's numbers a
 * component by its place under the nearest root it can find, and a part mounted after hydration
 * (a flow's next step) found one that counted from 0 again, giving ids the page already had (two
 * elements with the same id: fields named by the wrong label). The prerender and the hydration
 * count alike, so the ids still match.
 */
export function useId(): string {
  const [id] = useState(nextId);
  return id;
}

// Libraries that read hooks off the default export (react-aria: `React['useSyncExternalStore']`)
// get these too.
export default { ...compat, useEffectEvent, useId, useSyncExternalStore };
