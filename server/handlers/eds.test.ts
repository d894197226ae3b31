/**
 * Contract tests of EDS login and signing with real CMS from the test PKI (scripts/pki): every
 * check of §5 and its reason, through the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDS_REASON_CODE,
  EDS_REASON_MESSAGES,
  type EdsReason,
  type ErrorCode,
  type Out,
} from '../../contract/index.ts';
import { signWithTestKey } from '../dev/cmsSigner.ts';
import { loadTestPki } from '../dev/testPki.ts';
import { testPkiVerifier } from '../domain/eds/index.ts';
import {
  callContract,
  callDev,
  type CallResult,
  callUnchecked,
  DEMO,
  errorOf,
  login,
  startTestServer,
  type TestServer,
  useTestServer,
} from '../test/server.ts';

const pki = loadTestPki();
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const gostSample = base64(pki.der(pki.manifest.samples.gostSigned));

const server = useTestServer();

/** What the dev signer makes: a detached CMS over the bytes (sent base64, as to NCALayer). */
async function devSign(certificateId: string, bytes: Uint8Array): Promise<string> {
  const res = await callDev(server, 'edsSign', { certificateId, data: base64(bytes) });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.signature;
}

async function challenge(): Promise<Out<'edsChallenge'>> {
  return (await callContract(server, 'edsChallenge')).body;
}

async function edsLogin(certificateId: string, extra: Record<string, unknown> = {}) {
  const { challengeId, challenge: text } = await challenge();
  return callContract(server, 'edsLogin', {
    challengeId,
    signature: await devSign(certificateId, utf8(text)),
    ...extra,
  });
}

function expectRefusal(res: CallResult<unknown>, code: ErrorCode, reason: EdsReason) {
  expect(errorOf(res)).toMatchObject({ code, params: { reason } });
  expect(EDS_REASON_CODE[reason]).toBe(code);
  expect(res.status).toBe(code === 'TRY_LATER' ? 503 : 422);
}

const internetIntent = {
  appType: 'internet' as const,
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-abay-42' },
};

describe('EDS login: an AUTH key’s CMS over the challenge', () => {
  it('logs the First Head in and names the company from the certificate', async () => {
    const res = await edsLogin('stepnoy-head-auth');
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ bin: DEMO.stepnoy.bin, loginMethod: 'eds' });
  });

  it('lets an employee without the signing right in (signing is checked when signing)', async () => {
    expect((await edsLogin('stepnoy-employee-auth')).status).toBe(200);
  });

  it('spends a challenge on its first use, refused or not', async () => {
    const { challengeId, challenge: text } = await challenge();
    const wrong = await devSign('stepnoy-head-sign', utf8(text));
    expect(
      errorOf(await callContract(server, 'edsLogin', { challengeId, signature: wrong })).code,
    ).toBe('EDS_AUTH_FILE_REQUIRED');
    const right = await devSign('stepnoy-head-auth', utf8(text));
    const again = await callContract(server, 'edsLogin', { challengeId, signature: right });
    expect(errorOf(again).code).toBe('EDS_NO_DATA');
    const unknown = await callContract(server, 'edsLogin', {
      challengeId: 'no-such',
      signature: right,
    });
    expect(errorOf(unknown).code).toBe('EDS_NO_DATA');
  });

  it.each<[string, string, Record<string, unknown>, ErrorCode, EdsReason]>([
    ['a SIGN key', 'stepnoy-head-sign', {}, 'EDS_AUTH_FILE_REQUIRED', 'AUTH_USAGE_MISSING'],
    ['an expired key', 'stepnoy-head-expired-auth', {}, 'EDS_EXPIRED', 'CERT_EXPIRED'],
    ['a revoked key', 'stepnoy-head-revoked-auth', {}, 'EDS_REVOKED', 'CERT_REVOKED'],
    [
      'a key of a CA the server does not trust (named as the trusted one)',
      'untrusted-head-auth',
      {},
      'EDS_INVALID_KEY',
      'CHAIN_UNTRUSTED',
    ],
    [
      'another company than the BIN typed',
      'alma-head-auth',
      { bin: DEMO.stepnoy.bin },
      'EDS_BIN_MISMATCH',
      'COMPANY_MISMATCH',
    ],
  ])('refuses %s', async (_what, certificateId, extra, code, reason) => {
    expectRefusal(await edsLogin(certificateId, extra), code, reason);
  });

  it('keeps the access gate: a company without applications needs an intent', async () => {
    expect(errorOf(await edsLogin('nomad-head-auth')).code).toBe('CABINET_NO_APPLICATION');
    const res = await edsLogin('nomad-head-auth', { intent: internetIntent });
    expect(res.status).toBe(200);
    expect(res.body.createdApplication).toMatchObject({ appType: 'internet' });
  });

  it('logs an entrepreneur in as the IE whose number is the IIN of the individual’s key', async () => {
    const iin = pki.key('entrepreneur-auth')?.subject.iin;
    const res = await edsLogin('entrepreneur-auth', {
      intent: internetIntent,
      phone: '+77015550011',
    });
    expect(res.status).toBe(200);
    // The demo ИП «Әбдірахманов» (migration 016), registered by that IIN.
    expect(res.body.account).toMatchObject({
      bin: iin,
      companyName: 'ИП «Әбдірахманов»',
      legalForm: 'IE',
      loginMethod: 'eds',
    });
  });

  it('refuses a signature over other bytes, a tampered one, and what is no CMS', async () => {
    const other = await challenge();
    expectRefusal(
      await callContract(server, 'edsLogin', {
        challengeId: other.challengeId,
        signature: await devSign('stepnoy-head-auth', utf8(`${other.challenge}x`)),
      }),
      // §8 «Authentication error»: «Прикрепите действительную ЭЦП» — no document at login.
      'EDS_AUTH_FAILED',
      'CHALLENGE_MISMATCH',
    );
    const tampered = await challenge();
    const key = pki.key('stepnoy-head-auth');
    if (!key) throw new Error('no key');
    expectRefusal(
      await callContract(server, 'edsLogin', {
        challengeId: tampered.challengeId,
        signature: await signWithTestKey(key, utf8(tampered.challenge), { tamper: true }),
      }),
      'EDS_INVALID_KEY',
      'SIGNATURE_INVALID',
    );
    for (const signature of [
      'not base64 at all',
      base64(utf8('{"format":"dala-eds-reference/1"}')),
    ]) {
      const fresh = await challenge();
      const res = await callContract(server, 'edsLogin', {
        challengeId: fresh.challengeId,
        signature,
      });
      expectRefusal(res, 'EDS_INVALID_KEY', 'CMS_MALFORMED');
    }
    const empty = await callUnchecked(server, 'edsLogin', { challengeId: 'x' });
    expect(errorOf(empty).fields?.signature?.code).toBe('EDS_AUTH_FILE_REQUIRED');
  });

  it('refuses a GOST signature with its own reason, worded in Kazakh when asked', async () => {
    const { challengeId } = await challenge();
    const res = await callContract(
      server,
      'edsLogin',
      { challengeId, signature: gostSample },
      { lang: 'kk' },
    );
    expectRefusal(res, 'EDS_INVALID_KEY', 'GOST_UNSUPPORTED');
    expect(errorOf(res).message).toBe('Жарамды ЭЦҚ кілтін таңдау қажет');
    expect(EDS_REASON_MESSAGES.kk.GOST_UNSUPPORTED).toMatch(/МЕМСТ/);
  });

  it('lists the test keys with their certificates', async () => {
    const list = await callDev(server, 'edsCertificates');
    const head = list.body.certificates.find((c) => c.id === 'stepnoy-head-auth');
    expect(head).toMatchObject({
      usage: 'auth',
      subject: { bin: DEMO.stepnoy.bin, commonName: 'НУРЛАНОВ ЕРЛАН' },
      roles: ['LEGAL_ENTITY', 'FIRST_HEAD'],
      trusted: true,
      revoked: false,
    });
    expect(list.body.certificates.find((c) => c.id === 'untrusted-head-sign')?.trusted).toBe(false);
    expect(
      list.body.certificates
        .filter((c) => c.revoked)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['stepnoy-head-revoked-auth', 'stepnoy-head-revoked-sign']);
  });
});

/** The first application of the signed-in company waiting for signatures. */
async function signable(token: string, productType: 'internet' | 'mobile'): Promise<string> {
  const list = await callContract(server, 'clientApplications', { productType }, { token });
  const id = list.body.applications.find((a) => a.action === 'sign')?.opportunityId;
  if (!id) throw new Error(`nothing to sign (${productType})`);
  return id;
}

async function signData(token: string, opportunityId: string): Promise<Out<'signData'>> {
  const res = await callContract(server, 'signData', { opportunityId }, { token });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body;
}

const signDocuments = (token: string, opportunityId: string, signature: string, consent = true) =>
  callContract(
    server,
    'signDocuments',
    { opportunityId, consent, method: 'eds', signature },
    { token },
  );

describe('EDS document signing: a SIGN key’s CMS over the stored contract', () => {
  let headToken = '';
  let id = '';
  let document = new Uint8Array();

  beforeAll(async () => {
    headToken = (await edsLogin('stepnoy-head-auth')).body.accessToken;
    id = await signable(headToken, 'internet');
  });

  it('asks for sign-data first, which hands out the contract document itself', async () => {
    const early = await signDocuments(headToken, id, await devSign('stepnoy-head-sign', utf8('x')));
    expect(errorOf(early).code).toBe('EDS_NO_DATA');
    const data = await signData(headToken, id);
    document = new Uint8Array(Buffer.from(data.dataToSign, 'base64'));
    const file = await callContract(
      server,
      'contractDocument',
      { opportunityId: id },
      { token: headToken },
    );
    expect(Buffer.from(document).toString('utf8')).toBe(file.body);
    expect(file.headers.get('x-document-digest')).toBe(data.digest);
  });

  it.each<[string, string, ErrorCode, EdsReason]>([
    ['the AUTH key', 'stepnoy-head-auth', 'EDS_SIGN_FILE_REQUIRED', 'SIGN_USAGE_MISSING'],
    ['an expired key', 'stepnoy-head-expired-sign', 'EDS_EXPIRED', 'CERT_EXPIRED'],
    ['a revoked key', 'stepnoy-head-revoked-sign', 'EDS_REVOKED', 'CERT_REVOKED'],
    ['a key from an untrusted CA', 'untrusted-head-sign', 'EDS_INVALID_KEY', 'CHAIN_UNTRUSTED'],
    ['another company’s key', 'alma-head-sign', 'EDS_BIN_MISMATCH', 'COMPANY_MISMATCH'],
    [
      'an employee without the signing right',
      'stepnoy-employee-sign',
      'EDS_SIGN_NOT_ALLOWED',
      'NO_SIGNING_RIGHT',
    ],
    [
      'a signer who is not the First Head of an LLP',
      'stepnoy-accountant-sign',
      'EDS_NOT_FIRST_HEAD',
      'FIRST_HEAD_REQUIRED',
    ],
    [
      'the same person’s key from another CA than the login key',
      'stepnoy-head-ca2-sign',
      'EDS_KEY_MISMATCH',
      'LOGIN_ISSUER_MISMATCH',
    ],
  ])('refuses %s', async (_what, certificateId, code, reason) => {
    expectRefusal(
      await signDocuments(headToken, id, await devSign(certificateId, document)),
      code,
      reason,
    );
  });

  it('judges validity by the server’s clock, not the signing time the signature claims', async () => {
    const key = pki.key('stepnoy-head-expired-sign');
    if (!key) throw new Error('no key');
    const backdated = await signWithTestKey(key, document, {
      signingTime: new Date('2024-06-01T00:00:00Z'), // inside the key's validity
    });
    expectRefusal(await signDocuments(headToken, id, backdated), 'EDS_EXPIRED', 'CERT_EXPIRED');
  });

  it('refuses a tampered document, in Kazakh when asked', async () => {
    const tampered = document.slice();
    tampered[tampered.length - 10] = (tampered[tampered.length - 10] ?? 0) ^ 0x20;
    const res = await callContract(
      server,
      'signDocuments',
      {
        opportunityId: id,
        consent: true,
        method: 'eds',
        signature: await devSign('stepnoy-head-sign', tampered),
      },
      { token: headToken, lang: 'kk' },
    );
    expectRefusal(res, 'EDS_SIGN_DATA_MISMATCH', 'CONTENT_MISMATCH');
    expect(errorOf(res).message).toBe('Қол қоюға арналған құжат деректері сәйкес келмейді');
  });

  it('refuses a GOST signature with its own reason', async () => {
    expectRefusal(
      await signDocuments(headToken, id, gostSample),
      'EDS_INVALID_KEY',
      'GOST_UNSUPPORTED',
    );
  });

  it('refuses the First Head’s key after the accountant logged in by EDS', async () => {
    const accountant = (await edsLogin('stepnoy-accountant-auth')).body.accessToken;
    const res = await signDocuments(accountant, id, await devSign('stepnoy-head-sign', document));
    expectRefusal(res, 'EDS_KEY_MISMATCH', 'LOGIN_PERSON_MISMATCH');
    expect(errorOf(res).message).toBe(
      'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе',
    );
  });

  it('requires consent', async () => {
    const res = await signDocuments(
      headToken,
      id,
      await devSign('stepnoy-head-sign', document),
      false,
    );
    expect(errorOf(res).fields?.consent?.code).toBe('CONSENT_REQUIRED');
  });

  it('accepts the First Head’s SIGN key over the document, once', async () => {
    const res = await signDocuments(headToken, id, await devSign('stepnoy-head-sign', document));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'SignatureProcessing',
      signature: { method: 'eds', signer: 'Нурланов Ерлан Маратович' },
    });
    const twice = await signDocuments(headToken, id, await devSign('stepnoy-head-sign', document));
    expect(twice.status).toBe(409);
  });
});

describe('who may sign, and «the same key as at login»', () => {
  it('a JSC’s signer who is not its First Head is refused (§6), even after an SMS login', async () => {
    const headEds = (await edsLogin('kaztranstech-head-auth')).body.accessToken;
    const id = await signable(headEds, 'mobile');
    const document = Buffer.from((await signData(headEds, id)).dataToSign, 'base64');
    const signerKey = await devSign('kaztranstech-signer-sign', document);
    const sms = (await login(server, DEMO.kaztranstech)).accessToken;
    const refused = await signDocuments(sms, id, signerKey);
    expectRefusal(refused, 'EDS_NOT_FIRST_HEAD', 'FIRST_HEAD_REQUIRED');
    expect(errorOf(refused).message).toBe('ЭЦП не содержит прав Первого Руководителя');
    // After an SMS login nobody is held to a login key: the First Head's own key signs.
    const res = await signDocuments(sms, id, await devSign('kaztranstech-head-sign', document));
    expect(res.status).toBe(200);
    expect(res.body.signature).toMatchObject({ method: 'eds' });
  });

  it('after a login with a key that can sign, only that very key signs', async () => {
    const token = (await edsLogin('alma-head-both')).body.accessToken;
    const list = await callContract(
      server,
      'clientApplications',
      { productType: 'internet' },
      { token },
    );
    const id = list.body.applications.find((a) => a.action === 'continue')?.opportunityId ?? '';
    await callDev(server, 'advanceApplication', { opportunityId: id, status: 'SolutionOnClient' });
    const document = Buffer.from((await signData(token, id)).dataToSign, 'base64');
    const other = await signDocuments(token, id, await devSign('alma-head-sign', document));
    expectRefusal(other, 'EDS_KEY_MISMATCH', 'LOGIN_KEY_MISMATCH');
    const same = await signDocuments(token, id, await devSign('alma-head-both', document));
    expect(same.status).toBe(200);
  });

  it('an entrepreneur signs for the IE whose number is their IIN, with an individual’s key', async () => {
    const logged = await edsLogin('entrepreneur-auth', {
      intent: internetIntent,
      phone: '+77015550011',
    });
    const token = logged.body.accessToken;
    const id = (logged.body.createdApplication ?? logged.body.unfinishedApplication)?.opportunityId;
    if (!id) throw new Error('no application');
    await callDev(server, 'advanceApplication', { opportunityId: id, status: 'SolutionOnClient' });
    const document = Buffer.from((await signData(token, id)).dataToSign, 'base64');
    const res = await signDocuments(token, id, await devSign('entrepreneur-sign', document));
    expect(res.status).toBe(200);
    expect(res.body.signature?.signer).toBe('Әбдірахманов Бауыржан Серікұлы');
  });
});

describe('revocation that cannot be checked', () => {
  let offline: TestServer;
  beforeAll(async () => {
    // The CA's CRL cannot be had (as when its server is down): the verifier must not guess.
    offline = await startTestServer({ eds: testPkiVerifier({ crlFiles: new Map() }) });
  });
  afterAll(() => offline.stop());

  it('refuses the login, 503 with its own reason (fail closed)', async () => {
    const { challengeId, challenge: text } = (await callContract(offline, 'edsChallenge')).body;
    const key = pki.key('stepnoy-head-auth');
    if (!key) throw new Error('no key');
    const res = await callContract(offline, 'edsLogin', {
      challengeId,
      signature: await signWithTestKey(key, utf8(text)),
    });
    expectRefusal(res, 'TRY_LATER', 'REVOCATION_UNAVAILABLE');
  });
});
