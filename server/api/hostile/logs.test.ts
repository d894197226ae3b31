import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEV_API_PATHS,
  type DevEdsSignResponse,
  type LoginResponse,
  type Out,
} from '../../../contract/api.ts';
import { call, DEMO, logEntries, startTestServer, type TestServer } from '../../test/server.ts';
import { newestCode, strangerPhone } from './support.ts';

/*
 * Finding: «Codes in the log». sendCode wrote every SMS code to the request log in every mode,
 * production included: anyone with the logs could sign in as anyone who had just asked for a
 * code. Now no code, token, proof or signature reaches a log line; the dev outbox (DEV_API=1) is
 * how a developer reads codes.
 */

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logTo: { write: (text) => lines.push(text) } });
});
afterAll(() => server.stop());

describe('no secret reaches a log line', () => {
  it('through a login, a refresh, a proof, an EDS login and a sign-out', async () => {
    const secrets: string[] = [];
    // SMS login: the code, then the tokens.
    await call(server, API_PATHS.loginStart, { body: DEMO.kaztranstech });
    const code = (await newestCode(server, DEMO.kaztranstech.phone, 'login'))!;
    secrets.push(code);
    const login = await call<LoginResponse>(server, API_PATHS.loginVerify, {
      body: { ...DEMO.kaztranstech, code },
    });
    secrets.push(login.body.accessToken, login.body.refreshToken);
    const refreshed = await call<Out<'refreshToken'>>(server, API_PATHS.refreshToken, {
      body: { refreshToken: login.body.refreshToken },
    });
    secrets.push(refreshed.body.accessToken, refreshed.body.refreshToken);
    // A consultation code and its proof.
    const phone = strangerPhone();
    await call(server, API_PATHS.smsSend, { body: { phone, purpose: 'consultation' } });
    const smsCode = (await newestCode(server, phone, 'consultation'))!;
    secrets.push(smsCode);
    const proof = await call<Out<'smsCheck'>>(server, API_PATHS.smsCheck, {
      body: { phone, purpose: 'consultation', code: smsCode },
    });
    secrets.push(proof.body.proofToken);
    // An EDS login: the challenge's signature.
    const challenge = await call<Out<'edsChallenge'>>(server, API_PATHS.edsChallenge, {
      body: {},
    });
    const signed = await call<DevEdsSignResponse>(server, DEV_API_PATHS.edsSign, {
      body: {
        certificateId: 'stepnoy-head-auth',
        data: Buffer.from(challenge.body.challenge).toString('base64'),
      },
    });
    secrets.push(signed.body.signature.slice(0, 64), signed.body.signature.slice(-64));
    const eds = await call<LoginResponse>(server, API_PATHS.edsLogin, {
      body: { challengeId: challenge.body.challengeId, signature: signed.body.signature },
    });
    expect(eds.status).toBe(200);
    secrets.push(eds.body.accessToken, eds.body.refreshToken);
    await call(server, API_PATHS.revokeToken, { body: { token: refreshed.body.refreshToken } });

    // Each line without its time and request id (whose digits could match a 4-digit code by
    // chance), as the JSON it is written as.
    const entries = logEntries(lines);
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'POST',
        route: '/api/v1/auth/login/verify',
        status: 200,
      }),
    );
    const log = entries
      .map(({ time: _time, requestId: _id, ...rest }) => `${JSON.stringify(rest)}\n`)
      .join('');
    for (const secret of secrets) {
      if (/^\d+$/.test(secret)) expect(log).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(log).not.toContain(secret);
    }
    // What a developer reads instead: the masked phone and the purpose, no code.
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'sms', phone: '+7 701 *** ** 44', purpose: 'login' }),
    );
  });
});
