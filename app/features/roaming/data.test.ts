import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { errorJson, scriptedFetch } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { loadRoamingPage, popularCountriesOf } from './data.ts';
import { COUNTRIES } from './testing.ts';

describe('roaming page data', () => {
  it('prerenders the page content with the popular countries, in the page language', async () => {
    const server = scriptedFetch(
      fakeBackend({ roamingCountries: () => ({ countries: COUNTRIES }) }),
    );
    const api = createApiClient({ baseUrl: '', getLocale: () => 'kk', fetch: server.fetch });
    const data = await loadRoamingPage({ locale: 'kk', api });
    expect(data.hero.title).toBe('Роуминг және шетелге қоңырау');
    expect(data.faq?.items.length).toBeGreaterThan(0);
    expect(data.roamingPopular.map((c) => c.code)).toEqual(['RU', 'TR', 'DE']);
    expect(popularCountriesOf(data)).toBe(data.roamingPopular);
    expect(server.requests[0]!.headers.get('Accept-Language')).toBe('kk');
  });

  it('fails the build rather than publish a page without its countries', async () => {
    const server = scriptedFetch(
      fakeBackend({ roamingCountries: () => errorJson(500, 'SERVICE_ERROR') }),
    );
    const api = createApiClient({ baseUrl: '', getLocale: () => 'ru', fetch: server.fetch });
    await expect(loadRoamingPage({ locale: 'ru', api })).rejects.toThrow('HTTP 500');
  });
});
