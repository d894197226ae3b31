import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'biz.sqlite';

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to the newest migration.
 * `:memory:` gives a throwaway database for tests.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Applies every migration newer than the file's `user_version`, each in its own transaction, so a
 * failed migration leaves the database at the previous version instead of half-changed. Tests
 * pass the first few `migrations` to make a database as an older release left it.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let version = current;
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    if (migration.version !== version + 1) {
      throw new Error(
        `Migration ${migration.version} follows ${version}: versions must be consecutive`,
      );
    }
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}
