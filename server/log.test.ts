import { describe, expect, it } from 'vitest';
import { API_PATHS, type DevOut, type LoginResponse } from '../contract/index.ts';
import { DEV_CALLS } from '../contract/calls/index.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { createLogger, logLevelOf } from './log.ts';
import { logEntries } from './test/server.ts';

/** A stream that keeps what is written. */
function collector() {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => void chunks.push(text) };
}

describe('createLogger', () => {
  it('writes one JSON object a line: level, ISO time, message, fields', () => {
    const out = collector();
    const log = createLogger('info', { stream: out });
    log.info('request', { method: 'GET', route: '/api/health', status: 200 });
    log.error('unhandled', { route: '/api/x', error: 'boom' });
    const [info, error] = logEntries(out.chunks);
    expect(info).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'request',
      method: 'GET',
      route: '/api/health',
      status: 200,
    });
    expect(error).toMatchObject({ level: 'error', msg: 'unhandled', error: 'boom' });
  });

  it('carries a child’s bindings on each of its lines, not on its parent’s', () => {
    const out = collector();
    const log = createLogger('info', { stream: out });
    const request = log.child({ requestId: 'r-1' });
    request.info('sms', { purpose: 'login' });
    request.child({ step: 2 }).warn('deeper');
    log.info('outside');
    expect(logEntries(out.chunks)).toEqual([
      expect.objectContaining({ requestId: 'r-1', msg: 'sms', purpose: 'login' }),
      expect.objectContaining({ requestId: 'r-1', step: 2, level: 'warn', msg: 'deeper' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('writes nothing below its level, and nothing at all when silent', () => {
    const out = collector();
    createLogger('warn', { stream: out }).info('quiet');
    const silent = createLogger('silent', { stream: out });
    silent.info('x');
    silent.child({ requestId: 'r' }).error('y');
    silent.flush();
    expect(out.chunks).toEqual([]);
  });

  it('reads LOG_LEVEL, and refuses a level it does not know', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('silent')).toBe('silent');
    expect(logLevelOf(' debug ')).toBe('debug');
    expect(() => logLevelOf('verbose')).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('the request log', () => {
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  function app() {
    const out = collector();
    const db = openDatabase(':memory:');
    const served = createApp({
      db,
      log: createLogger('info', { stream: out }),
      siteDir: null,
      devApi: true,
    });
    return { app: served, out };
  }

  it('is one line per API call: route pattern, method, status, ms — never a query string or a token', async () => {
    const { app: served, out } = app();
    const bin = '180440000128';
    const phone = '+77011234567';

    expect((await served.request(`${API_PATHS.pricePlanOffer}?bin=${bin}`)).status).toBe(200);
    expect((await served.request(API_PATHS.loginStart, json({ bin, phone }))).status).toBe(200);
    const outbox = (await (
      await served.request(`${DEV_CALLS.smsOutbox.path}?${new URLSearchParams({ phone })}`)
    ).json()) as DevOut<'smsOutbox'>;
    const code = outbox.messages[0]!.code!;
    const verify = await served.request(API_PATHS.loginVerify, json({ bin, phone, code }));
    const { accessToken: token, refreshToken } = (await verify.json()) as LoginResponse;
    expect(token).toBeTruthy();
    const account = await served.request(`${API_PATHS.accountInfo}?token=${token}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(account.status).toBe(200);
    const refused = await served.request(API_PATHS.accountInfo, {
      headers: { Authorization: 'Bearer not-a-token-but-secret' },
    });
    expect(refused.status).toBe(401);
    // A path nobody declared is logged as `unmatched`, not as what the client typed.
    expect((await served.request(`/api/v1/${bin}/probe`)).status).toBe(404);

    const entries = logEntries(out.chunks);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests).toHaveLength(7);
    expect(requests[0]).toEqual({
      level: 'info',
      time: expect.any(String),
      requestId: expect.any(String),
      msg: 'request',
      method: 'GET',
      route: API_PATHS.pricePlanOffer,
      status: 200,
      ms: expect.any(Number),
    });
    expect(requests.at(-1)).toMatchObject({ route: 'unmatched', status: 404 });
    const text = out.chunks.join('');
    expect(text).not.toContain('?');
    expect(text).not.toContain(bin);
    expect(text).not.toContain(code);
    expect(text).not.toContain(token);
    expect(text).not.toContain(refreshToken);
    expect(text).not.toContain('not-a-token-but-secret');
    expect(text.toLowerCase()).not.toContain('bearer');
  });

  it('keeps a well-formed X-Request-Id, echoes it, and carries it into every line of its request', async () => {
    const { app: served, out } = app();
    const sent = await served.request(
      API_PATHS.smsSend,
      json({ phone: '+77015550101', purpose: 'consultation' }, { 'X-Request-Id': 'lb-7f3a.2_x' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.headers.get('x-request-id')).toBe('lb-7f3a.2_x');
    const lines = logEntries(out.chunks);
    // The SMS line the domain wrote, and the request line: both carry the id.
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['sms', 'lb-7f3a.2_x'],
      ['request', 'lb-7f3a.2_x'],
    ]);
  });

  it('makes an id when none came, or one that is not well-formed; errors carry theirs', async () => {
    const { app: served, out } = app();
    const made = await served.request(API_PATHS.health);
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const other = (await served.request(API_PATHS.health)).headers.get('x-request-id');
    expect(other).not.toBe(madeId);

    for (const forged of [
      'two words',
      'x'.repeat(65),
      'id"},{"level":"error","msg":"forged"',
      'a;b=c',
      'tab\tinside',
    ]) {
      const answer = await served.request(API_PATHS.health, {
        headers: { 'X-Request-Id': forged },
      });
      const id = answer.headers.get('x-request-id');
      expect(id, forged).toMatch(/^[0-9a-f-]{36}$/);
    }
    // An error answer (422) carries its id too, and its log line the same one.
    const bad = await served.request(API_PATHS.smsSend, json({ phone: 'x', purpose: 'login' }));
    expect(bad.status).toBe(422);
    const badId = bad.headers.get('x-request-id');
    expect(badId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logEntries(out.chunks);
    expect(lines.at(-1)).toMatchObject({ requestId: badId, status: 422 });
    expect(out.chunks.join('')).not.toContain('forged');
  });

  it('answers the site’s pages with an id too, without a log line per file', async () => {
    const out = collector();
    const served = createApp({
      db: openDatabase(':memory:'),
      log: createLogger('info', { stream: out }),
      siteDir: null,
    });
    const answer = await served.request('/kiosk-config.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.chunks).toEqual([]);
  });
});
