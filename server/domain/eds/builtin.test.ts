import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EDS_OID, type EdsReason } from '../../../contract/index.ts';
import { signWithTestKey } from '../../dev/cmsSigner.ts';
import { loadTestPki, pemToDer } from '../../dev/testPki.ts';
import { holderName } from './certificate.ts';
import { testPkiVerifier } from './index.ts';
import type { EdsVerifyRequest } from './verifier.ts';

const pki = loadTestPki();
const verifier = testPkiVerifier();
const AT = Date.parse('2026-03-02T04:00:00Z');
const data = new Uint8Array(Buffer.from('dala-business-login:abc:def', 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'eds-crl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function key(id: string) {
  const found = pki.key(id);
  if (!found) throw new Error(`no key ${id}`);
  return found;
}

async function reasonOf(promise: Promise<unknown>): Promise<EdsReason | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const reason = (error as { reason?: EdsReason }).reason;
    if (!reason) throw error;
    return reason;
  }
}

const request = (signature: string, extra: Partial<EdsVerifyRequest> = {}): EdsVerifyRequest => ({
  signature,
  data,
  purpose: 'sign',
  at: AT,
  ...extra,
});

/** Re-encodes a CMS after changing its SignedData. */
function rewrite(base64: string, change: (signed: pkijs.SignedData) => void): string {
  const info = pkijs.ContentInfo.fromBER(Buffer.from(base64, 'base64'));
  const signed = new pkijs.SignedData({ schema: info.content });
  change(signed);
  const out = new pkijs.ContentInfo({
    contentType: pkijs.id_ContentType_SignedData,
    content: signed.toSchema(true),
  });
  return Buffer.from(out.toSchema().toBER()).toString('base64');
}

describe('built-in verifier (pkijs, RSA) with the test PKI', () => {
  it('accepts a detached CMS and reads the holder from the НУЦ РК profile', async () => {
    const signer = await verifier.verify(
      request(await signWithTestKey(key('stepnoy-head-sign'), data)),
    );
    expect(signer).toMatchObject({
      iin: key('stepnoy-head-sign').subject.iin,
      bin: '180440000128',
      organization: 'ТОО «СТЕПНОЙ ЛОГИСТИК»',
      roles: ['LEGAL_ENTITY', 'FIRST_HEAD'],
      keyUsage: { digitalSignature: true, nonRepudiation: true },
      crlUrls: [pki.ca('nca-rsa').crlUrl],
      issuerName: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA) DALA TEST',
    });
    expect(signer.ekus).toEqual(
      expect.arrayContaining([EDS_OID.signing, EDS_OID.legalEntity, EDS_OID.firstHead]),
    );
    expect(holderName(signer)).toBe('Нурланов Ерлан Маратович');
  });

  it('reads an individual’s key: IIN, no BIN', async () => {
    const signer = await verifier.verify(
      request(await signWithTestKey(key('entrepreneur-sign'), data)),
    );
    expect(signer).toMatchObject({ bin: null, organization: null, roles: ['INDIVIDUAL'] });
    expect(holderName(signer)).toBe('Әбдірахманов Бауыржан Серікұлы');
  });

  it('takes validity at the moment given (the server clock), both ways', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    expect(
      await reasonOf(verifier.verify(request(signature, { at: Date.parse('2025-03-01') }))),
    ).toBe('CERT_NOT_YET_VALID');
    expect(
      await reasonOf(verifier.verify(request(signature, { at: Date.parse('2037-01-01') }))),
    ).toBe('CERT_EXPIRED');
  });

  it('wants exactly one SignerInfo, and the signer’s certificate inside', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const twice = rewrite(signature, (s) =>
      s.signerInfos.push(s.signerInfos[0] as pkijs.SignerInfo),
    );
    expect(await reasonOf(verifier.verify(request(twice)))).toBe('SIGNER_COUNT');
    const bare = rewrite(signature, (s) => {
      s.certificates = [];
    });
    expect(await reasonOf(verifier.verify(request(bare)))).toBe('SIGNER_CERTIFICATE_MISSING');
  });

  it('refuses other algorithms by name: GOST apart from the rest', async () => {
    const gost = Buffer.from(pki.der(pki.manifest.samples.gostSigned)).toString('base64');
    expect(await reasonOf(verifier.verify(request(gost)))).toBe('GOST_UNSUPPORTED');
    const sha1 = rewrite(await signWithTestKey(key('stepnoy-head-sign'), data), (s) => {
      (s.signerInfos[0] as pkijs.SignerInfo).digestAlgorithm = new pkijs.AlgorithmIdentifier({
        algorithmId: '1.3.14.3.2.26',
      });
    });
    expect(await reasonOf(verifier.verify(request(sha1)))).toBe('ALGORITHM_UNSUPPORTED');
  });

  it('refuses a key usage that does not fit the purpose', async () => {
    const auth = await signWithTestKey(key('stepnoy-head-auth'), data);
    expect(await reasonOf(verifier.verify(request(auth)))).toBe('SIGN_USAGE_MISSING');
    expect(await reasonOf(verifier.verify(request(auth, { purpose: 'auth' })))).toBe('accepted');
    const both = await signWithTestKey(key('alma-head-both'), data);
    expect(await reasonOf(verifier.verify(request(both, { purpose: 'auth' })))).toBe('accepted');
    expect(await reasonOf(verifier.verify(request(both, { purpose: 'sign' })))).toBe('accepted');
  });

  it('trusts only the configured anchors: the test root unconfigured, nothing passes', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const { builtinVerifier } = await import('./builtin.ts');
    const { fileCrlSource } = await import('./crl.ts');
    const stranger = builtinVerifier({
      trustAnchors: [pki.der(pki.ca('untrusted').certificate)],
      intermediates: pki.intermediates(),
      crls: fileCrlSource(pki.crlFiles()),
    });
    expect(await reasonOf(stranger.verify(request(signature)))).toBe('CHAIN_UNTRUSTED');
  });
});

describe('revocation: CRL of the issuing CA, fail closed', () => {
  const leafUrl = pki.ca('nca-rsa').crlUrl as string;

  async function crlFile(name: string, signedBy: string, nextUpdate: Date): Promise<string> {
    const issuer = pki.ca('nca-rsa');
    const signer = pki.ca(signedBy);
    const keyPem = pki.text(signer.privateKey);
    const signingKey = await crypto.subtle.importKey(
      'pkcs8',
      new Uint8Array(pemToDer(keyPem)),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const crl = await x509.X509CrlGenerator.create({
      issuer: issuer.name,
      thisUpdate: new Date('2025-06-01T00:00:00Z'),
      nextUpdate,
      signingKey,
      signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    });
    const path = join(dir, name);
    writeFileSync(path, crl.toString('pem'));
    return path;
  }

  const withLeafCrl = (path: string) =>
    testPkiVerifier({ crlFiles: new Map([...pki.crlFiles(), [leafUrl, path]]) });

  it('refuses a key on its CA’s list', async () => {
    const revoked = await signWithTestKey(key('stepnoy-head-revoked-sign'), data);
    expect(await reasonOf(verifier.verify(request(revoked)))).toBe('CERT_REVOKED');
  });

  it('cannot check when the list is missing, out of date, or not signed by the CA', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const missing = testPkiVerifier({ crlFiles: new Map([[leafUrl, join(dir, 'absent.crl')]]) });
    expect(await reasonOf(missing.verify(request(signature)))).toBe('REVOCATION_UNAVAILABLE');
    const stale = withLeafCrl(await crlFile('stale.crl', 'nca-rsa', new Date('2025-07-01')));
    expect(await reasonOf(stale.verify(request(signature)))).toBe('REVOCATION_UNAVAILABLE');
    // Issued in the CA's name by the look-alike CA's key: only the signature tells.
    const forged = withLeafCrl(await crlFile('forged.crl', 'untrusted', new Date('2045-01-01')));
    expect(await reasonOf(forged.verify(request(signature)))).toBe('REVOCATION_UNAVAILABLE');
    const fresh = withLeafCrl(await crlFile('fresh.crl', 'nca-rsa', new Date('2045-01-01')));
    expect(await reasonOf(fresh.verify(request(signature)))).toBe('accepted');
  });

  it('checks the issuing CA against the root’s list as well', async () => {
    const signature = await signWithTestKey(key('stepnoy-head-sign'), data);
    const rootUrl = pki.ca('test-root').crlUrl as string;
    const files = new Map(pki.crlFiles());
    files.delete(rootUrl);
    const noRootList = testPkiVerifier({ crlFiles: files });
    expect(await reasonOf(noRootList.verify(request(signature)))).toBe('REVOCATION_UNAVAILABLE');
  });
});
