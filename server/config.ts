import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  isKioskId,
  KIOSK_IDLE_MIN_SECONDS,
  KIOSK_ID_PATTERN,
  isKioskDeviceToken,
  type KioskConfig,
} from '../contract/kiosk.ts';
import { isOfferId, type OfferId } from '../contract/offers.ts';
import type { OfferPeriod } from './db/seed/reference.ts';
import type { EdsConfig } from './domain/eds/index.ts';
import type { AbuseLimits } from './domain/guard.ts';
import { isIsoDate } from './domain/time.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Directory holding the SQLite file; created on first start. */
  dataDir: string;
  /** The built site (`vite build` output). Absent in API-only runs such as `npm run dev`. */
  siteDir: string | null;
  logLevel: 'silent' | 'info';
  /** Origins allowed to call the widget endpoints cross-origin (`*` for any). */
  embedOrigins: string[] | '*';
  /** SITE_ORIGINS: the site's own origins, which may call every route cross-origin (`http/cors.ts`). */
  siteOrigins: string[];
  /** DEV_API=1 mounts the developer routes (SMS outbox, stored requests, dev EDS signer). */
  devApi: boolean;
  /** CRM_PROCESSING_SECONDS: how long the stand-in CRM takes over a submitted step. */
  processingSeconds: number;
  /** NODE_ENV=production: refuses what only development may do (trusting the test PKI). */
  production: boolean;
  eds: EdsConfig;
  /**
   * The API's origin when the site calls another host: read from `VITE_API_BASE`, the variable
   * the build reads, for the site's Content-Security-Policy. Null when the API is same-origin.
   */
  apiOrigin: string | null;
  /**
   * `VITE_API_BASE` as given ('' for the site's own origin): what the pages this server serves
   * call, written into them at serve time (`<meta name="api-base">`, docs/deployment.md).
   */
  apiBase: string;
  /**
   * TRUST_PROXY=1: a proxy in front terminates TLS; its `X-Forwarded-Proto` is believed, and the
   * client's address is the last `X-Forwarded-For` entry (the one it appended).
   */
  trustProxy: boolean;
  /** SMS_HOURLY_BUDGET and RATE_LIMIT_EXEMPT (server/README.md «Abuse limits»). */
  limits: Partial<AbuseLimits>;
  /** KIOSK=1, KIOSK_ID, KIOSK_IDLE_SECONDS: a sales-office touch screen (README «Kiosk»). */
  kiosk: KioskConfig;
  /** KIOSK_STATUS_TOKEN: the staff's token for /kiosk-status and the fleet's settings (issue 29). */
  kioskStatusToken: string | null;
  /** KIOSK_SILENT_SECONDS (≥ 10): when the status page calls a kiosk silent. @default 180 */
  kioskSilentSeconds: number | undefined;
  /** KIOSK_FLEET_SECRET: what the kiosks' heartbeat keys are made from (docs/kiosk.md). */
  kioskFleetSecret: string | undefined;
  /** PUBLIC_ORIGIN: the site's public https origin, on eGov's allow-list (eGov QR signing). */
  publicOrigin: string | null;
  /** OFFER_PERIODS: a demo's offer periods (server/README.md «Offers and their periods»). */
  offerPeriods: Partial<Record<OfferId, OfferPeriod>>;
}

const files = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => resolve(f));

/** The EDS_* and NCANODE_* variables (server/README.md «Configuration»). */
export function edsConfigFromEnv(env: NodeJS.ProcessEnv): EdsConfig {
  const verifier = env.EDS_VERIFIER ?? 'builtin';
  if (verifier !== 'builtin' && verifier !== 'ncanode') {
    throw new Error(`EDS_VERIFIER must be builtin or ncanode, got "${verifier}"`);
  }
  const revocation = (env.NCANODE_REVOCATION_CHECK ?? 'OCSP')
    .split(',')
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);
  if (!revocation.every((r): r is 'OCSP' | 'CRL' => r === 'OCSP' || r === 'CRL')) {
    throw new Error(
      `NCANODE_REVOCATION_CHECK lists OCSP and/or CRL, got "${env.NCANODE_REVOCATION_CHECK}"`,
    );
  }
  const crlTimeoutMs = Number(env.EDS_CRL_TIMEOUT_MS ?? 10_000);
  if (!Number.isFinite(crlTimeoutMs) || crlTimeoutMs <= 0) {
    throw new Error(
      `EDS_CRL_TIMEOUT_MS must be a positive number, got "${env.EDS_CRL_TIMEOUT_MS}"`,
    );
  }
  const trustTestCa = env.EDS_TRUST_TEST_CA === '1';
  if (trustTestCa && env.NODE_ENV === 'production') {
    throw new Error(
      'EDS_TRUST_TEST_CA=1 is refused with NODE_ENV=production: the test PKI’s private keys are public',
    );
  }
  return {
    verifier,
    ncanodeUrl: env.NCANODE_URL?.trim() || null,
    ncanodeRevocationCheck: revocation,
    trustAnchorFiles: files(env.EDS_TRUST_ANCHORS),
    caCertificateFiles: files(env.EDS_CA_CERTIFICATES),
    trustTestCa,
    crlTimeoutMs,
  };
}

/** The origin of an API base URL; null for the site's own (unset, empty or a path). */
export function apiOriginOf(base: string | undefined): string | null {
  const value = (base ?? '').trim();
  if (!value || value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE must be an http(s) URL or a path, got "${base}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_BASE must be an http(s) URL or a path, got "${base}"`);
  }
  return url.origin;
}

/**
 * SITE_ORIGINS: comma-separated origins (`https://business.example.kz`, a kiosk device's
 * `http://127.0.0.1:8080`), each exact — a scheme, a host and a port, no path and no `*`: they
 * may call every route with a bearer token, so each is named.
 */
export function siteOriginsFromEnv(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      // Reported below.
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin !== item.replace(/\/$/, '')
    ) {
      throw new Error(
        `SITE_ORIGINS lists origins such as https://business.example.kz (a scheme, a host, a port if not the default; no path, no *), got "${item}"`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/**
 * Why the site cannot reach its API as configured, or null. With `VITE_API_BASE` on another origin
 * every call of the pages is cross-origin, and the API answers them only for `SITE_ORIGINS`: a
 * production server with the one and not the other serves pages whose calls the browser refuses.
 * (This server is the API host there, or it names the site's origin harmlessly.) Exported for the
 * production checks; `configFromEnv` refuses it under NODE_ENV=production.
 */
export function siteOriginsProblem({
  apiOrigin,
  siteOrigins,
}: Pick<ServerConfig, 'apiOrigin' | 'siteOrigins'>): string | null {
  if (!apiOrigin || siteOrigins.length > 0) return null;
  return (
    `VITE_API_BASE puts the API on another origin (${apiOrigin}), so every call of the site's pages ` +
    `is cross-origin: set SITE_ORIGINS to the site's origin(s) — here, and on the API host if it is ` +
    `another server (docs/deployment.md «The API on its own host»)`
  );
}

/** PUBLIC_ORIGIN: an https origin (the eGov app reaches only those on its allow-list), or none. */
export function publicOriginOf(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an https origin, got "${value}"`);
  }
  if (url.protocol !== 'https:' || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an https origin (no path), got "${value}"`);
  }
  return url.origin;
}

/** KIOSK_STATUS_TOKEN: at least 16 characters (it guards a page on the open internet), or none. */
export function kioskStatusTokenFromEnv(env: NodeJS.ProcessEnv): string | null {
  const token = env.KIOSK_STATUS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16) {
    // The token itself is never printed.
    throw new Error('KIOSK_STATUS_TOKEN must be at least 16 characters long');
  }
  return token;
}

/** KIOSK_FLEET_SECRET: at least 32 characters (every kiosk's key is made from it), or none. */
export function kioskFleetSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.KIOSK_FLEET_SECRET?.trim() || undefined;
  if (secret !== undefined && secret.length < 32) {
    // The secret itself is never printed.
    throw new Error('KIOSK_FLEET_SECRET must be at least 32 characters long');
  }
  return secret;
}

/** The KIOSK_* variables (README «Kiosk»). */
export function kioskConfigFromEnv(env: NodeJS.ProcessEnv): KioskConfig {
  const id = env.KIOSK_ID?.trim() || null;
  if (id !== null && !isKioskId(id)) {
    throw new Error(`KIOSK_ID must match ${KIOSK_ID_PATTERN}, got "${env.KIOSK_ID}"`);
  }
  const idle = env.KIOSK_IDLE_SECONDS?.trim() ? Number(env.KIOSK_IDLE_SECONDS) : null;
  if (idle !== null && (!Number.isInteger(idle) || idle < KIOSK_IDLE_MIN_SECONDS)) {
    throw new Error(
      `KIOSK_IDLE_SECONDS must be a whole number of seconds ≥ ${KIOSK_IDLE_MIN_SECONDS}, got "${env.KIOSK_IDLE_SECONDS}"`,
    );
  }
  const token = env.KIOSK_TOKEN?.trim() || null;
  if (token !== null && !isKioskDeviceToken(token)) {
    // Not printed: it is the device's secret.
    throw new Error('KIOSK_TOKEN must be the 43-character key `npm run kiosk:token` prints');
  }
  if (token !== null && id === null)
    throw new Error('KIOSK_TOKEN needs the KIOSK_ID it was made for');
  return { device: env.KIOSK === '1', kioskId: id, idleSeconds: idle, deviceToken: token };
}

/**
 * OFFER_PERIODS, for a demo: `handset-offer=2026-12-01..2027-01-31,office-reprice=..2027-03-31`
 * — an offer's first and last day (Kazakhstan days, both included; no first day before `..`) over
 * the spec's. Refused with NODE_ENV=production: there the periods are the operator's, and a page
 * must never sell an offer that ended.
 */
export function offerPeriodsFromEnv(
  env: NodeJS.ProcessEnv,
  { production = env.NODE_ENV === 'production' } = {},
): Partial<Record<OfferId, OfferPeriod>> {
  const value = env.OFFER_PERIODS?.trim();
  if (!value) return {};
  if (production) {
    throw new Error(
      'OFFER_PERIODS is refused with NODE_ENV=production: the offers run over their own periods',
    );
  }
  const periods: Partial<Record<OfferId, OfferPeriod>> = {};
  for (const item of value
    .split(',')
    .map((i) => i.trim())
    .filter(Boolean)) {
    const match = /^([\w-]+)=(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})$/.exec(item);
    const [, id, startsOn, endsOn] = match ?? [];
    if (!id || !endsOn || !isOfferId(id)) {
      throw new Error(
        `OFFER_PERIODS lists offer=YYYY-MM-DD..YYYY-MM-DD (handset-offer, office-reprice), got "${item}"`,
      );
    }
    if (!isIsoDate(endsOn) || (startsOn !== undefined && !isIsoDate(startsOn))) {
      throw new Error(`OFFER_PERIODS names a day that does not exist: "${item}"`);
    }
    if (startsOn !== undefined && startsOn > endsOn) {
      throw new Error(`OFFER_PERIODS: "${item}" ends before it starts`);
    }
    periods[id] = { startsOn: startsOn ?? null, endsOn };
  }
  return periods;
}

/** SMS_HOURLY_BUDGET (a whole number ≥ 1) and RATE_LIMIT_EXEMPT (comma-separated addresses). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<AbuseLimits> {
  const limits: Partial<AbuseLimits> = {};
  const budget = env.SMS_HOURLY_BUDGET?.trim();
  if (budget) {
    const value = Number(budget);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`SMS_HOURLY_BUDGET must be a whole number ≥ 1, got "${budget}"`);
    }
    limits.smsHourlyBudget = value;
  }
  const exempt = (env.RATE_LIMIT_EXEMPT ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (exempt.length) {
    const bad = exempt.find((a) => !isIP(a));
    if (bad) throw new Error(`RATE_LIMIT_EXEMPT lists IP addresses, got "${bad}"`);
    limits.exemptAddresses = exempt;
  }
  return limits;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const processingSeconds = Number(env.CRM_PROCESSING_SECONDS ?? 5);
  if (!Number.isFinite(processingSeconds) || processingSeconds < 0) {
    throw new Error(
      `CRM_PROCESSING_SECONDS must be a number of seconds ≥ 0, got "${env.CRM_PROCESSING_SECONDS}"`,
    );
  }
  const origins = (env.EMBED_ORIGINS ?? '*').trim();
  const production = env.NODE_ENV === 'production';
  const apiOrigin = apiOriginOf(env.VITE_API_BASE);
  const siteOrigins = siteOriginsFromEnv(env.SITE_ORIGINS);
  const corsProblem = production ? siteOriginsProblem({ apiOrigin, siteOrigins }) : null;
  if (corsProblem) throw new Error(corsProblem);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    siteDir: env.SITE_DIR === '' ? null : resolve(env.SITE_DIR ?? 'dist/site'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    embedOrigins:
      origins === '*'
        ? '*'
        : origins
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    siteOrigins,
    devApi: env.DEV_API === '1',
    processingSeconds,
    production,
    eds: edsConfigFromEnv(env),
    apiOrigin,
    apiBase: (env.VITE_API_BASE ?? '').trim(),
    trustProxy: env.TRUST_PROXY === '1',
    limits: limitsFromEnv(env),
    kiosk: kioskConfigFromEnv(env),
    kioskStatusToken: kioskStatusTokenFromEnv(env),
    kioskFleetSecret: kioskFleetSecretFromEnv(env),
    kioskSilentSeconds:
      Number(env.KIOSK_SILENT_SECONDS) >= 10 ? Number(env.KIOSK_SILENT_SECONDS) : undefined,
    publicOrigin: publicOriginOf(env.PUBLIC_ORIGIN),
    offerPeriods: offerPeriodsFromEnv(env),
  };
}
