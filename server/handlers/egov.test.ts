/**
 * eGov QR signing through the real server (issue 28): the site's code, API №1 and API №2 in the
 * shapes of NITEC's protocol (notes K1/K5), the Token, expiry, and the signature the app PUTs
 * checked by the same verifier and rules as NCALayer's — with real CMS from the test PKI.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EGOV_SIGN_TTL_SECONDS, errorMessage } from '../../contract/index.ts';
import { MgovSignDocuments, MgovSignRequest } from '../../contract/calls/egov.ts';
import { strictly } from '../../contract/calls/strict.ts';
import { api1Of, scanEgovQr, type EgovScan } from '../dev/egovBusinessStandIn.ts';
import {
  call,
  callContract,
  callDev,
  DEMO,
  errorOf,
  login,
  useTestServer,
} from '../test/server.ts';

const logged: string[] = [];
const server = useTestServer({
  logTo: { write: (line: string) => void logged.push(line) },
});

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function edsLogin(certificateId: string): Promise<string> {
  const { challengeId, challenge } = (await callContract(server, 'edsChallenge')).body;
  const signed = await callDev(server, 'edsSign', { certificateId, data: base64(challenge) });
  const res = await callContract(server, 'edsLogin', {
    challengeId,
    signature: signed.body.signature,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.accessToken;
}

async function signable(token: string): Promise<string> {
  const list = await callContract(
    server,
    'clientApplications',
    { productType: 'internet' },
    { token },
  );
  const id = list.body.applications.find((a) => a.action === 'sign')?.opportunityId;
  if (!id) throw new Error('nothing to sign');
  return id;
}

const start = (token: string, opportunityId: string) =>
  callContract(server, 'egovSignStart', { opportunityId, consent: true }, { token });

const state = async (token: string, signSessionId: string) =>
  (await callContract(server, 'egovSignStatus', { signSessionId }, { token })).body;

const scan = (qrText: string, behaviour: EgovScan['behaviour'], lang: 'ru' | 'kk' = 'ru') =>
  scanEgovQr({
    qrText,
    behaviour,
    certificateId: 'stepnoy-head-sign',
    lang,
    signingTime: new Date(server.clock.now),
  });

describe('eGov QR signing', () => {
  let token = '';
  let id = '';

  beforeAll(async () => {
    token = await edsLogin('stepnoy-head-auth');
    id = await signable(token);
  });

  it('shows a code: mobileSign:<API №1 URL> with mgovSign in it, a launch link, an expiry', async () => {
    const res = await start(token, id);
    expect(res.status).toBe(200);
    const api1 = api1Of(res.body.qrText);
    expect(res.body.qrText).toBe(`mobileSign:${api1.href}`);
    expect(api1.origin).toBe(new URL(server.url).origin);
    expect(api1.href).toContain('mgovSign');
    expect(res.body.launchLink).toBe(
      `https://m.egov.kz/mobileSign/?link=${encodeURIComponent(api1.href)}`,
    );
    expect(Date.parse(res.body.expiresAt) - server.clock.now).toBe(EGOV_SIGN_TTL_SECONDS * 1000);
    expect((await state(token, res.body.signSessionId)).status).toBe('waiting');
  });

  it('answers API №1 and API №2 in the protocol’s shapes, API №2 only with the Token', async () => {
    const code = (await start(token, id)).body;
    const api1 = await call<unknown>(
      server,
      api1Of(code.qrText).pathname + api1Of(code.qrText).search,
    );
    expect(api1.status).toBe(200);
    expect(strictly(MgovSignRequest).safeParse(api1.body).error).toBeUndefined();
    const request = MgovSignRequest.parse(api1.body);
    expect(request.expiry_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0500$/);
    expect(Date.parse(request.expiry_date.replace('+0500', '+05:00'))).toBe(
      Date.parse(code.expiresAt),
    );
    expect(request.document.auth_type).toBe('Token');
    expect(request.document.auth_token).toMatch(/^[\w-]{40,}$/);
    expect(request.organisation.bin).toMatch(/^\d{12}$/);
    expect((await state(token, code.signSessionId)).status).toBe('scanned');

    const uri = new URL(request.document.uri);
    expect(uri.href).toContain('mgovSign');
    const path = uri.pathname + uri.search;
    const none = await call<{ message: string }>(server, path);
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    const wrong = await call<{ message: string }>(server, path, { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(403);
    const documents = await call<unknown>(server, path, { token: request.document.auth_token });
    expect(documents.status).toBe(200);
    expect(strictly(MgovSignDocuments).safeParse(documents.body).error).toBeUndefined();
    const body = MgovSignDocuments.parse(documents.body);
    expect(body.signMethod).toBe('CMS_SIGN_ONLY');
    const issued = await callContract(server, 'signData', { opportunityId: id }, { token });
    expect(body.documentsToSign[0]?.document.file.data).toBe(issued.body.dataToSign);
  });

  it('refuses a tampered CMS with 403 and the words, and the page learns it', async () => {
    const code = (await start(token, id)).body;
    const result = await scan(code.qrText, 'tamper');
    expect(result.steps.map((s) => s.status)).toEqual([200, 200, 403]);
    expect(result.message).toBe(errorMessage('ru', 'EDS_SIGN_DATA_MISMATCH'));
    const now = await state(token, code.signSessionId);
    expect(now.status).toBe('refused');
    expect(now.refusal).toMatchObject({
      code: 'EDS_SIGN_DATA_MISMATCH',
      reason: 'CONTENT_MISMATCH',
    });
    // The code is spent: the app cannot try again with it.
    expect((await scan(code.qrText, 'sign')).steps).toEqual([{ step: 'api1', status: 404 }]);
  });

  it('refuses the wrong person: another company’s head, a non-head of this one (kk words)', async () => {
    const other = (await start(token, id)).body;
    const result = await scan(other.qrText, 'wrongPerson', 'kk');
    expect(result.steps.at(-1)?.status).toBe(403);
    expect(result.message).toBe(errorMessage('kk', 'EDS_BIN_MISMATCH'));
    expect((await state(token, other.signSessionId)).refusal?.code).toBe('EDS_BIN_MISMATCH');

    const code = (await start(token, id)).body;
    const accountant = await scanEgovQr({
      qrText: code.qrText,
      behaviour: 'wrongPerson',
      certificateId: 'stepnoy-head-sign',
      otherCertificateId: 'stepnoy-accountant-sign',
      signingTime: new Date(server.clock.now),
    });
    expect(accountant.steps.at(-1)?.status).toBe(403);
    expect((await state(token, code.signSessionId)).refusal?.reason).toBe('FIRST_HEAD_REQUIRED');
  });

  it('expires: the status says so, and API №1 answers 404 with the words in the app’s language', async () => {
    const code = (await start(token, id)).body;
    server.clock.advance(EGOV_SIGN_TTL_SECONDS * 1000);
    expect((await state(token, code.signSessionId)).status).toBe('expired');
    const kk = await scan(code.qrText, 'sign', 'kk');
    expect(kk.steps).toEqual([{ step: 'api1', status: 404 }]);
    expect(kk.message).toBe(errorMessage('kk', 'EGOV_SIGN_EXPIRED'));
  });

  it('a new code replaces the old one; a cancelled code stops working; cancel in the app sends nothing', async () => {
    const first = (await start(token, id)).body;
    const second = (await start(token, id)).body;
    expect((await state(token, first.signSessionId)).status).toBe('cancelled');
    const inApp = await scan(second.qrText, 'cancel');
    expect(inApp.steps.map((s) => s.status)).toEqual([200, 200]);
    expect((await state(token, second.signSessionId)).status).toBe('scanned');
    const cancelled = await callContract(
      server,
      'egovSignCancel',
      { signSessionId: second.signSessionId },
      { token },
    );
    expect(cancelled.body.status).toBe('cancelled');
    expect((await scan(second.qrText, 'sign')).steps).toEqual([{ step: 'api1', status: 404 }]);
  });

  it('shows a code’s state to its own session only', async () => {
    const code = (await start(token, id)).body;
    const other = await login(server, { bin: DEMO.alma.bin, phone: DEMO.alma.phone });
    const res = await callContract(
      server,
      'egovSignStatus',
      { signSessionId: code.signSessionId },
      { token: other.accessToken },
    );
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it('the stand-in’s dev route: expires a code, then the app finds it expired; bad input is a 422', async () => {
    const code = (await start(token, id)).body;
    const expired = await callDev(server, 'egovScan', {
      qrText: code.qrText,
      behaviour: 'expire',
      certificateId: 'stepnoy-head-sign',
    });
    expect(expired.body.steps).toEqual([{ step: 'api1', status: 404 }]);
    expect(expired.body.message).toBe(errorMessage('ru', 'EGOV_SIGN_EXPIRED'));
    expect((await state(token, code.signSessionId)).status).toBe('expired');
    const bad = await callDev(server, 'egovScan', {
      qrText: 'https://example.kz',
      behaviour: 'sign',
      certificateId: 'stepnoy-head-sign',
    });
    expect(bad.status).toBe(422);
  });

  it('signs: 200 success, the page learns it with the signed application, the app’s acknowledgement answered', async () => {
    const code = (await start(token, id)).body;
    const result = await scan(code.qrText, 'sign');
    expect(result.steps.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(result.message).toBe('Документы подписаны');
    const now = await state(token, code.signSessionId);
    expect(now.status).toBe('signed');
    expect(now.application).toMatchObject({
      opportunityId: id,
      status: 'SignatureProcessing',
      signature: { method: 'eds', signer: expect.stringMatching(/Нурланов/) },
    });
    const api2 = api1Of(code.qrText);
    const ack = await call<{ status: string }>(server, `${api2.pathname}/documents${api2.search}`, {
      method: 'PUT',
      body: { status: 'success' },
    });
    expect(ack.status).toBe(200);
    // Signed: no new code for it.
    expect((await start(token, id)).status).toBe(409);
  });

  it('never logs the Token or a signature', () => {
    const text = logged.join('\n');
    expect(text).toContain('egov sign');
    expect(text).not.toMatch(/auth_token|Bearer|MII[A-Za-z0-9+/]{20}/);
    expect(text).not.toMatch(/[\w-]{43}/);
  });
});
