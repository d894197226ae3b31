import type { CurrentPage } from '../routes/CurrentPage.tsx';
import { serializePageData } from '../routes/pageData.ts';
import type { PlacedIsland } from './Island.tsx';

/**
 * What a prerendered page tells its islands' runtime (`client.ts`), in one
 * `<script type="application/json" id="islands">` after the page's markup: the page, and each
 * island's name and props by its key (the container's `data-island-key`).
 */
export interface IslandManifest {
  page: CurrentPage;
  islands: PlacedIsland[];
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
