import type { ReactElement } from 'react';
import type { MessageArea } from '../../locales/index.ts';
import { renderToString } from 'react-dom/server';
import { IslandCollectorProvider, islandMarker, type IslandCollector } from './Island.tsx';
import { IslandRoot, type IslandContext } from './IslandRoot.tsx';
import type { IslandManifest } from './page.ts';
import { islandIdPrefix } from './page.ts';
import { loadIsland } from './registry.ts';

export interface RenderedIslandPage {
  /** The page's markup with every island's own markup in its container. */
  html: string;
  manifest: IslandManifest;
  /** The islands whose modules load with the page, by name: those hydrated at once (`eager`). */
  preloadedIslands: string[];
  /** The message areas those islands use. */
  preloadedMessages: MessageArea[];
}

/**
 * Prerenders a public page as islands (docs/islands.md): the page renders once with every island
 * left as an empty container, then each island renders alone, as the browser will hydrate it —
 * the same root (`IslandRoot`), the same props after a trip through JSON, the same id prefix —
 * and its markup goes into its container.
 */
export async function renderIslandPage(
  page: ReactElement,
  context: IslandContext,
): Promise<RenderedIslandPage> {
  const collector: IslandCollector = { islands: [] };
  let html = renderToString(
    <IslandCollectorProvider collector={collector}>{page}</IslandCollectorProvider>,
  );
  const preloadedIslands: string[] = [];
  const preloadedMessages = new Set<MessageArea>();
  const islands = collector.islands.map((placed) => ({
    ...placed,
    props: JSON.parse(JSON.stringify(placed.props)) as typeof placed.props,
  }));
  for (const [key, placed] of islands.entries()) {
    const { island } = await loadIsland(placed.name);
    const markup = renderToString(
      <IslandRoot context={context}>
        <island.Component {...placed.props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(key) },
    );
    html = html.replace(islandMarker(key), () => markup);
    if (placed.hydrate === 'eager' && !preloadedIslands.includes(placed.name)) {
      preloadedIslands.push(placed.name);
      for (const area of placed.messages) preloadedMessages.add(area);
    }
  }
  const manifest = { page: context.page, islands };
  return {
    html,
    manifest,
    preloadedIslands,
    preloadedMessages: [...preloadedMessages],
  };
}
