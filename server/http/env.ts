import type { Context } from 'hono';
import type { Locale } from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import type { EdsVerifier } from '../domain/eds/index.ts';
import type { Guard } from '../domain/guard.ts';
import type { AppSettings, Ctx, SessionInfo } from '../domain/context.ts';
import type { Logger } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { clientAddress } from './clientAddress.ts';

export type { AppSettings, Ctx, SessionInfo } from '../domain/context.ts';

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
    /** The abuse limits and their per-address counts, kept for the life of the app. */
    guard: Guard;
    /** TRUST_PROXY=<hops>: the client address is that `X-Forwarded-For` entry from the right. */
    trustProxy: number;
    /** What /metrics shows (`server/metrics.ts`). */
    metrics: Metrics;
    /** Checks EDS signatures (domain/eds): chosen by configuration when the app is created. */
    eds: EdsVerifier;
  };
}

export function ctxOf(c: Context<AppEnv>): Ctx {
  return {
    db: c.get('db'),
    log: c.get('log'),
    locale: c.get('locale'),
    now: c.get('now')(),
    settings: c.get('settings'),
    client: clientAddress(c, c.get('trustProxy')),
    guard: c.get('guard'),
    metrics: c.get('metrics'),
  };
}
