import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kk } from '../locales/kk/index.ts';
import { ru } from '../locales/ru/index.ts';
import { KIOSK_PRODUCTS, loadKioskSection } from '../app/features/kiosk/data.ts';
import { ROUTES } from '../app/routes/table.ts';
import type { RouteDef } from '../app/routes/types.ts';
import { MENU_SECTIONS } from '../app/shell/menu.ts';
import { supportPaths } from '../app/routes/support.ts';
import { DEFAULT_SITE_ORIGIN } from '../app/routes/config.ts';
import { callEndpoint, createApiClient } from '../app/features/api/index.ts';
import { tokenize } from '../app/features/search/build.ts';
import { loadIndex, runSearch } from '../app/features/search/build.ts';
import { startPrerenderBackend } from '../scripts/prerender-backend.ts';
import {
  loadBecomeAgentContent,
  loadContactsContent,
  loadHelpPage,
  loadHomeContent,
  loadLandingContent,
  loadAccessibilityContent,
  loadPersonalDataContent,
  loadSupportLanding,
  loadTariffsArchive,
} from '../locales/content/index.ts';
import { HYDRATE_SCRIPT, hydrationModulesOf } from '../scripts/deferred-hydration.ts';
import { readManifest, staticClosure } from '../scripts/chunk-graph.ts';
import { builtPages, decodeHtml, SITE_DIR } from './pages.ts';

/*
 * Reads the prerendered files of `npm run build` (no browser) and checks, for every public route in
 * both languages, what a crawler reads without JavaScript: <html lang>, title, description,
 * canonical, the three hreflang links, whether it is indexed, and the h1 in the markup; then
 * sitemap.xml, robots.txt and the search indexes. The blog's articles come from the reference
 * backend the build prerendered them from (same seed, in memory).
 */
const origin = (process.env.VITE_SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
const MESSAGES = { ru, kk } as const;
/** Public pages that are no answer to a search engine: a results list, 'request accepted'. */
const NOT_INDEXED = new Set(['/search', '/application-for-consultancy']);

/**
 * The kiosk's pages (docs/kiosk.md): public (canonical, hreflang) and `noindex`, a section's and
 * a product's titled «Киоск: <its name>» with its name as the h1.
 */
async function kioskPages(locale: 'ru' | 'kk', route: RouteDef): Promise<Expected[] | null> {
  if (route.layout !== 'kiosk') return null;
  const m = MESSAGES[locale];
  const prefix = locale === 'kk' ? '/kk' : '';
  const page = (path: string, title: string, h1: string): Expected => ({
    path: prefix + path,
    title: `${title} — Dala Business`,
    description: m.meta[route.meta].description,
    h1,
    noindex: true,
  });
  const named = (name: string) => m.kiosk.pageTitle.replace('{{name}}', name);
  if (route.name === 'kioskSection') {
    return Promise.all(
      MENU_SECTIONS.map(async ({ id }) => {
        const { title } = await loadKioskSection(locale, id);
        return page(`/kiosk/catalogue/${id}`, named(title), title);
      }),
    );
  }
  if (route.name === 'kioskProduct') {
    return Promise.all(
      KIOSK_PRODUCTS.map(async (slug) => {
        const { title } = (await loadLandingContent(slug, locale)).hero;
        return page(`/kiosk/product/${slug}`, named(title), title);
      }),
    );
  }
  return [page(route.path, m.meta[route.meta].title, m.meta[route.meta].heading)];
}

function headOf(html: string) {
  const one = (re: RegExp) => {
    const all = [...html.matchAll(new RegExp(re, 'g'))];
    expect(all.length, `exactly one ${re}`).toBe(1);
    return decodeHtml(all[0]?.[1] ?? '');
  };
  return {
    lang: one(/<html lang="([^"]+)"/),
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    h1: decodeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''),
    noindex: html.includes('<meta name="robots" content="noindex" />'),
  };
}

interface Expected {
  path: string;
  title: string;
  description: string;
  h1: string;
  /** Public, but kept out of the index (search results, 'request accepted'). */
  noindex: boolean;
}

/** Every blog article of the reference backend, in each language (its own title and excerpt). */
async function blogArticles(): Promise<Record<'ru' | 'kk', Expected[]>> {
  const backend = startPrerenderBackend(createApiClient);
  try {
    const byLocale = { ru: [] as Expected[], kk: [] as Expected[] };
    for (const locale of ['ru', 'kk'] as const) {
      const api = backend.apiFor(locale);
      const { articles } = await callEndpoint(api, 'blogArticles');
      for (const { id } of articles) {
        const article = await callEndpoint(api, 'blogArticle', { id });
        byLocale[locale].push({
          path: `${locale === 'kk' ? '/kk' : ''}/blog/${id}`,
          title: `${article.title} — Dala Business`,
          description: article.excerpt,
          h1: article.title,
          noindex: false,
        });
      }
    }
    return byLocale;
  } finally {
    backend.close();
  }
}

async function expectations(): Promise<Expected[]> {
  const list: Expected[] = [];
  const articles = await blogArticles();
  for (const locale of ['ru', 'kk'] as const) {
    const m = MESSAGES[locale];
    const prefix = locale === 'kk' ? '/kk' : '';
    for (const route of ROUTES) {
      if (route.render === 'client') continue;
      const kiosk = await kioskPages(locale, route);
      if (kiosk) {
        list.push(...kiosk);
        continue;
      }
      if (route.name === 'blogItem') {
        list.push(...articles[locale]);
        continue;
      }
      const meta = m.meta[route.meta];
      if (route.name === 'supportSection') {
        // A help page has its own meta title and description in the help content.
        for (const { link = '', sectionId = '' } of supportPaths()) {
          const page = await loadHelpPage(link, sectionId, locale);
          if (!page) throw new Error(`no help page ${link}/${sectionId}`);
          list.push({
            path: `${prefix}/support/${link}/${sectionId}`,
            title: `${page.meta.title} — Dala Business`,
            description: page.meta.description,
            h1: page.title,
            noindex: false,
          });
        }
        continue;
      }
      // Pages built from content show the content's own h1; the rest show the meta heading.
      const contentH1: Record<string, () => Promise<string>> = {
        main: async () => (await loadHomeContent(locale)).hero.title,
        tariffsArchive: async () => (await loadTariffsArchive(locale)).hero.title,
        contacts: async () => (await loadContactsContent(locale)).title,
        becomeAgent: async () => (await loadBecomeAgentContent(locale)).title,
        personalData: async () => (await loadPersonalDataContent(locale)).title,
        accessibility: async () => (await loadAccessibilityContent(locale)).title,
        support: async () => (await loadSupportLanding(locale)).title,
      };
      const h1 = route.product
        ? (await loadLandingContent(route.product, locale)).hero.title
        : ((await contentH1[route.name]?.()) ?? meta.heading);
      list.push({
        path: route.path === '/' ? prefix || '/' : prefix + route.path,
        title: `${meta.title} — Dala Business`,
        description: meta.description,
        h1,
        noindex: NOT_INDEXED.has(route.path),
      });
    }
  }
  return list;
}

let pagesPromise: Promise<Expected[]> | undefined;
/** Made on first use, so a run that filters these tests out boots no prerender backend. */
const expectedPages = () => (pagesPromise ??= expectations());

test('every public route × locale is prerendered with its own head and h1', async () => {
  const pages = await expectedPages();
  expect(pages.length).toBeGreaterThan(110);
  // Blog articles too: every one the backend has, in both languages, and no other.
  const articles = pages.filter((p) => /^(\/kk)?\/blog\/[^/]+$/.test(p.path));
  expect(articles.length).toBeGreaterThanOrEqual(2 * 3);
  for (const prefix of ['', '/kk']) {
    const built = readdirSync(join(SITE_DIR, prefix, 'blog'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${prefix}/blog/${entry.name}`);
    expect(built.sort()).toEqual(
      articles
        .filter((p) => p.path.startsWith(`${prefix}/blog/`))
        .map((p) => p.path)
        .sort(),
    );
  }
  for (const page of pages) {
    const file = join(SITE_DIR, page.path, 'index.html');
    expect(existsSync(file), file).toBe(true);
    const head = headOf(readFileSync(file, 'utf8'));
    const ruPath = page.path.replace(/^\/kk(?=\/|$)/, '') || '/';
    const kkPath = ruPath === '/' ? '/kk' : `/kk${ruPath}`;
    expect(head, page.path).toEqual({
      lang: page.path.startsWith('/kk') ? 'kk' : 'ru',
      title: page.title,
      description: page.description,
      canonical: origin + page.path,
      alternates: { ru: origin + ruPath, kk: origin + kkPath, 'x-default': origin + ruPath },
      h1: page.h1,
      noindex: page.noindex,
    });
  }
});

test('sitemap.xml lists every indexed public page with its alternates, and nothing else', async () => {
  const pages = await expectedPages();
  const xml = readFileSync(join(SITE_DIR, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>((?:<xhtml:link [^>]+\/>)*)<\/url>/g)];
  const locs = urls.map((m) => decodeHtml(m[1] ?? ''));
  expect(locs.sort()).toEqual(
    pages
      .filter((p) => !p.noindex)
      .map((p) => origin + p.path)
      .sort(),
  );
  for (const path of NOT_INDEXED) {
    expect(xml).not.toContain(`${origin}${path}<`);
    expect(xml).not.toContain(`${origin}/kk${path}<`);
  }
  for (const [, , links = ''] of urls) {
    expect([...links.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'ru',
      'kk',
      'x-default',
    ]);
  }
});

test('robots.txt is the source rules and one Sitemap line', () => {
  const source = readFileSync(join(SITE_DIR, '../../public/robots.txt'), 'utf8');
  const robots = readFileSync(join(SITE_DIR, 'robots.txt'), 'utf8');
  expect(robots.match(/^Sitemap:.*$/gm)).toEqual([`Sitemap: ${origin}/sitemap.xml`]);
  expect(robots.replace(/^Sitemap:.*$/m, '').trim()).toBe(source.trim());
});

test('titles and descriptions are unique per language', () => {
  const pages = builtPages().filter((p) => !p.noindex);
  for (const locale of ['ru', 'kk']) {
    const mine = pages.filter((p) => (locale === 'kk') === /^\/kk(\/|$)/.test(p.path));
    const titles = mine.map((p) => headOf(p.html).title);
    expect(new Set(titles).size, `${locale} titles`).toBe(titles.length);
  }
});

test('a public page names its modules after its markup for hydrate.js; a cabinet shell loads them from its head', () => {
  for (const { path, html, public: isPublic } of builtPages()) {
    const head = html.slice(0, html.indexOf('</head>'));
    const modules = hydrationModulesOf(html);
    if (isPublic) {
      expect(head, path).toContain(HYDRATE_SCRIPT);
      expect(html, path).not.toMatch(/type="module"|rel="modulepreload"/);
      // The kiosk is the app, hydrated whole; every other public page hydrates its islands.
      const entry = /^(\/kk)?\/kiosk(\/|$)/.test(path) ? 'index' : 'islands';
      expect(modules[0], path).toMatch(new RegExp(`^/assets/${entry}-[\\w-]+\\.js$`));
      expect(html.includes('<script type="application/json" id="islands">'), path).toBe(
        entry === 'islands',
      );
      expect(modules.length, path).toBeGreaterThan(1);
      expect(html.indexOf('id="hydration-modules"'), path).toBeGreaterThan(
        html.indexOf('<div id="root">'),
      );
    } else {
      expect(head, path).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
      expect(html, path).not.toContain(HYDRATE_SCRIPT);
      expect(modules, path).toEqual([]);
    }
  }
});

test('the cabinet is prerendered as noindex shells with their own addresses (§2.1), and 404 pages exist in both languages', () => {
  for (const path of [
    '/auth',
    '/profile',
    '/kk/profile-applications/internet',
    '/mobile-application',
  ]) {
    const html = readFileSync(join(SITE_DIR, path, 'index.html'), 'utf8');
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    const bare = path.replace(/^\/kk/, '');
    expect(headOf(html), path).toMatchObject({
      canonical: origin + path,
      alternates: { ru: origin + bare, kk: `${origin}/kk${bare}`, 'x-default': origin + bare },
      noindex: true,
    });
  }
  const ru404 = readFileSync(join(SITE_DIR, '404.html'), 'utf8');
  const kk404 = readFileSync(join(SITE_DIR, 'kk/404.html'), 'utf8');
  expect(headOf.bind(null, ru404)).toThrow(); // no canonical on the Not Found page
  expect(ru404).toContain('<title>Страница не найдена — Dala Business</title>');
  expect(kk404).toContain('<html lang="kk">');
  expect(kk404).toContain('Бет табылмады');
});

test('the search indexes hold every indexed public page of their language, and no other', async () => {
  const pages = await expectedPages();
  for (const locale of ['ru', 'kk'] as const) {
    const json = readFileSync(join(SITE_DIR, `search-index/${locale}.json`), 'utf8');
    const index = JSON.parse(json) as {
      documentIds: Record<string, string>;
      storedFields: Record<string, { title: string }>;
    };
    const ids = Object.values(index.documentIds);
    const mine = pages.filter((p) => (locale === 'kk') === /^\/kk(\/|$)/.test(p.path));
    expect(ids.sort()).toEqual(
      mine
        .filter((p) => !p.noindex)
        .map((p) => p.path)
        .sort(),
    );
    const titles = Object.values(index.storedFields).map((f) => f.title);
    expect(titles).toContain(locale === 'ru' ? 'Виртуальная АТС' : 'Виртуалды АТС');
    expect(titles).not.toContain(MESSAGES[locale].meta.search.heading);
    expect(titles).not.toContain(MESSAGES[locale].meta.applicationForConsultancy.heading);
  }
});

test('the built Kazakh index ranks the pages named after a word first', () => {
  const json = readFileSync(join(SITE_DIR, 'search-index/kk.json'), 'utf8');
  const index = loadIndex(json, 'kk');
  // «бұлт»: the pages with a heading that says it — the two cloud platforms (their subtitles,
  // «Microsoft бұлты», «Amazon бұлты», under the name) and Teams telephony (its section on the
  // Teams cloud) — before the pages that only mention clouds in their text.
  const cloud = runSearch(index, 'бұлт', 'kk').map((h) => h.url);
  expect(new Set(cloud.slice(0, 3))).toEqual(new Set(['/kk/azure', '/kk/aws', '/kk/teams']));
  // «байланыс» finds every page that says «байланысы», also those that never say «байланыс».
  const { documentIds, storedFields } = JSON.parse(json) as {
    documentIds: Record<string, string>;
    storedFields: Record<string, { title: string; description: string; text: string }>;
  };
  const wordsOf = (short: string) => {
    const { title, description, text } = storedFields[short] ?? {
      title: '',
      description: '',
      text: '',
    };
    return new Set(tokenize(`${title} ${description} ${text}`.toLowerCase()));
  };
  const saying = (word: string) =>
    Object.keys(documentIds)
      .filter((short) => wordsOf(short).has(word))
      .map((short) => documentIds[short]);
  const found = new Set(runSearch(index, 'байланыс', 'kk').map((h) => h.url));
  const possessiveOnly = saying('байланысы').filter((url) => !saying('байланыс').includes(url));
  expect(possessiveOnly.length).toBeGreaterThan(0);
  for (const url of saying('байланысы')) expect(found, url).toContain(url);
});

test('the built site runs on React 19: the app and the islands carry react-dom, none Preact', () => {
  const manifest = readManifest(join(SITE_DIR, '../client-manifest.json'));
  const closureCode = (entries: string[]) =>
    staticClosure(manifest, entries)
      .map((file) => readFileSync(join(SITE_DIR, file), 'utf8'))
      .join('\n');
  // The app's entry holds React; the islands' entry holds none and loads React (its own chunk),
  // then the hydrating half, each in a task of its own (docs/islands.md).
  const islandsEntry = closureCode(['app/islands/client.ts']);
  expect(islandsEntry).not.toContain('react.transitional.element');
  for (const [name, code] of [
    ['index.html', closureCode(['index.html'])],
    ['islands', closureCode(['app/islands/react.ts', 'app/islands/hydrate.tsx'])],
  ] as const) {
    // React 19's element symbol and react-dom's hydration entry point.
    expect(code, name).toContain('react.transitional.element');
    expect(code, name).toMatch(/hydrateRoot|hydrate/);
    expect(code, name).not.toMatch(/preact/i);
  }
  const all = Object.values(manifest)
    .map((chunk) => readFileSync(join(SITE_DIR, chunk.file), 'utf8'))
    .join('\n');
  expect(all).not.toMatch(/preact/i);
});
