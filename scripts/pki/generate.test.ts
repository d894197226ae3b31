import * as pkijs from 'pkijs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDS_OID, EDS_ROLE_OID } from '../../contract/index.ts';
import { signWithTestKey } from '../../server/dev/cmsSigner.ts';
import { loadTestPki, type TestPki } from '../../server/dev/testPki.ts';
import { parseCrl } from '../../server/domain/eds/crl.ts';
import { testPkiVerifier } from '../../server/domain/eds/index.ts';
import { generateTestPki, type GenerateResult } from './generate.ts';
import { KEYS } from './people.ts';

const out = mkdtempSync(join(tmpdir(), 'test-pki-'));
let generated: GenerateResult;
let pki: TestPki;

beforeAll(async () => {
  generated = await generateTestPki(out);
  pki = loadTestPki(out);
  // A hang guard, not a speed check: ~35 RSA-2048 keys take a few seconds on a quiet 2-core
  // machine, their time varies with the primes drawn, and beside a loaded suite (load 14) they
  // took 90 s — a 60 s bound asserted here failed a run by chance.
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const certificate = (file: string) => pkijs.Certificate.fromBER(new Uint8Array(pki.der(file)));
const value = (c: pkijs.Certificate, type: string) =>
  c.subject.typesAndValues
    .filter((tv) => tv.type === type)
    .map((tv) => ({
      text: String(tv.value.valueBlock.value as unknown),
      asn: tv.value.constructor.name,
    }));

describe('scripts/pki/generate.ts', () => {
  it('writes every key of people.ts', () => {
    expect(generated.manifest.keys.map((k) => k.id)).toEqual(KEYS.map((k) => k.id));
  });

  it('issues certificates in the НУЦ РК RSA profile', () => {
    for (const key of pki.manifest.keys) {
      const c = certificate(key.certificate);
      expect(c.signatureAlgorithm.algorithmId, key.id).toBe('1.2.840.113549.1.1.11');
      const spki = c.subjectPublicKeyInfo.parsedKey as pkijs.RSAPublicKey;
      expect(spki.modulus.valueBlock.valueHexView.byteLength, key.id).toBeGreaterThanOrEqual(256);
      expect(value(c, '2.5.4.5'), key.id).toEqual([
        { text: `IIN${key.subject.iin}`, asn: 'PrintableString' },
      ]);
      const ou = value(c, '2.5.4.11').map((v) => v.text);
      expect(ou, key.id).toEqual(key.subject.bin ? [`BIN${key.subject.bin}`] : []);
      const ekus = (
        c.extensions?.find((e) => e.extnID === '2.5.29.37')?.parsedValue as
          pkijs.ExtKeyUsage | undefined
      )?.keyPurposes;
      const usage = {
        auth: [EDS_OID.authentication],
        sign: [EDS_OID.signing],
        both: [EDS_OID.authentication, EDS_OID.signing],
      }[key.usage];
      expect(ekus, key.id).toEqual([...usage, ...key.roles.map((r) => EDS_ROLE_OID[r])]);
      expect(c.extensions?.find((e) => e.extnID === '2.5.29.15')?.critical, key.id).toBe(true);
      const crlUrl = pki.ca(key.ca).crlUrl;
      expect(
        JSON.stringify(c.extensions?.find((e) => e.extnID === '2.5.29.31')?.parsedValue?.toJSON()),
        key.id,
      ).toContain(crlUrl);
    }
  });

  it('lists the revoked keys on their CA’s CRL, signed by that CA', async () => {
    const ca = pki.ca('nca-rsa');
    const crl = parseCrl(new Uint8Array(Buffer.from(pki.text(ca.crl as string))));
    expect(await crl.verify({ issuerCertificate: certificate(ca.certificate) })).toBe(true);
    for (const key of pki.manifest.keys.filter((k) => k.ca === 'nca-rsa')) {
      expect(crl.isCertificateRevoked(certificate(key.certificate)), key.id).toBe(key.revoked);
    }
  });

  it('makes keys the verifier accepts, from a CA it trusts only when told to', async () => {
    const verifier = testPkiVerifier({}, pki);
    const data = new Uint8Array(Buffer.from('hello'));
    const key = pki.key('stepnoy-head-sign');
    if (!key) throw new Error('no key');
    const signature = await signWithTestKey(key, data, {}, pki);
    const signer = await verifier.verify({
      signature,
      data,
      purpose: 'sign',
      at: Date.parse('2026-03-02'),
    });
    expect(signer.iin).toBe(key.subject.iin);
    // The committed PKI is another generation: its root does not vouch for these keys.
    const committed = testPkiVerifier();
    await expect(
      committed.verify({ signature, data, purpose: 'sign', at: Date.parse('2026-03-02') }),
    ).rejects.toMatchObject({ reason: 'CHAIN_UNTRUSTED' });
  });

  it('the committed PKI is people.ts as it stands (rerun the script after editing it)', () => {
    const committed = loadTestPki();
    expect(committed.manifest.keys.map((k) => [k.id, k.usage, k.roles, k.subject.iin])).toEqual(
      KEYS.map((k) => [k.id, k.usage, k.roles, k.person.iin]),
    );
  });
});
