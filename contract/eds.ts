/**
 * REFERENCE ONLY — the EDS (ЭЦП) signature format of the reference backend.
 *
 * The operator's real stack signs with the national PKI through NCALayer (CMS/PKCS#7 with GOST or
 * RSA keys issued by НУЦ РК). None of that exists on a development machine, so the reference
 * backend accepts a documented stand-in: a base64 (standard alphabet, UTF-8) JSON envelope
 * holding the certificate fields the checks of §5/§8 need, the data that was signed, and an
 * HMAC-SHA256 over both made with a PUBLIC, well-known key. Anyone can forge it — that is the
 * point: it lets a development signing client (and the tests) produce every case the real
 * checks distinguish (expired, revoked, IIN/BIN mismatch, no signing right, not First Head, wrong
 * data, a different person than at login) without a PKI. Never accept it in production.
 *
 * Producing a signature (any language):
 *   message   = edsSignedMessage(certificate, signedData)          // a JSON array, see below
 *   signature = hex(HMAC-SHA256(key = EDS_REFERENCE_HMAC_KEY, message))
 *   envelope  = { format: EDS_REFERENCE_FORMAT, certificate, signedData, signature }
 *   wire      = base64(utf8(JSON.stringify(envelope)))
 * In a browser: `crypto.subtle.importKey('raw', …, { name: 'HMAC', hash: 'SHA-256' })` and
 * `crypto.subtle.sign('HMAC', …)`. With DEV_API=1 the backend also signs for you
 * (`POST /api/dev/eds/sign`) with one of its demo certificates.
 */
export const EDS_REFERENCE_FORMAT = 'dala-eds-reference/1';

/** Public by design (see above): the stand-in CA's "private key". */
export const EDS_REFERENCE_HMAC_KEY = 'dala-business-reference-eds-not-a-secret';

/**
 * Key files of the national PKI come in pairs: an authentication key (AUTH_RSA…, for login) and
 * a signing key (RSA…/GOST…, for documents).
 */
export const EDS_KEY_USAGES = ['auth', 'sign'] as const;
export type EdsKeyUsage = (typeof EDS_KEY_USAGES)[number];

/**
 * The holder's role in the organisation as the certificate states it: the first head; an
 * employee with the signing right; an employee without it; or an individual (a sole
 * proprietor's own key, where the IIN is the BIN).
 */
export const EDS_ROLES = ['FIRST_HEAD', 'SIGNER', 'EMPLOYEE', 'INDIVIDUAL'] as const;
export type EdsRole = (typeof EDS_ROLES)[number];

export interface EdsReferenceCertificate {
  /** Hex serial number; the revocation list is keyed by it. */
  serial: string;
  /** Holder's full name (CN). */
  subject: string;
  /** Holder's IIN. */
  iin: string;
  /** The organisation's BIN; null for an individual's key. */
  bin: string | null;
  organization: string | null;
  usage: EdsKeyUsage;
  role: EdsRole;
  /** ISO moments. */
  notBefore: string;
  notAfter: string;
  issuer: string;
}

export interface EdsReferenceEnvelope {
  format: typeof EDS_REFERENCE_FORMAT;
  certificate: EdsReferenceCertificate;
  /** What was signed: the login challenge, or a document's `dataToSign`. */
  signedData: string;
  /** Lower-case hex HMAC-SHA256 of `edsSignedMessage(certificate, signedData)`. */
  signature: string;
}

/** The exact text the HMAC covers: fields in a fixed order, so signer and verifier agree. */
export function edsSignedMessage(certificate: EdsReferenceCertificate, signedData: string): string {
  const c = certificate;
  return JSON.stringify([
    EDS_REFERENCE_FORMAT,
    c.serial,
    c.subject,
    c.iin,
    c.bin,
    c.organization,
    c.usage,
    c.role,
    c.notBefore,
    c.notAfter,
    c.issuer,
    signedData,
  ]);
}
