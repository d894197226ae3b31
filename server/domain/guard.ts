/**
 * The abuse limits of the unauthenticated calls (server/README.md «Abuse limits»; the numbers
 * and their reasons in contract/limits.ts): what is configurable, the per-address state kept in
 * memory, and the refusals a developer can see in the dev outbox.
 */
import {
  ADDRESS_LOCK_MINUTES,
  CODE_FAILURES_PER_ADDRESS_PER_HOUR,
  EDS_CHALLENGES_PER_ADDRESS_PER_HOUR,
  EGOV_SIGN_CODES_PER_ADDRESS_PER_HOUR,
  EGOV_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  LEADS_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_PHONE_PER_DAY,
  SMS_GUESS_WINDOW_HOURS,
  SMS_HOURLY_BUDGET,
  SMS_LOCK_MAX_MINUTES,
  SMS_LOGIN_CODES_PER_BIN_PER_DAY,
  STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  WRONG_TOKEN_REPEATS_PER_HOUR,
  type SmsPurpose,
} from '../../contract/index.ts';
import { sha256 } from './crypto.ts';
import { addressKey } from './networkAddress.ts';
import { tooManyRequests } from './errors.ts';
import { createBackoff, createRateWindow, type Backoff, type RateWindow } from './rateLimit.ts';

const HOUR = 60 * 60_000;

/** The capacity limits; the guess limits (3 wrong codes, the lock and its growth) are fixed. */
export interface AbuseLimits {
  codesPerPhonePerDay: number;
  loginCodesPerBinPerDay: number;
  codesPerAddressPerHour: number;
  /** SMS_HOURLY_BUDGET: codes the whole service sends in an hour. */
  smsHourlyBudget: number;
  codeFailuresPerAddressPerHour: number;
  leadsPerAddressPerHour: number;
  edsChallengesPerAddressPerHour: number;
  /** eGov QR signing: codes started or given up by one address (the site's calls). */
  egovSignCodesPerAddressPerHour: number;
  /** eGov QR signing: API №2 calls with a wrong token from one address (any tokens). */
  egovWrongTokensPerAddressPerHour: number;
  /** The kiosk fleet's staff calls with a wrong token from one address (any tokens). */
  staffWrongTokensPerAddressPerHour: number;
  /** The same wrong token again (either kind), from anywhere. */
  wrongTokenRepeatsPerHour: number;
  /** RATE_LIMIT_EXEMPT: client addresses spared the per-address limits (a kiosk network…). */
  exemptAddresses: readonly string[];
}

export const DEFAULT_LIMITS: AbuseLimits = {
  codesPerPhonePerDay: SMS_CODES_PER_PHONE_PER_DAY,
  loginCodesPerBinPerDay: SMS_LOGIN_CODES_PER_BIN_PER_DAY,
  codesPerAddressPerHour: SMS_CODES_PER_ADDRESS_PER_HOUR,
  smsHourlyBudget: SMS_HOURLY_BUDGET,
  codeFailuresPerAddressPerHour: CODE_FAILURES_PER_ADDRESS_PER_HOUR,
  leadsPerAddressPerHour: LEADS_PER_ADDRESS_PER_HOUR,
  edsChallengesPerAddressPerHour: EDS_CHALLENGES_PER_ADDRESS_PER_HOUR,
  egovSignCodesPerAddressPerHour: EGOV_SIGN_CODES_PER_ADDRESS_PER_HOUR,
  egovWrongTokensPerAddressPerHour: EGOV_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  staffWrongTokensPerAddressPerHour: STAFF_WRONG_TOKENS_PER_ADDRESS_PER_HOUR,
  wrongTokenRepeatsPerHour: WRONG_TOKEN_REPEATS_PER_HOUR,
  exemptAddresses: [],
};

/** Why a code was not sent: the limit it met. */
export type SmsRefusalReason = 'phone-day' | 'bin-day' | 'address-hour' | 'budget';

export interface RefusedSms {
  phone: string;
  purpose: SmsPurpose;
  reason: SmsRefusalReason;
  at: number;
}

/** What the per-address limits count. */
export type AddressAction = 'sms' | 'lead' | 'eds-challenge' | 'egov-code';

export interface Guard {
  limits: AbuseLimits;
  /**
   * Whether `address` is spared the per-address limits: listed in RATE_LIMIT_EXEMPT, or unknown
   * (null: the transport could not tell, as in in-process tests).
   */
  exempt(address: string | null): boolean;
  perAddress: RateWindow;
  /** Wrong codes per client address, and the address's lock. */
  codeFailures: Backoff;
  /** The latest refused codes, newest last (at most 500), for the dev outbox. */
  refused: RefusedSms[];
}

export function createGuard(overrides: Partial<AbuseLimits> = {}): Guard {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const exempt = new Set(limits.exemptAddresses.map(addressKey));
  return {
    limits,
    exempt: (address) => address === null || exempt.has(address),
    perAddress: createRateWindow(),
    codeFailures: createBackoff({
      threshold: () => limits.codeFailuresPerAddressPerHour,
      baseMs: ADDRESS_LOCK_MINUTES * 60_000,
      maxMs: SMS_LOCK_MAX_MINUTES * 60_000,
      windowMs: SMS_GUESS_WINDOW_HOURS * HOUR,
    }),
    refused: [],
  };
}

const SHARE: Record<AddressAction, (limits: AbuseLimits) => number> = {
  sms: (l) => l.codesPerAddressPerHour,
  lead: (l) => l.leadsPerAddressPerHour,
  'eds-challenge': (l) => l.edsChallengesPerAddressPerHour,
  'egov-code': (l) => l.egovSignCodesPerAddressPerHour,
};

/** Ms until `address` may do `action` again (its hour's share is used up); null: it may now. */
export function addressWait(
  guard: Guard,
  address: string | null,
  action: AddressAction,
  now: number,
): number | null {
  if (address === null || guard.exempt(address)) return null;
  return guard.perAddress.wait(`${action}:${address}`, SHARE[action](guard.limits), HOUR, now);
}

/** Counts `action` for `address`. */
export function recordAddress(
  guard: Guard,
  address: string | null,
  action: AddressAction,
  now: number,
): void {
  if (address !== null && !guard.exempt(address)) {
    guard.perAddress.record(`${action}:${address}`, now);
  }
}

/** Refuses (429 TOO_MANY_REQUESTS) when `address` has used its share, else counts this one. */
export function takeAddressShare(
  guard: Guard,
  address: string | null,
  action: AddressAction,
  now: number,
): void {
  const wait = addressWait(guard, address, action, now);
  if (wait !== null) {
    throw tooManyRequests('TOO_MANY_REQUESTS', wait, {
      unit: 'minutes',
      limit: `${action}-per-address`,
    });
  }
  recordAddress(guard, address, action, now);
}

/** Whose token a wrong one was presented for: eGov's API №2, or the kiosk fleet's staff. */
export type TokenKind = 'egov' | 'staff';

const WRONG_PER_ADDRESS: Record<TokenKind, (limits: AbuseLimits) => number> = {
  egov: (l) => l.egovWrongTokensPerAddressPerHour,
  staff: (l) => l.staffWrongTokensPerAddressPerHour,
};

/**
 * A wrong token (issue 36): call only once the token has been compared and found wrong — the
 * right one never comes here, so no count of wrong ones can refuse it. Refuses (429) when this
 * very token has been tried `wrongTokenRepeatsPerHour` times, or the address has sent its hour's
 * share of wrong tokens of this kind; else counts it under both. The token is kept only as a
 * digest, in memory (never logged).
 */
export function takeWrongTokenShare(
  guard: Guard,
  address: string | null,
  kind: TokenKind,
  token: string,
  now: number,
): void {
  // [key, hourly limit, the limit's name in the metrics]
  const keys: [string, number, string][] = [
    [
      `${kind}-token:${sha256(token)}`,
      guard.limits.wrongTokenRepeatsPerHour,
      `${kind}-wrong-token-repeats`,
    ],
  ];
  if (address !== null && !guard.exempt(address)) {
    keys.push([
      `${kind}-wrong:${address}`,
      WRONG_PER_ADDRESS[kind](guard.limits),
      `${kind}-wrong-tokens-per-address`,
    ]);
  }
  let refusal: { wait: number; limit: string } | null = null;
  for (const [key, limit, name] of keys) {
    const wait = guard.perAddress.wait(key, limit, HOUR, now) ?? 0;
    if (wait > (refusal?.wait ?? 0)) refusal = { wait, limit: name };
  }
  if (refusal) {
    throw tooManyRequests('TOO_MANY_REQUESTS', refusal.wait, {
      unit: 'minutes',
      limit: refusal.limit,
    });
  }
  for (const [key] of keys) guard.perAddress.record(key, now);
}

/**
 * Forgets the client addresses last seen before `before` (ms): the notice says they are held
 * «не позже чем 24 часа» (`RETENTION.clientAddresses`). The server calls it with the retention
 * job; the hour's windows need far less. How many keys it forgot.
 */
export function forgetAddresses(guard: Guard, before: number): number {
  return guard.perAddress.forget(before) + guard.codeFailures.forget(before);
}

export function recordRefusal(guard: Guard, refusal: RefusedSms): void {
  guard.refused.push(refusal);
  if (guard.refused.length > 500) guard.refused.splice(0, guard.refused.length - 500);
}
