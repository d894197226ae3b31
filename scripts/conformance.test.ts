import { describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { createLogger } from '../server/log.ts';
import { DEMO } from '../server/test/server.ts';
import { formatTable, runConformance, type Check } from './conformance.ts';

/**
 * The conformance suite against the reference backend (in process, DEV_API=1 for the SMS code),
 * and against a broken one: the same backend with one answer changed on the way out.
 */
function referenceBackend() {
  const app = createApp({
    db: openDatabase(':memory:'),
    log: createLogger('silent'),
    siteDir: null,
    devApi: true,
  });
  return (url: string, init: RequestInit) => Promise.resolve(app.request(url, init));
}

const credentials = { bin: DEMO.stepnoy.bin, phone: DEMO.stepnoy.phone, smsCode: null };
const failed = (checks: Check[]) => checks.filter((check) => !check.ok);

describe('npm run conformance', () => {
  it('passes against the reference backend', async () => {
    const checks = await runConformance({
      base: 'http://backend.test',
      credentials,
      fetch: referenceBackend(),
    });
    expect(failed(checks), formatTable(checks)).toEqual([]);
    // It ran every kind of check, not a handful.
    expect(checks.length).toBeGreaterThan(50);
    expect(checks.map((check) => check.check)).toEqual(
      expect.arrayContaining([
        'main path',
        '401 without a session',
        '422 with a code per field',
        '404 for an unknown id application',
        'the retry after the refresh',
        '429 carries Retry-After (seconds)',
      ]),
    );
  }, 60_000);

  it('fails against a backend whose one answer drifted (a bank without its name)', async () => {
    const reference = referenceBackend();
    const broken = async (url: string, init: RequestInit) => {
      const res = await reference(url, init);
      if (!res.ok || !new URL(url).pathname.endsWith('/creatio/banks')) return res;
      const body = (await res.json()) as { banks: Array<Record<string, unknown>> };
      for (const bank of body.banks) delete bank.name;
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    };
    const checks = await runConformance({
      base: 'http://backend.test',
      credentials,
      fetch: broken,
    });
    expect(failed(checks).map((check) => `${check.call}: ${check.check}`)).toEqual([
      'banks: main path',
    ]);
    expect(formatTable(checks)).toMatch(/FAIL\s+banks\s+main path — banks\.0\.name/);
  }, 60_000);

  it('fails against a backend that answers a stranger’s application', async () => {
    const reference = referenceBackend();
    const leaky = async (url: string, init: RequestInit) => {
      if (new URL(url).pathname.endsWith('/fix/application-detail')) {
        return new Response(JSON.stringify({ opportunityId: 'x' }), { status: 200 });
      }
      return reference(url, init);
    };
    const checks = await runConformance({ base: 'http://backend.test', credentials, fetch: leaky });
    expect(failed(checks).map((check) => check.check)).toContain(
      '404 for an unknown id application',
    );
  }, 60_000);
});
