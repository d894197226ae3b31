import type { Locale } from '../../contract/index.ts';
import type { OfferId } from '../../contract/offers.ts';
import type { Db } from '../db/database.ts';
import type { OfferPeriod } from '../db/seed/reference.ts';
import type { Logger } from '../log.ts';
import type { EdsLoginIdentity } from './eds/index.ts';
import type { Guard } from './guard.ts';

/*
 * What the domain needs from a request, without knowing HTTP: the HTTP layer (`http/env.ts`)
 * builds these from Hono's context.
 */

/** Settings a handler may read; fixed when the app is created. */
export interface AppSettings {
  /** DEV_API=1: the /api/dev routes answer (SMS outbox, stored requests, dev signer). */
  devApi: boolean;
  /** How long the stand-in CRM "processes" a submitted step before moving it on. */
  processingMs: number;
  embedOrigins: string[] | '*';
  /** Check each JSON answer against its declaration (`http/calls.ts`); off in production. */
  checkAnswers: boolean;
  /** KIOSK_STATUS_TOKEN: the operator staff's token for the kiosk fleet's calls; null — none. */
  kioskStatusToken: string | null;
  /**
   * PUBLIC_ORIGIN: the site's public https origin, as registered on eGov's allow-list — the
   * origin of the eGov QR's API №1/№2 URLs. Null: the request's own origin (development).
   */
  publicOrigin: string | null;
  /**
   * OFFER_PERIODS: a demo's periods over the shipped ones (`db/seed/reference.ts`), so an offer that
   * ended can be shown running. Absent in production, which refuses the setting (and in the few
   * contexts made outside a request, such as the demo data's migration).
   */
  offerPeriods?: Partial<Record<OfferId, OfferPeriod>>;
}

/** The channels a signature comes by: the documents' three, and an EDS login's challenge. */
export type SignatureChannel = 'ncalayer' | 'egov' | 'sms' | 'eds-login';

/**
 * What the domain counts for `/metrics` (`server/metrics.ts`): what happened, never who — no
 * phone, BIN, IIN or address goes into a label.
 */
export interface DomainMetrics {
  smsSent(purpose: string): void;
  /** A code a capacity limit refused (`SmsRefusalReason`). */
  smsRefused(reason: string): void;
  signatureAccepted(channel: SignatureChannel): void;
  /** `reason`: the EDS reason (`params.reason`), else the catalogue code. */
  signatureRefused(channel: SignatureChannel, reason: string): void;
}

/** The signed-in company, set by `requireAuth`. */
export interface SessionInfo {
  id: string;
  companyBin: string;
  phone: string | null;
  loginMethod: 'sms' | 'eds';
  /** Who logged in by EDS (the same-person rule of signing); null after an SMS login. */
  eds: EdsLoginIdentity | null;
}

/** What the domain functions need from a request. */
export interface Ctx {
  db: Db;
  log: Logger;
  locale: Locale;
  now: number;
  settings: AppSettings;
  /**
   * The client's address as the limits count it (`http/clientAddress.ts`: the socket's, or the
   * proxy's last `X-Forwarded-For` entry with TRUST_PROXY=1); null when the transport cannot tell.
   */
  client: string | null;
  /** The abuse limits and their per-address state (`guard.ts`), for the life of the app. */
  guard: Guard;
  /** What is counted for /metrics; absent where nothing counts (the demo data's migrations). */
  metrics?: DomainMetrics;
}
