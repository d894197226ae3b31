/**
 * Generates the test PKI into `server/dev/test-pki/` (or `--out <dir>`): a test root, two issuing
 * CAs beneath it and a CA nobody trusts, their CRLs, the keys of `people.ts` in the НУЦ РК RSA
 * profile, a GOST-shaped sample CMS and the stand-in signing client's TLS certificate.
 *
 *   node --import tsx scripts/pki/generate.ts [--out dir]
 *
 * The output is committed (see server/README.md «Test PKI» for why); rerun this after changing
 * `people.ts`, then commit the whole folder — every file changes, keys are new each time.
 * Dates are fixed rather than relative to today so the server tests' clock (2026-03-02) and a
 * developer's real clock agree on what is valid and what expired.
 */
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EDS_OID, EDS_ROLE_OID } from '../../contract/index.ts';
import {
  TEST_PKI_DIR,
  derToPem,
  sha256Hex,
  type TestCaRole,
  type TestPkiCa,
  type TestPkiKey,
  type TestPkiManifest,
} from '../../server/dev/testPki.ts';
import { gostSignedSample } from './gost.ts';
import { KEYS, PEOPLE, type IssuerId, type KeySpec } from './people.ts';

const RSA: RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

export const PKI_DATES = {
  caFrom: new Date('2023-01-01T00:00:00Z'),
  caTo: new Date('2050-01-01T00:00:00Z'),
  keyFrom: new Date('2025-06-01T00:00:00Z'),
  keyTo: new Date('2036-06-01T00:00:00Z'),
  expiredFrom: new Date('2024-01-01T00:00:00Z'),
  expiredTo: new Date('2025-01-01T00:00:00Z'),
  revokedOn: new Date('2025-09-01T00:00:00Z'),
  crlThisUpdate: new Date('2025-06-01T00:00:00Z'),
  crlNextUpdate: new Date('2045-06-01T00:00:00Z'),
} as const;

const CRL_BASE = 'http://crl.test-pki.dala.invalid';

type NameSpec = Array<[oid: string, value: string, kind?: 'printable']>;

/** Names as НУЦ РК encodes them: UTF8String, PrintableString for C, SERIALNUMBER and OU=BIN. */
function name(parts: NameSpec): x509.Name {
  return new x509.Name(
    parts.map(([oid, value, kind]) => ({
      [oid]: [kind === 'printable' ? { printableString: value } : { utf8String: value }],
    })),
  );
}

function serial(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return Buffer.from(bytes).toString('hex');
}

const generateKeys = async () =>
  (await crypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as CryptoKeyPair;
const pkcs8Pem = async (key: CryptoKey) =>
  derToPem(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key)), 'PRIVATE KEY');

interface Ca {
  id: string;
  role: TestCaRole;
  keys: CryptoKeyPair;
  certificate: x509.X509Certificate;
  crlUrl: string | null;
}

const caName = (title: string) =>
  name([
    ['2.5.4.3', title],
    ['2.5.4.10', 'Dala Business test PKI — not for production'],
    ['2.5.4.6', 'KZ', 'printable'],
  ]);

async function makeRoot(id: string, title: string, role: TestCaRole): Promise<Ca> {
  const keys = await generateKeys();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: caName(title),
    notBefore: PKI_DATES.caFrom,
    notAfter: PKI_DATES.caTo,
    keys,
    signingAlgorithm: RSA,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { id, role, keys, certificate, crlUrl: role === 'root' ? `${CRL_BASE}/${id}.crl` : null };
}

async function makeIssuing(id: string, title: string, root: Ca): Promise<Ca> {
  const keys = await generateKeys();
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: caName(title),
    issuer: root.certificate.subject,
    notBefore: PKI_DATES.caFrom,
    notAfter: PKI_DATES.caTo,
    publicKey: keys.publicKey,
    signingKey: root.keys.privateKey,
    signingAlgorithm: RSA,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root.keys.publicKey),
      new x509.CRLDistributionPointsExtension([root.crlUrl ?? '']),
    ],
  });
  return { id, role: 'issuing', keys, certificate, crlUrl: `${CRL_BASE}/${id}.crl` };
}

function subjectOf(spec: KeySpec): x509.Name {
  const { person } = spec;
  const parts: NameSpec = [
    ['2.5.4.3', `${person.surname} ${person.name}`],
    ['2.5.4.4', person.surname],
    ['2.5.4.5', `IIN${person.iin}`, 'printable'],
    ['2.5.4.6', 'KZ', 'printable'],
  ];
  if (person.company) {
    parts.push(
      ['2.5.4.10', person.company.name],
      ['2.5.4.11', `BIN${person.company.bin}`, 'printable'],
    );
  }
  parts.push(['2.5.4.42', person.patronymic]);
  return name(parts);
}

const USAGE_FLAGS = {
  auth: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
  sign: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
  both:
    x509.KeyUsageFlags.digitalSignature |
    x509.KeyUsageFlags.nonRepudiation |
    x509.KeyUsageFlags.keyEncipherment,
};

const USAGE_EKU = {
  auth: [EDS_OID.authentication],
  sign: [EDS_OID.signing],
  both: [EDS_OID.authentication, EDS_OID.signing],
};

async function makeKey(spec: KeySpec, issuer: Ca) {
  const keys = await generateKeys();
  const notBefore = spec.expired ? PKI_DATES.expiredFrom : PKI_DATES.keyFrom;
  const notAfter = spec.expired ? PKI_DATES.expiredTo : PKI_DATES.keyTo;
  const serialNumber = serial();
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber,
    subject: subjectOf(spec),
    issuer: issuer.certificate.subject,
    notBefore,
    notAfter,
    publicKey: keys.publicKey,
    signingKey: issuer.keys.privateKey,
    signingAlgorithm: RSA,
    extensions: [
      new x509.KeyUsagesExtension(USAGE_FLAGS[spec.usage], true),
      new x509.ExtendedKeyUsageExtension([
        ...USAGE_EKU[spec.usage],
        ...spec.roles.map((role) => EDS_ROLE_OID[role]),
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(issuer.keys.publicKey),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      new x509.CRLDistributionPointsExtension([issuer.crlUrl ?? `${CRL_BASE}/${issuer.id}.crl`]),
    ],
  });
  return { keys, certificate, serialNumber, notBefore, notAfter };
}

async function makeCrl(ca: Ca, revokedSerials: string[]): Promise<x509.X509Crl> {
  return x509.X509CrlGenerator.create({
    issuer: ca.certificate.subject,
    thisUpdate: PKI_DATES.crlThisUpdate,
    nextUpdate: PKI_DATES.crlNextUpdate,
    signingKey: ca.keys.privateKey,
    signingAlgorithm: RSA,
    entries: revokedSerials.map((serialNumber) => ({
      serialNumber,
      revocationDate: PKI_DATES.revokedOn,
      reason: x509.X509CrlReason.keyCompromise,
    })),
    extensions: [await x509.AuthorityKeyIdentifierExtension.create(ca.keys.publicKey)],
  });
}

/** A self-signed server certificate for the stand-in client's wss://127.0.0.1:13579. */
async function makeTlsCertificate() {
  const keys = await generateKeys();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: name([
      ['2.5.4.3', '127.0.0.1'],
      ['2.5.4.10', 'Dala Business test signing client — not for production'],
    ]),
    notBefore: PKI_DATES.keyFrom,
    notAfter: PKI_DATES.keyTo,
    keys,
    signingAlgorithm: RSA,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'ip', value: '127.0.0.1' },
        { type: 'dns', value: 'localhost' },
      ]),
    ],
  });
  return { keys, certificate };
}

export interface GenerateResult {
  manifest: TestPkiManifest;
  ms: number;
}

/** Writes a fresh test PKI into `outDir` (replacing what is there). */
export async function generateTestPki(outDir: string): Promise<GenerateResult> {
  const started = performance.now();
  const files = new Map<string, string>();

  const root = await makeRoot(
    'test-root',
    'ҚР ТҮБІРЛІК КУӘЛАНДЫРУШЫ ОРТАЛЫҒЫ (RSA) DALA TEST',
    'root',
  );
  const issuers: Record<IssuerId, Ca> = {
    'nca-rsa': await makeIssuing('nca-rsa', 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA) DALA TEST', root),
    'nca-rsa-2': await makeIssuing(
      'nca-rsa-2',
      'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA 2) DALA TEST',
      root,
    ),
    // Named exactly as the trusted issuing CA, with its own key: only the signature tells them apart.
    untrusted: {
      ...(await makeRoot('untrusted', 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA) DALA TEST', 'untrusted')),
      crlUrl: `${CRL_BASE}/untrusted.crl`,
    },
  };

  const keys: TestPkiKey[] = [];
  const revoked = new Map<string, string[]>();
  for (const spec of KEYS) {
    const issuer = issuers[spec.issuer ?? 'nca-rsa'];
    const made = await makeKey(spec, issuer);
    if (spec.revoked)
      revoked.set(issuer.id, [...(revoked.get(issuer.id) ?? []), made.serialNumber]);
    const certificate = `keys/${spec.id}.pem`;
    const privateKey = `keys/${spec.id}.key.pem`;
    files.set(certificate, made.certificate.toString('pem') + '\n');
    files.set(privateKey, await pkcs8Pem(made.keys.privateKey));
    keys.push({
      id: spec.id,
      description: spec.description,
      usage: spec.usage,
      ca: issuer.id,
      subject: {
        commonName: `${spec.person.surname} ${spec.person.name}`,
        surname: spec.person.surname,
        givenName: spec.person.patronymic,
        iin: spec.person.iin,
        bin: spec.person.company?.bin ?? null,
        organization: spec.person.company?.name ?? null,
      },
      roles: spec.roles,
      revoked: spec.revoked ?? false,
      expired: spec.expired ?? false,
      serialNumber: made.serialNumber,
      notBefore: made.notBefore.toISOString(),
      notAfter: made.notAfter.toISOString(),
      certificate,
      privateKey,
    });
  }

  const cas: TestPkiCa[] = [];
  for (const ca of [root, ...Object.values(issuers)]) {
    const crl = ca.crlUrl ? await makeCrl(ca, revoked.get(ca.id) ?? []) : null;
    if (crl) files.set(`crl/${ca.id}.crl.pem`, crl.toString('pem') + '\n');
    files.set(`ca/${ca.id}.pem`, ca.certificate.toString('pem') + '\n');
    files.set(`ca/${ca.id}.key.pem`, await pkcs8Pem(ca.keys.privateKey));
    cas.push({
      id: ca.id,
      role: ca.role,
      name: ca.certificate.subject,
      certificate: `ca/${ca.id}.pem`,
      privateKey: `ca/${ca.id}.key.pem`,
      crl: crl ? `crl/${ca.id}.crl.pem` : null,
      crlUrl: ca.crlUrl,
    });
  }

  const gostIssuer = caName('ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (ГОСТ) DALA TEST');
  const gostSpec = KEYS.find((k) => k.id === 'stepnoy-head-sign') as KeySpec;
  files.set(
    'samples/gost-signed.p7s.pem',
    derToPem(
      gostSignedSample({
        issuer: gostIssuer,
        subject: subjectOf({ ...gostSpec, person: PEOPLE.stepnoyHead }),
        notBefore: PKI_DATES.keyFrom,
        notAfter: PKI_DATES.keyTo,
      }),
      'CMS',
    ),
  );

  const tls = await makeTlsCertificate();
  files.set('tls/ncalayer-standin.pem', tls.certificate.toString('pem') + '\n');
  files.set('tls/ncalayer-standin.key.pem', await pkcs8Pem(tls.keys.privateKey));

  const manifest: TestPkiManifest = {
    note: 'TEST PKI — private keys are public. Never trust its root outside development and tests.',
    generatedBy: 'node --import tsx scripts/pki/generate.ts',
    rootFingerprint: sha256Hex(new Uint8Array(root.certificate.rawData)),
    cas,
    keys,
    samples: { gostSigned: 'samples/gost-signed.p7s.pem' },
    tls: { certificate: 'tls/ncalayer-standin.pem', privateKey: 'tls/ncalayer-standin.key.pem' },
  };
  files.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');

  for (const sub of ['ca', 'crl', 'keys', 'samples', 'tls']) {
    rmSync(join(outDir, sub), { recursive: true, force: true });
  }
  for (const [file, content] of files) {
    const path = join(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return { manifest, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf('--out');
  const outDir = resolve(at > 0 ? (process.argv[at + 1] ?? TEST_PKI_DIR) : TEST_PKI_DIR);
  const { manifest, ms } = await generateTestPki(outDir);
  console.log(
    `test PKI: ${manifest.cas.length} CAs, ${manifest.keys.length} keys into ${outDir} in ${ms} ms`,
  );
}
