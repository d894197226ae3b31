import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'biz.sqlite';

/**
 * Opens (creating if needed) the SQLite file and brings its schema up to the newest migration.
 * `:memory:` gives a throwaway database for tests.
 *
 * Durability (server/README.md «Durability»): WAL, and `synchronous=NORMAL` for single
 * statements — SMS codes, the outbox, sessions, challenges, whose last moments a power loss may
 * take (a code is asked for again, a session signed in again) — while every transaction commits
 * with `synchronous=FULL` (`durableTransactions`). Every record the operator must not lose
 * (leads, consultations, cases, companies, profiles, applications and their signatures) is
 * written in a transaction, so it is on disk before it is acknowledged; the WAL's fsync at that
 * commit takes every earlier statement with it.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  durableTransactions(db);
  migrate(db);
  shareStatements(db);
  return db;
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
