/**
 * Step 2 of both wizards: the contract document, the data to sign, and the signature itself —
 * by EDS (a SIGN key's CMS over exactly the bytes sign-data issued) or by an SMS proof.
 */
import type { Received, Out } from '../../contract/index.ts';
import {
  failVerification,
  loadApplication,
  markSigned,
  recordSignData,
  toDetail,
  type ApplicationRow,
} from './applications.ts';
import { sessionCompany } from './account.ts';
import type { Ctx, SessionInfo } from './context.ts';
import { countedSignature } from './signatureCount.ts';
import { refuse } from './eds/refusal.ts';
import { companyRefusal, signerRefusal } from './stateRegister.ts';
import { contractDocument, dataToSign, type ContractDocument } from './documents.ts';
import {
  holderName,
  verifyDocumentSignature,
  type EdsLoginIdentity,
  type EdsVerifier,
} from './eds/index.ts';
import { ApiError } from './errors.ts';
import { companyRow } from './reference.ts';
import { maskPhone } from '../../contract/rules/phone.ts';
import { edsSignatureRecord, signedDocument } from './signatureRecords.ts';
import { consumeProof } from './sms.ts';
import { sha256 } from './crypto.ts';

/** The contract in the language the client applied in, so its digest never depends on the UI. */
function documentOf(ctx: Ctx, row: ApplicationRow): ContractDocument {
  const documentCtx: Ctx = { ...ctx, locale: row.locale };
  const company = companyRow(ctx.db, row.company_bin);
  if (!company) throw new Error(`Application ${row.id} has no company`);
  return contractDocument(toDetail(documentCtx, row), company, row.locale);
}

const DOCUMENTS_NOT_READY = ['Qualification', 'DataUpdate', 'StatusCancelled'];

function requireAwaitingSignature(row: ApplicationRow): void {
  // The register did not confirm the company: nothing to sign, the specialist's words (§8).
  if (row.status === 'VerificationFailed') throw new ApiError(422, 'EDS_VERIFICATION_FAILED');
  if (row.status !== 'SolutionOnClient') {
    throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
  }
}

/**
 * The contract to download, once the operator has prepared it. Once signed, the very bytes that
 * were signed — what the CMS covers — whatever changed since (the company's name, the template),
 * and still after a cancellation.
 */
export function contractForDownload(ctx: Ctx, row: ApplicationRow): ContractDocument {
  const signed = signedDocument(ctx, row.id);
  if (signed) {
    const html = signed.toString('utf8');
    return {
      documentId: `contract-${row.number}`,
      fileName: `contract-${row.number}.html`,
      html,
      digest: sha256(html),
    };
  }
  if (DOCUMENTS_NOT_READY.includes(row.status) && row.signed_at === null) {
    throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
  }
  return documentOf(ctx, row);
}

/**
 * The register is asked again at the moment of signing (a company may be liquidated between
 * processing and signature): a refusal moves the application to VerificationFailed and answers
 * the §8 2–3-day words.
 */
function requireRegistered(ctx: Ctx, row: ApplicationRow): void {
  const refusal = companyRefusal(ctx, row.company_bin);
  if (!refusal) return;
  failVerification(ctx, row, refusal);
  throw new ApiError(422, 'EDS_VERIFICATION_FAILED');
}

/**
 * sign-data: the bytes an EDS signature must cover, remembered for sign-documents. After an EDS
 * login with a key that is not the First Head's, EDS signing cannot succeed (only the person who
 * logged in may sign): said now, before NCALayer is opened (§8 «Role»); SMS stays open.
 */
export function issueSignData(
  ctx: Ctx,
  session: SessionInfo,
  row: ApplicationRow,
): Out<'signData'> {
  requireAwaitingSignature(row);
  if (session.loginMethod === 'eds' && session.eds && !session.eds.firstHead) {
    refuse('LOGIN_NOT_FIRST_HEAD');
  }
  const document = documentOf(ctx, row);
  const data = dataToSign(document);
  recordSignData(ctx, row, data);
  return {
    opportunityId: row.id,
    documentId: document.documentId,
    documentName: document.fileName,
    digest: document.digest,
    dataToSign: data,
  };
}

/**
 * Whether the application may be signed now, by any method: awaiting the signature, and its
 * company still confirmed by the state register.
 */
export function requireSignable(ctx: Ctx, row: ApplicationRow): void {
  requireAwaitingSignature(row);
  requireRegistered(ctx, row);
}

/**
 * An EDS signature of the documents, however it came (NCALayer's sign-documents, the eGov app's
 * API №2): a CMS over exactly the stored bytes sign-data issued, by whom §5/§6 admit — the
 * company's First Head (an entrepreneur by IIN), the person who logged in by EDS (`login`), and
 * the head the state register names. The application comes back signed. `stillWanted`, called
 * once the checks end and before anything is written, may throw to drop the outcome (an eGov
 * code that ended meanwhile: another return signed, a logout).
 */
export async function acceptEdsSignature(
  ctx: Ctx,
  verifier: EdsVerifier,
  row: ApplicationRow,
  signature: string,
  login: EdsLoginIdentity | null,
  channel: 'ncalayer' | 'egov',
  stillWanted: () => void = () => {},
): Promise<ApplicationRow> {
  return countedSignature(ctx, channel, () =>
    verifyAndMarkSigned(ctx, verifier, row, signature, login, channel, stillWanted),
  );
}

async function verifyAndMarkSigned(
  ctx: Ctx,
  verifier: EdsVerifier,
  row: ApplicationRow,
  signature: string,
  login: EdsLoginIdentity | null,
  channel: 'ncalayer' | 'egov',
  stillWanted: () => void,
): Promise<ApplicationRow> {
  // The data must be what sign-data handed out, and still what the document says now.
  const current = dataToSign(documentOf(ctx, row));
  if (!row.sign_data || row.sign_data !== current) throw new ApiError(422, 'EDS_NO_DATA');
  const company = companyRow(ctx.db, row.company_bin);
  if (!company) throw new Error(`Application ${row.id} has no company`);
  // Over the stored bytes sign-data issued, never anything the client sends.
  const signer = await verifyDocumentSignature(
    verifier,
    signature,
    row.sign_data,
    { companyBin: row.company_bin, legalForm: company.legal_form, login },
    ctx.now,
  );
  // Nothing awaits from here on: what is checked now holds when the signature is written.
  stillWanted();
  // Checking may take a CRL download: read the application again before changing it.
  const fresh = loadApplication(ctx, row.id, row.company_bin);
  if (fresh.sign_data !== row.sign_data) throw new ApiError(422, 'EDS_NO_DATA');
  requireAwaitingSignature(fresh);
  // §6 by the register: the First Head key must be the head the state register names.
  const refusal = signerRefusal(ctx, fresh.company_bin, signer.iin ?? '');
  if (refusal) {
    failVerification(ctx, fresh, refusal);
    if (refusal === 'HEAD_MISMATCH') refuse('REGISTER_HEAD_MISMATCH');
    throw new ApiError(422, 'EDS_VERIFICATION_FAILED');
  }
  // The record keeps the bytes that were verified: the stored sign-data, not a rebuilt document.
  const signedBytes = new Uint8Array(Buffer.from(fresh.sign_data ?? '', 'base64'));
  const record = edsSignatureRecord(channel, signer, signature, signedBytes);
  return markSigned(ctx, fresh, holderName(signer), record);
}

/** sign-documents for the signed-in company's application; the signed application comes back. */
export async function signDocuments(
  ctx: Ctx,
  verifier: EdsVerifier,
  session: SessionInfo,
  request: Received<'signDocuments'>,
): Promise<ApplicationRow> {
  const row = loadApplication(ctx, request.opportunityId, session.companyBin);
  requireSignable(ctx, row);
  if (request.method === 'eds') {
    // The company must still exist for the session (401 otherwise), as for every cabinet call.
    sessionCompany(ctx, session);
    const login = session.loginMethod === 'eds' ? session.eds : null;
    return acceptEdsSignature(ctx, verifier, row, request.signature, login, 'ncalayer');
  }
  const { smsProof } = request;
  return countedSignature(ctx, 'sms', () =>
    ctx.db.transaction(() => {
      consumeProof(ctx, smsProof, row.phone, 'sign');
      // What the person read and confirmed: the contract as it is at this moment.
      const document = new Uint8Array(Buffer.from(documentOf(ctx, row).html, 'utf8'));
      return markSigned(ctx, row, maskPhone(row.phone), { channel: 'sms', document });
    })(),
  );
}
