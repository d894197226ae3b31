import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../log.ts';
import { backupBeforeChange } from './backup.ts';
import { hasDemoData, removeDemoData } from './demoData.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'biz.sqlite';

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to the newest migration —
 * copying an existing file first (`db/backup.ts`) — and takes the demo data out if it is not
 * wanted (`db/demoData.ts`). `:memory:` gives a throwaway database for tests.
 *
 * Durability (server/README.md «Durability»): WAL, and `synchronous=NORMAL` for single
 * statements — SMS codes, the outbox, sessions, challenges, whose last moments a power loss may
 * take (a code is asked for again, a session signed in again) — while every transaction commits
 * with `synchronous=FULL` (`durableTransactions`). Every record the operator must not lose
 * (leads, consultations, cases, companies, profiles, applications and their signatures) is
 * written in a transaction, so it is on disk before it is acknowledged; the WAL's fsync at that
 * commit takes every earlier statement with it.
 */
export function openDatabase(
  file: string,
  { demoData = true, backupDir, log }: OpenOptions = {},
): Db {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  durableTransactions(db);
  const from = db.pragma('user_version', { simple: true }) as number;
  const to = MIGRATIONS.at(-1)?.version ?? 0;
  // An existing database about to change is copied first: a migration that goes wrong, or a
  // release taken back, leaves the copy to restore (docs/production.md «Backup and restore»).
  if (!inMemory && from > 0 && from < to) {
    const backup = backupBeforeChange(db, backupDir ?? join(dirname(file), 'backups'), from, to);
    log?.info('database backed up before migrating', { from, to, file: basename(backup) });
  }
  migrate(db);
  if (from < to) log?.info('database migrated', { from, to });
  if (!demoData && hasDemoData(db)) {
    // Taken out of a database that had it (a demo stand turned production): copied first too.
    if (!inMemory && from > 0) {
      const backup = backupBeforeChange(
        db,
        backupDir ?? join(dirname(file), 'backups'),
        to,
        'demo-removal',
      );
      log?.info('database backed up before removing the demo data', { file: basename(backup) });
    }
    const removed = removeDemoData(db);
    log?.info('demo data removed', { ...removed });
  }
  shareStatements(db);
  return db;
}

/**
 * Opens an existing database for a maintenance command (`npm run db:retention`) beside a
 * running server: no migration (the server's release migrates), and refused unless the schema is
 * the one this release knows — a command of another release would delete by another schema.
 */
export function openForMaintenance(file: string): Db {
  if (!existsSync(file)) throw new Error(`no database at ${file} (is DATA_DIR right?)`);
  const db = new Database(file, { fileMustExist: true });
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  durableTransactions(db);
  const version = db.pragma('user_version', { simple: true }) as number;
  const newest = MIGRATIONS.at(-1)?.version ?? 0;
  if (version !== newest) {
    db.close();
    throw new Error(
      `the database is at schema ${version}, this release knows ${newest}: run the command of the release that serves it`,
    );
  }
  return db;
}

export interface OpenOptions {
  /**
   * The demo companies, applications, cases, agents and register entries (DEMO_DATA): kept, or
   * taken out after the migrations (`demoData.ts`). @default true (development and the tests)
   */
  demoData?: boolean;
  /** Where the copy before a migration goes. @default `backups/` beside the file */
  backupDir?: string;
  /** Told what the opening did: a backup, the migrations, the demo data removed (counts). */
  log?: Pick<Logger, 'info'>;
}

/**
 * Makes every transaction of `db` commit with `synchronous=FULL` (the WAL is fsynced before the
 * commit returns) and the connection go back to NORMAL after it. A nested transaction (a
 * savepoint) commits with its outer one. Measured here (ext4 on the VM's disk, under load): a
 * FULL commit 6–9 ms, a NORMAL one 0.1–0.15 ms — so FULL only where a loss would matter.
 */
function durableTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => {
    const made = transaction(fn);
    const durable = (run: (...args: never[]) => unknown) =>
      function (this: unknown, ...args: never[]) {
        if (db.inTransaction) return run.apply(this, args);
        db.pragma('synchronous = FULL');
        try {
          return run.apply(this, args);
        } finally {
          db.pragma('synchronous = NORMAL');
        }
      };
    return Object.assign(durable(made), {
      default: durable(made.default),
      deferred: durable(made.deferred),
      immediate: durable(made.immediate),
      exclusive: durable(made.exclusive),
    });
  }) as Db['transaction'];
}

/** What would change a statement for every caller that shares it. */
const STATEMENT_MODES = ['pluck', 'expand', 'raw', 'safeIntegers', 'bind'] as const;

/**
 * `db.prepare` compiles its SQL on every call — about 0.1 ms for a `SELECT *` here, several times
 * the query itself, on every request (issue 19). Every statement the server prepares is a
 * constant string, so each is compiled once and shared from then on (after the migrations, whose
 * statements run once). A statement runs to completion inside `get`/`all`/`run`, so sharing is
 * safe; its modes are not (`pluck()` would change it for every caller), so they throw.
 */
function shareStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const statements = new Map<string, Database.Statement>();
  const shared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare(sql);
      for (const mode of STATEMENT_MODES) {
        statement[mode] = () => {
          throw new Error(
            `${mode}(): statements from db.prepare are shared, read rows as they are`,
          );
        };
      }
      statements.set(sql, statement);
    }
    return statement;
  };
  db.prepare = shared as Db['prepare'];
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
