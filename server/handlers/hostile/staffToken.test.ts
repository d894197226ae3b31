import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  WRONG_TOKEN_REPEATS_PER_HOUR,
} from '../../../contract/index.ts';
import { kioskFleet, kioskSettings } from '../../../contract/calls/kiosk.ts';
import { KIOSK_STATUS_PAGE_PATH } from '../../../contract/kiosk.ts';
import { call, errorOf, useTestServer } from '../../test/server.ts';
import { retryAfter } from './support.ts';

/*
 * Finding (issue 36): «Ten wrong staff tokens lock the real staff token out of /kiosk-status for
 * an hour». The limit on wrong tokens was read before the token was compared, per address alone:
 * anyone sharing the office's or the carrier's address could keep the operator's staff from the
 * fleet's page and settings. Now the right token is compared first (in constant time) and always
 * accepted; wrong ones spend a budget of their own, per token tried and per address; a request
 * with no token at all (the browser's first, before its login prompt) spends nothing.
 */

const TOKEN = 'staff-token-0123456789abcdef';
const logged: string[] = [];
const server = useTestServer({
  kioskStatusToken: TOKEN,
  logTo: { write: (line: string) => void logged.push(line) },
});

const basic = (password: string) => `Basic ${Buffer.from(`staff:${password}`).toString('base64')}`;

/** The staff's three ways in, with `token`, from `from`: the page, the fleet, a setting. */
async function staffCalls(token: string, from: string): Promise<number[]> {
  const page = await call(server, KIOSK_STATUS_PAGE_PATH, {
    from,
    headers: { Authorization: basic(token) },
  });
  const fleet = await call(server, kioskFleet.path, { from, token });
  const save = await call(server, kioskSettings.path, {
    from,
    token,
    body: { kioskId: null, attract: true },
  });
  return [page.status, fleet.status, save.status];
}

describe('wrong staff tokens never lock out the right one', () => {
  it('a neighbour’s wrong tokens use up the address’s share; the staff still get in from it', async () => {
    const office = '127.0.0.2';
    for (let i = 0; i < STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR; i++) {
      const res = await call(server, kioskFleet.path, { from: office, token: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    const held = await call(server, kioskFleet.path, {
      from: office,
      token: 'guess-again',
      lang: 'kk',
    });
    expect([held.status, errorOf(held).message]).toEqual([
      429,
      errorMessage('kk', 'TOO_MANY_REQUESTS', { minutes: 60 }),
    ]);
    expect(retryAfter(held)).toBeGreaterThan(0);
    const page = await call(server, KIOSK_STATUS_PAGE_PATH, {
      from: office,
      headers: { Authorization: basic('guess-again') },
    });
    expect(page.status).toBe(429);
    expect(await staffCalls(TOKEN, office)).toEqual([200, 200, 200]);
  });

  it('the same wrong token is refused after a few tries from any address; the right one is not', async () => {
    for (let i = 0; i < WRONG_TOKEN_REPEATS_PER_HOUR; i++) {
      const res = await call(server, kioskFleet.path, {
        from: `127.0.2.${i + 1}`,
        token: 'old-token',
      });
      expect(res.status).toBe(401);
    }
    const from = '127.0.2.100';
    expect((await call(server, kioskFleet.path, { from, token: 'old-token' })).status).toBe(429);
    expect(await staffCalls(TOKEN, from)).toEqual([200, 200, 200]);
  });

  it('no token at all spends nothing: the page keeps asking the browser for it', async () => {
    for (let i = 0; i < STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR + 5; i++) {
      const page = await call(server, KIOSK_STATUS_PAGE_PATH, { from: '127.0.0.3' });
      expect(page.status).toBe(401);
      expect(page.headers.get('www-authenticate')).toMatch(/^Basic realm="kiosk-status"/);
    }
  });

  it('tells the operator which limit refused (limits_hit_total), never the token', async () => {
    const hits = async () => {
      const text = (await call<string>(server, '/metrics')).body;
      const count = (limit: string) => {
        const series = `limits_hit_total{limit="${limit}"} `;
        const line = text.split('\n').find((l) => l.startsWith(series));
        return line ? Number(line.slice(series.length)) : 0;
      };
      expect(text).not.toMatch(/guess-|stale-|staff-token-/);
      return [count('staff-wrong-tokens-per-address'), count('staff-wrong-token-repeats')];
    };
    const [perAddress = 0, repeats = 0] = await hits();
    for (let i = 0; i <= STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR; i++) {
      await call(server, kioskFleet.path, { from: '127.0.0.4', token: `guess-metrics-${i}` });
    }
    for (let i = 0; i <= WRONG_TOKEN_REPEATS_PER_HOUR; i++) {
      await call(server, kioskFleet.path, { from: `127.0.3.${i + 1}`, token: 'stale-metrics' });
    }
    expect(await hits()).toEqual([perAddress + 1, repeats + 1]);
  });

  it('logs neither the token nor a wrong one', () => {
    const text = logged.join('\n');
    expect(text).toContain('kiosk settings');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/guess-|old-token/);
  });
});
