import type { CurrentPage } from '../routes/CurrentPage.tsx';
import { serializePageData } from '../routes/pageData.ts';
import type { PlacedIsland } from './Island.tsx';

/**
 * What a prerendered page tells its islands' runtime (`client.ts`), in one
 * `<script type="application/json" id="islands">` after the page's markup: the page, each
 * island's name and props by its key (the container's `data-island-key`) and, by name, the files
 * of each island that hydrates later which the page's load does not fetch.
 */
export interface IslandManifest {
  page: CurrentPage;
  islands: PlacedIsland[];
  /**
   * Site paths of an island's chunks and message modules, by island name (not for `eager` ones,
   * which load with the page): preloaded when the visitor is about to reach it (`intent.ts`), so
   * its hydration waits for no download. Written by the prerender, which knows the build's files.
   */
  modules?: Record<string, string[]>;
}

export const ISLANDS_DATA_ID = 'islands';

/** The attributes the browser finds an island's container by (`client.ts`). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';
/** On an island's container once it has hydrated; on `<html>` once the eager islands have. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The manifest as JSON safe inside a `<script>` element. */
export const serializeIslands = (manifest: IslandManifest): string => serializePageData(manifest);

/** The identifierPrefix of an island's root: its ids never meet another root's. */
export const islandIdPrefix = (key: number) => `i${key}-`;
