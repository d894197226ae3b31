/**
 * EDS (ЭЦП) facts the browser and the server share: the certificate profile of the national PKI
 * (НУЦ РК) they both read, and the machine reasons the server gives beside a catalogue code when
 * it refuses a signature.
 *
 * The signature itself is a CMS SignedData (PKCS#7, base64) made by NCALayer, detached, over the
 * exact bytes the server issued: the UTF-8 bytes of the login challenge, or the contract document
 * whose base64 `sign-data` hands out. How it is checked: `server/README.md`, «EDS».
 */
import type { BackendErrorCode } from './errors.ts';
import { isSoleProprietorNumber } from './rules/bin.ts';
import type { Locale } from './locale.ts';

/** Extended key usage and role OIDs of НУЦ РК certificates (all carried in the EKU extension). */
export const EDS_OID = {
  /** id-kp-clientAuth: the AUTH_RSA256_… key, for logging in. */
  authentication: '1.3.6.1.5.5.7.3.2',
  /** id-kp-emailProtection: the RSA256_… key, for signing documents. */
  signing: '1.3.6.1.5.5.7.3.4',
  /** The holder as a private person (an individual entrepreneur signs with it too). */
  individual: '1.2.398.3.3.4.1.1',
  /** An employee of a legal entity (the subject then carries O and OU=BIN…). */
  legalEntity: '1.2.398.3.3.4.1.2',
  firstHead: '1.2.398.3.3.4.1.2.1',
  signingRight: '1.2.398.3.3.4.1.2.2',
  financial: '1.2.398.3.3.4.1.2.3',
  hr: '1.2.398.3.3.4.1.2.4',
  employee: '1.2.398.3.3.4.1.2.5',
} as const;

/** Every GOST algorithm of the national PKI lives under this arc (34.310, 34.311, 2015…). */
export const GOST_OID_ARC = '1.2.398.3.10';

/** Key files of the national PKI come in pairs: AUTH (login) and SIGN (documents). */
export const EDS_KEY_USAGES = ['auth', 'sign'] as const;
export type EdsKeyUsage = (typeof EDS_KEY_USAGES)[number];

/** The holder's roles, read from the certificate's role OIDs. */
export const EDS_ROLES = [
  'INDIVIDUAL',
  'LEGAL_ENTITY',
  'FIRST_HEAD',
  'SIGNING_RIGHT',
  'FINANCIAL',
  'HR',
  'EMPLOYEE',
] as const;
export type EdsRole = (typeof EDS_ROLES)[number];

export const EDS_ROLE_OID: Readonly<Record<EdsRole, string>> = {
  INDIVIDUAL: EDS_OID.individual,
  LEGAL_ENTITY: EDS_OID.legalEntity,
  FIRST_HEAD: EDS_OID.firstHead,
  SIGNING_RIGHT: EDS_OID.signingRight,
  FINANCIAL: EDS_OID.financial,
  HR: EDS_OID.hr,
  EMPLOYEE: EDS_OID.employee,
};

/**
 * The EKU/role OIDs a key must carry for NCALayer to offer it (`signerParams.extKeyUsageOids`,
 * all of them required). Only a filter for the chooser: the server checks every rule again.
 * Login takes any AUTH key of the company; a company's documents need its First Head's SIGN key
 * whatever the legal form (§6) — an IE with a BIN included, whose keys carry it as a legal
 * entity's do; a sole proprietor registered by IIN signs as the owner, with the individual's SIGN
 * key. So the company's number decides, as the server's `checkDocumentSigner` does.
 */
export function edsKeyFilter(usage: EdsKeyUsage, companyNumber?: string): string[] {
  if (usage === 'auth') return [EDS_OID.authentication];
  return companyNumber !== undefined && isSoleProprietorNumber(companyNumber)
    ? [EDS_OID.signing, EDS_OID.individual]
    : [EDS_OID.signing, EDS_OID.firstHead];
}

/**
 * Why the server refused a signature: `error.params.reason` beside the catalogue code, finer than
 * the §8 word (one catalogue key covers several reasons). Each reason has one code
 * (`EDS_REASON_CODE`) and its own words in ru and kk (`EDS_REASON_MESSAGES`).
 */
export const EDS_REASONS = [
  // the CMS itself
  'CMS_MALFORMED',
  'SIGNER_COUNT',
  'SIGNER_CERTIFICATE_MISSING',
  'GOST_UNSUPPORTED',
  'ALGORITHM_UNSUPPORTED',
  'SIGNATURE_INVALID',
  'CONTENT_MISMATCH',
  // the certificate
  'CHAIN_UNTRUSTED',
  'CERT_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'REVOCATION_UNAVAILABLE',
  'VERIFIER_UNAVAILABLE',
  'VERIFICATION_UNDECIDED',
  'KEY_USAGE_MISSING',
  'AUTH_USAGE_MISSING',
  'SIGN_USAGE_MISSING',
  'SUBJECT_IIN_MISSING',
  // the rules of §5 and §6
  'CHALLENGE_MISMATCH',
  'COMPANY_MISMATCH',
  'NO_SIGNING_RIGHT',
  'FIRST_HEAD_REQUIRED',
  'LOGIN_PERSON_MISMATCH',
  'LOGIN_ISSUER_MISMATCH',
  'LOGIN_KEY_MISMATCH',
  // the state business register (issue 28)
  'LOGIN_NOT_FIRST_HEAD',
  'REGISTER_HEAD_MISMATCH',
] as const;
export type EdsReason = (typeof EDS_REASONS)[number];

export function isEdsReason(value: unknown): value is EdsReason {
  return typeof value === 'string' && (EDS_REASONS as readonly string[]).includes(value);
}

/**
 * The catalogue code each reason is answered with. The three «try later» ones are 503: nothing is
 * wrong with the key, the server could not finish checking it (fail closed).
 */
export const EDS_REASON_CODE: Readonly<Record<EdsReason, BackendErrorCode>> = {
  CMS_MALFORMED: 'EDS_INVALID_KEY',
  SIGNER_COUNT: 'EDS_INVALID_KEY',
  SIGNER_CERTIFICATE_MISSING: 'EDS_INVALID_KEY',
  GOST_UNSUPPORTED: 'EDS_INVALID_KEY',
  ALGORITHM_UNSUPPORTED: 'EDS_INVALID_KEY',
  SIGNATURE_INVALID: 'EDS_INVALID_KEY',
  CONTENT_MISMATCH: 'EDS_SIGN_DATA_MISMATCH',
  CHAIN_UNTRUSTED: 'EDS_INVALID_KEY',
  CERT_EXPIRED: 'EDS_EXPIRED',
  CERT_NOT_YET_VALID: 'EDS_INVALID_KEY',
  CERT_REVOKED: 'EDS_REVOKED',
  REVOCATION_UNAVAILABLE: 'TRY_LATER',
  VERIFIER_UNAVAILABLE: 'TRY_LATER',
  // The verification service answered, but could not decide (AdES INDETERMINATE for a reason
  // that waiting will not cure): a person looks at it (§8 «Verification failed»).
  VERIFICATION_UNDECIDED: 'EDS_VERIFICATION_FAILED',
  KEY_USAGE_MISSING: 'EDS_INVALID_KEY',
  AUTH_USAGE_MISSING: 'EDS_AUTH_FILE_REQUIRED',
  SIGN_USAGE_MISSING: 'EDS_SIGN_FILE_REQUIRED',
  SUBJECT_IIN_MISSING: 'EDS_INVALID_KEY',
  // A login signature over other bytes than the challenge: an authentication error (§8).
  CHALLENGE_MISMATCH: 'EDS_AUTH_FAILED',
  COMPANY_MISMATCH: 'EDS_BIN_MISMATCH',
  NO_SIGNING_RIGHT: 'EDS_SIGN_NOT_ALLOWED',
  FIRST_HEAD_REQUIRED: 'EDS_NOT_FIRST_HEAD',
  LOGIN_PERSON_MISMATCH: 'EDS_KEY_MISMATCH',
  LOGIN_ISSUER_MISMATCH: 'EDS_KEY_MISMATCH',
  LOGIN_KEY_MISMATCH: 'EDS_KEY_MISMATCH',
  // Logged in by EDS with a key that is not the First Head's: only the same person may sign by
  // EDS, so the signing step says which key it needs before NCALayer is opened (§8 «Role»).
  LOGIN_NOT_FIRST_HEAD: 'EDS_ROLE_REQUIRED',
  // A First Head key of the BIN, but the register names another head: a specialist looks (§8).
  REGISTER_HEAD_MISMATCH: 'EDS_VERIFICATION_FAILED',
};

/** Reasons answered 503 (the check could not be completed) rather than 422. */
export const EDS_UNAVAILABLE_REASONS: readonly EdsReason[] = [
  'REVOCATION_UNAVAILABLE',
  'VERIFIER_UNAVAILABLE',
];

/** Reasons only an EDS login can have: its challenge, its `auth` key, the login key's role. */
const LOGIN_ONLY_REASONS: readonly EdsReason[] = [
  'AUTH_USAGE_MISSING',
  'CHALLENGE_MISMATCH',
  'LOGIN_NOT_FIRST_HEAD',
];

/**
 * The codes a document signature is refused with, whichever way it came (NCALayer's
 * sign-documents, eGov's API №2): every reason's code but the login-only and «try later» ones. Both
 * calls check it through one `acceptEdsSignature`, so they declare one list.
 */
export const EDS_SIGNATURE_REFUSALS: readonly BackendErrorCode[] = [
  ...new Set(
    EDS_REASONS.filter(
      (r) => !LOGIN_ONLY_REASONS.includes(r) && !EDS_UNAVAILABLE_REASONS.includes(r),
    ).map((r) => EDS_REASON_CODE[r]),
  ),
];

/** What the UI may add under the catalogue message, where the catalogue word is too coarse. */
export const EDS_REASON_MESSAGES: Readonly<Record<Locale, Readonly<Record<EdsReason, string>>>> = {
  ru: {
    CMS_MALFORMED: 'Подпись повреждена или имеет неверный формат',
    SIGNER_COUNT: 'Подпись должна содержать ровно одного подписанта',
    SIGNER_CERTIFICATE_MISSING: 'В подписи нет сертификата подписанта',
    GOST_UNSUPPORTED:
      'Подписи по ГОСТ пока не принимаются. Выберите ключ RSA (файл RSA256_… или AUTH_RSA256_…)',
    ALGORITHM_UNSUPPORTED: 'Алгоритм подписи не поддерживается',
    SIGNATURE_INVALID: 'Подпись не прошла криптографическую проверку',
    CONTENT_MISMATCH: 'Подписаны не те данные, которые выдал сервер',
    CHAIN_UNTRUSTED: 'Сертификат выдан не Национальным удостоверяющим центром РК',
    CERT_EXPIRED: 'Срок действия сертификата закончился',
    CERT_NOT_YET_VALID: 'Срок действия сертификата ещё не начался',
    CERT_REVOKED: 'Сертификат отозван удостоверяющим центром',
    REVOCATION_UNAVAILABLE: 'Не удалось проверить, не отозван ли сертификат. Попробуйте позже',
    VERIFIER_UNAVAILABLE: 'Служба проверки подписи недоступна. Попробуйте позже',
    VERIFICATION_UNDECIDED: 'Служба проверки не смогла подтвердить подпись',
    KEY_USAGE_MISSING: 'Сертификат не предназначен для электронной подписи',
    AUTH_USAGE_MISSING: 'Для входа нужен ключ аутентификации (файл AUTH_RSA256_…)',
    SIGN_USAGE_MISSING: 'Для подписания нужен ключ подписи (файл RSA256_…)',
    SUBJECT_IIN_MISSING: 'В сертификате нет ИИН владельца',
    CHALLENGE_MISMATCH: 'Подписан не тот запрос на вход. Нажмите «Войти с ЭЦП» ещё раз',
    COMPANY_MISMATCH: 'Ключ выдан для другой компании',
    NO_SIGNING_RIGHT: 'У владельца ключа нет права подписи документов компании',
    FIRST_HEAD_REQUIRED: 'Документы компании подписывает её первый руководитель',
    LOGIN_PERSON_MISMATCH: 'Ключ принадлежит не тому человеку, который вошёл в кабинет',
    LOGIN_ISSUER_MISMATCH: 'Ключ выдан другим удостоверяющим центром, чем ключ входа',
    LOGIN_KEY_MISMATCH: 'Подпишите тем же ключом, которым вошли в кабинет',
    LOGIN_NOT_FIRST_HEAD:
      'Вы вошли с ЭЦП сотрудника. Подписать договор по ЭЦП может только первый руководитель, войдя со своей ЭЦП',
    REGISTER_HEAD_MISMATCH:
      'По данным государственного реестра первый руководитель компании — другой человек',
  },
  kk: {
    CMS_MALFORMED: 'Қолтаңба бүлінген немесе пішімі дұрыс емес',
    SIGNER_COUNT: 'Қолтаңбада бір ғана қол қоюшы болуы керек',
    SIGNER_CERTIFICATE_MISSING: 'Қолтаңбада қол қоюшының сертификаты жоқ',
    GOST_UNSUPPORTED:
      'МЕМСТ бойынша қолтаңбалар әзірге қабылданбайды. RSA кілтін таңдаңыз (RSA256_… немесе AUTH_RSA256_… файлы)',
    ALGORITHM_UNSUPPORTED: 'Қолтаңба алгоритміне қолдау көрсетілмейді',
    SIGNATURE_INVALID: 'Қолтаңба криптографиялық тексеруден өтпеді',
    CONTENT_MISMATCH: 'Сервер берген деректерге емес, басқа деректерге қол қойылған',
    CHAIN_UNTRUSTED: 'Сертификатты ҚР Ұлттық куәландырушы орталығы бермеген',
    CERT_EXPIRED: 'Сертификаттың қолданылу мерзімі аяқталған',
    CERT_NOT_YET_VALID: 'Сертификаттың қолданылу мерзімі әлі басталмаған',
    CERT_REVOKED: 'Сертификатты куәландырушы орталық кері қайтарып алған',
    REVOCATION_UNAVAILABLE:
      'Сертификаттың кері қайтарылмағанын тексеру мүмкін болмады. Кейінірек қайталаңыз',
    VERIFIER_UNAVAILABLE: 'Қолтаңбаны тексеру қызметі қолжетімсіз. Кейінірек қайталаңыз',
    VERIFICATION_UNDECIDED: 'Тексеру қызметі қолтаңбаны растай алмады',
    KEY_USAGE_MISSING: 'Сертификат электрондық қолтаңбаға арналмаған',
    AUTH_USAGE_MISSING: 'Кіру үшін аутентификация кілті керек (AUTH_RSA256_… файлы)',
    SIGN_USAGE_MISSING: 'Қол қою үшін қолтаңба кілті керек (RSA256_… файлы)',
    SUBJECT_IIN_MISSING: 'Сертификатта иесінің ЖСН-і жоқ',
    CHALLENGE_MISMATCH:
      'Кіру сұрауына емес, басқа деректерге қол қойылған. «ЭЦҚ-мен кіру» түймесін қайта басыңыз',
    COMPANY_MISMATCH: 'Кілт басқа компанияға берілген',
    NO_SIGNING_RIGHT: 'Кілт иесінің компания құжаттарына қол қою құқығы жоқ',
    FIRST_HEAD_REQUIRED: 'Компания құжаттарына оның бірінші басшысы қол қояды',
    LOGIN_PERSON_MISMATCH: 'Кілт кабинетке кірген адамға тиесілі емес',
    LOGIN_ISSUER_MISMATCH:
      'Кілтті кіру кілтін берген орталық емес, басқа куәландырушы орталық берген',
    LOGIN_KEY_MISMATCH: 'Кабинетке кірген кілтпен қол қойыңыз',
    LOGIN_NOT_FIRST_HEAD:
      'Сіз қызметкердің ЭЦҚ-мен кірдіңіз. Шартқа ЭЦҚ-мен тек бірінші басшы өз ЭЦҚ-мен кіріп қол қоя алады',
    REGISTER_HEAD_MISMATCH:
      'Мемлекеттік тізілім деректері бойынша компанияның бірінші басшысы — басқа адам',
  },
};

/** The reason of a refusal body (`error.params.reason`), or null when it has none. */
export function edsReasonOf(params: Record<string, string | number> | undefined): EdsReason | null {
  const reason = params?.reason;
  return isEdsReason(reason) ? reason : null;
}

/**
 * What became of a code shown for eGov QR signing (`egov-sign/status`): `waiting` until the app
 * reads API №1, `scanned` once it has, then one of the four ends.
 */
export const EGOV_SIGN_STATUSES = [
  'waiting',
  'scanned',
  'signed',
  'refused',
  'expired',
  'cancelled',
] as const;
export type EgovSignStatus = (typeof EGOV_SIGN_STATUSES)[number];

/** How long a code shown for eGov QR signing works (designed here; MW's default `ttl`). */
export const EGOV_SIGN_TTL_SECONDS = 180;
