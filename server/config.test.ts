import { describe, expect, it } from 'vitest';
import { apiOriginOf, configFromEnv } from './config.ts';

describe('configFromEnv: the site’s policy settings', () => {
  it('takes the API origin from VITE_API_BASE, the variable the build reads', () => {
    expect(configFromEnv({}).apiOrigin).toBeNull();
    expect(configFromEnv({ VITE_API_BASE: '' }).apiOrigin).toBeNull();
    expect(configFromEnv({ VITE_API_BASE: 'https://api.example.kz/' }).apiOrigin).toBe(
      'https://api.example.kz',
    );
  });

  it('reads a base with a path as its origin, and a bare path as the site’s own', () => {
    expect(apiOriginOf('https://gw.example.kz:8443/crm/')).toBe('https://gw.example.kz:8443');
    expect(apiOriginOf('/backend')).toBeNull();
  });

  it('refuses what is not an http(s) URL rather than send a policy that blocks the API', () => {
    expect(() => apiOriginOf('api.example.kz')).toThrow(/VITE_API_BASE/);
    expect(() => apiOriginOf('ftp://api.example.kz')).toThrow(/VITE_API_BASE/);
  });

  it('trusts a proxy’s X-Forwarded-Proto only with TRUST_PROXY=1', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });
});

describe('OFFER_PERIODS: a demo runs an offer that ended', () => {
  it('moves the named offers’ periods; none by default', () => {
    expect(configFromEnv({}).offerPeriods).toEqual({});
    expect(
      configFromEnv({
        OFFER_PERIODS: ' handset-offer=2026-12-01..2027-01-31 , office-reprice=..2027-03-31 ',
      }).offerPeriods,
    ).toEqual({
      'handset-offer': { startsOn: '2026-12-01', endsOn: '2027-01-31' },
      'office-reprice': { startsOn: null, endsOn: '2027-03-31' },
    });
  });

  it.each([
    ['an unknown offer', 'spaceships=2026-01-01..2026-02-01', /offer=YYYY-MM-DD/],
    ['no last day', 'handset-offer=2026-01-01..', /offer=YYYY-MM-DD/],
    ['a day that does not exist', 'handset-offer=2026-02-30..2026-03-01', /does not exist/],
    ['an end before the start', 'handset-offer=2026-03-01..2026-02-01', /ends before it starts/],
  ])('refuses %s', (_, value, message) => {
    expect(() => configFromEnv({ OFFER_PERIODS: value })).toThrow(message);
  });

  it('is refused in production, where the offers run over their own periods', () => {
    expect(() =>
      configFromEnv({ NODE_ENV: 'production', OFFER_PERIODS: 'handset-offer=..2999-12-31' }),
    ).toThrow(/refused with NODE_ENV=production/);
  });
});
