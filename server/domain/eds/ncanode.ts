/**
 * The adapter to an NCANode-style verification service (github.com/ncanode-kz/NCANode, 3.x):
 * `POST {url}/cms/verify {revocationCheck, cms, data}` → `{status, message, valid, signers}`. It
 * runs on the national crypto provider, so it checks GOST as well as RSA; what it reports is
 * turned into the same reasons as the built-in verifier. The certificate's holder, usages and
 * roles are still read here, from the CMS itself, by the same code as the built-in one.
 *
 * Two answer shapes are understood: 3.x with AdES grading (`signers[].status`, `subIndication`,
 * `certificates[]`), and earlier 3.x (`valid` flags and `revocations` per certificate only).
 */
import type { OpenedCms } from './cms.ts';
import { checkDigest } from './cms.ts';
import { readCertificate } from './certificate.ts';
import { refuse } from './refusal.ts';
import { verifyWith, type EdsVerifier } from './verifier.ts';
import type { EdsReason } from '../../../contract/index.ts';

export type NcaNodeRevocationCheck = 'OCSP' | 'CRL';

export interface NcaNodeOptions {
  /** The service's base URL, e.g. http://ncanode:14579 */
  url: string;
  /** @default 15 000 (OCSP and CRL lookups happen inside the call) */
  timeoutMs?: number;
  /** @default ['OCSP'] */
  revocationCheck?: NcaNodeRevocationCheck[];
  fetch?: typeof globalThis.fetch;
  log?: (message: string, fields: Record<string, unknown>) => void;
}

interface NcaNodeCertificate {
  valid?: boolean;
  serialNumber?: string;
  notBefore?: string;
  notAfter?: string;
  revocations?: Array<{ revoked?: boolean; by?: string }>;
}

interface NcaNodeSigner {
  certificates?: NcaNodeCertificate[];
  /** The openapi document's name for the same list. */
  signers?: NcaNodeCertificate[];
  status?: 'VALID' | 'INVALID' | 'INDETERMINATE';
  subIndication?: string | null;
}

interface NcaNodeAnswer {
  status?: number;
  message?: string;
  valid?: boolean;
  signers?: NcaNodeSigner[];
}

/** NCANode's AdES sub-indications (ETSI EN 319 102-1 subset) → our reasons. */
const SUB_INDICATION: Readonly<Record<string, EdsReason>> = {
  NO_SIGNING_CERTIFICATE_FOUND: 'SIGNER_CERTIFICATE_MISSING',
  SIG_CRYPTO_FAILURE: 'SIGNATURE_INVALID',
  CERT_HASH_MISMATCH: 'SIGNATURE_INVALID',
  TIMESTAMP_INVALID: 'SIGNATURE_INVALID',
  CHAIN_INCOMPLETE: 'CHAIN_UNTRUSTED',
  CERT_REVOKED: 'CERT_REVOKED',
  REVOKED_NO_POE: 'CERT_REVOKED',
  REVOCATION_DATA_MISSING: 'REVOCATION_UNAVAILABLE',
  FORMAT_FAILURE: 'CMS_MALFORMED',
};

const normalSerial = (hex: string) => hex.toLowerCase().replace(/^0+/, '');

function dateReason(certificate: NcaNodeCertificate | undefined, at: Date): EdsReason | null {
  const notAfter = Date.parse(certificate?.notAfter ?? '');
  const notBefore = Date.parse(certificate?.notBefore ?? '');
  if (notAfter < +at) return 'CERT_EXPIRED';
  if (notBefore > +at) return 'CERT_NOT_YET_VALID';
  return null;
}

/** Why a signer the service did not accept was refused. */
function reasonOf(signer: NcaNodeSigner, certificate: NcaNodeCertificate | undefined, at: Date) {
  if (signer.status) {
    if (signer.subIndication === 'OUT_OF_BOUNDS_NO_POE') {
      return dateReason(certificate, at) ?? 'CERT_EXPIRED';
    }
    const known = SUB_INDICATION[signer.subIndication ?? ''];
    if (known) return known;
    // INDETERMINATE for a reason not above: the service could not decide, a person must.
    return signer.status === 'INDETERMINATE' ? 'VERIFICATION_UNDECIDED' : 'SIGNATURE_INVALID';
  }
  if (certificate?.revocations?.some((r) => r.revoked)) return 'CERT_REVOKED';
  return dateReason(certificate, at) ?? 'CHAIN_UNTRUSTED';
}

export function ncaNodeVerifier(options: NcaNodeOptions): EdsVerifier {
  const { timeoutMs = 15_000, revocationCheck = ['OCSP'], log = () => {} } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/cms/verify`;

  async function ask(cms: OpenedCms, data: Uint8Array): Promise<NcaNodeAnswer> {
    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          revocationCheck,
          cms: Buffer.from(cms.der).toString('base64'),
          data: Buffer.from(data).toString('base64'),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log('ncanode unreachable', { error: error instanceof Error ? error.message : 'unknown' });
      refuse('VERIFIER_UNAVAILABLE');
    }
    if (res.status >= 500) {
      log('ncanode failed', { status: res.status });
      refuse('VERIFIER_UNAVAILABLE');
    }
    let answer: NcaNodeAnswer;
    try {
      answer = (await res.json()) as NcaNodeAnswer;
    } catch {
      log('ncanode answered other than JSON', { status: res.status });
      refuse('VERIFIER_UNAVAILABLE');
    }
    // A CMS the service cannot read is its 400 «ClientException».
    if (res.status >= 400 || (answer.status !== undefined && answer.status !== 200)) {
      log('ncanode refused the request', { status: answer.status ?? res.status });
      refuse('CMS_MALFORMED');
    }
    return answer;
  }

  return {
    kind: 'ncanode',
    verify: (request) =>
      verifyWith(async (cms, data, at) => {
        // A SHA-2 digest can be compared here, so «other data» keeps its own reason; the service
        // would only say the signature does not verify.
        await checkDigest(cms, data);
        const answer = await ask(cms, data);
        const signers = answer.signers ?? [];
        if (signers.length !== 1) refuse('SIGNER_COUNT');
        const signer = signers[0] as NcaNodeSigner;
        const certificate = (signer.certificates ?? signer.signers ?? [])[0];
        if (!certificate) refuse('SIGNER_CERTIFICATE_MISSING');
        const local = readCertificate(cms.signerCertificate).serialNumber;
        if (normalSerial(certificate.serialNumber ?? '') !== normalSerial(local)) {
          log('ncanode answered for another certificate', {});
          refuse('SIGNATURE_INVALID');
        }
        const accepted = signer.status
          ? signer.status === 'VALID'
          : answer.valid === true && certificate.valid !== false;
        if (!accepted) refuse(reasonOf(signer, certificate, at));
      }, request),
  };
}
