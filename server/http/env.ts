import type { Context } from 'hono';
import type { Locale } from '../../contract/api.ts';
import type { Db } from '../db/database.ts';
import type { EdsVerifier } from '../domain/eds/index.ts';
import type { LoginThrottle } from '../domain/loginThrottle.ts';
import type { AppSettings, Ctx, SessionInfo } from '../domain/context.ts';
import type { Logger } from '../log.ts';

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
    /** Phone-mismatch counts of the cabinet login, kept for the life of the app. */
    loginThrottle: LoginThrottle;
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
  };
}
