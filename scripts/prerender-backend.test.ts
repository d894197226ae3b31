import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/api.ts';
import { createApiClient } from '../app/features/api/index.ts';
import { startPrerenderBackend } from './prerender-backend.ts';

describe('the build-time backend', () => {
  const backend = startPrerenderBackend(createApiClient);
  afterAll(() => backend.close());

  it('answers a loader in-process, with the seeded data and in the loader’s language', async () => {
    const ru = backend.apiFor('ru');
    expect(await ru.get(API_PATHS.health)).toMatchObject({ status: 'ok' });
    const offer = await ru.get<{ eligible: boolean }>(API_PATHS.pricePlanOffer, {
      query: { bin: '180440000128' },
    });
    expect(offer.eligible).toBe(true);
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
});
