/**
 * The API contract as the site imports it: every call's run-time route (`CALL_TABLE`, made from
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
import type { Calls, CallInput, CallOutput, DevCallKey, DevCalls } from './calls/index.ts';
import type { z } from 'zod';
import { CALL_TABLE } from './callTable.ts';

export * from './locale.ts';
export * from './domain.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './eds.ts';
export { CALL_TABLE } from './callTable.ts';
export type { GeocodedAddress } from './calls/address.ts';
export type {
  Calls,
  CallKey,
  CallInput,
  CallOutput,
  DevCallKey,
  DevCalls,
  SiteCallKey,
} from './calls/index.ts';

/** The fixed path segment naming the CRM backend (content-areas.md §7). */
export const CRM = 'creatio';

export type ApiPathKey = keyof typeof CALL_TABLE;

/** The path of every call, by name. */
export const API_PATHS = Object.fromEntries(
  Object.entries(CALL_TABLE).map(([key, route]) => [key, route.path]),
) as { readonly [K in ApiPathKey]: (typeof CALL_TABLE)[K]['path'] };

/**
 * The calls the embed widgets make from partner sites: the only ones answering cross-origin
 * requests (CORS, to the origins in the backend's EMBED_ORIGINS).
 */
export const EMBED_PATH_KEYS = (Object.keys(CALL_TABLE) as ApiPathKey[]).filter(
  (key) => CALL_TABLE[key].embed,
);

// =============================================================================================
// A call's request and answer, by the call's key (inferred from its declaration): no other name
// =============================================================================================

/** What a caller sends to call `K`: `In<'loginStart'>` (its query, body or FormData). */
export type In<K extends keyof Calls> = CallInput<Calls[K]>;
/** What call `K` answers: `Out<'banks'>` (the parsed JSON, or a Blob for a file). */
export type Out<K extends keyof Calls> = CallOutput<Calls[K]>;
/**
 * The developer API's (DEV_API=1, `calls/dev.ts`): what its call `K` takes and answers. Its
 * declarations are in their own table (`DEV_CALLS`), never in the contract's `Calls`.
 */
export type DevIn<K extends DevCallKey> = CallInput<DevCalls[K]>;
export type DevOut<K extends DevCallKey> = CallOutput<DevCalls[K]>;
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
