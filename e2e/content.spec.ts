import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_SLUGS, type ProductSlug } from '../contract/domain.ts';
import type { Locale } from '../contract/locale.ts';
import { supportPaths } from '../app/routes/support.ts';
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
  localePath,
  type LandingContent,
} from '../locales/content/index.ts';
import {
  HELP_FIGURES,
  LANDING_FIGURES,
  SITE_FIGURES,
  expectedFigures,
  figureText,
  missingFigures,
  type Figures,
} from '../locales/content/testing/figures.ts';
import { SITE_DIR } from './pages.ts';

/*
 * What a visitor (or a crawler, without JavaScript) gets from the prerendered pages of
 * `npm run build`, read from dist/site with no browser:
 *
 * - every product page and help page shows the spec's figures and conditions for it
 *   (`locales/content/testing/figures.ts`) in both languages — in the page's own content (its
 *   <main>, without «Другие услуги», whose cards describe other products, and never the inline
 *   page data, which carries words the page does not render);
 * - every content page renders its h1 and its section headings, in order.
 *
 * `locales/content/figures.test.ts` checks the same table against the content modules; this file
 * is what proves the words reach the page.
 */

const LOCALES = ['ru', 'kk'] as const;

/**
 * Words a page shows only after the visitor acts (a sent form's success screen), so never in the
 * prerendered HTML, or only while its offer runs (the handset check's «Узнать»: the build's day
 * is after the offer's period, and the page offers the ordinary request instead). Their own browser suites check them: e2e/widgets-handset.spec.ts.
 */
const SHOWN_AFTER_AN_ACTION: Record<string, Figures> = {
  '/kense-handset-offer': {
    ru: ['Заявка принята', 'Узнать'],
    kk: ['Өтінім қабылданды', 'Білу'],
  },
};

function readPage(path: string): string {
  const file = join(SITE_DIR, path, 'index.html');
  expect(existsSync(file), `${file} (run npm run build)`).toBe(true);
  return readFileSync(file, 'utf8');
}

/** The page's own content: its <main> up to «Другие услуги», without scripts and styles. */
function ownContent(html: string): string {
  const start = html.indexOf('<main');
  expect(start, 'the page has a <main>').toBeGreaterThanOrEqual(0);
  const others = html.indexOf('<section id="other-services"', start);
  const end = others >= 0 ? others : html.indexOf('</main>', start);
  return html
    .slice(start, end)
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<template[\s\S]*?<\/template>/g, '');
}

/** The words of every `<hN>` of the page, in document order. */
function headings(html: string, level: 1 | 2 | 3): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((m) =>
    figureText(m[1] ?? ''),
  );
}

function minus(figures: Figures, pending: Figures | undefined, locale: Locale): Figures {
  const skip = new Set(expectedFigures(pending ?? {}, locale));
  return { [locale]: expectedFigures(figures, locale).filter((f) => !skip.has(f)) };
}

/** Every page of the figures table, by path without the locale prefix. */
const FIGURE_PAGES: [string, Figures][] = [
  ...Object.entries(LANDING_FIGURES).map(([slug, f]): [string, Figures] => [`/${slug}`, f]),
  ...Object.entries(HELP_FIGURES).map(([key, f]): [string, Figures] => [`/support/${key}`, f]),
  ...Object.entries(SITE_FIGURES),
];

test.describe('the prerendered pages show the spec figures in ru and kk', () => {
  for (const [path, figures] of FIGURE_PAGES) {
    test(path, () => {
      const missing = LOCALES.map((locale) => {
        const content = ownContent(readPage(localePath(locale, path)));
        return missingFigures(content, minus(figures, SHOWN_AFTER_AN_ACTION[path], locale), locale);
      });
      expect({ ru: missing[0], kk: missing[1] }, 'figures missing from the page').toEqual({
        ru: [],
        kk: [],
      });
    });
  }
});

// ─── h1 and section headings ──────────────────────────────────────────────────────────────────

/** The h2 of every section the landing template renders for this content, in page order. */
function landingSections(c: LandingContent): string[] {
  const offer = c.specialOffer;
  return [
    c.attackTypes?.title,
    offer?.terms.title,
    offer?.process.title,
    offer?.tariff.title,
    c.roaming?.title,
    c.usages?.title,
    c.integrations?.title,
    c.benefits?.title,
    c.features?.title,
    c.cases?.title,
    c.opportunities?.title,
    c.industries?.title,
    c.solutions?.title,
    c.offers?.title,
    c.promo?.title,
    c.pbxTariffs?.title,
    c.tariffs?.title,
    c.archive?.title,
    c.faq?.title,
    c.externalLinks?.title,
    c.steps?.title,
    c.otherServices?.items.length ? c.otherServices.title : undefined,
  ].filter((title): title is string => Boolean(title));
}

interface Outline {
  h1: string;
  /** h2s that must appear in this order (others may sit between them). */
  h2: string[];
}

async function outlines(locale: Locale): Promise<[string, Outline][]> {
  const list: [string, Outline][] = [];
  const landing = (c: LandingContent): Outline => ({ h1: c.hero.title, h2: landingSections(c) });
  for (const slug of PRODUCT_SLUGS) {
    list.push([`/${slug}`, landing(await loadLandingContent(slug as ProductSlug, locale))]);
  }
  list.push(['/birlik-landing', landing(await loadLandingContent('birlik', locale))]);
  list.push([
    '/internet-for-office-landing',
    landing(await loadLandingContent('internet-for-office', locale)),
  ]);
  list.push(['/tariffs-archive', landing(await loadTariffsArchive(locale))]);

  const home = await loadHomeContent(locale);
  list.push([
    '/',
    {
      h1: home.hero.title,
      h2: [home.featured.title, home.catalogue.title, home.benefits.title, home.consultation.title],
    },
  ]);
  const contacts = await loadContactsContent(locale);
  list.push(['/contacts', { h1: contacts.title, h2: contacts.groups.map((g) => g.title) }]);
  const agent = await loadBecomeAgentContent(locale);
  list.push([
    '/become-agent',
    {
      h1: agent.title,
      h2: [agent.benefits.title, agent.steps.title, agent.documents.title, agent.faq.title],
    },
  ]);
  const notice = await loadPersonalDataContent(locale);
  list.push(['/personal-data', { h1: notice.title, h2: notice.sections.map((s) => s.title) }]);
  const statement = await loadAccessibilityContent(locale);
  list.push([
    '/accessibility',
    { h1: statement.title, h2: statement.sections.map((s) => s.title) },
  ]);
  const support = await loadSupportLanding(locale);
  list.push(['/support', { h1: support.title, h2: [support.popular.title, support.faq.title] }]);

  for (const { link = '', sectionId = '' } of supportPaths()) {
    const page = await loadHelpPage(link, sectionId, locale);
    if (!page) throw new Error(`no help page ${link}/${sectionId}`);
    list.push([
      `/support/${link}/${sectionId}`,
      {
        h1: page.title,
        // A help page's text sits right under its h1, so its own subheadings are h2s (a level
        // skipped to h3 failed Lighthouse's heading order), in order with its FAQ titles.
        h2: page.blocks.flatMap((b) => (b.kind === 'faq' ? [b.title] : headings(b.content, 2))),
      },
    ]);
  }
  return list;
}

/** `expected` appear in `found` in the same order (other items may sit between them). */
function missingInOrder(found: string[], expected: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const heading of expected.map(figureText)) {
    const index = found.indexOf(heading, at);
    if (index < 0) missing.push(heading);
    else at = index + 1;
  }
  return missing;
}

for (const locale of LOCALES) {
  test(`every content page renders its h1 and its section headings (${locale})`, async () => {
    const pages = await outlines(locale);
    expect(pages.length).toBeGreaterThan(50);
    for (const [path, outline] of pages) {
      const where = localePath(locale, path);
      // «Другие услуги» is cut off by ownContent; its heading is checked on the full <main>.
      const main = readPage(where);
      const html = ownContent(main);
      expect(headings(html, 1), `${where} h1`).toEqual([figureText(outline.h1)]);
      expect(missingInOrder(headings(main, 2), outline.h2), `${where} h2`).toEqual([]);
      // No heading level is skipped: an h3 only ever follows an h2 or an h3 (axe heading-order).
      const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 1) + 1);
      expect(skips, `${where} heading levels ${levels.join(' ')}`).toEqual([]);
    }
  });
}

// ─── Success cases: every approved case on both pages, each in its own language ─────────────

test('the success-case pages list the cases of both languages, each marked with its lang', () => {
  for (const locale of LOCALES) {
    const html = readPage(localePath(locale, '/success-cases'));
    const cards = [...html.matchAll(/<li[^>]*data-case="([^"]+)"[^>]*>/g)].map((m) => ({
      id: m[1],
      lang: /\blang="([a-z]+)"/.exec(m[0])?.[1],
    }));
    expect(cards.length, locale).toBeGreaterThanOrEqual(6);
    expect(new Set(cards.map((c) => c.lang)), locale).toEqual(new Set(['ru', 'kk']));
    expect(cards.find((c) => c.id === 'demo-case-kk-1')?.lang, locale).toBe('kk');
    expect(cards.find((c) => c.id === 'demo-case-1')?.lang, locale).toBe('ru');
  }
  // On the Kazakh page a Russian case's labels are Kazakh, and say so.
  const kk = readPage('/kk/success-cases');
  const ruCard = kk.slice(kk.indexOf('data-case="demo-case-1"'));
  expect(ruCard.slice(0, ruCard.indexOf('</li>'))).toMatch(/<dt[^>]*lang="kk"[^>]*>Міндет<\/dt>/);
});
