/**
 * The business rules of §5 «Signing» and §6 on a verified signer: whose company the key speaks
 * for, who may sign its documents, and «the same key used at login».
 */
import type { LegalForm } from '../../../contract/index.ts';
import { canSign, holderName, type SignerCertificate } from './certificate.ts';
import { refuse } from './refusal.ts';

/** What the session remembers of an EDS login, for the same-person rule. */
export interface EdsLoginIdentity {
  iin: string;
  /** The company the login certificate speaks for (BIN, or an entrepreneur's IIN). */
  company: string;
  /** The issuing CA (canonical DN). */
  issuer: string;
  /** SHA-256 of the login certificate's public key. */
  publicKey: string;
  /** Whether the login certificate can sign too (a combined key): then only that key may sign. */
  canSign: boolean;
  serialNumber: string;
  /**
   * Whether the login key may sign the company's documents by its role (§6): a First Head key,
   * or an entrepreneur's own individual key. False → EDS signing is refused before NCALayer
   * opens (LOGIN_NOT_FIRST_HEAD), since only the person who logged in may sign.
   */
  firstHead: boolean;
}

/** The company a key speaks for: the organisation's BIN, or an individual entrepreneur's IIN. */
export function companyOf(signer: SignerCertificate): string {
  return signer.bin ?? signer.iin ?? refuse('SUBJECT_IIN_MISSING');
}

export interface EdsLogin {
  companyBin: string;
  identity: EdsLoginIdentity;
  /** For a company the CRM meets for the first time. */
  companyName: string | null;
  headName: string | null;
}

/** Login: the key's company, which must be the BIN the user typed if they typed one. */
export function loginOf(signer: SignerCertificate, typedBin: string | undefined): EdsLogin {
  const companyBin = companyOf(signer);
  if (typedBin !== undefined && typedBin !== companyBin) refuse('COMPANY_MISMATCH');
  return {
    companyBin,
    identity: {
      iin: signer.iin ?? refuse('SUBJECT_IIN_MISSING'),
      company: companyBin,
      issuer: signer.issuer,
      publicKey: signer.publicKey,
      canSign: canSign(signer),
      serialNumber: signer.serialNumber,
      firstHead: signer.bin === null || signer.roles.includes('FIRST_HEAD'),
    },
    companyName: signer.organization,
    // The First Head of a legal entity; an individual's key is the sole proprietor's owner's.
    headName:
      signer.bin === null || signer.roles.includes('FIRST_HEAD') ? holderName(signer) : null,
  };
}

export interface DocumentSigning {
  companyBin: string;
  legalForm: LegalForm;
  /** The EDS login of the session; null after an SMS login (no same-person rule then). */
  login: EdsLoginIdentity | null;
}

/**
 * Signing a company's documents (§5, §6 «First head: the only signer by EDS»): its key, held by
 * its First Head whatever the legal form (LLP, JSC, branch) — a holder of the signing right alone
 * is refused (FIRST_HEAD_REQUIRED), a key without it NO_SIGNING_RIGHT; an entrepreneur's own
 * individual key for their IE (the owner signs by IIN); and after an EDS login, the same person
 * from the same CA — and the very login key when that key can sign.
 */
export function checkDocumentSigner(signer: SignerCertificate, target: DocumentSigning): void {
  if (companyOf(signer) !== target.companyBin) refuse('COMPANY_MISMATCH');
  if (signer.bin !== null) {
    const firstHead = signer.roles.includes('FIRST_HEAD');
    if (!firstHead && !signer.roles.includes('SIGNING_RIGHT')) refuse('NO_SIGNING_RIGHT');
    if (!firstHead) refuse('FIRST_HEAD_REQUIRED');
  }
  const login = target.login;
  if (!login) return;
  if (signer.iin !== login.iin || companyOf(signer) !== login.company) {
    refuse('LOGIN_PERSON_MISMATCH');
  }
  if (signer.issuer !== login.issuer) refuse('LOGIN_ISSUER_MISMATCH');
  if (login.canSign && signer.publicKey !== login.publicKey) refuse('LOGIN_KEY_MISMATCH');
}
