import { describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { kioskDeviceToken } from '../server/domain/kioskFleet.ts';
import { createLogger } from '../server/log.ts';
import { DEMO } from '../server/test/server.ts';
import {
  formatTable,
  parseIds,
  runConformance,
  type Check,
  type ConformanceOptions,
} from './conformance.ts';

/**
 * The conformance suite against the reference backend (in process, DEV_API=1 for the SMS codes),
 * and against drifted ones: the same backend with one answer changed, a login that fails, a
 * call that never answers.
 */
type Send = NonNullable<ConformanceOptions['fetch']>;

const STAFF_TOKEN = 'conformance-staff-token-0123456789';
const FLEET_SECRET = 'conformance-fleet-secret';

function referenceBackend(): Send {
  const app = createApp({
    db: openDatabase(':memory:'),
    log: createLogger('silent'),
    siteDir: null,
    devApi: true,
    kioskStatusToken: STAFF_TOKEN,
    kioskFleetSecret: FLEET_SECRET,
    // The eGov QR's links are built from this, never from a request's Host (issue 36's Low).
    publicOrigin: 'http://backend.test',
  });
  return (url, init) => Promise.resolve(app.request(url, init));
}

/** Everything a gateway team can give the suite, as for the reference backend. */
const full = (send: Send, more: Partial<ConformanceOptions> = {}): ConformanceOptions => ({
  base: 'http://backend.test',
  credentials: {
    bin: DEMO.stepnoy.bin,
    phone: DEMO.stepnoy.phone,
    smsCode: null,
    otherPhone: '+77009998877',
  },
  embedOrigin: 'https://partner.example',
  staffToken: STAFF_TOKEN,
  kiosk: { id: 'almaty-dostyk-1', token: kioskDeviceToken(FLEET_SECRET, 'almaty-dostyk-1') },
  fetch: send,
  ...more,
});

const rows = (checks: Check[], outcome: Check['outcome']) =>
  checks
    .filter((check) => check.outcome === outcome)
    .map((check) => `${check.call}: ${check.check}`);

describe('npm run conformance', () => {
  it('passes against the reference backend, and says what it could not run and why', async () => {
    const checks = await runConformance(full(referenceBackend()));
    expect(rows(checks, 'fail'), formatTable(checks)).toEqual([]);
    expect(checks.length).toBeGreaterThan(90);
    expect(checks.map((check) => `${check.call}: ${check.check}`)).toEqual(
      expect.arrayContaining([
        'addressHouses: main path',
        'addressCoverage: main path',
        'roamingCountries: the names in Kazakh, not Russian',
        '(unknown path): the message in Kazakh, not Russian',
        'accountInfo: CORS: no Access-Control-Allow-Origin for a stranger origin',
        "smsSend: CORS: a partner page's widget may call (preflight)",
        'kioskHeartbeat: main path',
        'kioskFleet: main path (the staff token)',
        'edsLogin: the challenge is spent by any attempt (422 EDS_NO_DATA)',
        "mgovSignRequest: 404 {message} for an unknown code (the protocol's body)",
        'refreshToken: the same pair again within 20 s',
        'accountInfo: the retry after the refresh',
        'loginStart: the same answer for a BIN nobody knows',
        'loginVerify: 403 CABINET_NO_APPLICATION for a company without applications',
        'createConsultancy: main path',
        'createRepriceRequest: main path',
        'createHandsetConsultancy: main path',
        'smsSend: 429 carries Retry-After (seconds)',
        'accountInfo: 401 after the logout',
      ]),
    );
    // Every check it did not run is a row with its reason.
    for (const check of checks.filter((row) => row.outcome === 'skip')) {
      expect(check.detail, `${check.call}: ${check.check}`).not.toBe('');
    }
  }, 60_000);

  it('names the drift of a backend whose one answer changed (a bank without its name)', async () => {
    const reference = referenceBackend();
    const drifted: Send = async (url, init) => {
      const res = await reference(url, init);
      if (!res.ok || !new URL(url).pathname.endsWith('/creatio/banks')) return res;
      const body = (await res.json()) as { banks: Array<Record<string, unknown>> };
      for (const bank of body.banks) delete bank.name;
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    };
    const checks = await runConformance(full(drifted));
    expect(rows(checks, 'fail')).toEqual(['banks: main path']);
    expect(formatTable(checks)).toMatch(/^FAIL {2}banks +main path — banks\.0\.name: /m);
    expect(formatTable(checks)).toMatch(/\d+ passed, 1 failed, \d+ not run$/);
  }, 60_000);

  it('fails a backend that answers a stranger’s application', async () => {
    const reference = referenceBackend();
    // Whatever the reference refuses as not the company's, this one answers.
    const leaky: Send = async (url, init) => {
      const res = await reference(url, init);
      return res.status === 404 && new URL(url).pathname.endsWith('/fix/application-detail')
        ? new Response(JSON.stringify({ opportunityId: 'x' }), { status: 200 })
        : res;
    };
    const checks = await runConformance(full(leaky));
    expect(rows(checks, 'fail')).toEqual([
      'fixApplicationDetail: 404 for an unknown id application',
    ]);
  }, 60_000);

  it('reports every session check as not run when the login fails — no quiet return', async () => {
    const reference = referenceBackend();
    const noLogin: Send = async (url, init) =>
      new URL(url).pathname.endsWith('/auth/login/verify') &&
      (JSON.parse(String(init.body)) as { phone: string }).phone === DEMO.stepnoy.phone
        ? new Response(JSON.stringify({ error: { code: 'SERVICE_ERROR', message: 'x' } }), {
            status: 500,
          })
        : reference(url, init);
    const checks = await runConformance(full(noLogin));
    expect(rows(checks, 'fail')).toEqual(['loginVerify: main path']);
    const skipped = checks.filter((check) => check.detail === 'no session: the login above failed');
    expect(skipped.map((check) => `${check.call}: ${check.check}`)).toEqual(
      expect.arrayContaining([
        'banks: main path',
        'accountInfo: the retry after the refresh',
        'refreshToken: the same pair again within 20 s',
        'accountInfo: 401 after the logout',
      ]),
    );
    expect(skipped.length).toBeGreaterThan(15);
  }, 60_000);

  it('times out a request that never answers, and goes on', async () => {
    const reference = referenceBackend();
    const stuck: Send = (url, init) =>
      new URL(url).pathname.endsWith('/roaming/countries')
        ? new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          )
        : reference(url, init);
    const checks = await runConformance(full(stuck, { timeoutMs: 300 }));
    expect(formatTable(checks)).toMatch(
      /^FAIL {2}roamingCountries +main path — no answer in 300 ms$/m,
    );
    expect(rows(checks, 'pass')).toContain('accountInfo: 401 after the logout');
  }, 60_000);

  it("asks with the gateway's own ids, given or found through the lists", async () => {
    const reference = referenceBackend();
    const asked: string[] = [];
    const spy: Send = (url, init) => {
      asked.push(decodeURIComponent(url));
      return reference(url, init);
    };
    await runConformance(full(spy, { ids: parseIds(['cityId=shymkent', 'bankId=kaspi']) }));
    expect(asked).toContain('http://backend.test/api/v1/address/streets?cityId=shymkent&q=Абая');
    expect(asked).toContain('http://backend.test/api/v1/creatio/customer-ibans?bankId=kaspi');
    // Not given: the first street the city's list has, the first house of that street.
    const street = asked.find((url) => url.includes('/address/houses?streetId='));
    expect(street).toMatch(/streetId=shymkent-/);
    expect(() => parseIds(['town=almaty'])).toThrow(/name one of cityId/);
  }, 60_000);

  it('sends none of the public forms with --read-only, and says so', async () => {
    const reference = referenceBackend();
    const posted: string[] = [];
    const spy: Send = (url, init) => {
      // The empty bodies of the 422 checks are refused, not sent forms.
      if (init.method === 'POST' && init.body !== '{}') posted.push(new URL(url).pathname);
      return reference(url, init);
    };
    const checks = await runConformance(full(spy, { writes: false }));
    expect(
      posted.filter((path) => /create-(consultancy|lead|opportunity|reprice|handset)/.test(path)),
    ).toEqual([]);
    expect(
      checks
        .filter((check) => check.detail.startsWith('--read-only'))
        .map((check) => check.call)
        .sort(),
    ).toEqual([
      'createConsultancy',
      'createHandsetConsultancy',
      'createLead',
      'createOpportunity',
      'createRepriceRequest',
    ]);
  }, 60_000);
});
