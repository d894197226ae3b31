import { renderToString } from 'react-dom/server';
import type { Locale } from '../contract/locale.ts';
import { APP_AREAS } from '../locales/index.ts';
import type { ApiClient } from './features/api/index.ts';
import { registerAllMessages } from './i18n/all.ts';
import { createTranslator } from './i18n/index.ts';
import { App } from './App.tsx';
import { isIslandPage } from './islands/pages.ts';
import type { IslandManifest } from './islands/page.ts';
import { renderIslandPage } from './islands/server.tsx';
import { headFor, renderHeadTags, type PageHead } from './routes/head.ts';
import { localizePath } from './routes/locale.ts';
import { runLoader, type PreparedPage, preparePage } from './routes/prepare.ts';
import { loadSiteLayout, SITE_LAYOUT_MODULE } from './shell/siteLayout.tsx';

export { ROUTES, NOT_FOUND_ROUTE } from './routes/table.ts';
export { buildPath } from './routes/match.ts';
export { localizePath } from './routes/locale.ts';
export { dataUrl } from './routes/prepare.ts';
export { PAGE_DATA_ID, serializePageData } from './routes/pageData.ts';
export { ISLANDS_DATA_ID, serializeIslands } from './islands/page.ts';
export { isIslandPage } from './islands/pages.ts';
export { ISLANDS } from './islands/registry.ts';
export { renderHeadTags };

// The prerenderer renders both languages in one process.
registerAllMessages();

/** The islands' runtime: the entry of a public page (its key in the client build's manifest). */
export const ISLANDS_ENTRY = 'app/islands/client.ts';
/**
 * What the entry loads before the first island hydrates, each on its own: React, then the
 * hydrating half, whose on-demand imports are the islands (`islandChunks`).
 */
export const ISLANDS_REACT = 'app/islands/react.ts';
export const ISLANDS_RUNTIME = 'app/islands/hydrate.tsx';

export interface RenderedPage {
  /** The app's markup, for `#root`. */
  html: string;
  head: PageHead;
  /** 200, or 404 for the Not Found page. */
  status: 200 | 404;
  /** The loader's result (undefined without a loader). */
  data: unknown;
  page: PreparedPage;
  /**
   * The client modules (paths from the project root, the client manifest's keys) the browser
   * imports first. A public page (islands): the islands' runtime (its entry, React and its
   * hydrating half), the language's message table and the message areas of the islands hydrated
   * at once. An app page (the cabinet, the kiosk): the
   * page's own module and its message tables, beside the app's entry (`app/entry-client.tsx`).
   */
  modules: string[];
  /**
   * A public page's islands: what the browser is told (`app/islands/client.ts`) and those whose
   * chunks load with the page (hydrated at once). Null on an app page.
   */
  islands: {
    manifest: IslandManifest;
    preloaded: string[];
  } | null;
}

/**
 * Renders one page to HTML the way the browser's first render will see it: the route's module and
 * data are awaited first (the loader talks to `api`), then the tree renders synchronously.
 */
export async function renderPage(options: {
  path: string;
  locale: Locale;
  api: ApiClient;
  origin: string;
}): Promise<RenderedPage> {
  const { path, locale, api, origin } = options;
  const [page] = await Promise.all([
    preparePage(path, locale, runLoader(api, locale)),
    // Drawn in place, not behind a Suspense fallback (app/shell/siteLayout.tsx).
    loadSiteLayout(),
  ]);
  const head = headFor({
    route: page.route,
    path: page.path,
    locale,
    data: page.data,
    found: page.found,
    t: createTranslator(locale),
    origin,
  });
  const ssrPath = localizePath(path, locale);
  const app = (
    <App locale={locale} page={page} source={runLoader(api, locale)} api={api} ssrPath={ssrPath} />
  );
  if (isIslandPage(page.route)) {
    const context = {
      page: {
        routeName: page.route.name,
        params: page.params,
        path: page.path,
        locale,
        found: page.found,
      },
      api,
      ssrPath,
    };
    const { html, manifest, preloadedIslands, preloadedMessages } = await renderIslandPage(
      app,
      context,
    );
    const modules = [
      ISLANDS_ENTRY,
      ISLANDS_REACT,
      ISLANDS_RUNTIME,
      `locales/${locale}/site.ts`,
      ...preloadedMessages.map((area) => `locales/${locale}/${area}.ts`),
    ];
    const status = page.found ? 200 : 404;
    const islands = { manifest, preloaded: preloadedIslands };
    return { html, head, status, data: page.data, page, modules, islands };
  }
  const html = renderToString(app);
  // The SSR build adds `clientModule` to every page module (scripts/vite/pageModules.ts).
  const pageModule = (await page.route.page()) as { clientModule?: string };
  if (!pageModule.clientModule) throw new Error(`renderPage: ${path} has no clientModule`);
  const modules = [
    pageModule.clientModule,
    // The site's header and footer, but on the kiosk's screens (app/shell/siteLayout.tsx).
    ...(page.route.layout === 'kiosk' ? [] : [SITE_LAYOUT_MODULE]),
    `locales/${locale}/site.ts`,
    ...[...APP_AREAS, ...(page.route.messages ?? [])].map((area) => `locales/${locale}/${area}.ts`),
  ];
  return {
    html,
    head,
    status: page.found ? 200 : 404,
    data: page.data,
    page,
    modules,
    islands: null,
  };
}

export { createApiClient, defaultApiBase } from './features/api/index.ts';
export { DEFAULT_SITE_ORIGIN } from './routes/config.ts';
