/**
 * The test PKI (`server/dev/test-pki/`, made by `scripts/pki/generate.ts`): a stand-in for the
 * national CA with the keys of the demo companies' people. Development and tests only — its
 * private keys are public, and a production start refuses to trust its root (`domain/eds/trust.ts`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EdsRole } from '../../contract/index.ts';

export const TEST_PKI_DIR = fileURLToPath(new URL('./test-pki/', import.meta.url));

export type TestCaRole = 'root' | 'issuing' | 'untrusted';

export interface TestPkiCa {
  id: string;
  role: TestCaRole;
  /** The CA's distinguished name, as printed. */
  name: string;
  /** Files, relative to the PKI folder. */
  certificate: string;
  privateKey: string;
  /** The CA's own CRL (what it publishes about the certificates it issued). */
  crl: string | null;
  /** Where certificates issued by this CA say its CRL lives (their CRL distribution point). */
  crlUrl: string | null;
}

export type TestKeyUsage = 'auth' | 'sign' | 'both';

export interface TestPkiKey {
  id: string;
  description: string;
  usage: TestKeyUsage;
  /** The issuing CA's id. */
  ca: string;
  subject: {
    commonName: string;
    surname: string;
    /** The patronymic (G= in НУЦ РК certificates). */
    givenName: string;
    iin: string;
    bin: string | null;
    organization: string | null;
  };
  roles: EdsRole[];
  revoked: boolean;
  expired: boolean;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  certificate: string;
  privateKey: string;
}

export interface TestPkiManifest {
  note: string;
  generatedBy: string;
  /** SHA-256 (hex) of the root certificate's DER: what production refuses to trust. */
  rootFingerprint: string;
  cas: TestPkiCa[];
  keys: TestPkiKey[];
  samples: {
    /** A CMS whose SignerInfo and certificate carry GOST OIDs (not a real GOST signature). */
    gostSigned: string;
  };
  /** The stand-in signing client's TLS certificate for wss://127.0.0.1:13579 (self-signed). */
  tls: { certificate: string; privateKey: string };
}

/** DER bytes of the first PEM block in `text`. */
export function pemToDer(text: string): Uint8Array {
  const match = /-----BEGIN [^-]+-----([\s\S]+?)-----END [^-]+-----/.exec(text);
  if (!match?.[1]) throw new Error('No PEM block found');
  return new Uint8Array(Buffer.from(match[1].replace(/\s+/g, ''), 'base64'));
}

export function derToPem(der: Uint8Array, label: string): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface TestPki {
  dir: string;
  manifest: TestPkiManifest;
  /** DER of a file of the PKI folder holding one PEM block. */
  der(file: string): Uint8Array;
  text(file: string): string;
  ca(id: string): TestPkiCa;
  key(id: string): TestPkiKey | undefined;
  /** The roots the server trusts when EDS_TRUST_TEST_CA=1, and the issuing CAs beneath them. */
  trustAnchors(): Uint8Array[];
  intermediates(): Uint8Array[];
  /** CRL distribution point URL → the CRL file that answers it. */
  crlFiles(): Map<string, string>;
}

const cache = new Map<string, TestPki>();

/** Reads the test PKI (once per folder). */
export function loadTestPki(dir: string = TEST_PKI_DIR): TestPki {
  const cached = cache.get(dir);
  if (cached) return cached;
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as TestPkiManifest;
  const text = (file: string) => readFileSync(join(dir, file), 'utf8');
  const der = (file: string) => pemToDer(text(file));
  const ca = (id: string) => {
    const found = manifest.cas.find((c) => c.id === id);
    if (!found) throw new Error(`Unknown test CA ${id}`);
    return found;
  };
  const pki: TestPki = {
    dir,
    manifest,
    der,
    text,
    ca,
    key: (id) => manifest.keys.find((k) => k.id === id),
    trustAnchors: () =>
      manifest.cas.filter((c) => c.role === 'root').map((c) => der(c.certificate)),
    intermediates: () =>
      manifest.cas.filter((c) => c.role === 'issuing').map((c) => der(c.certificate)),
    crlFiles: () =>
      new Map(
        manifest.cas.flatMap((c) =>
          c.crl && c.crlUrl && c.role !== 'untrusted'
            ? [[c.crlUrl, join(dir, c.crl)] as const]
            : [],
        ),
      ),
  };
  cache.set(dir, pki);
  return pki;
}
