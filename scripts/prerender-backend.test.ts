import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type OffersResponse, type PricePlanOfferResponse } from '../contract/api.ts';
import { createApiClient } from '../app/features/api/index.ts';
import { startPrerenderBackend } from './prerender-backend.ts';

describe('the build-time backend', () => {
  const backend = startPrerenderBackend(createApiClient);
  afterAll(() => backend.close());

  it('answers a loader in-process, with the seeded data and in the loader’s language', async () => {
    const ru = backend.apiFor('ru');
    expect(await ru.get(API_PATHS.health)).toMatchObject({ status: 'ok' });
    const offer = await ru.get<PricePlanOfferResponse>(API_PATHS.pricePlanOffer, {
      query: { bin: '180440000128' },
    });
    expect(offer.tariff).toMatchObject({ id: 'kense', name: 'Кеңсе' });
    // A refusal comes back in the loader's language (Accept-Language from the client).
    const answers = await Promise.all(
      (['ru', 'kk'] as const).map((locale) =>
        backend
          .apiFor(locale)
          .get(API_PATHS.pricePlanOffer, { query: { bin: '1' } })
          .catch((error: { status: number; body: { error: { message: string } } }) => error),
      ),
    );
    const [ruError, kkError] = answers as {
      status: number;
      body: { error: { message: string } };
    }[];
    expect(ruError?.status).toBe(422);
    expect(kkError?.status).toBe(422);
    expect(ruError?.body.error.message).not.toBe(kkError?.body.error.message);
  });

  it('says of an offer what the build’s day says: the spec’s handset offer has ended', async () => {
    const { offers } = await backend.apiFor('ru').get<OffersResponse>(API_PATHS.offers);
    expect(offers.find((o) => o.id === 'handset-offer')).toMatchObject({
      state: 'ended',
      endsOn: '2025-11-10',
    });
  });

  it('follows a demo’s OFFER_PERIODS, as the server does, so a page and its islands agree', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const demo = startPrerenderBackend(createApiClient, {
      OFFER_PERIODS: 'handset-offer=2000-01-01..2999-12-31',
    });
    try {
      const offer = await demo
        .apiFor('ru')
        .get<PricePlanOfferResponse>(API_PATHS.pricePlanOffer, { query: { bin: '180440000128' } });
      expect(offer).toMatchObject({ eligible: true, offer: { state: 'running' } });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/OFFER_PERIODS moves handset-offer/));
    } finally {
      demo.close();
      warn.mockRestore();
    }
  });
});
