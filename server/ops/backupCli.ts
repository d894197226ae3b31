/**
 * `npm run db:backup -- --to FILE`: an online backup of `DATA_DIR/biz.sqlite` while the server
 * serves (SQLite's backup API, `db/backup.ts`), checked with `PRAGMA integrity_check` before it
 * is given its name. Refuses to overwrite FILE. Restore: docs/production.md «Backup and restore».
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirOf } from '../config.ts';
import { onlineBackup } from '../db/backup.ts';
import { DATABASE_FILE } from '../db/database.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('usage: npm run db:backup -- --to FILE');
  process.exit(2);
}
const source = join(dataDirOf(process.env), DATABASE_FILE);
const target = resolve(values.to);
const started = performance.now();
try {
  const check = await onlineBackup(source, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `backed up ${source} to ${target}: ${check.bytes} bytes, schema ${check.schemaVersion}, integrity ${check.integrity}, ${seconds} s`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
