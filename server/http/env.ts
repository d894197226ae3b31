import type { Context } from 'hono';
import type { Locale } from '../../contract/api.ts';
import type { Db } from '../db/database.ts';
import type { EdsLoginIdentity, EdsVerifier } from '../domain/eds/index.ts';
import type { LoginThrottle } from '../domain/loginThrottle.ts';
import type { Logger } from '../log.ts';

/** Settings a handler may read; fixed when the app is created. */
export interface AppSettings {
  /** DEV_API=1: the /api/dev routes answer (SMS outbox, stored requests, dev signer). */
  devApi: boolean;
  /** How long the stand-in CRM "processes" a submitted step before moving it on. */
  processingMs: number;
  embedOrigins: string[] | '*';
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

/** What every handler can read from the request context. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    db: Db;
    log: Logger;
    /** The clock (injected so tests can move time). */
    now: () => number;
    settings: AppSettings;
    session: SessionInfo;
    /** Phone-mismatch counts of the cabinet login, kept for the life of the app. */
    loginThrottle: LoginThrottle;
    /** Checks EDS signatures (domain/eds): chosen by configuration when the app is created. */
    eds: EdsVerifier;
  };
}

/** What the domain functions need from a request. */
export interface Ctx {
  db: Db;
  log: Logger;
  locale: Locale;
  now: number;
  settings: AppSettings;
}

export function ctxOf(c: Context<AppEnv>): Ctx {
  return {
    db: c.get('db'),
    log: c.get('log'),
    locale: c.get('locale'),
    now: c.get('now')(),
    settings: c.get('settings'),
  };
}
