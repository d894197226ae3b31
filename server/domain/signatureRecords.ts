/**
 * The record of a contract's signature (issue 28): how it was signed, by whom, with what
 * certificate, the contract's very bytes and, for EDS, the CMS as the signer sent it. Kept at the
 * moment of signing, in the transaction that marks the application signed (`markSigned`), because
 * none of it can be had again later: the document is rebuilt from data that may change, and the
 * CMS exists only in the request that brought it. The cabinet's signature card and its two
 * downloads read it.
 */
import type { ApplicationSignature, SignatureChannel, SignerRole } from '../../contract/index.ts';
import type { Ctx } from './context.ts';
import type { SignerCertificate } from './eds/index.ts';
import { ApiError } from './errors.ts';
import { kzIso } from './time.ts';

interface EdsFacts {
  channel: Exclude<SignatureChannel, 'sms'>;
  signerIin: string;
  signerRole: SignerRole;
  serialNumber: string;
  issuer: string;
  notBefore: number;
  notAfter: number;
  /** The CMS SignedData (DER) exactly as the signer's software made it. */
  cms: Uint8Array;
}

export type SignatureRecord = { document: Uint8Array } & ({ channel: 'sms' } | EdsFacts);

/**
 * An EDS signature's record from the verified signer. The role is the one §6 admitted: a key
 * with a BIN signs only as its First Head (`checkDocumentSigner`), an individual's key only as
 * the entrepreneur whose IE number is their IIN.
 */
export function edsSignatureRecord(
  channel: EdsFacts['channel'],
  signer: SignerCertificate,
  signatureBase64: string,
  document: Uint8Array,
): SignatureRecord {
  return {
    channel,
    document,
    signerIin: signer.iin ?? '',
    signerRole: signer.bin === null ? 'entrepreneur' : 'firstHead',
    serialNumber: signer.serialNumber,
    issuer: signer.issuerName,
    notBefore: signer.notBefore.getTime(),
    notAfter: signer.notAfter.getTime(),
    // As the CMS verifier read it: base64 without the line breaks some clients add.
    cms: new Uint8Array(Buffer.from(signatureBase64.replace(/\s+/g, ''), 'base64')),
  };
}

/** Inside `markSigned`'s transaction; a signature given again (a dev route's re-run) replaces it. */
export function writeSignatureRecord(ctx: Ctx, opportunityId: string, record: SignatureRecord) {
  const eds = record.channel === 'sms' ? null : record;
  ctx.db
    .prepare(
      `INSERT OR REPLACE INTO signature_records (opportunity_id, channel, signer_iin, signer_role,
         certificate_serial, certificate_issuer, certificate_not_before, certificate_not_after,
         cms, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      opportunityId,
      record.channel,
      eds?.signerIin ?? null,
      eds?.signerRole ?? null,
      eds?.serialNumber ?? null,
      eds?.issuer ?? null,
      eds?.notBefore ?? null,
      eds?.notAfter ?? null,
      eds ? Buffer.from(eds.cms) : null,
      Buffer.from(record.document),
    );
}

interface CardRow {
  channel: SignatureChannel;
  signer_iin: string | null;
  signer_role: SignerRole | null;
  certificate_serial: string | null;
  certificate_issuer: string | null;
  certificate_not_before: number | null;
  certificate_not_after: number | null;
  has_cms: 0 | 1;
}

/** What the application itself kept of its signature (every signature has these). */
export interface SignedColumns {
  id: string;
  signature_method: 'eds' | 'sms' | null;
  signed_at: number | null;
  signer: string | null;
}

/**
 * The signature card, or null while unsigned. Without a record (signed before records were
 * kept): an SMS signature is still known to be by SMS; an EDS one says neither channel nor
 * certificate, and has no CMS to download.
 */
export function signatureCard(ctx: Ctx, row: SignedColumns): ApplicationSignature | null {
  if (!row.signature_method || row.signed_at === null) return null;
  // The blobs stay on disk: the card only needs to know the CMS is there.
  const record = ctx.db
    .prepare(
      `SELECT channel, signer_iin, signer_role, certificate_serial, certificate_issuer,
         certificate_not_before, certificate_not_after, cms IS NOT NULL AS has_cms
       FROM signature_records WHERE opportunity_id = ?`,
    )
    .get(row.id) as CardRow | undefined;
  const certificate =
    record?.certificate_serial &&
    record.certificate_issuer !== null &&
    record.certificate_not_before !== null &&
    record.certificate_not_after !== null
      ? {
          serialNumber: record.certificate_serial,
          issuer: record.certificate_issuer,
          validFrom: kzIso(record.certificate_not_before),
          validTo: kzIso(record.certificate_not_after),
        }
      : null;
  return {
    method: row.signature_method,
    channel: record?.channel ?? (row.signature_method === 'sms' ? 'sms' : null),
    signedAt: kzIso(row.signed_at),
    signer: row.signer ?? '',
    signerIin: record?.signer_iin ?? null,
    signerRole: record?.signer_role ?? null,
    certificate,
    cmsAvailable: record?.has_cms === 1,
  };
}

/** The contract exactly as it was signed; null when no record was kept. */
export function signedDocument(ctx: Ctx, opportunityId: string): Buffer | null {
  const found = ctx.db
    .prepare('SELECT document FROM signature_records WHERE opportunity_id = ?')
    .get(opportunityId) as { document: Buffer } | undefined;
  return found?.document ?? null;
}

/** The EDS signature's CMS; 409 SIGNATURE_FILE_ABSENT for SMS, unsigned or unrecorded ones. */
export function signedCms(ctx: Ctx, opportunityId: string): Buffer {
  const found = ctx.db
    .prepare('SELECT cms FROM signature_records WHERE opportunity_id = ?')
    .get(opportunityId) as { cms: Buffer | null } | undefined;
  if (!found?.cms) throw new ApiError(409, 'SIGNATURE_FILE_ABSENT');
  return found.cms;
}
