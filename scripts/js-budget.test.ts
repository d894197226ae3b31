import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Manifest } from './chunk-graph.ts';
import { hydrationList, takeModules } from './deferred-hydration.ts';
import {
  BUDGETS,
  budgetKind,
  byRoute,
  firstLoadFiles,
  measurePages,
  overBudget,
  pagesToOpen,
  prerenderedPages,
  scriptsOf,
  type PageLoad,
} from './js-budget.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// A client build in miniature: the entry imports react; the home page imports a shared chunk;
// the roaming page also imports it and, on demand only, a heavy list it loads later.
const manifest: Manifest = {
  'app/entry-client.tsx': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['app/pages/HomePage.tsx', 'app/pages/ProductPage.tsx'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['_react-b2.js'] },
  'app/pages/HomePage.tsx': {
    file: 'assets/HomePage-d4.js',
    isDynamicEntry: true,
    imports: ['_shared-c3.js', 'app/entry-client.tsx'],
  },
  'app/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-e5.js',
    isDynamicEntry: true,
    imports: ['_shared-c3.js'],
    dynamicImports: ['app/features/roaming/List.tsx'],
  },
  'app/features/roaming/List.tsx': { file: 'assets/List-f6.js', isDynamicEntry: true },
};

const html = (...preloads: string[]) => `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b2.js">
${preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n')}
<link rel="stylesheet" href="/assets/style.css">
<link rel="preload" as="font" href="/assets/font.woff2">
<script type="application/json" id="page-data">{"a":1}</script>
<script src="https://elsewhere.example/x.js"></script>
</head><body><div id="root"></div></body></html>`;

/** A built site: the chunks (random bytes: their gzip size is known) and two pages. */
function site(sizes: Record<string, number>, pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'js-budget-'));
  dirs.push(dir);
  for (const [file, bytes] of Object.entries({ ...sizes })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), randomBytes(bytes));
  }
  for (const [file, content] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('js-budget', () => {
  it('reads a page’s module scripts and modulepreloads, nothing else', () => {
    expect(scriptsOf(html('/assets/HomePage-d4.js'))).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/HomePage-d4.js',
    ]);
  });

  it('reads the modules a prerendered page hydrates with after its first paint', () => {
    const { html: deferred, modules } = takeModules(html('/assets/HomePage-d4.js'));
    const page = deferred.replace('</body>', `${hydrationList(modules)}</body>`);
    expect(page).not.toContain('modulepreload');
    expect(scriptsOf(page)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/HomePage-d4.js',
    ]);
  });

  it('follows static imports through the manifest, not dynamic ones', () => {
    expect(firstLoadFiles(html('/assets/HomePage-d4.js'), manifest).sort()).toEqual([
      'assets/HomePage-d4.js',
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/shared-c3.js',
    ]);
    // The roaming list is a dynamic import of the product page: it loads later.
    expect(firstLoadFiles(html('/assets/ProductPage-e5.js'), manifest)).not.toContain(
      'assets/List-f6.js',
    );
  });

  it('puts home, the cabinet, the kiosk and every other page under their own budgets', () => {
    const cabinet = ['/profile', '/profile-applications/internet'];
    expect(budgetKind('/', cabinet)).toBe('home');
    expect(budgetKind('/kk', cabinet)).toBe('home');
    expect(budgetKind('/kk/profile', cabinet)).toBe('cabinet');
    expect(budgetKind('/profile-applications/internet', cabinet)).toBe('cabinet');
    expect(budgetKind('/profile-archive', cabinet)).toBe('page');
    expect(budgetKind('/roaming', cabinet)).toBe('page');
    expect(budgetKind('/kiosk', cabinet)).toBe('kiosk');
    expect(budgetKind('/kk/kiosk/product/teams', cabinet)).toBe('kiosk');
    expect(budgetKind('/kiosks-map', cabinet)).toBe('page');
  });

  it('sums gzip sizes per page, flags a page over its budget, and groups pages by route', () => {
    const dir = site(
      {
        'assets/index-a1.js': 30_000,
        'assets/react-b2.js': 60_000,
        'assets/shared-c3.js': 15_000,
        'assets/HomePage-d4.js': 2_000,
        'assets/ProductPage-e5.js': 10_000,
        'assets/List-f6.js': 200_000,
      },
      {
        'index.html': html('/assets/HomePage-d4.js'),
        'kk/index.html': html('/assets/HomePage-d4.js'),
        'roaming/index.html': html('/assets/ProductPage-e5.js'),
        'kk/roaming/index.html': html('/assets/ProductPage-e5.js'),
        '404.html': html(),
        'assets/not-a-page/index.html': html(),
      },
    );
    expect(prerenderedPages(dir).map((p) => p.url)).toEqual([
      '/',
      '/404.html',
      '/kk',
      '/kk/roaming',
      '/roaming',
    ]);
    const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    const loads = measurePages(dir, manifest, ['/profile']);
    const home = loads.find((l) => l.url === '/')!;
    expect(home).toMatchObject({ files: 4, kind: 'home', budget: BUDGETS.home });
    expect(home.bytes).toBe(
      ['index-a1', 'react-b2', 'shared-c3', 'HomePage-d4']
        .map((f) => gz(`assets/${f}.js`))
        .reduce((a, b) => a + b),
    );
    expect(home.bytes).toBeGreaterThan(BUDGETS.home); // ~107 KB of random bytes
    expect(home.idleBytes).toBe(home.bytes); // no islands on this page
    const roaming = loads.find((l) => l.url === '/kk/roaming')!;
    expect(roaming).toMatchObject({ files: 4, kind: 'page' });
    expect(roaming.bytes).toBeLessThan(BUDGETS.page); // the 200 KB list is not counted
    const rows = byRoute(loads, ['/', '/roaming']);
    expect(rows.map((r) => [r.route, r.pages])).toEqual([
      ['/', 2],
      ['/404.html', 1],
      ['/roaming', 2],
    ]);
  });

  it('opens in the browser home in both languages and each route’s heaviest page, or every page', () => {
    const load = (url: string, bytes: number): PageLoad => ({
      url,
      files: 3,
      bytes,
      idleBytes: bytes,
      kind: url === '/' || url === '/kk' ? 'home' : 'page',
      budget: url === '/' || url === '/kk' ? BUDGETS.home : BUDGETS.page,
    });
    const loads = [
      load('/', 90_000),
      load('/kk', 89_000),
      load('/roaming', 95_000),
      load('/kk/roaming', 96_000),
    ];
    const urls = (pages: PageLoad[]) => pages.map((page) => page.url).sort();
    expect(urls(pagesToOpen(loads, ['/', '/roaming'], false))).toEqual(['/', '/kk', '/kk/roaming']);
    expect(urls(pagesToOpen(loads, ['/', '/roaming'], true))).toHaveLength(4);
  });

  it('judges a page opened in the browser by what the phone fetched, when that is more', () => {
    const home: PageLoad = {
      url: '/',
      files: 12,
      bytes: 90 * 1024,
      idleBytes: 140 * 1024,
      kind: 'home',
      budget: BUDGETS.home,
    };
    expect(overBudget(home)).toBe(false);
    // The page fetched an island's code by itself before the network went quiet.
    expect(overBudget({ ...home, phoneBytes: 107 * 1024 })).toBe(true);
    // The row of its route then shows that page, by the same count.
    const other = { ...home, url: '/kk', bytes: 95 * 1024 };
    expect(byRoute([{ ...home, phoneBytes: 107 * 1024 }, other], ['/'])[0]?.worst.url).toBe('/');
    expect(byRoute([home, other], ['/'])[0]?.worst.url).toBe('/kk');
    // A cabinet page opened signed out draws the login too: judged by its static count.
    const profile: PageLoad = {
      ...home,
      url: '/profile',
      kind: 'cabinet',
      budget: BUDGETS.cabinet,
    };
    expect(overBudget({ ...profile, phoneBytes: 200 * 1024 })).toBe(false);
    expect(overBudget({ ...profile, bytes: 181 * 1024 })).toBe(true);
  });
});
