import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUGS } from '../../../contract/domain.ts';
import { OFFER_STATES } from '../../../contract/offers.ts';
import { loadLandingContent, type LandingContent } from '../../../locales/content/index.ts';
import { stringLeaves } from '../../../locales/content/testing/collect.ts';
import { createApiClient } from '../api/index.ts';
import { scriptedFetch } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { offerIn } from '../../test/fixtures.ts';
import { applyOffer, withOffer } from './offers.ts';

// The seed's periods: 20.08.2025–10.11.2025, and requests until 31.12.2024.
const HANDSET = offerIn('handset-offer', 'running');
const REPRICE = offerIn('office-reprice', 'ended');

const words = (content: LandingContent) =>
  stringLeaves(content)
    .map((leaf) => leaf.value)
    .join('\n');

describe('a landing that sells an offer, with the backend’s period', () => {
  it('while it runs reads as written, its days filled in', async () => {
    const page = applyOffer(await loadLandingContent('kense-handset-offer', 'ru'), HANDSET);
    expect(page.hero.highlights).toContain('Акция с 20.08.2025 по 10.11.2025');
    expect(page.hero.action.label).toBe('Проверить компанию');
    expect(page.specialOffer?.period.value).toBe('20.08.2025–10.11.2025');
    expect(page.offerStatus).toEqual(HANDSET);
    // The words for the other states are not carried into the page's data.
    expect(page.offer).toBeUndefined();
  });

  it('after its end says so in the hero and the period, and keeps the rest', async () => {
    const source = await loadLandingContent('kense-handset-offer', 'ru');
    const page = applyOffer(source, { ...HANDSET, state: 'ended' });
    expect(page.hero.title).toBe(source.hero.title);
    expect(page.hero.description).toMatch(/^Акция завершилась 10\.11\.2025\. Оставьте заявку/);
    expect(page.hero.action).toEqual({ label: 'Оставить заявку', target: 'consultation' });
    expect(page.hero.highlights).toEqual([
      'Акция завершилась 10.11.2025',
      'Для малого и среднего бизнеса',
    ]);
    expect(page.specialOffer?.period.value).toBe('20.08.2025–10.11.2025, акция завершилась');
    expect(page.specialOffer?.terms).toEqual(source.specialOffer?.terms);
    const kk = applyOffer(await loadLandingContent('kense-handset-offer', 'kk'), {
      ...HANDSET,
      state: 'ended',
    });
    expect(kk.hero.highlights?.[0]).toBe('Акция аяқталды: 10.11.2025');
  });

  it('before its first day says when it starts', async () => {
    const page = applyOffer(await loadLandingContent('kense-handset-offer', 'ru'), {
      ...HANDSET,
      state: 'upcoming',
    });
    expect(page.hero.description).toMatch(/^Акция начнётся 20\.08\.2025/);
    expect(page.specialOffer?.period.value).toBe('20.08.2025–10.11.2025, акция ещё не началась');
  });

  it('says the office-internet promo’s bonus ended, and its button leads to the promo’s form', async () => {
    const source = await loadLandingContent('internet-for-office', 'ru');
    const page = applyOffer(source, REPRICE);
    expect(page.promo).toMatchObject({
      label: 'Акция завершилась',
      benefit1: 'Скидка 20% на поездки на такси',
      btn: { label: 'Оставить заявку', target: 'promo' },
      note: 'Бонусы действовали для заявок, поданных до 31.12.2024 включительно. Заявку можно оставить и сейчас — менеджер перезвонит и подберёт условия.',
    });
    const running = applyOffer(source, { ...REPRICE, state: 'running' });
    expect(running.promo?.note).toBe(
      'Предложение действует для заявок, поданных до 31.12.2024 включительно.',
    );
    const kk = applyOffer(await loadLandingContent('internet-for-office', 'kk'), REPRICE);
    expect(kk.promo?.label).toBe('Акция аяқталды');
    expect(kk.promo?.note).toMatch(/^Бонустар 31\.12\.2024 қоса алғанға дейін/);
  });

  it('leaves no placeholder on any page, in any state, in either language', async () => {
    for (const slug of PRODUCT_SLUGS) {
      for (const locale of ['ru', 'kk'] as const) {
        const source = await loadLandingContent(slug, locale);
        const id = source.offer?.id;
        if (!id) {
          expect(words(source), `${slug} (${locale}) has no offer to fill`).not.toMatch(/\{\{/);
          continue;
        }
        const offer = id === 'handset-offer' ? HANDSET : REPRICE;
        for (const state of OFFER_STATES) {
          const page = applyOffer(source, { ...offer, state, startsOn: '2025-01-01' });
          expect(words(page), `${slug} (${locale}, ${state})`).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
  });

  it('is loaded with the offer’s state from the backend, asked only for a page that sells one', async () => {
    const server = scriptedFetch(fakeBackend({ offers: () => ({ offers: [HANDSET, REPRICE] }) }));
    const api = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    const plain = await loadLandingContent('virtual-ats', 'ru');
    expect(await withOffer(plain, api)).toBe(plain);
    expect(server.requests).toHaveLength(0);
    const page = await withOffer(await loadLandingContent('internet-for-office', 'kk'), api);
    expect(page.offerStatus).toEqual(REPRICE);
    expect(page.promo?.label).toBe('Акция аяқталды');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/creatio-landing/offers']);
  });

  it('fails the build of a page whose offer the backend does not know', async () => {
    const server = scriptedFetch(fakeBackend({ offers: () => ({ offers: [HANDSET] }) }));
    const api = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    await expect(
      withOffer(await loadLandingContent('internet-for-office', 'ru'), api),
    ).rejects.toThrow('The backend has no offer "office-reprice"');
  });
});
