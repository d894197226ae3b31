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
import {
  NOTICE_PERIODS,
  TIMED_RETENTION,
  withinNotice,
  type RetentionPeriods,
  type TimedRetention,
} from './domain/retention.ts';
import { isIsoDate } from './domain/time.ts';
import { logLevelOf, type LogLevel } from './log.ts';
import { productionRefusal, productionRefusals } from './production.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Directory holding the SQLite file; created on first start. */
  dataDir: string;
  /** The built site (`vite build` output). Absent in API-only runs such as `npm run dev`. */
  siteDir: string | null;
  /** LOG_LEVEL: silent, error, warn, info (default) or debug. */
  logLevel: LogLevel;
  /** Origins allowed to call the widget endpoints cross-origin (`*` for any). */
  embedOrigins: string[] | '*';
  /** SITE_ORIGINS: the site's own origins, which may call every route cross-origin (`http/cors.ts`). */
  siteOrigins: string[];
  /** DEV_API=1 mounts the developer routes (SMS outbox, stored requests, dev EDS signer). */
  devApi: boolean;
  /** CRM_PROCESSING_SECONDS: how long the stand-in CRM takes over a submitted step. */
  processingSeconds: number;
  /**
   * NODE_ENV=production: refuses what only development may do (`production.ts`,
   * docs/production.md) and leaves the demo data out unless DEMO_DATA=1.
   */
  production: boolean;
  /**
   * DEMO_DATA: the demo companies, their applications, the demo success cases and agents, and
   * the stand-in state register's entries. On by default outside production (`npm start`,
   * `npm run dev`, the tests), off in production unless `1`; `0` leaves them out anywhere.
   */
  demoData: boolean;
  /** METRICS_TOKEN: the Bearer token /metrics asks for; null — open, or off in production. */
  metricsToken: string | null;
  /** RETENTION: the periods the retention job deletes after (the notice's, or shorter). */
  retention: RetentionPeriods;
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
   * TRUST_PROXY=<hops>: how many proxies stand in front (a CDN and a load balancer: 2); 0 — none.
   * With any, the first `X-Forwarded-Proto` is believed, and the client's address is the
   * `X-Forwarded-For` entry that many from the right (`http/clientAddress.ts`).
   */
  trustProxy: number;
  /** SMS_HOURLY_BUDGET and RATE_LIMIT_EXEMPT (server/README.md «Abuse limits»). */
  limits: Partial<AbuseLimits>;
  /** KIOSK=1, KIOSK_ID, KIOSK_IDLE_SECONDS: a sales-office touch screen (docs/kiosk.md). */
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
    throw new Error(productionRefusal('EDS_TRUST_TEST_CA'));
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

/** The KIOSK_* variables (docs/kiosk.md). */
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
    throw new Error(productionRefusal('OFFER_PERIODS'));
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

/** DATA_DIR, absolute: the folder of `biz.sqlite` (the server's and the db:* commands'). */
export const dataDirOf = (env: NodeJS.ProcessEnv) => resolve(env.DATA_DIR?.trim() || '.data');

/** Most proxies TRUST_PROXY may name: a longer chain is a mistake, not a deployment. */
export const MAX_PROXY_HOPS = 5;

/** TRUST_PROXY: a whole number of proxies, 0 to MAX_PROXY_HOPS; unset is 0. */
export function trustProxyOf(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (!text) return 0;
  const hops = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(hops) || hops > MAX_PROXY_HOPS) {
    throw new Error(
      `TRUST_PROXY is the number of proxies in front (0 to ${MAX_PROXY_HOPS}; a CDN and a load balancer: 2), got "${value}"`,
    );
  }
  return hops;
}

/** DEMO_DATA: `1` or `0`; unset — on outside production, off in it. */
export function demoDataOf(value: string | undefined, production: boolean): boolean {
  const text = (value ?? '').trim();
  if (text !== '' && text !== '0' && text !== '1') {
    throw new Error(`DEMO_DATA must be 1 or 0, got "${value}"`);
  }
  return text === '' ? !production : text === '1';
}

/** METRICS_TOKEN: at least 16 characters (it guards the service's figures), or none. */
export function metricsTokenOf(value: string | undefined): string | null {
  const token = value?.trim() || null;
  if (token !== null && token.length < 16) {
    // The token itself is never printed.
    throw new Error('METRICS_TOKEN must be at least 16 characters long');
  }
  return token;
}

const DURATION_UNITS = { H: 'hour', D: 'day', M: 'month' } as const;

/**
 * RETENTION: shorter periods than the notice's for this deployment, as ISO 8601 durations —
 * `requests=P6M,smsRecords=P14D` (kinds: requests, unsignedApplications, unpublishedCases,
 * smsRecords; units: months `P6M`, days `P30D`, hours `PT24H`). A longer period is refused: the
 * notice tells every visitor how long their data is kept, and keeping it longer would make the
 * notice untrue. A shorter one keeps its promise («удаляются» after the period).
 */
export function retentionFromEnv(env: NodeJS.ProcessEnv): RetentionPeriods {
  const periods = { ...NOTICE_PERIODS };
  for (const item of (env.RETENTION ?? '')
    .split(',')
    .map((i) => i.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=P(?:(\d+)([DM])|T(\d+)H)$/.exec(item);
    const kind = match?.[1] as TimedRetention | undefined;
    if (!match || !kind || !TIMED_RETENTION.includes(kind)) {
      throw new Error(
        `RETENTION lists kind=duration (${TIMED_RETENTION.join(', ')}; P6M, P30D, PT24H), got "${item}"`,
      );
    }
    const count = Number(match[2] ?? match[4]);
    const unit = DURATION_UNITS[(match[3] ?? 'H') as keyof typeof DURATION_UNITS];
    const period = { kind: 'period', count, unit } as const;
    if (count < 1) throw new Error(`RETENTION: "${item}" keeps nothing; the shortest is 1`);
    if (!withinNotice(period, NOTICE_PERIODS[kind])) {
      const notice = NOTICE_PERIODS[kind];
      throw new Error(
        `RETENTION: "${item}" is longer than the personal-data notice’s ${notice.count} ${notice.unit}(s) for ${kind}; a deployment may only shorten it`,
      );
    }
    periods[kind] = period;
  }
  return periods;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const refusals = productionRefusals(env);
  if (refusals.length) throw new Error(refusals.join('\n'));
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
  const apiOrigin = apiOriginOf(env.VITE_API_BASE);
  // Under NODE_ENV=production a cross-origin VITE_API_BASE without SITE_ORIGINS is refused with
  // the other refusals above (production.ts).
  const siteOrigins = siteOriginsFromEnv(env.SITE_ORIGINS);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: dataDirOf(env),
    siteDir: env.SITE_DIR === '' ? null : resolve(env.SITE_DIR ?? 'dist/site'),
    logLevel: logLevelOf(env.LOG_LEVEL),
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
    demoData: demoDataOf(env.DEMO_DATA, production),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    retention: retentionFromEnv(env),
    eds: edsConfigFromEnv(env),
    apiOrigin,
    apiBase: (env.VITE_API_BASE ?? '').trim(),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
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
