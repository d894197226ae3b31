import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/index.ts';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../log.ts';
import { createMetrics } from '../metrics.ts';
import {
  call,
  callContract,
  callDev,
  DEMO,
  errorOf,
  present,
  startTestServer,
  type TestServer,
} from '../test/server.ts';
import { strangerPhone } from './hostile/support.ts';

/*
 * Operations (issue 36): /metrics moves with real calls and carries no personal data; it is
 * behind METRICS_TOKEN when set, and not served in production without one; /api/ready answers
 * 200 while the database answers, 503 when it does not.
 */

/** The value of one series of Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics counts what the service does', () => {
  let server: TestServer;
  const metrics = async () => (await call<string>(server, '/metrics')).body;
  beforeAll(async () => {
    // A budget of two codes an hour, so the third is refused by it.
    server = await startTestServer({ limits: { smsHourlyBudget: 2 } });
  });
  afterAll(() => server.stop());

  it('requests by route pattern and status, with a latency histogram', async () => {
    const before = await metrics();
    const route = API_PATHS.pricePlanOffer;
    const ok = `http_requests_total{route="${route}",method="GET",status="200"}`;
    const bad = `http_requests_total{route="${route}",method="GET",status="422"}`;
    await call(server, route, { query: { bin: DEMO.stepnoy.bin } });
    await call(server, route, { query: { bin: DEMO.alma.bin } });
    await call(server, route, { query: { bin: '123' } });
    await call(server, `/api/v1/${DEMO.alma.bin}/nothing`);
    const after = await metrics();
    expect(sample(after, ok) - sample(before, ok)).toBe(2);
    expect(sample(after, bad) - sample(before, bad)).toBe(1);
    const count = `http_request_duration_seconds_count{route="${route}",method="GET"}`;
    expect(sample(after, count) - sample(before, count)).toBe(3);
    expect(after).toContain(`http_request_duration_seconds_bucket{le="0.005",route="${route}"`);
    // A path nobody declared is one series, whatever was typed.
    expect(after).toContain('http_requests_total{route="unmatched",method="GET",status="404"}');
    // No BIN, phone or query reaches a label.
    expect(after).not.toContain(DEMO.stepnoy.bin);
    expect(after).not.toContain(DEMO.alma.bin);
    expect(after).not.toContain('?');
  });

  it('SMS sent by purpose, refused by reason, and the limit that refused', async () => {
    const phones = [strangerPhone(), strangerPhone(), strangerPhone()];
    for (const phone of phones) {
      await callContract(server, 'smsSend', { phone, purpose: 'consultation' });
    }
    const again = await callContract(server, 'smsSend', {
      phone: present(phones[0], 'a phone'),
      purpose: 'consultation',
    });
    expect(errorOf(again).code).toBe('SMS_RESEND_TOO_EARLY');
    const text = await metrics();
    expect(sample(text, 'sms_sent_total{purpose="consultation"}')).toBe(2);
    expect(sample(text, 'sms_refused_total{reason="budget"}')).toBe(1);
    expect(sample(text, 'limits_hit_total{limit="sms-budget"}')).toBe(1);
    expect(sample(text, 'limits_hit_total{limit="sms-resend"}')).toBe(1);
    for (const phone of phones) expect(text).not.toContain(phone.slice(2));
  });

  it('signatures accepted and refused, by channel and reason', async () => {
    const challenge = async () => (await callContract(server, 'edsChallenge')).body;
    const first = await challenge();
    const refused = await callContract(server, 'edsLogin', {
      challengeId: first.challengeId,
      signature: 'bm90IGEgQ01T',
    });
    expect(refused.status).toBe(422);
    const second = await challenge();
    const signed = await callDev(server, 'edsSign', {
      certificateId: 'stepnoy-head-auth',
      data: Buffer.from(second.challenge).toString('base64'),
    });
    const accepted = await callContract(server, 'edsLogin', {
      challengeId: second.challengeId,
      signature: signed.body.signature,
    });
    expect(accepted.status).toBe(200);
    const text = await metrics();
    expect(
      sample(text, 'signatures_refused_total{channel="eds-login",reason="CMS_MALFORMED"}'),
    ).toBe(1);
    expect(sample(text, 'signatures_accepted_total{channel="eds-login"}')).toBe(1);
  });

  it('answers Prometheus text, never cached', async () => {
    const answer = await call<string>(server, '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_requests_total counter');
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'metrics-token-of-the-operator';
  const appWith = (options: { metricsToken?: string | null; openWithoutToken: boolean }) =>
    createApp({
      db: openDatabase(':memory:'),
      log: createLogger('silent'),
      siteDir: null,
      metricsToken: options.metricsToken ?? null,
      metricsOpenWithoutToken: options.openWithoutToken,
    });

  it('with METRICS_TOKEN: only its bearer', async () => {
    const app = appWith({ metricsToken: TOKEN, openWithoutToken: true });
    const none = await app.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_requests_total');
    const right = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_requests_total');
  });

  it('in production without a token: not served', async () => {
    const app = appWith({ openWithoutToken: false });
    expect((await app.request('/metrics')).status).toBe(404);
    const tokened = appWith({ metricsToken: TOKEN, openWithoutToken: false });
    const right = await tokened.request('/metrics', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
  });

  it('the process’s own figures, where the process turns them on', async () => {
    const app = createApp({
      db: openDatabase(':memory:'),
      log: createLogger('silent'),
      siteDir: null,
      metrics: createMetrics({ processMetrics: true }),
    });
    const text = await (await app.request('/metrics')).text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('/api/ready: the database answers', () => {
  it('answers 200 with what it checked, and /api/health stays liveness', async () => {
    const db = openDatabase(':memory:');
    const app = createApp({ db, log: createLogger('silent'), siteDir: null });
    const ready = await app.request(API_PATHS.ready);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });

    db.close();
    const closed = await app.request(API_PATHS.ready);
    expect(closed.status).toBe(503);
    expect(await closed.json()).toMatchObject({
      error: { code: 'TRY_LATER', params: { failed: 'database' } },
    });
    // The process is alive all the same: a balancer takes it out, nothing restarts it.
    expect((await app.request(API_PATHS.health)).status).toBe(200);
  });

  it('answers 503 for a database behind this release’s schema (a migration that did not run)', async () => {
    const db = openDatabase(':memory:');
    const app = createApp({ db, log: createLogger('silent'), siteDir: null });
    db.pragma('user_version = 1');
    expect((await app.request(API_PATHS.ready)).status).toBe(503);
  });
});
