/**
 * Backups of the SQLite database (docs/production.md «Backup and restore»).
 *
 * - `backupBeforeChange`: at start, before a migration changes an existing database, a copy in
 *   `DATA_DIR/backups/` named by the versions (`biz-v16-before-v17-2026-03-02T04-00-00Z.sqlite`).
 *   Made with `VACUUM INTO` — a read transaction that writes a consistent, compact copy — which
 *   is synchronous, as the opening of the database is; nothing else uses the file then.
 * - `onlineBackup`: `npm run db:backup -- --to FILE` while the server serves, with SQLite's
 *   backup API (better-sqlite3's `backup()`). The copy is one consistent moment of the database,
 *   the WAL's committed pages included (copying the file would miss what the WAL holds, or tear a
 *   page mid-write). It copies every page in one step: a backup made in steps starts over each
 *   time another connection writes between two of them, which under a busy server may be never;
 *   one step is one read transaction, which in WAL mode the server's writers do not wait for.
 *   Only the command's own process is busy while it copies.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Db } from './database.ts';

/** How many pre-migration backups are kept: the newest three (one per release is plenty). */
export const CHANGE_BACKUPS_KEPT = 3;

/** The most pages better-sqlite3 lets one step of a backup copy: all of them. */
const ALL_PAGES = 0x7fffffff;

const CHANGE_BACKUP = /^biz-v\d+-before-(v\d+|demo-removal)-.+\.sqlite$/;

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/**
 * Copies `db` into `dir` before it is migrated from version `from` to `to` (or, with `to`
 * `'demo-removal'`, before its demo data is taken out); keeps the newest CHANGE_BACKUPS_KEPT
 * of these copies. The file's path.
 */
export function backupBeforeChange(
  db: Db,
  dir: string,
  from: number,
  to: number | 'demo-removal',
  now = Date.now(),
): string {
  mkdirSync(dir, { recursive: true });
  const next = typeof to === 'number' ? `v${to}` : to;
  const file = join(dir, `biz-v${from}-before-${next}-${stamp(now)}.sqlite`);
  db.prepare('VACUUM INTO ?').run(file);
  const older = readdirSync(dir)
    .filter((name) => CHANGE_BACKUP.test(name))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name));
  for (const { name } of older.slice(CHANGE_BACKUPS_KEPT)) rmSync(join(dir, name));
  return file;
}

export interface BackupCheck {
  /** `PRAGMA integrity_check`'s answer: `ok` for a sound file. */
  integrity: string;
  /** The schema's version (`user_version`). */
  schemaVersion: number;
  bytes: number;
}

/** Opens a backup read-only and checks it. */
export function checkBackup(file: string): BackupCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ');
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    return { integrity, schemaVersion, bytes: statSync(file).size };
  } finally {
    db.close();
  }
}

/**
 * An online backup of the database file `source` into `target`, while other connections (the
 * server) read and write it: written to `target.partial`, checked, then renamed, so `target`
 * is never a half-written file. Refuses to overwrite `target`.
 */
export async function onlineBackup(source: string, target: string): Promise<BackupCheck> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists: name a new file`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { force: true });
  // Read-write, as the server's own connections are: a read-only one cannot make the WAL's
  // shared-memory file when the server is not running. It writes nothing.
  const db = new Database(source, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    // After the first (empty) step, every remaining page in the next one.
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  // The copy keeps the source's WAL mode; one self-contained file is what an archive wants (the
  // server puts a restored file back in WAL mode when it opens it).
  const copy = new Database(partial, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const check = checkBackup(partial);
  if (check.integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`the copy failed its integrity check: ${check.integrity}`);
  }
  renameSync(partial, target);
  return check;
}
