import { createApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../log.ts';

/** A backend over a fresh in-memory database, answering `Request`s without a socket. */
export function createTestApp() {
  const db = openDatabase(':memory:');
  const app = createApp({
    db,
    log: createLogger(process.env.TEST_LOG === '1' ? 'info' : 'silent'),
    siteDir: null,
  });
  return { app, db };
}
