/**
 * One interface, two implementations (`builtin.ts`: pkijs, RSA; `ncanode.ts`: an NCANode-style
 * service, GOST too). Both open the CMS the same way and end with the same checks of the key's
 * purpose and holder; only the cryptography, the chain of trust, the validity dates and the
 * revocation check differ.
 */
import type { EdsKeyUsage } from '../../../contract/index.ts';
import {
  canAuthenticate,
  canSign,
  readCertificate,
  type SignerCertificate,
} from './certificate.ts';
import { checkAttachedContent, openCms, type OpenedCms } from './cms.ts';
import { refuse } from './refusal.ts';

export interface EdsVerifyRequest {
  /** The CMS SignedData as the client sent it (base64). */
  signature: string;
  /** Exactly the bytes the server issued: the signature must cover these and nothing else. */
  data: Uint8Array;
  /** A login (AUTH key) or a document signature (SIGN key). */
  purpose: EdsKeyUsage;
  /**
   * When the signature was made: the server's clock on arrival. The signed signingTime attribute
   * is the signer's own claim (the PC's clock) and is not trusted to extend a certificate's life;
   * without a timestamp authority, arrival is the time of signing within the minutes the
   * challenge or sign-data lives.
   */
  at: number;
}

export interface EdsVerifier {
  readonly kind: 'builtin' | 'ncanode';
  /** The signer's certificate when every check passes; throws `EdsRefusal` otherwise. */
  verify(request: EdsVerifyRequest): Promise<SignerCertificate>;
}

/** What differs between implementations: crypto, trust, dates and revocation, at `at`. */
export type CryptoCheck = (cms: OpenedCms, data: Uint8Array, at: Date) => Promise<void>;

/** The key fits the purpose: a signing key usage, the AUTH or SIGN EKU, a holder's IIN. */
export function checkPurpose(signer: SignerCertificate, purpose: EdsKeyUsage): void {
  if (!signer.keyUsage?.digitalSignature) refuse('KEY_USAGE_MISSING');
  if (purpose === 'auth' && !canAuthenticate(signer)) refuse('AUTH_USAGE_MISSING');
  if (purpose === 'sign' && !canSign(signer)) refuse('SIGN_USAGE_MISSING');
  if (!signer.iin) refuse('SUBJECT_IIN_MISSING');
}

/** The order every implementation follows: open, content, crypto/trust/dates/revocation, purpose. */
export async function verifyWith(check: CryptoCheck, request: EdsVerifyRequest) {
  const cms = openCms(request.signature);
  checkAttachedContent(cms, request.data);
  await check(cms, request.data, new Date(request.at));
  const signer = readCertificate(cms.signerCertificate);
  checkPurpose(signer, request.purpose);
  return signer;
}
