/**
 * Opening a CMS SignedData as NCALayer makes it: base64 of a ContentInfo, one SignerInfo, the
 * signer's certificate inside, detached content. Everything a verifier needs before trusting
 * anything, and the checks that need no key: algorithms and attached content.
 */
import * as pkijs from 'pkijs';
import { GOST_OID_ARC } from '../../../contract/index.ts';
import { EdsRefusal, refuse } from './refusal.ts';

/** RSA PKCS#1 v1.5 with SHA-256/384/512, or plain rsaEncryption (the hash then from the digest). */
const RSA_SIGNATURES = new Set([
  '1.2.840.113549.1.1.1',
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
]);
const SHA2_DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const RSA_KEY = '1.2.840.113549.1.1.1';

export interface OpenedCms {
  /** The CMS as sent (DER), for a verification service that takes it whole. */
  der: Uint8Array;
  signedData: pkijs.SignedData;
  signerInfo: pkijs.SignerInfo;
  signerCertificate: pkijs.Certificate;
  /** Every certificate the CMS carries, the signer's included. */
  certificates: pkijs.Certificate[];
  /** Whether any algorithm of the signer (digest, signature, key) is a GOST one. */
  gost: boolean;
  /** The WebCrypto name of the digest when it is SHA-2; null otherwise. */
  digest: string | null;
}

const isGost = (oid: string | undefined) => !!oid && oid.startsWith(`${GOST_OID_ARC}.`);

function decodeBase64(text: string): Uint8Array {
  const trimmed = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) {
    refuse('CMS_MALFORMED');
  }
  return new Uint8Array(Buffer.from(trimmed, 'base64'));
}

function findSigner(
  signerInfo: pkijs.SignerInfo,
  certificates: pkijs.Certificate[],
): pkijs.Certificate | undefined {
  const sid: unknown = signerInfo.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find(
      (c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber),
    );
  }
  // A SubjectKeyIdentifier sid: NCALayer does not make them; the certificate is not found.
  return undefined;
}

/** Parses the base64 CMS; refuses what is not one signer with its certificate. */
export function openCms(base64: string): OpenedCms {
  const der = decodeBase64(base64);
  let signedData: pkijs.SignedData;
  try {
    const contentInfo = pkijs.ContentInfo.fromBER(new Uint8Array(der));
    if (contentInfo.contentType !== pkijs.id_ContentType_SignedData) refuse('CMS_MALFORMED');
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
  } catch (error) {
    if (error instanceof EdsRefusal) throw error;
    refuse('CMS_MALFORMED');
  }
  if (signedData.signerInfos.length !== 1) refuse('SIGNER_COUNT');
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  const certificates = (signedData.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const signerCertificate = findSigner(signerInfo, certificates);
  if (!signerCertificate) refuse('SIGNER_CERTIFICATE_MISSING');
  const digestOid = signerInfo.digestAlgorithm.algorithmId;
  const signatureOid = signerInfo.signatureAlgorithm.algorithmId;
  const keyOid = signerCertificate.subjectPublicKeyInfo.algorithm.algorithmId;
  return {
    der,
    signedData,
    signerInfo,
    signerCertificate,
    certificates,
    gost: [digestOid, signatureOid, keyOid, signerCertificate.signatureAlgorithm.algorithmId].some(
      isGost,
    ),
    digest: SHA2_DIGESTS[digestOid] ?? null,
  };
}

/** The RSA profile the built-in verifier can check; anything else is refused by name. */
export function requireRsa(cms: OpenedCms): void {
  if (cms.gost) refuse('GOST_UNSUPPORTED');
  const signatureOid = cms.signerInfo.signatureAlgorithm.algorithmId;
  const keyOid = cms.signerCertificate.subjectPublicKeyInfo.algorithm.algorithmId;
  if (!cms.digest || !RSA_SIGNATURES.has(signatureOid) || keyOid !== RSA_KEY) {
    refuse('ALGORITHM_UNSUPPORTED');
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);

/**
 * The content the CMS covers must be exactly the bytes the server issued: an attached content is
 * compared; a detached one is checked through the message digest (`checkDigest`).
 */
export function checkAttachedContent(cms: OpenedCms, data: Uint8Array): void {
  const eContent = cms.signedData.encapContentInfo.eContent;
  if (eContent && !sameBytes(new Uint8Array(eContent.getValue()), data)) refuse('CONTENT_MISMATCH');
}

/**
 * The signed message-digest attribute against the digest of `data` (SHA-2 only). NCALayer always
 * signs attributes; a CMS without them would be compared by the signature check alone.
 */
export async function checkDigest(cms: OpenedCms, data: Uint8Array): Promise<void> {
  if (!cms.digest) return;
  const attribute = cms.signerInfo.signedAttrs?.attributes.find(
    (a) => a.type === '1.2.840.113549.1.9.4',
  );
  const value: unknown = attribute?.values[0];
  if (!value || typeof value !== 'object' || !('valueBlock' in value)) return;
  const signed = new Uint8Array(
    (value as { valueBlock: { valueHexView: Uint8Array } }).valueBlock.valueHexView,
  );
  const actual = new Uint8Array(await crypto.subtle.digest(cms.digest, new Uint8Array(data)));
  if (!sameBytes(signed, actual)) refuse('CONTENT_MISMATCH');
}
