/**
 * `npm run db:retention`: one run of the retention job against `DATA_DIR/biz.sqlite`, for a cron
 * (the server runs the same job itself at start and every hour; both may run, SQLite takes
 * their turns). Reads DATA_DIR and RETENTION as the server does; prints what it deleted, as one
 * JSON line (counts only); exits 1, with one line on stderr, if it could not run.
 */
import { join } from 'node:path';
import { dataDirOf, retentionFromEnv } from '../config.ts';
import { DATABASE_FILE, openForMaintenance } from '../db/database.ts';
import { createLogger, logLevelOf } from '../log.ts';
import { retentionRun } from './retentionJob.ts';

try {
  const periods = retentionFromEnv(process.env);
  const log = createLogger(logLevelOf(process.env.LOG_LEVEL));
  const db = openForMaintenance(join(dataDirOf(process.env), DATABASE_FILE));
  try {
    const report = retentionRun({ db, log, periods });
    if (report === null) process.exitCode = 1;
    else console.log(JSON.stringify({ retention: report }));
  } finally {
    db.close();
    log.flush();
  }
} catch (error) {
  console.error(`retention failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
