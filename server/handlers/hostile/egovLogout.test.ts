import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  REFRESH_REUSE_GRACE_SECONDS,
  type LoginResponse,
} from '../../../contract/index.ts';
import { api1Of } from '../../dev/egovBusinessStandIn.ts';
import { call, callContract, DEMO, errorOf, login, useTestServer } from '../../test/server.ts';
import {
  documentsOf,
  gatedVerifier,
  putReturn,
  scanCode,
  signableApplication,
  signedReturn,
  startEgovCode,
} from './support.ts';

/*
 * Finding (issue 36): «A logout leaves an open eGov code signable». The code on the screen kept
 * working after the session that showed it had ended: whoever had photographed the QR could still
 * read the contract (API №2) and return a signature. Now every way a session ends — a logout, a
 * revoked refresh token, a reused one — ends its open codes: the app is told the code has expired
 * (404, `{message}` in its language), a signature still in its checks is dropped, and the page's
 * poll, with the ended session, is a 401.
 */

/** Another session of the company, which no test ends: it sees the application as the cabinet does. */
let watcher: LoginResponse;
const gate = gatedVerifier();
const server = useTestServer({ eds: gate.verifier });
beforeAll(async () => {
  watcher = await login(server, DEMO.stepnoy);
});

/** A signed-in session's code for Степной's application, read by the app (status `scanned`). */
async function openCode(session: LoginResponse) {
  const opportunityId = await signableApplication(server, session.accessToken);
  const code = (await startEgovCode(server, session.accessToken, opportunityId)).body;
  const scan = await scanCode(server, code.qrText);
  const documents = await documentsOf(server, scan.api2, scan.authToken);
  const signed = await signedReturn(documents, 'stepnoy-head-sign', new Date(server.clock.now));
  return { opportunityId, code, scan, signed };
}

type Opened = Awaited<ReturnType<typeof openCode>>;

/** What the app and the page meet once the session has ended; the application stays unsigned. */
async function expectEnded(session: LoginResponse, { code, scan, signed }: Opened) {
  const api1 = api1Of(code.qrText);
  const read = await call<{ message: string }>(server, api1.pathname + api1.search);
  expect([read.status, read.body]).toEqual([
    404,
    { message: errorMessage('ru', 'EGOV_SIGN_EXPIRED') },
  ]);
  const documents = await call<{ message: string }>(server, scan.api2, { token: scan.authToken });
  expect(documents.status).toBe(404);
  const put = await putReturn(server, scan.api2, scan.authToken, signed.body, { lang: 'kk' });
  expect([put.status, put.body]).toEqual([
    404,
    { message: errorMessage('kk', 'EGOV_SIGN_EXPIRED') },
  ]);
  const poll = await callContract(
    server,
    'egovSignStatus',
    { signSessionId: code.signSessionId },
    { token: session.accessToken },
  );
  expect([poll.status, errorOf(poll).code]).toEqual([401, 'AUTH_REQUIRED']);
  expect(stored(code.signSessionId)).toBe('cancelled');
  const list = await callContract(
    server,
    'clientApplications',
    { productType: 'internet' },
    { token: watcher.accessToken },
  );
  expect(list.body.applications.some((a) => a.action === 'sign')).toBe(true);
}

/** The code's state as the database keeps it (the ended session can no longer poll it). */
const stored = (id: string) =>
  (
    server.db.prepare('SELECT status FROM egov_sign_sessions WHERE id = ?').get(id) as {
      status: string;
    }
  ).status;

describe('a session that ends ends its open eGov codes', () => {
  it('a logout (revoke-token with the access token)', async () => {
    const session = await login(server, DEMO.stepnoy);
    const opened = await openCode(session);
    await callContract(server, 'revokeToken', { token: session.accessToken });
    await expectEnded(session, opened);
  });

  it('a revoked refresh token', async () => {
    const session = await login(server, DEMO.stepnoy);
    const opened = await openCode(session);
    await callContract(server, 'revokeToken', { token: session.refreshToken });
    await expectEnded(session, opened);
  });

  it('a refresh token used again past its grace (a leaked copy ends the session)', async () => {
    const session = await login(server, DEMO.stepnoy);
    const opened = await openCode(session);
    const rotated = await callContract(server, 'refreshToken', {
      refreshToken: session.refreshToken,
    });
    expect(rotated.status).toBe(200);
    server.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const reused = await callContract(server, 'refreshToken', {
      refreshToken: session.refreshToken,
    });
    expect(reused.status).toBe(401);
    await expectEnded(session, opened);
  });

  it('a signature still in its checks when the session ends is dropped, not signed', async () => {
    const session = await login(server, DEMO.stepnoy);
    const { code, scan, signed } = await openCode(session);
    const answer = putReturn(server, scan.api2, scan.authToken, signed.body);
    await gate.held(1);
    await callContract(server, 'revokeToken', { token: session.accessToken });
    gate.release(signed.signature);
    const res = await answer;
    expect([res.status, res.body.message]).toEqual([404, errorMessage('ru', 'EGOV_SIGN_EXPIRED')]);
    expect(stored(code.signSessionId)).toBe('cancelled');
  });

  it('another session’s code is not touched by this one’s logout', async () => {
    const leaving = await login(server, DEMO.stepnoy);
    const staying = await login(server, DEMO.stepnoy);
    const opportunityId = await signableApplication(server, staying.accessToken);
    const code = (await startEgovCode(server, staying.accessToken, opportunityId)).body;
    await callContract(server, 'revokeToken', { token: leaving.accessToken });
    const scan = await scanCode(server, code.qrText);
    const documents = await documentsOf(server, scan.api2, scan.authToken);
    const signed = await signedReturn(documents, 'stepnoy-head-sign', new Date(server.clock.now));
    const answer = putReturn(server, scan.api2, scan.authToken, signed.body);
    await gate.held(1);
    gate.release(signed.signature);
    expect((await answer).status).toBe(200);
    expect(stored(code.signSessionId)).toBe('signed');
  });
});
