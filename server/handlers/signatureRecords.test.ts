/**
 * The signature card and its downloads through the real server (issue 28): what is kept when a
 * contract is signed by NCALayer, by eGov QR and by SMS, what the application's detail says of
 * it, the contract as signed and the CMS as posted — and the demo data signed before any of it
 * was kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ApplicationSignature, type Out } from '../../contract/index.ts';
import { scanEgovQr } from '../dev/egovBusinessStandIn.ts';
import { loadTestPki } from '../dev/testPki.ts';
import { testPkiVerifier } from '../domain/eds/index.ts';
import { kzIso } from '../domain/time.ts';
import { callContract, callDev, DEMO, login, smsProof, useTestServer } from '../test/server.ts';

const pki = loadTestPki();
const ISSUER = 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA) DALA TEST';

const logged: string[] = [];
const server = useTestServer({ logTo: { write: (line: string) => void logged.push(line) } });

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function devSign(certificateId: string, bytes: Uint8Array): Promise<string> {
  const res = await callDev(server, 'edsSign', { certificateId, data: base64(bytes) });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.signature;
}

async function edsLogin(certificateId: string): Promise<string> {
  const { challengeId, challenge } = (await callContract(server, 'edsChallenge')).body;
  const signature = await devSign(certificateId, new Uint8Array(Buffer.from(challenge, 'utf8')));
  const res = await callContract(server, 'edsLogin', { challengeId, signature });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.accessToken;
}

async function applicationOf(
  token: string,
  productType: 'internet' | 'mobile',
  pick: (a: Out<'clientApplications'>['applications'][number]) => boolean,
): Promise<string> {
  const list = await callContract(server, 'clientApplications', { productType }, { token });
  const id = list.body.applications.find(pick)?.opportunityId;
  if (!id) throw new Error('no such application');
  return id;
}

async function detail(token: string, opportunityId: string, mobile = false) {
  const key = mobile ? 'mobileApplicationDetail' : 'fixApplicationDetail';
  return (await callContract(server, key, { opportunityId }, { token })).body;
}

/** A file answer as bytes (the JSON helper would read it as text). */
async function download(
  path: string,
  token: string,
  opportunityId: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${server.url}${path}?opportunityId=${opportunityId}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'ru' },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** Whether the downloaded CMS is a valid signature over the downloaded contract, by that key. */
async function verifiesOver(cms: Buffer, contract: Buffer) {
  const signer = await testPkiVerifier().verify({
    signature: cms.toString('base64'),
    data: new Uint8Array(contract),
    purpose: 'sign',
    at: server.clock.now,
  });
  return signer.serialNumber;
}

function certificateOf(keyId: string): ApplicationSignature['certificate'] {
  const key = pki.key(keyId);
  if (!key) throw new Error(`no key ${keyId}`);
  return {
    serialNumber: key.serialNumber,
    issuer: ISSUER,
    validFrom: kzIso(Date.parse(key.notBefore)),
    validTo: kzIso(Date.parse(key.notAfter)),
  };
}

describe('signed by NCALayer', () => {
  let token = '';
  let id = '';
  let signature = '';
  let signedBytes = Buffer.alloc(0);

  beforeAll(async () => {
    token = await edsLogin('stepnoy-head-auth');
    id = await applicationOf(token, 'internet', (a) => a.action === 'sign');
    const data = (await callContract(server, 'signData', { opportunityId: id }, { token })).body;
    signedBytes = Buffer.from(data.dataToSign, 'base64');
    signature = await devSign('stepnoy-head-sign', new Uint8Array(signedBytes));
  });

  it('keeps and returns who signed, in what right, how, when and with what certificate', async () => {
    const res = await callContract(
      server,
      'signDocuments',
      { opportunityId: id, consent: true, method: 'eds', signature },
      { token },
    );
    expect(res.status).toBe(200);
    const expected: ApplicationSignature = {
      method: 'eds',
      channel: 'ncalayer',
      signedAt: kzIso(server.clock.now),
      signer: 'Нурланов Ерлан Маратович',
      signerIin: pki.key('stepnoy-head-sign')?.subject.iin ?? '',
      signerRole: 'firstHead',
      certificate: certificateOf('stepnoy-head-sign'),
      cmsAvailable: true,
    };
    expect(res.body.signature).toEqual(expected);
    // Read again later, the same card.
    expect((await detail(token, id)).signature).toEqual(expected);
  });

  it('serves the CMS as the exact bytes posted, a .p7s attachment', async () => {
    const cms = await download(API_PATHS.signatureCms, token, id);
    expect(cms.status).toBe(200);
    expect(cms.bytes.equals(Buffer.from(signature, 'base64'))).toBe(true);
    expect(cms.headers.get('content-type')).toBe('application/pkcs7-signature');
    expect(cms.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contract-IN-2026-\d{6}\.p7s"$/,
    );
  });

  it('serves the contract as signed, over which the CMS verifies — even after the company changed', async () => {
    // The head's name is part of the contract: a rebuilt document would no longer match.
    const changed = await callContract(
      server,
      'updateAccountInfo',
      { owner: 'Другой Руководитель Иванович' },
      { token },
    );
    expect(changed.status).toBe(200);
    const contract = await download(API_PATHS.contractDocument, token, id);
    expect(contract.status).toBe(200);
    expect(contract.bytes.equals(signedBytes)).toBe(true);
    expect(contract.bytes.toString('utf8')).not.toContain('Другой Руководитель');
    const cms = await download(API_PATHS.signatureCms, token, id);
    expect(await verifiesOver(cms.bytes, contract.bytes)).toBe(
      pki.key('stepnoy-head-sign')?.serialNumber,
    );
  });

  it("answers another company's application as not found, and nothing without a session", async () => {
    const alma = (await login(server, DEMO.alma)).accessToken;
    const other = await download(API_PATHS.signatureCms, alma, id);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString('utf8'))).toMatchObject({
      error: { code: 'APPLICATION_NOT_FOUND' },
    });
    expect((await download(API_PATHS.contractDocument, alma, id)).status).toBe(404);
    const anonymous = await callContract(server, 'signatureCms', { opportunityId: id });
    expect(anonymous.status).toBe(401);
  });
});

describe('signed by eGov QR', () => {
  it('keeps the channel, the certificate and the CMS the app PUT', async () => {
    const token = await edsLogin('kaztranstech-head-auth');
    const id = await applicationOf(token, 'mobile', (a) => a.action === 'sign');
    const code = (
      await callContract(server, 'egovSignStart', { opportunityId: id, consent: true }, { token })
    ).body;
    // The phone's PUT, as it went over the wire: its CMS is what the card's download must be.
    let put = '';
    const recording: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT') put = String(init.body);
      return fetch(input, init);
    };
    const result = await scanEgovQr({
      qrText: code.qrText,
      behaviour: 'sign',
      certificateId: 'kaztranstech-head-sign',
      signingTime: new Date(server.clock.now),
      fetch: recording,
    });
    expect(result.steps.map((s) => s.status)).toEqual([200, 200, 200]);
    const posted = (
      JSON.parse(put) as { documentsToSign: { document: { file: { data: string } } }[] }
    ).documentsToSign[0]?.document.file.data;

    expect((await detail(token, id, true)).signature).toEqual({
      method: 'eds',
      channel: 'egov',
      signedAt: kzIso(server.clock.now),
      signer: 'Омаров Данияр Серикович',
      signerIin: pki.key('kaztranstech-head-sign')?.subject.iin,
      signerRole: 'firstHead',
      certificate: certificateOf('kaztranstech-head-sign'),
      cmsAvailable: true,
    });
    const cms = await download(API_PATHS.signatureCms, token, id);
    expect(cms.bytes.equals(Buffer.from(posted ?? '', 'base64'))).toBe(true);
    const contract = await download(API_PATHS.contractDocument, token, id);
    expect(await verifiesOver(cms.bytes, contract.bytes)).toBe(
      pki.key('kaztranstech-head-sign')?.serialNumber,
    );
  });
});

describe('signed by SMS', () => {
  it('keeps the channel and the contract; no IIN, no certificate, no CMS (409)', async () => {
    const token = (await login(server, DEMO.alma)).accessToken;
    const id = await applicationOf(token, 'internet', (a) => a.status === 'Qualification');
    await callDev(server, 'advanceApplication', { opportunityId: id, status: 'SolutionOnClient' });
    const shown = await download(API_PATHS.contractDocument, token, id);
    const res = await callContract(
      server,
      'signDocuments',
      {
        opportunityId: id,
        consent: true,
        method: 'sms',
        smsProof: await smsProof(server, DEMO.alma.phone, 'sign'),
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.signature).toEqual({
      method: 'sms',
      channel: 'sms',
      signedAt: expect.any(String),
      signer: '+7 705 *** ** 33',
      signerIin: null,
      signerRole: null,
      certificate: null,
      cmsAvailable: false,
    });
    const cms = await download(API_PATHS.signatureCms, token, id);
    expect(cms.status).toBe(409);
    expect(JSON.parse(cms.bytes.toString('utf8'))).toMatchObject({
      error: {
        code: 'SIGNATURE_FILE_ABSENT',
        message: 'У этой заявки нет сохранённой подписи ЭЦП',
      },
    });
    // Cancelled after signing, the signed contract can still be had: it was signed.
    expect(
      (await callContract(server, 'cancelOpportunity', { opportunityId: id }, { token })).status,
    ).toBe(200);
    const after = await download(API_PATHS.contractDocument, token, id);
    expect(after.status).toBe(200);
    expect(after.bytes.equals(shown.bytes)).toBe(true);
  });
});

describe('signed before signatures were kept (the demo data)', () => {
  it('an EDS one: the name and the time, no channel, no certificate, no CMS (409)', async () => {
    const token = (await login(server, DEMO.kaztranstech)).accessToken;
    const id = await applicationOf(token, 'internet', (a) => a.status === 'StatusCompleted');
    expect((await detail(token, id)).signature).toEqual({
      method: 'eds',
      channel: null,
      signedAt: expect.any(String),
      signer: 'Омаров Данияр Серикович',
      signerIin: null,
      signerRole: null,
      certificate: null,
      cmsAvailable: false,
    });
    const cms = await download(API_PATHS.signatureCms, token, id);
    expect(cms.status).toBe(409);
    expect(JSON.parse(cms.bytes.toString('utf8'))).toMatchObject({
      error: { code: 'SIGNATURE_FILE_ABSENT' },
    });
    // The contract is rebuilt from the application, as before.
    expect((await download(API_PATHS.contractDocument, token, id)).status).toBe(200);
  });

  it('an SMS one is still known to be by SMS', async () => {
    const token = (await login(server, DEMO.megaMarket)).accessToken;
    const id = await applicationOf(token, 'internet', (a) => a.status === 'TimeBooking');
    expect((await detail(token, id)).signature).toMatchObject({
      method: 'sms',
      channel: 'sms',
      signer: '+7 747 *** ** 00',
      certificate: null,
      cmsAvailable: false,
    });
  });
});

describe('the log', () => {
  it('carries no CMS, no IIN and no token', () => {
    const text = logged.join('\n');
    expect(text).toContain('egov sign');
    for (const channel of ['ncalayer', 'egov', 'sms']) {
      expect(text).toContain(`"channel":"${channel}","msg":"contract signed"`);
    }
    expect(text).not.toMatch(/MII[A-Za-z0-9+/]{20}/);
    for (const key of ['stepnoy-head-sign', 'kaztranstech-head-sign']) {
      expect(text).not.toContain(pki.key(key)?.subject.iin);
    }
    expect(text).not.toMatch(/Bearer|[\w-]{43}/);
  });
});
