/**
 * Every figure, limit and condition the spec gives for a page (content-areas.md §5 and §9) is in
 * that page's content module in both languages (the table and its rules: `testing/figures.ts`).
 * This proves the words exist; `e2e/content.spec.ts` proves the prerendered pages show them.
 */
import { describe, expect, it } from 'vitest';
import type { ProductSlug } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import {
  loadHelpPage,
  loadLandingContent,
  loadAccessibilityContent,
  loadPersonalDataContent,
  loadSignNote,
  loadSupportLanding,
} from './index.ts';
import { stringLeaves } from './testing/collect.ts';
import {
  HELP_FIGURES,
  LANDING_FIGURES,
  SITE_FIGURES,
  figureText,
  missingFigures,
  type Figures,
} from './testing/figures.ts';

/** A content module as markup: its strings in order, link fields written like the attribute. */
function markupOf(value: unknown): string {
  return stringLeaves(value)
    .map((l) => (l.path.endsWith('href') ? `href="${l.value}"` : l.value))
    .join('\n');
}

async function expectFigures(load: (locale: Locale) => Promise<unknown>, figures: Figures) {
  for (const locale of ['ru', 'kk'] as const) {
    const missing = missingFigures(markupOf(await load(locale)), figures, locale);
    expect(missing, `missing in ${locale}`).toEqual([]);
  }
}

describe('product pages carry the spec figures in ru and kk', () => {
  it.each(Object.entries(LANDING_FIGURES))('%s', async (slug, figures) => {
    const total = (figures.shared?.length ?? 0) + (figures.ru?.length ?? 0);
    expect(total, 'a page lists at least one figure or condition').toBeGreaterThan(0);
    // An offer's days are the backend's: the module says where they go, the page shows them.
    const { fromBackend, ...written } = figures;
    await expectFigures((locale) => loadLandingContent(slug as ProductSlug, locale), written);
    if (fromBackend) {
      for (const locale of ['ru', 'kk'] as const) {
        const content = await loadLandingContent(slug as ProductSlug, locale);
        expect(content.offer, `${slug} names the offer whose days it shows`).toBeDefined();
        expect(markupOf(content)).toMatch(/\{\{(startsOn|endsOn)\}\}/);
        for (const day of fromBackend) expect(markupOf(content)).not.toContain(day);
      }
    }
  });
});

describe('help pages carry the spec figures in ru and kk', () => {
  it.each(Object.entries(HELP_FIGURES))('%s', async (key, figures) => {
    const [section = '', page = ''] = key.split('/');
    await expectFigures((locale) => loadHelpPage(section, page, locale), figures);
  });

  it('the /support landing says «Поможем найти ответы на вопросы»', async () => {
    expect((await loadSupportLanding('ru')).title).toBe('Поможем найти ответы на вопросы');
    expect((await loadSupportLanding('kk')).title).toBe('Сұрақтарға жауап табуға көмектесеміз');
  });
});

describe('site pages carry their figures in ru and kk', () => {
  const loaders: Record<string, (locale: Locale) => Promise<unknown>> = {
    '/personal-data': loadPersonalDataContent,
    '/accessibility': loadAccessibilityContent,
  };
  it.each(Object.entries(SITE_FIGURES))('%s', async (path, figures) => {
    const load = loaders[path];
    expect(load, `a loader for ${path}`).toBeDefined();
    await expectFigures(load!, figures);
  });
});

describe('signatory memo', () => {
  it.each(['ru', 'kk'] as const)(
    'covers all 17 regions and the three cities with 1–3 signers each (%s)',
    async (locale) => {
      const note = await loadSignNote(locale);
      expect(note.regions).toHaveLength(20);
      for (const region of note.regions) {
        expect(region.signers.length, region.id).toBeGreaterThanOrEqual(1);
        expect(region.signers.length, region.id).toBeLessThanOrEqual(3);
        for (const signer of region.signers) {
          expect(signer.date, region.id).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
          expect(signer.document, region.id).toMatch(/^№ \S+$/);
        }
      }
      expect(note.regions.map((r) => r.id)).toEqual(
        expect.arrayContaining(['almaty', 'astana', 'shymkent']),
      );
    },
  );

  it('tells readers the signers are sample data', async () => {
    expect(figureText(markupOf(await loadSignNote('ru')))).toContain('Демонстрационные данные');
    expect(figureText(markupOf(await loadSignNote('kk')))).toContain('Демонстрациялық деректер');
  });
});
