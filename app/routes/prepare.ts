import type { Locale } from '../../contract/locale.ts';
import type { ApiClient } from '../features/api/index.ts';
import { APP_AREAS, type MessageArea } from '../../locales/index.ts';

const DEV_AREAS: readonly MessageArea[] = ['pages', 'widgets'];
import { loadMessages } from '../i18n/index.ts';
import { localizePath } from './locale.ts';
import { matchRoute, type RouteMatch } from './match.ts';
import type { PageComponent } from './types.ts';

/** A page ready to render: its route, params, component and data. */
export interface PreparedPage extends RouteMatch {
  /** The path without locale prefix and query. */
  path: string;
  locale: Locale;
  Component: PageComponent;
  data: unknown;
}

/** Where a page's data comes from: the loader itself, or what the build saved of it. */
export type DataSource = (match: RouteMatch, path: string) => Promise<unknown>;

/** The file the build writes beside a page's HTML with its loader's result. */
export function dataUrl(path: string, locale: Locale): string {
  const page = localizePath(path, locale);
  return `${page === '/' ? '' : page}/__data.json`;
}

/** Runs the route's own loader (build time, dev server, client-rendered routes). */
export function runLoader(api: ApiClient, locale: Locale): DataSource {
  return async ({ route, params }) =>
    route.load ? route.load({ locale, params, api }) : undefined;
}

/**
 * Matches `path` and gets the page's component and data, in parallel. Both the prerenderer and
 * the client await this before rendering, so the server HTML and the first client render agree.
 */
export async function preparePage(
  path: string,
  locale: Locale,
  source: DataSource,
): Promise<PreparedPage> {
  const match = matchRoute(path);
  const loads = match.route.load && match.route.render !== 'client';
  // A loader may read the page's messages (the dev server runs loaders in the browser).
  // The dev server draws the public pages in the app too: their islands' areas with them.
  const areas = [
    ...APP_AREAS,
    ...(import.meta.env.DEV ? DEV_AREAS : []),
    ...(match.route.messages ?? []),
  ];
  const messages = loadMessages(locale, areas);
  const [module, data] = await Promise.all([
    match.route.page(),
    loads ? messages.then(() => source(match, path)) : Promise.resolve(undefined),
    messages,
  ]);
  return { ...match, path, locale, Component: module.default, data };
}
