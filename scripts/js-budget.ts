/**
 * The site's first-load JavaScript budget (gzip, as the browser downloads it), checked in
 * `npm test` after the build. A page's first load is what a phone fetches when it opens the page
 * and is left alone, until the network goes quiet: the entry, its preloads, and whatever the
 * page fetches by itself before then (an island near the viewport hydrating, a prefetch).
 *
 * Two counts, and on a public page the browser's is the verdict:
 * - «phone»: the page opened in Chromium on Lighthouse's phone screen, every script it fetched
 *   before the network went quiet, counted (`scripts/browser-load.ts`). One page per public
 *   route, the route's heaviest by the static count, and home in both languages; `--pages` opens
 *   every page. A cabinet or kiosk page is judged by the static count (opened only with
 *   `--pages`, its figure then shown beside it): a
 *   cabinet page opened without a session draws the login (the auth page's code comes too), and
 *   the kiosk's budget was set on the static count, without the two classic scripts every page
 *   has (`early-input.js`, `hydrate.js`, 3.1 KB) that the browser counts.
 * - «static»: from the prerendered HTML and the client build's manifest, for every page: its
 *   module scripts, `modulepreload` links and hydration list (`hydrate.js`), and every chunk those
 *   import statically. Fast, and blind to what a page fetches by itself.
 * Code a page loads when it is used (a dialog's when it opens, a flow step's when it is reached,
 * an island's when the visitor is about to reach it: app/islands/intent.ts) is in neither.
 * Beside them each row prints «idle»: everything the page has loaded once every island has
 * hydrated, as after a scroll to the bottom (each island's chunks and message areas).
 *
 *   home (/, /kk)                       ≤ 100 KB
 *   the cabinet routes (render: client) ≤ 180 KB
 *   the kiosk (/kiosk…)                 ≤ 170 KB
 *   every other page                    ≤ 120 KB (landing, help, blog, contacts…)
 *
 * Home's and the kiosk's went to 101 and 171 for a day when React became a chunk of its own
 * (app/islands/client.ts), and came back to the 100 and 170 once the header's and the
 * filter's code were prefetched (home 88.6 KB) and the kiosk's heaviest page fell to 164.1 KB.
 * Counted as a phone downloads it, home was 108.8 KB while those prefetches ran at load; 94.3
 * since an island's code comes on the visitor's intent (2026-12-02, docs/performance.md).
 *
 * The kiosk's budget is its own: a sales-office screen on the office's network that keeps every
 * kiosk page in its service worker's cache (docs/kiosk.md) loads this once per version, and each
 * kiosk screen carries the three request forms at once (a visitor's first touch must not wait).
 *
 *   node --import tsx scripts/js-budget.ts          per-route table; exits 1 over budget
 *   node --import tsx scripts/js-budget.ts --pages  one row per page, every page in the browser
 *   node --import tsx scripts/js-budget.ts --static the static count only (no browser)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as EntryModule from '../app/entry-server.tsx';
import type { IslandManifest } from '../app/islands/page.ts';
import {
  ISLAND_CHUNKS_FILE,
  islandChunks,
  keysByFile,
  MANIFEST_FILE,
  readIslandChunks,
  readManifest,
  staticClosure,
  type Manifest,
} from './chunk-graph.ts';
import { gzipSizer, loadInBrowser } from './browser-load.ts';
import { hydrationModulesOf } from './deferred-hydration.ts';

type Entry = typeof EntryModule;

export const KB = 1024;
export const BUDGETS = {
  home: 100 * KB,
  page: 120 * KB,
  cabinet: 180 * KB,
  kiosk: 170 * KB,
} as const;
export type BudgetKind = keyof typeof BUDGETS;

/**
 * The same-site scripts a page's HTML makes the browser fetch: module scripts, preloads and the
 * list of modules it hydrates with.
 */
export function scriptsOf(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModule = /^<script/i.test(tag) && /\btype=["']?module\b/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload\b/i.test(tag);
    if (!isModule && !isPreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url) urls.push(url);
  }
  // A prerendered page names its modules in a list that `public/hydrate.js` loads after the
  // first paint (scripts/deferred-hydration.ts): still its first load.
  urls.push(...hydrationModulesOf(html));
  // Only this site's own files (an absolute path); nothing here loads from elsewhere.
  const own = urls.filter((url) => url.startsWith('/') && !url.startsWith('//'));
  return [...new Set(own.map((url) => url.slice(1)))];
}

/**
 * Every file of a page's first load: its scripts and, through the manifest, what they import
 * statically. A script the manifest does not know (not from the client build) counts alone.
 */
export function firstLoadFiles(html: string, manifest: Manifest): string[] {
  const byFile = keysByFile(manifest);
  const files = new Set<string>();
  for (const script of scriptsOf(html)) {
    const key = byFile.get(script);
    if (key === undefined) files.add(script);
    else for (const file of staticClosure(manifest, [key])) files.add(file);
  }
  return [...files];
}

const ISLANDS_SCRIPT = /<script type="application\/json" id="islands">([^<]*)<\/script>/;

/** The islands' manifest a prerendered public page carries (null on an app page). */
export function islandManifestOf(html: string): IslandManifest | null {
  const json = ISLANDS_SCRIPT.exec(html)?.[1];
  return json ? (JSON.parse(json) as IslandManifest) : null;
}

/**
 * Every file a prerendered public page has loaded once all its islands have hydrated: its first
 * load, and each island's chunks (`islandChunk`: island name → manifest key) and message areas.
 * An app page's is its first load.
 */
export function idleFiles(
  html: string,
  manifest: Manifest,
  islandChunk: ReadonlyMap<string, string>,
): string[] {
  const files = new Set(firstLoadFiles(html, manifest));
  const islands = islandManifestOf(html);
  if (!islands) return [...files];
  const keys = islands.islands.flatMap(({ name, messages }) => {
    const key = islandChunk.get(name);
    if (!key) throw new Error(`js-budget: no chunk for the island "${name}"`);
    return [key, ...messages.map((area) => `locales/${islands.page.locale}/${area}.ts`)];
  });
  for (const file of staticClosure(manifest, keys)) files.add(file);
  return [...files];
}

/** A path pattern of the route table (`/blog/:id`) as a matcher of site paths, both languages. */
export function routeMatcher(pattern: string): (url: string) => boolean {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const re = new RegExp(`^(?:/kk)?${body === '/' ? '/?' : body}$`);
  return (url) => re.test(url === '/kk' ? '/kk/' : url);
}

/** Which budget a page falls under: home, a cabinet route, the kiosk, or any other page. */
export function budgetKind(url: string, cabinetPatterns: string[]): BudgetKind {
  if (url === '/' || url === '/kk') return 'home';
  if (/^(?:\/kk)?\/kiosk(?:\/|$)/.test(url)) return 'kiosk';
  return cabinetPatterns.some((pattern) => routeMatcher(pattern)(url)) ? 'cabinet' : 'page';
}

export interface PageLoad {
  /** The page's path on the site: `/`, `/kk/roaming`, `/404.html`. */
  url: string;
  files: number;
  /** gzip bytes of every file of the first load. */
  bytes: number;
  /** gzip bytes of every file loaded once every island has hydrated (`idleFiles`). */
  idleBytes: number;
  /** gzip bytes of every script a phone fetched (`loadInBrowser`); absent if not opened. */
  phoneBytes?: number;
  kind: BudgetKind;
  budget: number;
}

/**
 * What a page's verdict rests on: on a public page the larger of its two counts (the static one
 * alone if it was not opened in the browser), on a cabinet or kiosk page the static count.
 */
export const verdictBytes = (load: PageLoad): number =>
  load.kind === 'home' || load.kind === 'page'
    ? Math.max(load.bytes, load.phoneBytes ?? 0)
    : load.bytes;

export const overBudget = (load: PageLoad): boolean => verdictBytes(load) > load.budget;

/** Every prerendered page under `siteDir` (index.html of a folder, and the 404 pages). */
export function prerenderedPages(siteDir: string): { url: string; file: string }[] {
  const pages: { url: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // Hashed assets and the embed bundle hold no pages.
        if (!['assets', 'embed', 'search-index', 'docs'].includes(name) || dir !== siteDir) {
          walk(path);
        }
      } else if (name === 'index.html' || name === '404.html') {
        const url = `/${relative(siteDir, path).replaceAll('\\', '/')}`
          .replace(/\/?index\.html$/, '')
          .replace(/^$/, '/');
        pages.push({ url: url === '' ? '/' : url, file: path });
      }
    }
  };
  walk(siteDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** Measures every page's first load against its budget. */
export function measurePages(
  siteDir: string,
  manifest: Manifest,
  cabinetPatterns: string[],
  islandChunk: ReadonlyMap<string, string> = new Map(),
  gzipSize: (file: string) => number = gzipSizer(siteDir),
): PageLoad[] {
  return prerenderedPages(siteDir).map(({ url, file }) => {
    const html = readFileSync(file, 'utf8');
    const files = firstLoadFiles(html, manifest);
    const kind = budgetKind(url, cabinetPatterns);
    return {
      url,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + gzipSize(f), 0),
      idleBytes: idleFiles(html, manifest, islandChunk).reduce((sum, f) => sum + gzipSize(f), 0),
      kind,
      budget: BUDGETS[kind],
    };
  });
}

export interface RouteRow {
  route: string;
  /** How many prerendered pages the route has (both languages, every param set). */
  pages: number;
  /** The route's heaviest page (by the verdict's count: the browser's where it was opened). */
  worst: PageLoad;
}

/** One row per route: its heaviest page. Pages no route matches (the 404s) get rows of their own. */
export function byRoute(loads: PageLoad[], patterns: string[]): RouteRow[] {
  const rows = new Map<string, RouteRow>();
  for (const load of loads) {
    const route = patterns.find((pattern) => routeMatcher(pattern)(load.url)) ?? load.url;
    const row = rows.get(route);
    if (!row) rows.set(route, { route, pages: 1, worst: load });
    else {
      row.pages++;
      if (verdictBytes(load) > verdictBytes(row.worst)) row.worst = load;
    }
  }
  return [...rows.values()];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function table(rows: { label: string; pages: number; load: PageLoad }[]): string {
  const width = Math.max(5, ...rows.map((r) => r.label.length));
  const lines = [
    `${'route'.padEnd(width)}  pages  files  ${'static'.padStart(9)}  ${'phone'.padStart(9)}  ${'budget'.padStart(8)}  result  ${'idle'.padStart(9)}  heaviest page`,
  ];
  for (const { label, pages, load } of rows) {
    const judged = load.kind === 'home' || load.kind === 'page';
    const phone =
      load.phoneBytes === undefined
        ? '—'
        : judged
          ? kb(load.phoneBytes)
          : `(${kb(load.phoneBytes)})`;
    lines.push(
      `${label.padEnd(width)}  ${String(pages).padStart(5)}  ${String(load.files).padStart(5)}` +
        `  ${kb(load.bytes).padStart(9)}  ${phone.padStart(9)}  ${kb(load.budget).padStart(8)}` +
        `  ${(overBudget(load) ? 'FAIL' : 'ok').padEnd(6)}  ${kb(load.idleBytes).padStart(9)}` +
        `  ${load.url}`,
    );
  }
  return lines.join('\n');
}

/**
 * The pages opened in the browser: every one, or home in both languages and each public route's
 * heaviest by the static count. A 404 page is opened at a path no route has.
 */
export function pagesToOpen(loads: PageLoad[], patterns: string[], all: boolean): PageLoad[] {
  if (all) return loads;
  // Only where the browser's count is the verdict: a cabinet or kiosk page is judged by the
  // static count, and opening each of theirs cost a quarter of this check's time (issue 37).
  const heaviest = byRoute(loads, patterns)
    .map((row) => row.worst)
    .filter((load) => load.kind === 'page');
  const home = loads.filter((load) => load.kind === 'home');
  return [...new Set([...home, ...heaviest])];
}

const pathToOpen = (url: string) =>
  url.endsWith('404.html') ? url.replace(/404\.html$/, 'no-such-page-js-budget') : url;

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'boolean', default: false },
      static: { type: 'boolean', default: false },
    },
  });
  const root = resolve(import.meta.dirname, '..');
  const siteDir = join(root, 'dist/site');
  const manifest = readManifest(join(root, MANIFEST_FILE));
  // The route table as built (the SSR bundle the prerender used): which routes are the cabinet's.
  const entry = (await import(
    pathToFileURL(join(root, 'dist/server/entry-server.js')).href
  )) as Entry;
  const patterns = entry.ROUTES.map((route) => route.path);
  const cabinet = entry.ROUTES.filter((route) => route.render === 'client').map((r) => r.path);
  const islandChunk = islandChunks(
    manifest,
    readIslandChunks(join(root, ISLAND_CHUNKS_FILE)),
    entry.ISLANDS_RUNTIME,
    Object.keys(entry.ISLANDS),
  );
  const gzipSize = gzipSizer(siteDir);
  const loads = measurePages(siteDir, manifest, cabinet, islandChunk, gzipSize);

  if (!values.static) {
    const open = pagesToOpen(loads, patterns, values.pages);
    const phone = await loadInBrowser(
      siteDir,
      open.map((load) => pathToOpen(load.url)),
      gzipSize,
    );
    open.forEach((load, i) => (load.phoneBytes = phone[i]?.bytes));
  }

  const rows = values.pages
    ? loads.map((load) => ({ label: load.url, pages: 1, load }))
    : byRoute(loads, patterns).map((row) => ({
        label: row.route,
        pages: row.pages,
        load: row.worst,
      }));
  console.log(
    `first-load JavaScript, gzip level 9 (${loads.length} pages; «static»: the HTML and the ` +
      `build's chunk graph; «phone»: fetched in Chromium on a phone until the network went ` +
      `quiet, the verdict; «idle»: once every island has hydrated):`,
  );
  console.log(table(rows));
  const over = loads.filter(overBudget);
  if (over.length > 0) {
    const excess = (load: PageLoad) => verdictBytes(load) - load.budget;
    const worst = over.reduce((a, b) => (excess(b) > excess(a) ? b : a));
    console.error(
      `js-budget: ${over.length} of ${loads.length} pages load more JavaScript first than their ` +
        `budget (FAIL rows; --pages lists every page); worst ${worst.url}: ` +
        `${kb(verdictBytes(worst))} against ${kb(worst.budget)}`,
    );
  }
  process.exit(over.length > 0 ? 1 : 0);
}
