/**
 * REFERENCE ONLY: verification of the stand-in EDS format of `contract/eds.ts`. Every check the
 * spec names (§5 «Signing», §8 EDS keys) is made here on that format; a production backend makes
 * the same checks on real CMS signatures against the national PKI (OCSP/CRL for revocation).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  EDS_KEY_USAGES,
  EDS_REFERENCE_FORMAT,
  EDS_REFERENCE_HMAC_KEY,
  EDS_ROLES,
  edsSignedMessage,
  type EdsReferenceCertificate,
  type EdsReferenceEnvelope,
  type LegalForm,
} from '../../contract/api.ts';
import { validateIdNumber } from '../../contract/rules/index.ts';
import { ApiError } from '../http/errors.ts';

function hmac(certificate: EdsReferenceCertificate, signedData: string): string {
  return createHmac('sha256', EDS_REFERENCE_HMAC_KEY)
    .update(edsSignedMessage(certificate, signedData))
    .digest('hex');
}

/** What the development signing client does: the wire form of a reference signature. */
export function signReference(certificate: EdsReferenceCertificate, signedData: string): string {
  const envelope: EdsReferenceEnvelope = {
    format: EDS_REFERENCE_FORMAT,
    certificate,
    signedData,
    signature: hmac(certificate, signedData),
  };
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}

const isString = (v: unknown): v is string => typeof v === 'string';

function isCertificate(value: unknown): value is EdsReferenceCertificate {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    isString(c.serial) &&
    /^[0-9a-f]{8,64}$/i.test(c.serial) &&
    isString(c.subject) &&
    isString(c.iin) &&
    validateIdNumber(c.iin, 'iin') === null &&
    (c.bin === null || (isString(c.bin) && validateIdNumber(c.bin) === null)) &&
    (c.organization === null || isString(c.organization)) &&
    (EDS_KEY_USAGES as readonly unknown[]).includes(c.usage) &&
    (EDS_ROLES as readonly unknown[]).includes(c.role) &&
    isString(c.notBefore) &&
    !Number.isNaN(Date.parse(c.notBefore)) &&
    isString(c.notAfter) &&
    !Number.isNaN(Date.parse(c.notAfter)) &&
    isString(c.issuer)
  );
}

/**
 * Decodes and authenticates a reference signature. Anything that is not a well-formed envelope
 * whose HMAC matches is «Необходимо выбрать действительный ЭЦП ключ» (the spec's signature /
 * certificate / signerInfo keys).
 */
export function decodeSignature(wire: string): EdsReferenceEnvelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(wire.trim(), 'base64').toString('utf8'));
  } catch {
    throw new ApiError(422, 'EDS_INVALID_KEY');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new ApiError(422, 'EDS_INVALID_KEY');
  const e = parsed as Record<string, unknown>;
  if (
    e.format !== EDS_REFERENCE_FORMAT ||
    !isCertificate(e.certificate) ||
    !isString(e.signedData) ||
    !isString(e.signature) ||
    !/^[0-9a-f]{64}$/.test(e.signature)
  ) {
    throw new ApiError(422, 'EDS_INVALID_KEY');
  }
  const expected = Buffer.from(hmac(e.certificate, e.signedData), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(e.signature, 'hex'))) {
    throw new ApiError(422, 'EDS_INVALID_KEY');
  }
  return parsed as EdsReferenceEnvelope;
}

export interface EdsCheckContext {
  now: number;
  isRevoked(serial: string): boolean;
}

/** Validity shared by login and signing: the right key file, in date, not revoked. */
function checkKey(
  envelope: EdsReferenceEnvelope,
  usage: 'auth' | 'sign',
  context: EdsCheckContext,
): void {
  const { certificate } = envelope;
  if (certificate.usage !== usage) {
    throw new ApiError(422, usage === 'auth' ? 'EDS_AUTH_FILE_REQUIRED' : 'EDS_SIGN_FILE_REQUIRED');
  }
  if (
    Date.parse(certificate.notAfter) <= context.now ||
    Date.parse(certificate.notBefore) > context.now
  ) {
    throw new ApiError(422, 'EDS_EXPIRED');
  }
  if (context.isRevoked(certificate.serial)) throw new ApiError(422, 'EDS_REVOKED');
}

/** The company an EDS speaks for: the organisation's BIN, or a sole proprietor's own IIN. */
export function certificateCompany(certificate: EdsReferenceCertificate): string {
  return certificate.bin ?? certificate.iin;
}

/**
 * Login: an AUTH key, valid, over exactly the challenge issued. `expectedBin`, when the user
 * typed one, must be the certificate's company.
 */
export function verifyLoginSignature(
  wire: string,
  challenge: string,
  expectedBin: string | undefined,
  context: EdsCheckContext,
): EdsReferenceEnvelope {
  const envelope = decodeSignature(wire);
  checkKey(envelope, 'auth', context);
  if (envelope.signedData !== challenge) throw new ApiError(422, 'EDS_SIGN_DATA_MISMATCH');
  if (expectedBin !== undefined && certificateCompany(envelope.certificate) !== expectedBin) {
    throw new ApiError(422, 'EDS_BIN_MISMATCH');
  }
  return envelope;
}

export interface SigningTarget {
  /** What `sign-data` handed out for this application. */
  dataToSign: string;
  companyBin: string;
  legalForm: LegalForm;
  /** The IIN of the person who logged in by EDS; null after an SMS login. */
  loginIin: string | null;
}

/**
 * Document signing: a SIGN key, valid, over the document's data, for the application's company,
 * with the signing right, the First Head's for an LLP, and the same person as at login.
 */
export function verifyDocumentSignature(
  wire: string,
  target: SigningTarget,
  context: EdsCheckContext,
): EdsReferenceEnvelope {
  const envelope = decodeSignature(wire);
  const { certificate } = envelope;
  checkKey(envelope, 'sign', context);
  if (envelope.signedData !== target.dataToSign) throw new ApiError(422, 'EDS_SIGN_DATA_MISMATCH');
  if (certificateCompany(certificate) !== target.companyBin) {
    throw new ApiError(422, 'EDS_BIN_MISMATCH');
  }
  if (certificate.role === 'EMPLOYEE') throw new ApiError(422, 'EDS_SIGN_NOT_ALLOWED');
  if (target.legalForm === 'LLP' && certificate.role !== 'FIRST_HEAD') {
    throw new ApiError(422, 'EDS_NOT_FIRST_HEAD');
  }
  if (target.loginIin !== null && certificate.iin !== target.loginIin) {
    throw new ApiError(422, 'EDS_KEY_MISMATCH');
  }
  return envelope;
}
