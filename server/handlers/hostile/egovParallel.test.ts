import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../contract/index.ts';
import { call, callContract, DEMO, login, useTestServer } from '../../test/server.ts';
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
 * Finding (issue 36): «Three parallel API №2 returns leave a signed application's code reading
 * refused». The first return signed the application; the others, whose checks had started while
 * the code was open, met an application no longer awaiting a signature and marked the code
 * refused — the wizard told the director the signature failed while the contract was signed.
 * Now the first return decided decides the code, once: the same signature again is answered as
 * the first (200), any other is told the documents are already signed (409, in the app's
 * language), and a refusal decided first drops a signature still in its checks.
 */

const gate = gatedVerifier();
const logged: string[] = [];
const server = useTestServer({
  eds: gate.verifier,
  logTo: { write: (line: string) => void logged.push(line) },
});

const state = async (token: string, signSessionId: string) =>
  (await callContract(server, 'egovSignStatus', { signSessionId }, { token })).body;

/** A signed-in company's code, read by the app: its Token and its documents. */
async function scannedCode(
  company: { bin: string; phone: string },
  productType: 'internet' | 'mobile',
) {
  const session = await login(server, company);
  const opportunityId = await signableApplication(server, session.accessToken, productType);
  const code = (await startEgovCode(server, session.accessToken, opportunityId)).body;
  const scan = await scanCode(server, code.qrText);
  const documents = await documentsOf(server, scan.api2, scan.authToken);
  return { token: session.accessToken, opportunityId, code, scan, documents };
}

/** The answers of parallel requests, each as it comes, by its index. */
function tagged<T>(answers: Promise<T>[]) {
  const pending = new Map(answers.map((answer, i) => [i, answer.then((res) => ({ i, res }))]));
  return async () => {
    const next = await Promise.race(pending.values());
    pending.delete(next.i);
    return next;
  };
}

describe('parallel returns of one code', () => {
  it('the first valid return wins; the code reads signed whatever the later ones say', async () => {
    const { token, opportunityId, code, scan, documents } = await scannedCode(
      DEMO.stepnoy,
      'internet',
    );
    const at = server.clock.now;
    const first = await signedReturn(documents, 'stepnoy-head-sign', new Date(at));
    const again = await signedReturn(documents, 'stepnoy-head-sign', new Date(at + 1000));
    const stranger = await signedReturn(documents, 'alma-head-sign', new Date(at));
    const put = (body: unknown, lang = 'ru') =>
      putReturn(server, scan.api2, scan.authToken, body, { lang });

    // Four returns in their checks at once: the app's, its copy, a re-signed one, another's.
    const next = tagged([
      put(first.body),
      put(first.body),
      put(again.body, 'kk'),
      put(stranger.body),
    ]);
    await gate.held(4);

    gate.release(first.signature);
    const winner = await next();
    expect([winner.res.status, winner.res.body]).toEqual([
      200,
      { status: 'success', message: 'Документы подписаны' },
    ]);

    // The same bytes again: the same answer (a retry after a dropped answer is not an error).
    gate.release(first.signature);
    const copy = await next();
    expect([copy.res.status, copy.res.body.message]).toEqual([200, 'Документы подписаны']);

    // Another signature of the same person: not the one accepted, and nothing to do about it.
    gate.release(again.signature);
    const resigned = await next();
    expect([resigned.res.status, resigned.res.body]).toEqual([
      409,
      { message: errorMessage('kk', 'EGOV_SIGN_ALREADY_SIGNED') },
    ]);

    // A signature that would be refused on its own (another company's head) undoes nothing.
    gate.release(stranger.signature);
    const refused = await next();
    expect([refused.res.status, refused.res.body.message]).toEqual([
      409,
      errorMessage('ru', 'EGOV_SIGN_ALREADY_SIGNED'),
    ]);

    const now = await state(token, code.signSessionId);
    expect(now.status).toBe('signed');
    expect(now.refusal).toBeUndefined();
    expect(now.application).toMatchObject({
      opportunityId,
      status: 'SignatureProcessing',
      signature: { method: 'eds', channel: 'egov' },
    });

    // Later, one by one: the same answers (nothing is checked again), and the Token still
    // required to hear them.
    expect((await put(first.body)).status).toBe(200);
    expect((await put(again.body)).status).toBe(409);
    const wrongToken = await call<{ message: string }>(server, scan.api2, {
      method: 'PUT',
      token: 'x'.repeat(43),
      body: first.body,
    });
    expect([wrongToken.status, wrongToken.body.message]).toEqual([
      403,
      errorMessage('ru', 'FORBIDDEN'),
    ]);
    expect((await state(token, code.signSessionId)).status).toBe('signed');
  });

  it('a refusal decided first ends the code; a signature still in its checks is dropped', async () => {
    const { token, opportunityId, code, scan, documents } = await scannedCode(
      DEMO.kaztranstech,
      'mobile',
    );
    const at = new Date(server.clock.now);
    const valid = await signedReturn(documents, 'kaztranstech-head-sign', at);
    const stranger = await signedReturn(documents, 'alma-head-sign', at);
    const put = (body: unknown) => putReturn(server, scan.api2, scan.authToken, body);
    const next = tagged([put(valid.body), put(stranger.body)]);
    await gate.held(2);

    gate.release(stranger.signature);
    const refused = await next();
    expect([refused.res.status, refused.res.body.message]).toEqual([
      403,
      errorMessage('ru', 'EDS_BIN_MISMATCH'),
    ]);
    gate.release(valid.signature);
    const dropped = await next();
    expect([dropped.res.status, dropped.res.body.message]).toEqual([
      404,
      errorMessage('ru', 'EGOV_SIGN_EXPIRED'),
    ]);

    const now = await state(token, code.signSessionId);
    expect([now.status, now.refusal?.code]).toEqual(['refused', 'EDS_BIN_MISMATCH']);
    // Nothing was signed: the director shows a new code and signs with it.
    expect((await startEgovCode(server, token, opportunityId)).status).toBe(200);
  });

  it('logs no Token and no signature', () => {
    const text = logged.join('\n');
    expect(text).toContain('egov sign signed');
    expect(text).not.toMatch(/Bearer|MII[A-Za-z0-9+/]{20}|[\w-]{43}/);
  });
});
