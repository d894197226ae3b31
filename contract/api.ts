/**
 * The API contract as the site imports it: every call's run-time route (`CALL_ROUTES`, made from
 * the declarations of `contract/calls/` by `npm run contract`), the catalogue, the domain's
 * constants, and the types of every request and answer — inferred from the declarations' zod
 * schemas, never written twice. Nothing here imports zod at run time: a page carries only the
 * routes it calls. The backend, the OpenAPI document and the conformance suite read the
 * declarations themselves (`contract/calls/index.ts`); docs/contract.md says how to add a call.
 *
 * Conventions (site-and-cabinet.md §7):
 * - JSON in and out (UTF-8), `Accept-Language: ru|kk` on every call; names and messages come back
 *   in that language.
 * - Authenticated calls carry `Authorization: Bearer {accessToken}`; a 401 means refresh once
 *   and retry once. Tokens never travel in URLs.
 * - Every failure is `ApiErrorBody` (`errors.ts`): 400 malformed, 401 auth, 403 forbidden,
 *   404 unknown, 409 state conflict, 413 too large, 415 not JSON, 422 validation or a business
 *   rule on the input, 429 a limit (SMS countdown or lock, codes a day, requests an hour; with
 *   `Retry-After`), 500 service error.
 * - Calls marked "designed here" are not shown by the spec; the reference backend defines them
 *   (documented in server/README.md and the OpenAPI document's `x-designed-here`).
 */
import type { Calls, CallInput, CallOutput } from './calls/index.ts';
import type { z } from 'zod';
import type {
  ApplicationDetail,
  CaseModerationState,
  DetailedStatus,
  SmsPurpose,
} from './domain.ts';
import type { EdsKeyUsage, EdsRole } from './eds.ts';
import { CALL_ROUTES } from './routes.ts';

export * from './locale.ts';
export * from './domain.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './eds.ts';
export { CALL_ROUTES } from './routes.ts';
export type { GeocodedAddress } from './calls/address.ts';
export type { Calls, CallKey, CallInput, CallOutput, SiteCallKey } from './calls/index.ts';

/** The fixed path segment naming the CRM backend (content-areas.md §7). */
export const CRM = 'creatio';

export type ApiPathKey = keyof typeof CALL_ROUTES;

/** The path of every call, by name. */
export const API_PATHS = Object.fromEntries(
  Object.entries(CALL_ROUTES).map(([key, route]) => [key, route.path]),
) as { readonly [K in ApiPathKey]: (typeof CALL_ROUTES)[K]['path'] };

/**
 * The calls the embed widgets make from partner sites: the only ones answering cross-origin
 * requests (CORS, to the origins in the backend's EMBED_ORIGINS).
 */
export const EMBED_PATH_KEYS = (Object.keys(CALL_ROUTES) as ApiPathKey[]).filter(
  (key) => CALL_ROUTES[key].embed,
);

/**
 * Developer-only calls, answered only when the backend runs with DEV_API=1 (404 otherwise): the
 * SMS outbox so browser tests can read codes, the stored requests, moderation and the stand-in
 * CRM's processing, and the reference EDS signer.
 */
export const DEV_API_PATHS = {
  smsOutbox: '/api/dev/sms-outbox',
  records: '/api/dev/records',
  moderateCase: '/api/dev/success-cases/moderate',
  advanceApplication: '/api/dev/applications/advance',
  edsCertificates: '/api/dev/eds/certificates',
  edsSign: '/api/dev/eds/sign',
  stateRegister: '/api/dev/state-register',
  egovScan: '/api/dev/egov/scan',
} as const;

// =============================================================================================
// A call's request and answer, by the call's key (inferred from its declaration): no other name
// =============================================================================================

/** What a caller sends to call `K`: `In<'loginStart'>` (its query, body or FormData). */
export type In<K extends keyof Calls> = CallInput<Calls[K]>;
/** What call `K` answers: `Out<'banks'>` (the parsed JSON, or a Blob for a file). */
export type Out<K extends keyof Calls> = CallOutput<Calls[K]>;
/** What the backend works with once a request is validated (trimmed, phones in E.164…). */
export type Received<K extends keyof Calls> = Calls[K] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : Calls[K] extends { query: infer Q extends z.ZodType }
    ? z.output<Q>
    : never;

export type { TokenPair, LoginResponse } from './calls/session.ts';
export type {
  ApplicationIntent,
  CompanyDetailsInput,
  DeliveryAddressInput,
  MobileNumbersInput,
  OfficeAddressInput,
  OfficeAddressReceived,
  MobileNumbersReceived,
  ApplicationIntentReceived,
  CompanyDetailsReceived,
} from './schema/requests.ts';
export type { SuccessCaseSubmitFields, SuccessCaseReceived } from './calls/content.ts';
export type { Offer } from './calls/landing.ts';
export type { OfferId, OfferState } from './offers.ts';

/** The settings a kiosk applies at its next reset (and at an offline start, from its cache). */
export type KioskSettings = Out<'kioskHeartbeat'>['settings'];
/** One kiosk as the fleet's status lists it. */
export type KioskStatus = Out<'kioskFleet'>['kiosks'][number];

// =============================================================================================
// Developer-only (DEV_API=1)
// =============================================================================================

export interface DevSmsMessage {
  id: number;
  phone: string;
  purpose: SmsPurpose | 'notification';
  /** null for notifications (e.g. «документы готовы к подписанию»). */
  code: string | null;
  text: string;
  sentAt: string;
}
/** A code the abuse limits did not send (server/README.md «Abuse limits»). */
export interface DevSmsRefusal {
  phone: string;
  purpose: SmsPurpose;
  /** The limit it met: the phone's day, the company's day, the address's hour, the budget. */
  reason: 'phone-day' | 'bin-day' | 'address-hour' | 'budget';
  at: string;
}

/** GET dev/sms-outbox?phone= — newest first. */
export interface DevSmsOutboxResponse {
  messages: DevSmsMessage[];
  /** The latest codes refused by the limits (kept in memory, at most 500), newest first. */
  refused: DevSmsRefusal[];
}

export const DEV_RECORD_KINDS = [
  'consultations',
  'handset-consultations',
  'leads',
  'opportunities',
  'reprice-requests',
  'success-cases',
  'applications',
  'companies',
] as const;
export type DevRecordKind = (typeof DEV_RECORD_KINDS)[number];
/** GET dev/records?kind= — newest first. */
export interface DevRecordsResponse {
  kind: DevRecordKind;
  records: Array<Record<string, unknown>>;
}

/** POST dev/success-cases/moderate */
export interface DevModerateCaseRequest {
  id: string;
  decision: 'approve' | 'reject';
}
export interface DevModerateCaseResponse {
  id: string;
  moderation: CaseModerationState;
}

/**
 * POST dev/applications/advance: finish the operator's processing now (no status), or force a
 * status, as the CRM would.
 */
export interface DevAdvanceApplicationRequest {
  opportunityId: string;
  status?: DetailedStatus;
}
export type DevAdvanceApplicationResponse = ApplicationDetail;

/** One key of the test PKI (scripts/pki), as dev/eds/certificates lists it. */
export interface DevEdsCertificate {
  id: string;
  description: string;
  /** 'both' for a key whose certificate carries the AUTH and the SIGN usage. */
  usage: EdsKeyUsage | 'both';
  subject: {
    commonName: string;
    iin: string;
    /** The organisation's BIN; null for an individual's key. */
    bin: string | null;
    organization: string | null;
  };
  roles: EdsRole[];
  issuer: string;
  serialNumber: string;
  /** ISO moments. */
  notBefore: string;
  notAfter: string;
  /** Whether the server trusts its CA (false for the «untrusted CA» keys). */
  trusted: boolean;
  revoked: boolean;
  /** The certificate, DER in base64. */
  certificate: string;
}
export interface DevEdsCertificatesResponse {
  certificates: DevEdsCertificate[];
}
/**
 * POST dev/eds/sign: a detached CMS over `data` (base64 of the bytes, as NCALayer takes it) made
 * with one key of the test PKI.
 */
export interface DevEdsSignRequest {
  certificateId: string;
  data: string;
}
export interface DevEdsSignResponse {
  /** The CMS SignedData, base64. */
  signature: string;
}
