import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LOGIN_MISMATCH_LOCK_MINUTES,
  LOGIN_MISMATCH_MAX_PER_ADDRESS,
  LOGIN_MISMATCH_MAX_PER_BIN,
  LOGIN_MISMATCH_WINDOW_MINUTES,
} from '../../contract/api.ts';
import { call, DEMO, errorOf, startTestServer, type TestServer } from '../test/server.ts';

/**
 * login/start answers LOGIN_PHONE_MISMATCH for a known BIN and a phone that is not its own;
 * these tests pin that guessing stops after a few (contract/limits.ts LOGIN_MISMATCH_*).
 */

const KASPIY = { bin: '190240000370', phone: '+77781234501' };
/** A valid KZ mobile number that belongs to none of the demo companies. */
const stranger = (n: number) => `+7701999${String(n).padStart(4, '0')}`;
const MINUTE = 60_000;

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const start = (body: { bin: string; phone: string }, lang = 'ru') =>
  call(server, API_PATHS.loginStart, { body, lang });

describe('login/start against phone guessing', () => {
  it('answers a few mismatches, then «Попытки закончились» with the minutes, whatever the phone', async () => {
    expect([LOGIN_MISMATCH_MAX_PER_BIN, LOGIN_MISMATCH_LOCK_MINUTES]).toEqual([5, 15]);
    const answers = [];
    for (let n = 0; n < 30; n += 1) {
      answers.push(await start({ bin: DEMO.stepnoy.bin, phone: stranger(n) }));
    }
    const codes = answers.map((res) => `${res.status} ${errorOf(res).code}`);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('403 LOGIN_PHONE_MISMATCH'));
    expect(codes.slice(4)).toEqual(Array(26).fill('429 SMS_ATTEMPTS_EXHAUSTED'));
    expect(errorOf(answers[4]!)).toEqual({
      code: 'SMS_ATTEMPTS_EXHAUSTED',
      message: 'Попытки закончились. Повторите через 15 мин.',
      params: { minutes: 15 },
    });

    // The right phone gets the same answer: a locked BIN tells nothing. In the request's language.
    const right = await start(DEMO.stepnoy, 'kk');
    expect(right.status).toBe(429);
    expect(errorOf(right).message).toBe('Әрекеттер таусылды. 15 минуттан кейін қайталаңыз');

    // The wait counts down, then the company signs in as before.
    server.clock.advance(7 * MINUTE);
    expect(errorOf(await start(DEMO.stepnoy)).params).toEqual({ minutes: 8 });
    server.clock.advance(8 * MINUTE);
    const after = await start(DEMO.stepnoy);
    expect(after.status).toBe(200);
  });

  it('locks one BIN only: another company is not affected', async () => {
    for (let n = 0; n < LOGIN_MISMATCH_MAX_PER_BIN; n += 1) {
      await start({ bin: DEMO.alma.bin, phone: stranger(n) });
    }
    expect((await start(DEMO.alma)).status).toBe(429);
    expect((await start(DEMO.megaMarket)).status).toBe(200);
    const other = await start({ bin: KASPIY.bin, phone: stranger(0) });
    expect(errorOf(other).code).toBe('LOGIN_PHONE_MISMATCH');
  });

  it('counts mismatches within the window only', async () => {
    for (let n = 0; n < LOGIN_MISMATCH_MAX_PER_BIN - 1; n += 1) {
      await start({ bin: DEMO.seitkali.bin, phone: stranger(n) });
    }
    server.clock.advance(LOGIN_MISMATCH_WINDOW_MINUTES * MINUTE + 1);
    for (let n = 0; n < LOGIN_MISMATCH_MAX_PER_BIN - 1; n += 1) {
      const res = await start({ bin: DEMO.seitkali.bin, phone: stranger(10 + n) });
      expect(errorOf(res).code).toBe('LOGIN_PHONE_MISMATCH');
    }
    expect((await start(DEMO.seitkali)).status).toBe(200);
  });

  it('locks a client address that guesses across many BINs', async () => {
    const bins = [DEMO.stepnoy, DEMO.alma, DEMO.megaMarket, DEMO.kaztranstech, DEMO.seitkali];
    const perBin = LOGIN_MISMATCH_MAX_PER_BIN - 1;
    expect(bins.length * perBin).toBe(LOGIN_MISMATCH_MAX_PER_ADDRESS);
    const last = [];
    for (const company of bins) {
      for (let n = 0; n < perBin; n += 1) {
        last.push(await start({ bin: company.bin, phone: stranger(n) }));
      }
    }
    expect(last.slice(0, -1).every((res) => res.status === 403)).toBe(true);
    expect(errorOf(last.at(-1)!).code).toBe('SMS_ATTEMPTS_EXHAUSTED');
    // No BIN reached its own limit, but this address is done guessing for now.
    expect((await start(KASPIY)).status).toBe(429);
    server.clock.advance(LOGIN_MISMATCH_LOCK_MINUTES * MINUTE);
    expect((await start(KASPIY)).status).toBe(200);
  });
});
