import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LOCK_MINUTES,
  CODE_FAILURES_PER_ADDRESS_PER_HOUR,
  SMS_MAX_ATTEMPTS,
  type LoginResponse,
} from '../../../contract/index.ts';
import {
  callContract,
  DEMO,
  errorOf,
  newestCode,
  startTestServer,
  useTestServer,
} from '../../test/server.ts';
import { askCode, enterCode, MINUTE, retryAfter, strangerPhone, wrongCodeFor } from './support.ts';

/*
 * Finding: «Anyone can lock a company out». Five login/start calls with a wrong phone locked the
 * BIN for everyone, its real phone included, from any address. Now the throttles are per
 * (BIN, phone) pair and per client address: a stranger's wrong phones lock only the stranger.
 */

const server = useTestServer();

const STRANGER = '127.0.0.31';
const COMPANY = '127.0.0.32';

async function signIn(company: { bin: string; phone: string }, from: string) {
  const started = await askCode(server, 'login', company.phone, { bin: company.bin, from });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = await newestCode(server, company.phone, 'login');
  const verified = await enterCode(server, 'login', company.phone, code ?? '', {
    bin: company.bin,
    from,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body as LoginResponse;
}

describe('a stranger cannot lock a company out', () => {
  it('wrong phones and wrong codes from another address leave the company’s own pair open', async () => {
    // Thirty wrong phones for the company's BIN, each with its wrong codes.
    for (let n = 0; n < 30; n += 1) {
      const phone = strangerPhone();
      const res = await askCode(server, 'login', phone, { bin: DEMO.stepnoy.bin, from: STRANGER });
      if (res.status !== 200) continue;
      const right = await newestCode(server, phone, 'login');
      for (let k = 0; k < SMS_MAX_ATTEMPTS; k += 1) {
        await enterCode(server, 'login', phone, wrongCodeFor(right, k), {
          bin: DEMO.stepnoy.bin,
          from: STRANGER,
        });
      }
    }
    // The company, from its own address, gets its code and signs in at once.
    const login = await signIn(DEMO.stepnoy, COMPANY);
    expect(login.account.bin).toBe(DEMO.stepnoy.bin);
    // And EDS login never depended on any of it.
    const challenge = await callContract(server, 'edsChallenge', undefined, { from: COMPANY });
    expect(challenge.status).toBe(200);
  });

  it('one address guessing at many phones is held back, longer each time', async () => {
    const from = '127.0.0.33';
    const answers: number[] = [];
    let locked: Awaited<ReturnType<typeof enterCode>> | null = null;
    for (let n = 0; n < CODE_FAILURES_PER_ADDRESS_PER_HOUR + 5 && !locked; n += 1) {
      const phone = strangerPhone();
      await askCode(server, 'consultation', phone, { from });
      const right = await newestCode(server, phone, 'consultation');
      const res = await enterCode(server, 'consultation', phone, wrongCodeFor(right), { from });
      answers.push(res.status);
      if (res.status === 429) locked = res;
    }
    expect(answers.length).toBe(CODE_FAILURES_PER_ADDRESS_PER_HOUR);
    expect(errorOf(locked!)).toMatchObject({
      code: 'SMS_ATTEMPTS_EXHAUSTED',
      params: { minutes: ADDRESS_LOCK_MINUTES },
    });
    expect(retryAfter(locked!)).toBe(ADDRESS_LOCK_MINUTES * 60);

    // Another address is not affected.
    const other = strangerPhone();
    await askCode(server, 'consultation', other, { from: '127.0.0.34' });
    const code = await newestCode(server, other, 'consultation');
    expect(
      (await enterCode(server, 'consultation', other, code ?? '', { from: '127.0.0.34' })).status,
    ).toBe(200);

    // After the wait, the next run of failures locks for twice as long.
    server.clock.advance(ADDRESS_LOCK_MINUTES * MINUTE);
    let again: Awaited<ReturnType<typeof enterCode>> | null = null;
    for (let n = 0; n < CODE_FAILURES_PER_ADDRESS_PER_HOUR + 5 && !again; n += 1) {
      const phone = strangerPhone();
      await askCode(server, 'consultation', phone, { from });
      const right = await newestCode(server, phone, 'consultation');
      const res = await enterCode(server, 'consultation', phone, wrongCodeFor(right), { from });
      if (res.status === 429) again = res;
    }
    expect(errorOf(again!).params).toEqual({ minutes: 2 * ADDRESS_LOCK_MINUTES });
  });

  it('codes to phones that are not the company’s never count against its daily share', async () => {
    const small = await startTestServer({ limits: { loginCodesPerBinPerDay: 3 } });
    try {
      // Forty wrong phones for the BIN, from forty addresses: none of it is the company's share.
      for (let n = 0; n < 40; n += 1) {
        const res = await askCode(small, 'login', strangerPhone(), {
          bin: DEMO.alma.bin,
          from: `127.0.3.${n + 1}`,
        });
        expect(res.status).toBe(200);
      }
      // Its own phone gets its codes; the share counts those (a guess at the cabinet needs one).
      for (let n = 0; n < 3; n += 1) {
        expect(
          (await askCode(small, 'login', DEMO.alma.phone, { bin: DEMO.alma.bin })).status,
        ).toBe(200);
        small.clock.advance(61_000);
      }
      const over = await askCode(small, 'login', DEMO.alma.phone, { bin: DEMO.alma.bin });
      expect([over.status, errorOf(over).code]).toEqual([429, 'SMS_DAILY_LIMIT']);
      expect(retryAfter(over)).toBeGreaterThan(0);
    } finally {
      await small.stop();
    }
  });
});
