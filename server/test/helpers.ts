import { createApp, type AppOptions } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../log.ts';

/**
 * A backend over a fresh in-memory database, answering `Request`s without a socket. `now` is its
 * clock (the machine's by default); a test that depends on the day passes its own.
 */
export function createTestApp({ now }: Pick<AppOptions, 'now'> = {}) {
  const db = openDatabase(':memory:');
  const app = createApp({
    db,
    log: createLogger(process.env.TEST_LOG === '1' ? 'info' : 'silent'),
    siteDir: null,
    now,
  });
  return { app, db };
}
