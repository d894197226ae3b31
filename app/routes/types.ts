import type { ComponentType } from 'react';
import type { AppType, ProductSlug } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import type { MessageArea, Messages } from '../../locales/index.ts';
import type { ApiClient } from '../features/api/index.ts';

/** A page-meta entry of the `meta` namespace: title, description and h1 of one page. */
export type PageMetaKey = keyof Messages['meta'];

export type RouteParams = Record<string, string>;

/** What a route's `load` and `paths` get: the language, the params, and an API client. */
export interface LoadContext {
  locale: Locale;
  params: RouteParams;
  /**
   * At build time it talks to the reference backend running in-process; in the browser (dev
   * server, client-rendered routes) it is the site's own client.
   */
  api: ApiClient;
}

/** What every page component receives. */
export interface PageProps<Data = unknown> {
  route: RouteDef<Data>;
  params: RouteParams;
  /** What `route.load` returned (undefined for routes without a loader). */
  data: Data;
}

export type PageComponent<Data = unknown> = ComponentType<PageProps<Data>>;

export interface RouteDef<Data = unknown> {
  /** The route's name (spec §2.2 where it gives one): guards, search target, tests use it. */
  name: string;
  /** Path pattern without the locale prefix: `/blog/:id`. */
  path: string;
  /** Page-meta key for title, description and h1. */
  meta: PageMetaKey;
  /** Spec route meta: an anonymous visitor is sent to `auth`. */
  requiresAuth?: boolean;
  /** Only for anonymous visitors: a signed-in one is sent to `profile` (the login page). */
  guestOnly?: boolean;
  /** Spec route meta: which application list or wizard this is. */
  appType?: AppType;
  /**
   * Spec §4.6: a wizard opened without a session goes to its product page (route name), locale
   * kept.
   */
  withoutSessionRedirect?: string;
  /**
   * `minimal`: logo + language header, support footer (spec §2.3). `kiosk`: no site header or
   * footer — the kiosk's screens bring their own touch frame (`app/features/kiosk`).
   * @default 'full'
   */
  layout?: 'full' | 'minimal' | 'kiosk';
  /**
   * A public page that is no answer to a search engine's query: a results list, a 'request
   * accepted' screen. It is prerendered and keeps its canonical and hreflang links, but says
   * `noindex` and stays out of sitemap.xml and the site search.
   */
  noindex?: true;
  /**
   * `static`: prerendered to HTML at build time, indexed by search and hydrated. `client`: the
   * cabinet; the build writes a `noindex` shell with a loader and the page renders in the
   * browser. @default 'static'
   */
  render?: 'static' | 'client';
  /**
   * The message areas the page uses beyond the site's table (`locales/index.ts`): loaded with
   * the page's chunk, preloaded by its HTML. A key of an area not named here throws.
   */
  messages?: readonly MessageArea[];
  /** The product slug of a product landing page (`contract/domain.ts`). */
  product?: ProductSlug;
  /** The page component, loaded on demand (its own chunk). */
  page: () => Promise<{ default: PageComponent<Data> }>;
  /**
   * The page's data, for `static` routes: it runs at build time against the reference backend
   * (its result is inlined into the HTML and written beside it as `__data.json`, which client
   * navigation fetches; the dev server runs it in the browser). It must return JSON-serialisable
   * data. Cabinet (`client`) routes fetch inside the page, after the session guard has run.
   */
  load?: (context: LoadContext) => Promise<Data>;
  /** For a pattern with params: every param set to prerender (e.g. every blog article). */
  paths?: (context: Omit<LoadContext, 'params'>) => Promise<RouteParams[]>;
  /** Title / description from the data, over the `meta` ones (an article's own title). */
  head?: (data: Data, locale: Locale) => { title?: string; description?: string; heading?: string };
}
