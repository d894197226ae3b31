import type { Locale } from '../../contract/api.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../log.ts';

/** What every handler can read from the request context. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    db: Db;
    log: Logger;
  };
}
