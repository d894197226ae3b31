import { describe, expect, it } from 'vitest';
import {
  callContract,
  callDev,
  DEMO,
  logEntries,
  newestCode,
  useTestServer,
} from '../../test/server.ts';
import { strangerPhone } from './support.ts';

/*
 * Finding: «Codes in the log». sendCode wrote every SMS code to the request log in every mode,
 * production included: anyone with the logs could sign in as anyone who had just asked for a
 * code. Now no code, token, proof or signature reaches a log line; the dev outbox (DEV_API=1) is
 * how a developer reads codes.
 */

const lines: string[] = [];
const server = useTestServer({ logTo: { write: (text) => lines.push(text) } });

describe('no secret reaches a log line', () => {
  it('through a login, a refresh, a proof, an EDS login and a sign-out', async () => {
    const secrets: string[] = [];
    // SMS login: the code, then the tokens.
    await callContract(server, 'loginStart', DEMO.kaztranstech);
    const code = (await newestCode(server, DEMO.kaztranstech.phone, 'login'))!;
    secrets.push(code);
    const login = await callContract(server, 'loginVerify', { ...DEMO.kaztranstech, code });
    secrets.push(login.body.accessToken, login.body.refreshToken);
    const refreshed = await callContract(server, 'refreshToken', {
      refreshToken: login.body.refreshToken,
    });
    secrets.push(refreshed.body.accessToken, refreshed.body.refreshToken);
    // A consultation code and its proof.
    const phone = strangerPhone();
    await callContract(server, 'smsSend', { phone, purpose: 'consultation' });
    const smsCode = (await newestCode(server, phone, 'consultation'))!;
    secrets.push(smsCode);
    const proof = await callContract(server, 'smsCheck', {
      phone,
      purpose: 'consultation',
      code: smsCode,
    });
    secrets.push(proof.body.proofToken);
    // An EDS login: the challenge's signature.
    const challenge = await callContract(server, 'edsChallenge');
    const signed = await callDev(server, 'edsSign', {
      certificateId: 'stepnoy-head-auth',
      data: Buffer.from(challenge.body.challenge).toString('base64'),
    });
    secrets.push(signed.body.signature.slice(0, 64), signed.body.signature.slice(-64));
    const eds = await callContract(server, 'edsLogin', {
      challengeId: challenge.body.challengeId,
      signature: signed.body.signature,
    });
    expect(eds.status).toBe(200);
    secrets.push(eds.body.accessToken, eds.body.refreshToken);
    await callContract(server, 'revokeToken', { token: refreshed.body.refreshToken });

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
