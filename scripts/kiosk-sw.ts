/**
 * The kiosk's service worker, built after the prerender (a step of `npm run build`):
 *
 *   dist/site/kiosk-sw.js        the worker (app/features/kiosk/offline/worker.ts) with this
 *                                build's precache list and version written in
 *   dist/kiosk-precache.json     the same list with sizes, for the report and the tests
 *
 * The list: every prerendered kiosk page in both languages (`/kiosk…`, `/kk/kiosk…`) and its data
 * (`__data.json`, what client navigation fetches), and the files those pages load — the entry
 * chunk and its imports, the kiosk's page chunk and its imports (and what only it loads on
 * demand), both languages' message tables, the stylesheet and icon the HTML links. Read from
 * Vite's manifest of the client build. The version is a hash of every listed file, so any change
 * makes a new worker, which waits for the kiosk's idle reset.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { takeManifest, type Manifest } from './chunk-graph.ts';

export type { Manifest };

const ROOT = resolve(import.meta.dirname, '..');

/** The modules the kiosk's screens are (the route table's `kioskPage` and `kioskProductPage`). */
const KIOSK_PAGES = ['app/pages/KioskPage.tsx', 'app/pages/KioskProductPage.tsx'];
/** What the browser loads before a kiosk page hydrates, besides the page's own chunk. */
const ENTRIES = [
  'index.html',
  ...['ru', 'kk'].flatMap((locale) => [
    `locales/${locale}/site.ts`,
    `locales/${locale}/meta.ts`,
    `locales/${locale}/kiosk.ts`,
  ]),
];

/** Each chunk's file, its static imports' files, and their stylesheets and assets, depth first. */
function closure(manifest: Manifest, keys: Iterable<string>, seen = new Set<string>()): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`kiosk precache: no manifest entry "${key}"`);
    files.push(chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The files a kiosk page needs: the entry's closure, the kiosk page's, and — for the chunks only
 * the kiosk page brought — what they load on demand (the entry's own on-demand chunks are every
 * other page of the site, which the kiosk never shows).
 */
export function kioskAssets(manifest: Manifest): string[] {
  const entrySeen = new Set<string>();
  const entry = closure(manifest, ENTRIES, entrySeen);
  const pageSeen = new Set(entrySeen);
  const page = closure(manifest, KIOSK_PAGES, pageSeen);
  const own = [...pageSeen].filter((key) => !entrySeen.has(key));
  const lazy = own.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const later = closure(manifest, lazy, pageSeen);
  return [...new Set([...entry, ...page, ...later])].map((file) => `/${file}`);
}

/** Every kiosk page (`/kiosk…`, `/kk/kiosk…`) of the built site and its data file, as URL paths. */
export function kioskPages(siteDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') found.push(`/${relative(siteDir, dir)}`);
      else if (name === '__data.json') found.push(`/${relative(siteDir, full)}`);
    }
  };
  walk(join(siteDir, 'kiosk'));
  walk(join(siteDir, 'kk/kiosk'));
  return found.map((path) => path.split('\\').join('/')).sort();
}

/** Local files a page's HTML links (`/favicon.svg`, the stylesheet), not pages. */
export function linkedFiles(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)]
    .map((m) => m[1] as string)
    .filter((path) => /\.[a-z0-9]+$/i.test(path.split('?')[0] ?? ''));
}

export interface PrecacheList {
  version: string;
  files: { path: string; bytes: number; gzip: number }[];
}

export function precacheList(siteDir: string, manifest: Manifest): PrecacheList {
  const pages = kioskPages(siteDir);
  if (!pages.includes('/kiosk') || !pages.includes('/kk/kiosk')) {
    throw new Error('kiosk precache: the prerender wrote no /kiosk or /kk/kiosk');
  }
  const linked = pages
    .filter((path) => !path.endsWith('.json'))
    .flatMap((path) => linkedFiles(readFileSync(join(siteDir, path, 'index.html'), 'utf8')));
  const paths = [...new Set([...pages, ...kioskAssets(manifest), ...linked])].sort();
  const hash = createHash('sha256');
  const files = paths.map((path) => {
    // A page is its folder's index.html; anything else is the file it names.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    const file = isFile ? join(siteDir, path) : join(siteDir, path, 'index.html');
    if (!existsSync(file)) throw new Error(`kiosk precache: ${path} is not in the build`);
    const bytes = readFileSync(file);
    hash.update(path).update('\0').update(bytes);
    return { path, bytes: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
  });
  return { version: hash.digest('hex').slice(0, 16), files };
}

export async function buildKioskWorker(siteDir = join(ROOT, 'dist/site')): Promise<PrecacheList> {
  const list = precacheList(siteDir, takeManifest(ROOT));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __KIOSK_PRECACHE__: JSON.stringify(list.files.map((f) => f.path)),
      __KIOSK_VERSION__: JSON.stringify(list.version),
    },
    build: {
      outDir: siteDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      lib: {
        entry: join(ROOT, 'app/features/kiosk/offline/worker.ts'),
        formats: ['iife'],
        name: 'kioskWorker',
        fileName: () => 'kiosk-sw.js',
      },
    },
  });
  writeFileSync(join(ROOT, 'dist/kiosk-precache.json'), `${JSON.stringify(list, null, 2)}\n`);
  return list;
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  const list = await buildKioskWorker();
  const worker = readFileSync(join(ROOT, 'dist/site/kiosk-sw.js'));
  const sum = (key: 'bytes' | 'gzip') => list.files.reduce((n, f) => n + f[key], 0) / 1024;
  const pages = list.files.filter((f) => !f.path.startsWith('/assets/')).length;
  console.log(
    `kiosk: worker ${(worker.byteLength / 1024).toFixed(1)} KB (${(gzipSync(worker).byteLength / 1024).toFixed(1)} KB gzip), ` +
      `precache ${list.files.length} files (${pages} pages, data and icons) ${sum('bytes').toFixed(0)} KB ` +
      `(${sum('gzip').toFixed(0)} KB gzip), version ${list.version}, in ${((performance.now() - started) / 1000).toFixed(1)}s`,
  );
}
