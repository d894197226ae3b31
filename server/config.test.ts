import { describe, expect, it } from 'vitest';
import { apiOriginOf, configFromEnv, retentionFromEnv, trustProxyOf } from './config.ts';
import { NOTICE_PERIODS } from './domain/retention.ts';
import { productionReport } from './production.ts';

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

  it('counts the proxies in front with TRUST_PROXY=<hops>; none by default', () => {
    expect(configFromEnv({}).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it.each(['true', 'yes', '-1', '1.5', '2 proxies', '6', '100', '0x2'])(
    'refuses TRUST_PROXY=%s: a number of proxies, 0 to 5',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY is the number of proxies/);
    },
  );
});

describe('production mode: what NODE_ENV=production refuses', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://business.example.kz' };

  it('starts with PUBLIC_ORIGIN and none of the development settings', () => {
    const config = configFromEnv(production);
    expect(config.production).toBe(true);
    expect(config.publicOrigin).toBe('https://business.example.kz');
  });

  it.each([
    ['DEV_API=1', { DEV_API: '1' }, /DEV_API=1 is refused with NODE_ENV=production/],
    [
      'the test PKI',
      { EDS_TRUST_TEST_CA: '1' },
      /EDS_TRUST_TEST_CA=1 is refused with NODE_ENV=production/,
    ],
    [
      'a demo’s offer periods',
      { OFFER_PERIODS: 'handset-offer=..2999-12-31' },
      /OFFER_PERIODS is refused with NODE_ENV=production/,
    ],
    [
      'no PUBLIC_ORIGIN (no QR code could be issued: its links never follow the Host header)',
      { PUBLIC_ORIGIN: '' },
      /PUBLIC_ORIGIN is required with NODE_ENV=production/,
    ],
  ])('refuses %s', (_, env, message) => {
    expect(() => configFromEnv({ ...production, ...env })).toThrow(message);
  });

  it('names every refusal at once, so one start shows all there is to fix', () => {
    const attempt = () => configFromEnv({ NODE_ENV: 'production', DEV_API: '1' });
    expect(attempt).toThrow(/DEV_API=1 is refused[^]*\nPUBLIC_ORIGIN is required/);
  });

  it('accepts outside production what it refuses in it', () => {
    const config = configFromEnv({ DEV_API: '1', EDS_TRUST_TEST_CA: '1' });
    expect(config.devApi).toBe(true);
    expect(config.publicOrigin).toBeNull();
  });
});

describe('production mode: the settings it reports missing', () => {
  const complete = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://business.example.kz',
    TRUST_PROXY: '2',
    DATA_DIR: '/var/lib/dala-business',
    METRICS_TOKEN: 'a-long-enough-metrics-token',
    EDS_TRUST_ANCHORS: '/etc/pki/root.pem',
    EDS_CA_CERTIFICATES: '/etc/pki/issuing.pem',
    KIOSK_FLEET_SECRET: 'x'.repeat(32),
    KIOSK_STATUS_TOKEN: 'y'.repeat(16),
  };

  it('reports nothing when every needed setting is there, and nothing outside production', () => {
    expect(productionReport(complete)).toEqual([]);
    expect(productionReport({})).toEqual([]);
  });

  it('names each missing setting and what happens without it — never a value', () => {
    const lines = productionReport({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://business.example.kz',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      DEMO_DATA: '1',
    });
    expect(lines.map((line) => /lacking (\w+)/.exec(line)?.[1] ?? line)).toEqual([
      'TRUST_PROXY',
      'DATA_DIR',
      'EDS_TRUST_ANCHORS',
      'EDS_CA_CERTIFICATES',
      'KIOSK_FLEET_SECRET',
      'KIOSK_STATUS_TOKEN',
      expect.stringMatching(/DEMO_DATA=1 — the demo companies/),
    ]);
    expect(lines.join('\n')).not.toContain('a-long-enough-metrics-token');
    expect(lines[0]).toMatch(/per-address limits lock everyone out/);
  });

  it('asks NCANODE_URL rather than the CA files of an NCANode verifier', () => {
    const ncanode = { ...complete, EDS_VERIFIER: 'ncanode', EDS_TRUST_ANCHORS: '' };
    expect(productionReport({ ...ncanode, EDS_CA_CERTIFICATES: '' })).toEqual([
      expect.stringMatching(/lacking EDS_TRUST_ANCHORS .*NCANODE_URL/),
    ]);
    expect(productionReport({ ...ncanode, NCANODE_URL: 'http://ncanode:14579' })).toEqual([]);
  });
});

describe('DEMO_DATA and METRICS_TOKEN', () => {
  it('keeps the demo data outside production unless DEMO_DATA=0; leaves it out of production unless 1', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://business.example.kz' };
    expect(configFromEnv({}).demoData).toBe(true);
    expect(configFromEnv({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(configFromEnv(production).demoData).toBe(false);
    expect(configFromEnv({ ...production, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(() => configFromEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be 1 or 0/);
  });

  it('takes a metrics token of 16 characters or more, and never prints one', () => {
    expect(configFromEnv({}).metricsToken).toBeNull();
    expect(configFromEnv({ METRICS_TOKEN: 'p'.repeat(16) }).metricsToken).toBe('p'.repeat(16));
    expect(() => configFromEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(
      /^METRICS_TOKEN must be at least 16 characters long$/,
    );
  });
});

describe('RETENTION: shorter periods than the notice’s, never longer', () => {
  it('is the notice’s periods by default', () => {
    expect(configFromEnv({}).retention).toEqual(NOTICE_PERIODS);
  });

  it('shortens the named kinds', () => {
    expect(
      retentionFromEnv({ RETENTION: 'requests=P6M, smsRecords=P14D,unpublishedCases=P90D' }),
    ).toEqual({
      ...NOTICE_PERIODS,
      requests: { kind: 'period', count: 6, unit: 'month' },
      smsRecords: { kind: 'period', count: 14, unit: 'day' },
      unpublishedCases: { kind: 'period', count: 90, unit: 'day' },
    });
    expect(retentionFromEnv({ RETENTION: 'smsRecords=PT72H' }).smsRecords).toEqual({
      kind: 'period',
      count: 72,
      unit: 'hour',
    });
  });

  it.each([
    ['requests=P13M', /longer than the personal-data notice’s 12 month/],
    // 12 months are at least 336 days: 365 days may outlast them.
    ['requests=P365D', /longer than the personal-data notice’s/],
    ['smsRecords=P31D', /longer than the personal-data notice’s 30 day/],
    ['requests=P0M', /keeps nothing/],
    ['contracts=P1M', /RETENTION lists kind=duration/],
    ['clientAddresses=PT1H', /RETENTION lists kind=duration/],
    ['requests=6 months', /RETENTION lists kind=duration/],
    ['requests=P1Y', /RETENTION lists kind=duration/],
  ])('refuses %s', (value, message) => {
    expect(() => retentionFromEnv({ RETENTION: value })).toThrow(message);
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
