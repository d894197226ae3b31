import { renderToString } from 'react-dom/server';
import type { Locale } from '../contract/locale.ts';
import type { ApiClient } from './features/api/index.ts';
import { registerAllMessages } from './i18n/all.ts';
import { createTranslator } from './i18n/index.ts';
import { App } from './App.tsx';
import { headFor, renderHeadTags, type PageHead } from './routes/head.ts';
import { localizePath } from './routes/locale.ts';
import { runLoader, type PreparedPage, preparePage } from './routes/prepare.ts';

export { ROUTES, NOT_FOUND_ROUTE } from './routes/table.ts';
export { buildPath } from './routes/match.ts';
export { localizePath } from './routes/locale.ts';
export { dataUrl } from './routes/prepare.ts';
export { PAGE_DATA_ID, serializePageData } from './routes/pageData.ts';
export { renderHeadTags };

// The prerenderer renders both languages in one process.
registerAllMessages();

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
   * imports before it hydrates this page, beside the entry: the page's own module and the
   * language's message table (see `app/entry-client.tsx`).
   */
  modules: string[];
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
  const page = await preparePage(path, locale, runLoader(api, locale));
  const head = headFor({
    route: page.route,
    path: page.path,
    locale,
    data: page.data,
    found: page.found,
    t: createTranslator(locale),
    origin,
  });
  const html = renderToString(
    <App
      locale={locale}
      page={page}
      source={runLoader(api, locale)}
      api={api}
      ssrPath={localizePath(path, locale)}
    />,
  );
  // The SSR build adds `clientModule` to every page module (scripts/vite/pageModules.ts).
  const pageModule = (await page.route.page()) as { clientModule?: string };
  if (!pageModule.clientModule) throw new Error(`renderPage: ${path} has no clientModule`);
  const modules = [
    pageModule.clientModule,
    `locales/${locale}/site.ts`,
    ...(page.route.messages ?? []).map((area) => `locales/${locale}/${area}.ts`),
  ];
  return { html, head, status: page.found ? 200 : 404, data: page.data, page, modules };
}

export { createApiClient } from './features/api/index.ts';
export { DEFAULT_SITE_ORIGIN } from './routes/config.ts';
