/**
 * EDS verification (issue 17): which verifier runs, which CAs it trusts, where CRLs come from.
 * The configuration is read in `server/config.ts` (EDS_* variables, server/README.md).
 */
import { readFileSync } from 'node:fs';
import { loadTestPki, pemToDer, sha256Hex, type TestPki } from '../../dev/testPki.ts';
import { builtinVerifier } from './builtin.ts';
import { fileCrlSource, httpCrlSource, type RevocationLog } from './crl.ts';
import { ncaNodeVerifier, type NcaNodeRevocationCheck } from './ncanode.ts';
import type { SignerCertificate } from './certificate.ts';
import { checkDocumentSigner, loginOf, type DocumentSigning, type EdsLogin } from './policy.ts';
import type { EdsVerifier } from './verifier.ts';
import { EdsRefusal, refuse } from './refusal.ts';

export { EdsRefusal };
export { holderName, type SignerCertificate } from './certificate.ts';
export { checkDocumentSigner, loginOf, type EdsLogin, type EdsLoginIdentity } from './policy.ts';
export type { EdsVerifier, EdsVerifyRequest } from './verifier.ts';
export { builtinVerifier } from './builtin.ts';
export { ncaNodeVerifier } from './ncanode.ts';

export interface EdsConfig {
  verifier: 'builtin' | 'ncanode';
  ncanodeUrl: string | null;
  ncanodeRevocationCheck: NcaNodeRevocationCheck[];
  /** PEM files of the root CAs to trust (the national PKI's roots). */
  trustAnchorFiles: string[];
  /** PEM files of the issuing CAs beneath them. */
  caCertificateFiles: string[];
  /** EDS_TRUST_TEST_CA=1: trust the test PKI and read its CRLs from files. Never in production. */
  trustTestCa: boolean;
  crlTimeoutMs: number;
}

/** Every certificate of a PEM file (a bundle may hold several). */
export function readPemCertificates(path: string): Uint8Array[] {
  const text = readFileSync(path, 'utf8');
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  if (!blocks?.length) throw new Error(`${path}: no PEM certificate`);
  return blocks.map(pemToDer);
}

/**
 * Refuses to run a production server that would trust the test PKI — through the flag, or
 * because one of its CA certificates was listed among the anchors.
 */
export function assertNoTestTrust(
  certificates: readonly Uint8Array[],
  config: Pick<EdsConfig, 'trustTestCa'>,
  production: boolean,
  pki: () => TestPki = loadTestPki,
): void {
  if (!production) return;
  if (config.trustTestCa) {
    throw new Error('EDS_TRUST_TEST_CA=1 is refused with NODE_ENV=production: its keys are public');
  }
  let test: TestPki;
  try {
    test = pki();
  } catch {
    return; // a deployment without server/dev/test-pki cannot have taken its CA from there
  }
  const testCas = new Set(test.manifest.cas.map((ca) => sha256Hex(test.der(ca.certificate))));
  if (certificates.some((der) => testCas.has(sha256Hex(der)))) {
    throw new Error(
      'The test PKI’s CA is among EDS_TRUST_ANCHORS / EDS_CA_CERTIFICATES: refused with NODE_ENV=production',
    );
  }
}

export interface CreateVerifierOptions {
  production: boolean;
  log?: RevocationLog;
  fetch?: typeof globalThis.fetch;
}

export function createEdsVerifier(config: EdsConfig, options: CreateVerifierOptions): EdsVerifier {
  const anchors = config.trustAnchorFiles.flatMap(readPemCertificates);
  const intermediates = config.caCertificateFiles.flatMap(readPemCertificates);
  assertNoTestTrust([...anchors, ...intermediates], config, options.production);
  if (config.verifier === 'ncanode') {
    if (!config.ncanodeUrl) throw new Error('EDS_VERIFIER=ncanode needs NCANODE_URL');
    return ncaNodeVerifier({
      url: config.ncanodeUrl,
      revocationCheck: config.ncanodeRevocationCheck,
      log: options.log,
      fetch: options.fetch,
    });
  }
  const http = httpCrlSource({ timeoutMs: config.crlTimeoutMs, fetch: options.fetch });
  if (!config.trustTestCa) {
    return builtinVerifier({ trustAnchors: anchors, intermediates, crls: http, log: options.log });
  }
  return testPkiVerifier({ anchors, intermediates, fallback: http, log: options.log });
}

/** The built-in verifier trusting the test PKI (plus any other anchors given), its CRLs from files. */
export function testPkiVerifier(
  extra: {
    anchors?: Uint8Array[];
    intermediates?: Uint8Array[];
    fallback?: ReturnType<typeof httpCrlSource>;
    log?: RevocationLog;
    crlFiles?: ReadonlyMap<string, string>;
  } = {},
  pki: TestPki = loadTestPki(),
): EdsVerifier {
  return builtinVerifier({
    trustAnchors: [...pki.trustAnchors(), ...(extra.anchors ?? [])],
    intermediates: [...pki.intermediates(), ...(extra.intermediates ?? [])],
    crls: fileCrlSource(extra.crlFiles ?? pki.crlFiles(), extra.fallback),
    log: extra.log,
  });
}

/** Trusts nothing: every signature is refused (CHAIN_UNTRUSTED). The default of `createApp`. */
export function untrustingVerifier(): EdsVerifier {
  return builtinVerifier({ trustAnchors: [], crls: fileCrlSource(new Map()) });
}

/** EDS login: an AUTH key's CMS over exactly the challenge's UTF-8 bytes the server issued. */
export async function verifyLogin(
  verifier: EdsVerifier,
  signature: string,
  challenge: string,
  typedBin: string | undefined,
  at: number,
): Promise<EdsLogin> {
  const data = new Uint8Array(Buffer.from(challenge, 'utf8'));
  try {
    return loginOf(await verifier.verify({ signature, data, purpose: 'auth', at }), typedBin);
  } catch (error) {
    // At login no document is signed: other bytes than the challenge fail the authentication.
    if (error instanceof EdsRefusal && error.reason === 'CONTENT_MISMATCH') {
      refuse('CHALLENGE_MISMATCH');
    }
    throw error;
  }
}

/**
 * Document signing: a SIGN key's CMS over exactly the stored bytes `sign-data` issued (kept as
 * base64), by someone who may sign for the company — and the person who logged in by EDS.
 */
export async function verifyDocumentSignature(
  verifier: EdsVerifier,
  signature: string,
  issuedBase64: string,
  target: DocumentSigning,
  at: number,
): Promise<SignerCertificate> {
  const data = new Uint8Array(Buffer.from(issuedBase64, 'base64'));
  const signer = await verifier.verify({ signature, data, purpose: 'sign', at });
  checkDocumentSigner(signer, target);
  return signer;
}
