import { describe, expect, it } from 'vitest';
import {
  EGOV_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  errorMessage,
  WRONG_TOKEN_REPEATS_PER_HOUR,
} from '../../../contract/index.ts';
import { call, callContract, DEMO, login, useTestServer } from '../../test/server.ts';
import {
  documentsOf,
  putReturn,
  retryAfter,
  scanCode,
  signableApplication,
  signedReturn,
  startEgovCode,
} from './support.ts';

/*
 * Finding (issue 36): «Wrong eGov tokens and real returns share one per-address limit». A
 * neighbour behind the same carrier NAT (one address for thousands of phones) who sent 30 wrong
 * Tokens to API №2 used up the address's hour, and the director's real signature from the same
 * address was refused for an hour. Now the right Token is compared first and never limited; wrong
 * ones spend a budget of their own, per token tried and per address, answered 429 with the words
 * in the app's language and Retry-After.
 */

const server = useTestServer();

/** One carrier NAT: the neighbour and the director's phone share it. */
const NAT = '127.0.0.2';
const wrongToken = (n: number) => `wrong-${String(n).padStart(37, '0')}`;

async function scannedCode(
  company: { bin: string; phone: string },
  productType: 'internet' | 'mobile',
) {
  const session = await login(server, company);
  const id = await signableApplication(server, session.accessToken, productType);
  const code = (await startEgovCode(server, session.accessToken, id)).body;
  const scan = await scanCode(server, code.qrText, { from: NAT });
  return { session, code, scan };
}

describe('wrong API №2 tokens never block the right one', () => {
  it('the same wrong token is refused after a few tries, from any address; the right one passes', async () => {
    const { scan } = await scannedCode(DEMO.kaztranstech, 'mobile');
    const stale = wrongToken(0);
    for (let i = 0; i < WRONG_TOKEN_REPEATS_PER_HOUR; i++) {
      const res = await call(server, scan.api2, { token: stale, from: `127.0.1.${i + 1}` });
      expect(res.status).toBe(403);
    }
    const refused = await call<{ message: string }>(server, scan.api2, {
      token: stale,
      from: '127.0.1.100',
      lang: 'kk',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(errorMessage('kk', 'TOO_MANY_REQUESTS', { minutes: 60 }));
    expect(retryAfter(refused)).toBeGreaterThan(0);
    // Another wrong token from there is only a wrong token; the right one reads the documents.
    expect(
      (await call(server, scan.api2, { token: wrongToken(1), from: '127.0.1.100' })).status,
    ).toBe(403);
    expect(
      (await call(server, scan.api2, { token: scan.authToken, from: '127.0.1.100' })).status,
    ).toBe(200);
  });

  it('a neighbour’s wrong tokens use up the address’s share, and the director signs from it', async () => {
    const { session, code, scan } = await scannedCode(DEMO.stepnoy, 'internet');
    for (let i = 0; i < EGOV_WRONG_TOKENS_PER_ADDRESS_PER_HOUR; i++) {
      const res = await call(server, scan.api2, { token: wrongToken(100 + i), from: NAT });
      expect(res.status).toBe(403);
    }
    const held = await call<{ message: string }>(server, scan.api2, {
      token: wrongToken(999),
      from: NAT,
    });
    expect([held.status, held.body.message]).toEqual([
      429,
      errorMessage('ru', 'TOO_MANY_REQUESTS', { minutes: 60 }),
    ]);
    // The director's phone, behind the same address: documents, signature, acknowledgement.
    const documents = await documentsOf(server, scan.api2, scan.authToken, { from: NAT });
    const signed = await signedReturn(documents, 'stepnoy-head-sign', new Date(server.clock.now));
    const wrongPut = await putReturn(server, scan.api2, wrongToken(998), signed.body, {
      from: NAT,
    });
    expect(wrongPut.status).toBe(429);
    const put = await putReturn(server, scan.api2, scan.authToken, signed.body, { from: NAT });
    expect([put.status, put.body.message]).toEqual([200, 'Документы подписаны']);
    const ack = await putReturn(
      server,
      scan.api2,
      scan.authToken,
      { status: 'success' },
      {
        from: NAT,
      },
    );
    expect(ack.status).toBe(200);
    const state = await callContract(
      server,
      'egovSignStatus',
      { signSessionId: code.signSessionId },
      { token: session.accessToken },
    );
    expect(state.body.status).toBe('signed');
  });
});
