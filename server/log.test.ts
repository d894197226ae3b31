import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  DEV_API_PATHS,
  type DevSmsOutboxResponse,
  type LoginResponse,
} from '../contract/api.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { createLogger } from './log.ts';

/** A stream that keeps what is written, split into lines. */
function collector() {
  const chunks: string[] = [];
  return {
    chunks,
    write: (text: string) => chunks.push(text),
    lines: () => chunks.join('').split('\n').filter(Boolean),
  };
}

describe('createLogger', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the lines of a moment together, in one write, within the interval', async () => {
    vi.useFakeTimers();
    const stdout = collector();
    const log = createLogger('info', { stdout, stderr: collector(), flushIntervalMs: 100 });
    log.info('request', { method: 'GET', path: '/api/health', status: 200 });
    await vi.advanceTimersByTimeAsync(60);
    // Another turn of the event loop, the same write.
    log.info('request', { method: 'POST', path: '/api/x', status: 201 });
    expect(stdout.chunks).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    expect(stdout.chunks).toHaveLength(1);
    expect(stdout.lines()).toEqual([
      expect.stringMatching(/^\S+Z info request method=GET path=\/api\/health status=200$/),
      expect.stringMatching(/^\S+Z info request method=POST path=\/api\/x status=201$/),
    ]);
    log.info('later');
    await vi.advanceTimersByTimeAsync(100);
    expect(stdout.chunks).toHaveLength(2);
  });

  it('writes at once when the buffer is full, and on flush', () => {
    const stdout = collector();
    const log = createLogger('info', { stdout, stderr: collector(), maxBufferedBytes: 100 });
    log.info('x'.repeat(120));
    expect(stdout.lines()).toHaveLength(1);
    log.info('pending');
    log.flush();
    expect(stdout.lines()).toHaveLength(2);
  });

  it('writes an error at once, after the info lines before it', () => {
    const stdout = collector();
    const stderr = collector();
    const log = createLogger('info', { stdout, stderr });
    log.info('before');
    log.error('unhandled', { path: '/api/x', error: 'boom' });
    expect(stdout.lines()).toEqual([expect.stringMatching(/ info before$/)]);
    expect(stderr.lines()).toEqual([
      expect.stringMatching(/ error unhandled path=\/api\/x error=boom$/),
    ]);
  });

  it('writes nothing when silent', () => {
    const stdout = collector();
    const log = createLogger('silent', { stdout, stderr: stdout });
    log.info('x');
    log.error('y');
    log.flush();
    expect(stdout.chunks).toEqual([]);
  });
});

describe('the request log', () => {
  it('never holds a query string or a token', async () => {
    const stdout = collector();
    const stderr = collector();
    const log = createLogger('info', { stdout, stderr });
    const db = openDatabase(':memory:');
    const app = createApp({ db, log, siteDir: null, devApi: true });
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const bin = '180440000128';
    const phone = '+77011234567';

    expect((await app.request(`${API_PATHS.pricePlanOffer}?bin=${bin}`)).status).toBe(200);
    expect((await app.request(API_PATHS.loginStart, json({ bin, phone }))).status).toBe(200);
    const outbox = (await (
      await app.request(`${DEV_API_PATHS.smsOutbox}?phone=${encodeURIComponent(phone)}`)
    ).json()) as DevSmsOutboxResponse;
    const code = outbox.messages[0]!.code!;
    const verify = await app.request(API_PATHS.loginVerify, json({ bin, phone, code }));
    const { accessToken: token, refreshToken } = (await verify.json()) as LoginResponse;
    expect(token).toBeTruthy();
    const account = await app.request(`${API_PATHS.accountInfo}?token=${token}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(account.status).toBe(200);
    const refused = await app.request(API_PATHS.accountInfo, {
      headers: { Authorization: 'Bearer not-a-token-but-secret' },
    });
    expect(refused.status).toBe(401);
    log.flush();

    const lines = [...stdout.lines(), ...stderr.lines()];
    const requests = lines.filter((line) => line.includes(' request '));
    expect(requests).toHaveLength(6);
    expect(requests).toContainEqual(
      expect.stringMatching(
        / request method=GET path=\/api\/v1\/creatio-landing\/price-plan-offer status=200 ms=\d+$/,
      ),
    );
    for (const line of lines) {
      expect(line).not.toContain('?');
      expect(line).not.toContain(bin);
      expect(line).not.toContain(token);
      expect(line).not.toContain(refreshToken);
      expect(line).not.toContain('not-a-token-but-secret');
      expect(line.toLowerCase()).not.toContain('bearer');
    }
  });
});
