import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { MessageArea } from '../../locales/index.ts';
import * as styles from './island.css.ts';
import { ISLAND_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE } from './page.ts';

/**
 * Islands (docs/islands.md). A prerendered public page is HTML; its interactive parts are islands,
 * each hydrated on its own root in the browser with its serialised props, and the rest of the
 * page never hydrates.
 *
 *   export default defineIsland('faq', FaqAccordion);       // in the island's own module
 *   <FaqList items={items} />                               // in a page: as any component
 *
 * What an island renders depends on where it is rendered:
 * - prerendering a public page (`collectIslands`): an empty container in the page, noted with its
 *   props; `renderIslandPage` then renders each island alone into its container;
 * - anywhere else (the app's cabinet and kiosk, the dev server, inside another island, the unit
 *   tests and the stories): the component itself, in place.
 */

/**
 * What survives the JSON round trip from the prerender to the browser, `T` as it is when it does:
 * strings, numbers, booleans, null, arrays and plain objects of them. A function, a `Date` or a
 * class instance maps to `never` (a function prop vanished on the way, and a `Date` came back a
 * string), so `defineIsland` refuses a component whose props hold one.
 */
export type JsonSafe<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? readonly JsonSafe<U>[]
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never;

/** Props an island can carry across from the prerender to the browser: JSON data only. */
export type IslandProps = object;

/** What a component whose props are not JSON data meets in `defineIsland`: a type error naming it. */
interface IslandPropsMustBeJson {
  'an island’s props must be JSON data (no function, Date or class instance)': never;
}

/**
 * When the browser hydrates an island — any of them at once when the visitor touches, hovers or
 * focuses it, or presses a key in it:
 * - `eager` as soon as the page's code is there (the search page's results);
 * - `visible` when it comes near the viewport (below the fold, most often);
 * - `interaction` only then (the header: its menus, drawer, search and profile area look the same
 *   hydrated or not until used), or at once when a session is stored (the profile area shows
 *   it) or the page hydrates an island eagerly anyway. Its code is preloaded when the visitor is
 *   about to reach it (`intent.ts`), so the first touch seldom waits for a download; what the
 *   visitor did before it hydrated is replayed.
 */
export type IslandHydration = 'eager' | 'visible' | 'interaction';

export interface PlacedIsland {
  name: string;
  props: IslandProps;
  hydrate: IslandHydration;
  /** The message areas it uses beyond the site's table, loaded before it hydrates. */
  messages: readonly MessageArea[];
}

/** Where the prerender of one page notes its islands, in document order. */
export interface IslandCollector {
  islands: PlacedIsland[];
}

const CollectorContext = createContext<IslandCollector | null>(null);

/** The marker a container's content is put in place of (`renderIslandPage`). */
export const islandMarker = (key: number) => `<!--island:${key}-->`;

export { ISLAND_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE } from './page.ts';

/** An island's component: a function of its props (no class components). */
export type IslandRender<P> = (props: P) => ReactNode;

export interface IslandOptions {
  /** @default 'visible' */
  hydrate?: IslandHydration;
  /** The message areas it uses beyond the site's table (a key of another area throws). */
  messages?: readonly MessageArea[];
}

export interface IslandDefinition<P extends IslandProps> {
  name: string;
  Component: IslandRender<P>;
  hydrate: IslandHydration;
  messages: readonly MessageArea[];
}

/** A component that is an island on prerendered pages; `island` says which, for the browser. */
export type IslandComponent<P extends IslandProps> = IslandRender<P> & {
  island: IslandDefinition<P>;
};

/** The provider a page's prerender runs under; see `renderIslandPage`. */
export function IslandCollectorProvider({
  collector,
  children,
}: {
  collector: IslandCollector | null;
  children: ReactElement;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/**
 * Makes `Component` an island named `name`. The name is its key in `registry.ts`, which loads
 * the module whose default export this is (`loadIsland` refuses a module whose island has another
 * name, so a mismatch fails the prerender). Its props are JSON data (`JsonSafe`), checked by the
 * type here (`Island.test.tsx` shows a function prop and a `Date` refused).
 */
export function defineIsland<P extends IslandProps>(
  name: string,
  Component: IslandRender<P> & ([P] extends [JsonSafe<P>] ? unknown : IslandPropsMustBeJson),
  { hydrate = 'visible', messages = [] }: IslandOptions = {},
): IslandComponent<P> {
  const Render: IslandRender<P> = Component;
  function Island(props: P) {
    const collector = useContext(CollectorContext);
    if (!collector) return <Render {...props} />;
    const key = collector.islands.push({ name, props, hydrate, messages }) - 1;
    return (
      <div
        className={styles.island}
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_KEY_ATTRIBUTE]: key }}
        // The island's own HTML replaces the marker after this render (renderIslandPage).
        dangerouslySetInnerHTML={{ __html: islandMarker(key) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component: Render, hydrate, messages } });
}
