import { describe, expect, it } from 'vitest';
import {
  SMS_GUESS_WINDOW_HOURS,
  SMS_LOCK_MINUTES,
  SMS_MAX_ATTEMPTS,
  type SmsPurpose,
} from '../../../contract/index.ts';
import { DEMO, errorOf, newestCode, useTestServer } from '../../test/server.ts';
import {
  askCode,
  enterCode,
  HOUR,
  MINUTE,
  retryAfter,
  strangerPhone,
  wrongCodeFor,
} from './support.ts';

/*
 * Finding: «A resend restores the guesses». Two wrong codes, a new code, two more wrong codes …
 * never locked: about 2,880 guesses a day at a 4-digit code. Now wrong codes are counted per
 * purpose and phone (and BIN for a login), a new code gives none back, and each lock grows.
 */

const server = useTestServer();

const PURPOSES: SmsPurpose[] = ['login', 'consultation', 'case', 'sign'];
/** A login needs a BIN; a company's own pair, so the code is one that would open a cabinet. */
const targetOf = (purpose: SmsPurpose) =>
  purpose === 'login'
    ? { phone: DEMO.kaztranstech.phone, bin: DEMO.kaztranstech.bin }
    : { phone: strangerPhone(), bin: undefined };

describe('wrong codes are counted across resends', () => {
  for (const purpose of PURPOSES) {
    it(`${purpose}: a new code gives no guess back, and the next lock is longer`, async () => {
      const { phone, bin } = targetOf(purpose);
      const from = '127.0.0.21';
      expect((await askCode(server, purpose, phone, { bin, from })).status).toBe(200);
      let right = await newestCode(server, phone, purpose);
      for (let n = 0; n < SMS_MAX_ATTEMPTS - 1; n += 1) {
        const res = await enterCode(server, purpose, phone, wrongCodeFor(right, n), { bin, from });
        expect(errorOf(res).code).toBe('SMS_CODE_INVALID');
      }
      // The attacker waits out the countdown and asks again …
      server.clock.advance(61_000);
      expect((await askCode(server, purpose, phone, { bin, from })).status).toBe(200);
      right = await newestCode(server, phone, purpose);
      // … and the third wrong code in a row locks, whatever code it was aimed at.
      const third = await enterCode(server, purpose, phone, wrongCodeFor(right, 7), { bin, from });
      expect(third.status).toBe(429);
      expect(errorOf(third)).toMatchObject({
        code: 'SMS_ATTEMPTS_EXHAUSTED',
        params: { minutes: SMS_LOCK_MINUTES },
      });
      expect(retryAfter(third)).toBe(SMS_LOCK_MINUTES * 60);

      // The lock holds for a new code too; after it, three more wrong codes lock for twice as long.
      expect((await askCode(server, purpose, phone, { bin, from })).status).toBe(429);
      server.clock.advance(SMS_LOCK_MINUTES * MINUTE);
      expect((await askCode(server, purpose, phone, { bin, from })).status).toBe(200);
      right = await newestCode(server, phone, purpose);
      let last = third;
      for (let n = 0; n < SMS_MAX_ATTEMPTS; n += 1) {
        last = await enterCode(server, purpose, phone, wrongCodeFor(right, 20 + n), { bin, from });
      }
      expect(errorOf(last).params).toEqual({ minutes: 2 * SMS_LOCK_MINUTES });
      // A day later the company signs in as before (the phone's own cap is per day).
      server.clock.advance(SMS_GUESS_WINDOW_HOURS * HOUR);
    });
  }

  it('a stranger guessing for a whole day gets a handful of guesses, not thousands', async () => {
    const phone = strangerPhone();
    const from = '127.0.0.22';
    const started = server.clock.now;
    let guesses = 0;
    // The best a patient attacker can do: two wrong codes, a fresh code (what used to give the
    // guesses back), two more …, waiting exactly as long as each refusal says. Bounded: stops at
    // 60 guesses (more than the limits allow) or one simulated day.
    while (server.clock.now - started < SMS_GUESS_WINDOW_HOURS * HOUR && guesses < 60) {
      const sent = await askCode(server, 'consultation', phone, { from });
      if (sent.status === 429) {
        server.clock.advance(waitOf(sent));
        continue;
      }
      const right = await newestCode(server, phone, 'consultation');
      for (let n = 0; n < 2; n += 1) {
        const res = await enterCode(server, 'consultation', phone, wrongCodeFor(right, guesses), {
          from,
        });
        guesses += 1; // a 429 here is the wrong code that locked (counted, to be safe)
        if (res.status === 429) break;
      }
      server.clock.advance(61_000);
    }
    // At most 3 at each of 0, 10, 30, 70, 150, 310, 630 and 1270 minutes (contract/limits.ts).
    expect(guesses).toBeLessThanOrEqual(24);
  }, 20_000);
});

/** How long a refusal says to wait, in ms: Retry-After, else its params. */
function waitOf(res: Awaited<ReturnType<typeof askCode>>): number {
  const after = retryAfter(res);
  if (after !== null) return after * 1000;
  const params: Record<string, unknown> = errorOf(res).params ?? {};
  return Number(params.seconds ?? 0) * 1000 + Number(params.minutes ?? 0) * MINUTE || MINUTE;
}
