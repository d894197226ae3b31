import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEV_API_PATHS,
  EDS_ERROR_KEY_OF,
  type ApplicationDetail,
  type ClientApplicationsResponse,
  type DevEdsCertificatesResponse,
  type EdsChallengeResponse,
  type EdsReferenceEnvelope,
  type ErrorCode,
  type LoginResponse,
  type SignDataResponse,
} from '../../contract/api.ts';
import { call, DEMO, errorOf, startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function devSign(certificateId: string, data: string): Promise<string> {
  const res = await call<{ signature: string }>(server, DEV_API_PATHS.edsSign, {
    body: { certificateId, data },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.signature;
}

async function challenge(): Promise<EdsChallengeResponse> {
  return (await call<EdsChallengeResponse>(server, API_PATHS.edsChallenge, { body: {} })).body;
}

async function edsLogin(certificateId: string, extra: Record<string, unknown> = {}) {
  const { challengeId, challenge: text } = await challenge();
  return call<LoginResponse>(server, API_PATHS.edsLogin, {
    body: { challengeId, signature: await devSign(certificateId, text), ...extra },
  });
}

/** Re-encodes an envelope after changing it, keeping (or not) its HMAC. */
function tamper(signature: string, change: (e: EdsReferenceEnvelope) => void): string {
  const envelope = JSON.parse(
    Buffer.from(signature, 'base64').toString('utf8'),
  ) as EdsReferenceEnvelope;
  change(envelope);
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

describe('EDS login (reference format)', () => {
  it('logs the First Head in with the AUTH key', async () => {
    const res = await edsLogin('stepnoy-head-auth');
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ bin: DEMO.stepnoy.bin, loginMethod: 'eds' });
  });

  it('a challenge is good once', async () => {
    const { challengeId, challenge: text } = await challenge();
    const signature = await devSign('stepnoy-head-auth', text);
    expect(
      (await call(server, API_PATHS.edsLogin, { body: { challengeId, signature } })).status,
    ).toBe(200);
    const replay = await call(server, API_PATHS.edsLogin, { body: { challengeId, signature } });
    expect(errorOf(replay).code).toBe('EDS_NO_DATA');
  });

  it.each<[string, string, Record<string, unknown>, ErrorCode]>([
    ['a SIGN key', 'stepnoy-head-sign', {}, 'EDS_AUTH_FILE_REQUIRED'],
    ['an expired key', 'stepnoy-head-expired-auth', {}, 'EDS_EXPIRED'],
    [
      'another company than the BIN typed',
      'alma-head-auth',
      { bin: DEMO.stepnoy.bin },
      'EDS_BIN_MISMATCH',
    ],
    ['a company without applications', 'nomad-head-auth', {}, 'CABINET_NO_APPLICATION'],
  ])('refuses %s', async (_what, certificateId, extra, code) => {
    const res = await edsLogin(certificateId, extra);
    expect(errorOf(res).code).toBe(code);
  });

  it('refuses a signature over other data, an unknown challenge, and a forged envelope', async () => {
    const { challengeId } = await challenge();
    const wrongData = await call(server, API_PATHS.edsLogin, {
      body: { challengeId, signature: await devSign('stepnoy-head-auth', 'something else') },
    });
    expect(errorOf(wrongData).code).toBe('EDS_SIGN_DATA_MISMATCH');
    const unknown = await call(server, API_PATHS.edsLogin, {
      body: { challengeId: 'no-such', signature: await devSign('stepnoy-head-auth', 'x') },
    });
    expect(errorOf(unknown).code).toBe('EDS_NO_DATA');
    const fresh = await challenge();
    const good = await devSign('stepnoy-head-auth', fresh.challenge);
    const forged = tamper(good, (e) => {
      e.certificate.bin = DEMO.alma.bin; // someone else's company, same HMAC: must not pass
    });
    const forgedRes = await call(server, API_PATHS.edsLogin, {
      body: { challengeId: fresh.challengeId, signature: forged },
    });
    expect(errorOf(forgedRes)).toMatchObject({
      code: 'EDS_INVALID_KEY',
      message: 'Необходимо выбрать действительный ЭЦП ключ',
    });
    const garbage = await call(server, API_PATHS.edsLogin, {
      body: { challengeId: fresh.challengeId, signature: 'not base64 json' },
    });
    expect(errorOf(garbage).code).toBe('EDS_INVALID_KEY');
    const empty = await call(server, API_PATHS.edsLogin, {
      body: { challengeId: fresh.challengeId },
    });
    expect(errorOf(empty).fields?.signature?.code).toBe('EDS_AUTH_FILE_REQUIRED');
  });

  it('lets a company without applications in with an intent, and names it from the certificate', async () => {
    const res = await edsLogin('nomad-head-auth', {
      intent: {
        appType: 'mobile',
        tariffId: 'kense',
        ctnsAmount: 2,
        additionalCtnsAmount: 0,
        numbersChoice: 'new',
        virtualPbx: false,
        roaming: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.createdApplication).toMatchObject({
      appType: 'mobile',
      phone: DEMO.nomadNoApps.phone,
    });
  });

  it('lists the dev signer’s demo certificates', async () => {
    const list = await call<DevEdsCertificatesResponse>(server, DEV_API_PATHS.edsCertificates);
    const ids = list.body.certificates.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['stepnoy-head-auth', 'stepnoy-head-revoked-sign']));
  });
});

describe('EDS document signing: every check of §5', () => {
  let headToken = '';
  let accountantToken = '';
  let id = '';
  let data = '';

  const sign = (token: string, signature: string, consent = true) =>
    call<ApplicationDetail>(server, API_PATHS.signDocuments, {
      token,
      body: { opportunityId: id, consent, method: 'eds', signature },
    });

  beforeAll(async () => {
    headToken = (await edsLogin('stepnoy-head-auth')).body.accessToken;
    accountantToken = (await edsLogin('stepnoy-accountant-auth')).body.accessToken;
    const list = await call<ClientApplicationsResponse>(server, API_PATHS.clientApplications, {
      token: headToken,
      query: { productType: 'internet' },
    });
    // The demo data leaves one office application of Степной Логистик waiting for signatures.
    id = list.body.applications.find((a) => a.action === 'sign')?.opportunityId ?? '';
    expect(id).not.toBe('');
  });

  it('asks for sign-data first', async () => {
    const res = await sign(headToken, await devSign('stepnoy-head-sign', 'anything'));
    expect(errorOf(res).code).toBe('EDS_NO_DATA');
    const answer = await call<SignDataResponse>(server, API_PATHS.signData, {
      token: headToken,
      query: { opportunityId: id },
    });
    data = answer.body.dataToSign;
    const document = await call<string>(server, API_PATHS.contractDocument, {
      token: headToken,
      query: { opportunityId: id },
    });
    // The digest is of the very document the client downloads.
    expect(document.headers.get('x-document-digest')).toBe(answer.body.digest);
  });

  it.each<[string, string, ErrorCode]>([
    ['the AUTH key', 'stepnoy-head-auth', 'EDS_SIGN_FILE_REQUIRED'],
    ['an expired key', 'stepnoy-head-expired-sign', 'EDS_EXPIRED'],
    ['a revoked key', 'stepnoy-head-revoked-sign', 'EDS_REVOKED'],
    ['another company’s key', 'alma-head-sign', 'EDS_BIN_MISMATCH'],
    ['an employee without the signing right', 'stepnoy-employee-sign', 'EDS_SIGN_NOT_ALLOWED'],
    [
      'a signer who is not the First Head of an LLP',
      'stepnoy-accountant-sign',
      'EDS_NOT_FIRST_HEAD',
    ],
  ])('refuses %s', async (_what, certificateId, code) => {
    const res = await sign(headToken, await devSign(certificateId, data));
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe(code);
    expect(EDS_ERROR_KEY_OF[code]).toBeDefined();
  });

  it('refuses a signature over other data, and words it in Kazakh when asked', async () => {
    const res = await call(server, API_PATHS.signDocuments, {
      token: headToken,
      lang: 'kk',
      body: {
        opportunityId: id,
        consent: true,
        method: 'eds',
        signature: await devSign('stepnoy-head-sign', `${data}x`),
      },
    });
    expect(errorOf(res)).toMatchObject({
      code: 'EDS_SIGN_DATA_MISMATCH',
      message: 'Қол қоюға арналған құжат деректері сәйкес келмейді',
    });
  });

  it('refuses the First Head’s key when someone else logged in by EDS', async () => {
    const res = await sign(accountantToken, await devSign('stepnoy-head-sign', data));
    expect(errorOf(res)).toMatchObject({
      code: 'EDS_KEY_MISMATCH',
      message: 'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе',
    });
  });

  it('requires consent', async () => {
    const res = await sign(headToken, await devSign('stepnoy-head-sign', data), false);
    expect(errorOf(res).fields?.consent?.code).toBe('CONSENT_REQUIRED');
  });

  it('accepts the First Head’s SIGN key over the document data', async () => {
    const res = await sign(headToken, await devSign('stepnoy-head-sign', data));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'SignatureProcessing',
      signature: { method: 'eds', signer: 'Нурланов Ерлан Маратович' },
    });
    const twice = await sign(headToken, await devSign('stepnoy-head-sign', data));
    expect(twice.status).toBe(409);
  });
});
