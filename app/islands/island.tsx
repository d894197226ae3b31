import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { replayEarlyInput } from './replay.ts';

/**
 * Islands: the interactive parts of a prerendered page whose code the page does not need to
 * become interactive. The prerender renders them in full (their markup is in the HTML); the
 * browser hydrates the page without them, then loads an island's code as soon as it is idle, or
 * at once when the island is touched, focused or tapped. Until then it is the prerendered HTML
 * (links work, fields take typing); a tap on a button in it is held by the early input script
 * (`public/early-input.js`) and replayed once the island has hydrated, and what was typed is
 * handed to the hydrated fields. On a client navigation an island loads at once.
 *
 *   const OfficeInternetFlow = island('office-internet-flow', () =>
 *     import('../features/office-internet/index.ts').then((m) => m.OfficeInternetFlow));
 *
 * Why idle and not "when scrolled into view": React gives up hydrating a Suspense boundary that
 * receives an update (a context above it changing) while its code is still missing, and renders
 * it anew instead; an island that waited for the visitor to scroll would stay empty meanwhile.
 */

type Loader<P> = () => Promise<ComponentType<P>>;

interface Registered {
  load: Loader<never>;
  component?: ComponentType<never>;
  promise?: Promise<ComponentType<never>>;
}

const ISLANDS = new Map<string, Registered>();

function loadIsland(name: string): Promise<ComponentType<never>> {
  const entry = ISLANDS.get(name);
  if (!entry) throw new Error(`No island "${name}"`);
  entry.promise ??= entry.load().then((component) => (entry.component = component));
  return entry.promise;
}

/**
 * Loads every island's code: the prerender calls it once before rendering, so islands render in
 * full into the HTML (the SSR bundle has no viewport to wait for).
 */
export async function preloadIslands(): Promise<void> {
  await Promise.all([...ISLANDS.keys()].map(loadIsland));
}

/** When the page has hydrated (set by the app's root): islands mounted after that load at once. */
let pageHydrated = false;
export function markPageHydrated(): void {
  pageHydrated = true;
}

/** Waits until the island is wanted (`wake`) and its code is there. */
function wanted(name: string): { promise: Promise<ComponentType<never>>; wake: () => void } {
  let wake = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  return { promise: woken.then(() => loadIsland(name)), wake };
}

function Hydrated<P>({
  name,
  props,
  promise,
  wrapper,
}: {
  name: string;
  props: P;
  promise: Promise<ComponentType<never>> | null;
  wrapper: RefObject<HTMLDivElement | null>;
}) {
  const ready = ISLANDS.get(name)?.component;
  const Component = (ready ?? use(promise ?? loadIsland(name))) as ComponentType<P>;
  useEffect(() => {
    const root = wrapper.current;
    if (!root || root.dataset.island === 'ready') return;
    root.setAttribute('data-island', 'ready');
    replayEarlyInput(root);
  }, [wrapper]);
  return <Component {...(props as P & object)} />;
}

/** Registers an island and returns the component that renders it (same props as the loaded one). */
export function island<P extends object>(
  name: string,
  load: Loader<P>,
  options: { fallback?: ReactNode } = {},
): ComponentType<P> {
  if (ISLANDS.has(name)) throw new Error(`Island "${name}" is registered twice`);
  ISLANDS.set(name, { load: load as Loader<never> });

  function Island(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // Decided once per mount: only islands of the prerendered page wait to be wanted.
    const [gate] = useState(() =>
      pageHydrated || ISLANDS.get(name)?.component ? null : wanted(name),
    );

    useEffect(() => {
      const root = wrapper.current;
      if (!gate || !root) return;
      const wake = () => gate.wake();
      const events = ['pointerdown', 'focusin', 'keydown', 'biz-wake'] as const;
      for (const type of events) root.addEventListener(type, wake, { once: true });
      const idle = window.requestIdleCallback?.(wake, { timeout: 2000 });
      const timer = idle === undefined ? window.setTimeout(wake, 200) : undefined;
      return () => {
        if (idle !== undefined) window.cancelIdleCallback(idle);
        window.clearTimeout(timer);
        for (const type of events) root.removeEventListener(type, wake);
      };
    }, [gate]);

    // The prerendered HTML says `pending` (so hydration matches); the island marks itself ready.
    const state = gate || import.meta.env.SSR ? 'pending' : 'ready';
    return (
      // A box-less wrapper: the early input script finds pending islands by it.
      <div ref={wrapper} data-island={state} style={{ display: 'contents' }}>
        <Suspense fallback={options.fallback ?? null}>
          <Hydrated name={name} props={props} promise={gate?.promise ?? null} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
