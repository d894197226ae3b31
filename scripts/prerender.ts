/**
 * Prerenders the site into dist/site after the client and SSR builds:
 * - every public route in both languages (dynamic ones through their `paths()`), with title,
 *   description, canonical and hreflang in the head and the page's markup in `#root`, its
 *   loader's data inlined and written beside it as `__data.json`;
 * - the cabinet routes as `noindex` shells (layout + loader), rendered in the browser;
 * - `404.html` and `kk/404.html`, which the server answers unknown paths with;
 * - the search indexes, from the prerendered pages that are indexed;
 * - `sitemap.xml` (every indexed page with its hreflang alternates), and `robots.txt`: the rules
 *   of `public/robots.txt` and a line naming the sitemap.
 * Public pages marked `noindex` (search results, 'request accepted') are prerendered but left out
 * of the sitemap and the search. Running it again writes the same files.
 * Loaders talk to the reference backend running in this process on an in-memory database, or,
 * with `PRERENDER_API_BASE=<url>`, to that backend (the operator's gateway) through the same
 * contract client (`scripts/prerender-backend.ts`; docs/deployment.md). Every page carries
 * `<meta name="api-base">` with the build's `VITE_API_BASE`: the API its scripts call.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '../contract/locale.ts';
import type * as EntryModule from '../app/entry-server.tsx';
import type { SearchDocument } from '../app/features/search/build.ts';
import {
  ISLAND_CHUNKS_FILE,
  islandChunks,
  readIslandChunks,
  staticClosure,
  takeManifest,
} from './chunk-graph.ts';
import { HYDRATE_SCRIPT, hydrationList, takeModules } from './deferred-hydration.ts';
import { apiBaseMeta } from '../contract/site.ts';
import { prerenderBackend } from './prerender-backend.ts';
import { documentFromHtml, writeSearchIndexes } from './search-index.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './site-files.ts';

type Entry = typeof EntryModule;

const ROOT = resolve(import.meta.dirname, '..');

// The SSR bundle leaves React to Node: its production build, as the browser's.
process.env.NODE_ENV ??= 'production';

// Content HTML goes through DOMPurify (app/features/landing/RichText.tsx), which needs a DOM and
// has none in Node. It takes its window when first imported, so give it a jsdom window for that
// moment only: pages are sanitised for real at build time, and no other module ever sees a
// `window` and mistakes the prerender for a browser. The SSR bundle imports the same instance.
{
  // @ts-expect-error -- jsdom ships no types of its own (and @types/jsdom is not a dependency)
  const { JSDOM } = (await import('jsdom')) as { JSDOM: new (html: string) => { window: unknown } };
  const scope = globalThis as { window?: unknown };
  scope.window = new JSDOM('').window;
  const { default: purify } = await import('dompurify');
  delete scope.window;
  if (!purify.isSupported) throw new Error('prerender: DOMPurify found no DOM');
}

/** The client build; the prerendered files go into it, or into `PRERENDER_OUT_DIR` (a check of the
 * pages alone, as `e2e/prerender-backend.spec.ts` makes, leaves the built site as it is). */
const BUILT = join(ROOT, 'dist/site');
const SITE = resolve(process.env.PRERENDER_OUT_DIR?.trim() || BUILT);
/**
 * `PRERENDER_ONLY=/a,/b`: those routes alone (both languages), without the sitemap, the search
 * indexes or the not-found pages — a check of a few pages costs a few pages, not the whole site.
 * Only into a `PRERENDER_OUT_DIR`: a partial run never writes into the built site.
 */
const ONLY = process.env.PRERENDER_ONLY?.split(',')
  .map((path) => path.trim())
  .filter(Boolean);
if (ONLY && SITE === resolve(BUILT)) {
  console.error('prerender: PRERENDER_ONLY writes only into a PRERENDER_OUT_DIR');
  process.exit(1);
}
const entry = (await import(
  pathToFileURL(join(ROOT, 'dist/server/entry-server.js')).href
)) as Entry;

const origin = (process.env.VITE_SITE_ORIGIN?.trim() || entry.DEFAULT_SITE_ORIGIN).replace(
  /\/+$/,
  '',
);
// Vite's index.html is the template of every page; the home page overwrites it, so it is kept
// beside the SSR bundle and the prerender can run again on its own.
const TEMPLATE = join(ROOT, 'dist/server/index.html');
const built = readFileSync(join(BUILT, 'index.html'), 'utf8');
if (built.includes('<div id="root"></div>')) writeFileSync(TEMPLATE, built);
// The API the pages' scripts call (docs/deployment.md «The API on its own host»): the build's,
// which a server serving the pages may rewrite with its own.
const template = readFileSync(TEMPLATE, 'utf8').replace(
  /(<meta name="viewport"[^>]*>)/,
  (viewport) => `${viewport}\n    ${apiBaseMeta(entry.defaultApiBase())}`,
);
for (const marker of ['<html lang="ru">', '</title>', '<div id="root"></div>', 'name="api-base"']) {
  if (!template.includes(marker)) throw new Error(`prerender: index.html lacks ${marker}`);
}

const backend = prerenderBackend(entry.createApiClient);
await backend.check().catch(fail);
console.log(`prerender: pages' data from ${backend.source}`);

/** A failure the build stops on, said in one line (and the page it was making, if any). */
function fail(error: unknown, page?: string): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`prerender: ${page ? `${page}: ` : ''}${message}`);
  process.exit(1);
}
const manifest = takeManifest(ROOT);
const islandChunk = islandChunks(
  manifest,
  readIslandChunks(join(ROOT, ISLAND_CHUNKS_FILE)),
  entry.ISLANDS_RUNTIME,
  Object.keys(entry.ISLANDS),
);

/**
 * What the browser imports before hydrating a page besides the entry (the page's chunk, the
 * language's messages, and their imports): fetched in parallel with the entry rather than after
 * it has run. The template already names the entry's own imports.
 */
function pageModules(modules: string[]): string[] {
  return staticClosure(manifest, modules)
    .map((file) => `/${file}`)
    .filter((href) => !template.includes(`"${href}"`));
}

// A prerendered page hydrates after its first paint (scripts/deferred-hydration.ts): its template
// loses the module tags Vite wrote, and those modules head the page's list.
const deferred = takeModules(template);

type Rendered = Awaited<ReturnType<Entry['renderPage']>>;

/**
 * A public page (islands, docs/islands.md): its markup, the islands' manifest, and the modules
 * it hydrates with — the islands' runtime first, then what it imports, the language's messages
 * and the chunks of the islands hydrated at once — all loaded by `hydrate.js` after the first
 * paint. Every other island's files, but those, go into the manifest (`modules`): the browser
 * preloads them when the visitor is about to reach that island (app/islands/intent.ts).
 */
function islandPage(rendered: Rendered, islands: NonNullable<Rendered['islands']>): string {
  const preloaded = islands.preloaded.map((name) => islandChunk.get(name) as string);
  const files = staticClosure(manifest, [...rendered.modules, ...preloaded]);
  const { locale } = islands.manifest.page;
  const modules: Record<string, string[]> = {};
  for (const { name, hydrate, messages } of islands.manifest.islands) {
    if (hydrate === 'eager' || name in modules) continue;
    const keys = [
      islandChunk.get(name) as string,
      ...messages.map((area) => `locales/${locale}/${area}.ts`),
    ];
    modules[name] = staticClosure(manifest, keys)
      .filter((file) => !files.includes(file))
      .map((file) => `/${file}`);
  }
  const manifestScript = `<script type="application/json" id="${entry.ISLANDS_DATA_ID}">${entry.serializeIslands({ ...islands.manifest, modules })}</script>`;
  const list = hydrationList(files.map((file) => `/${file}`));
  return deferred.html
    .replace('<html lang="ru">', `<html lang="${rendered.head.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>/, entry.renderHeadTags(rendered.head))
    .replace('</head>', `  ${HYDRATE_SCRIPT}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>${manifestScript}${list}`,
    );
}

function page(rendered: Rendered): string {
  if (rendered.islands) return islandPage(rendered, rendered.islands);
  const dataScript =
    rendered.data === undefined
      ? ''
      : `<script type="application/json" id="${entry.PAGE_DATA_ID}">${entry.serializePageData(rendered.data)}</script>`;
  const modules = pageModules(rendered.modules);
  // A cabinet page (`render: 'client'`) is drawn by its modules: they stay in its head.
  const client = rendered.page.route.render === 'client';
  const head = client
    ? modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ')
    : HYDRATE_SCRIPT;
  const list = client ? '' : hydrationList([...deferred.modules, ...modules]);
  return (client ? template : deferred.html)
    .replace('<html lang="ru">', `<html lang="${rendered.head.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>/, entry.renderHeadTags(rendered.head))
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>${dataScript}${list}`,
    );
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const started = performance.now();
const documents: Record<Locale, SearchDocument[]> = { ru: [], kk: [] };
let pages = 0;
const sitemap: SitemapEntry[] = [];

for (const locale of LOCALES) {
  const api = backend.apiFor(locale);
  for (const route of entry.ROUTES) {
    if (ONLY && !ONLY.includes(route.path)) continue;
    const paramSets = route.path.includes(':')
      ? await (route.paths?.({ locale, api }) ?? Promise.resolve([])).catch((error: unknown) =>
          fail(error, `${route.path} (${locale})`),
        )
      : [{}];
    for (const params of paramSets) {
      const path = entry.buildPath(route.path, params);
      const rendered = await entry
        .renderPage({ path, locale, api, origin })
        .catch((error: unknown) => fail(error, `${path} (${locale})`));
      if (rendered.status !== 200) {
        throw new Error(`prerender: ${path} (${locale}) rendered the Not Found page`);
      }
      const url = entry.localizePath(path, locale);
      write(join(SITE, url, 'index.html'), page(rendered));
      // An app page's data, for the app's moves between pages (the kiosk's; its service worker
      // keeps them too). A public page moves by loading the next page's HTML.
      if (rendered.data !== undefined && !rendered.islands) {
        write(join(SITE, entry.dataUrl(path, locale)), JSON.stringify(rendered.data));
      }
      pages++;
      // The cabinet and the public pages marked `noindex` stay out of the sitemap and the search.
      if (rendered.head.canonical && !rendered.head.noindex) {
        sitemap.push({ loc: rendered.head.canonical, alternates: rendered.head.alternates });
        documents[locale].push(
          documentFromHtml(url, rendered.html, {
            title: rendered.head.heading,
            description: rendered.head.description,
          }),
        );
      }
    }
  }
  if (ONLY) continue;
  const notFound = await entry.renderPage({ path: '/404', locale, api, origin });
  if (notFound.status !== 404) throw new Error('prerender: /404 matched a route');
  write(join(SITE, entry.localizePath('/404.html', locale)), page(notFound));
}

if (ONLY) {
  if (pages === 0) fail(new Error(`PRERENDER_ONLY names no route: ${ONLY.join(', ')}`));
  backend.close();
  console.log(`prerender: ${pages} pages (PRERENDER_ONLY) into ${SITE}`);
  process.exit(0);
}
const sizes = writeSearchIndexes(SITE, documents);
write(join(SITE, 'sitemap.xml'), sitemapXml(sitemap));
// Written whole from its source, not appended to the copy Vite made: a second run of the
// prerender must not name the sitemap twice.
write(
  join(SITE, 'robots.txt'),
  robotsTxt(readFileSync(join(ROOT, 'public/robots.txt'), 'utf8'), `${origin}/sitemap.xml`),
);
backend.close();
console.log(
  `prerender: ${pages} pages + 2 not-found pages in ${((performance.now() - started) / 1000).toFixed(1)}s; ` +
    `search index ru ${(sizes.ru / 1024).toFixed(0)} KB (${documents.ru.length} pages), ` +
    `kk ${(sizes.kk / 1024).toFixed(0)} KB (${documents.kk.length} pages)`,
);
