import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strangerPhone } from '../handlers/hostile/support.ts';
import { callContract, DEMO, startTestServer, type TestServer } from '../test/server.ts';
import { backupBeforeChange, checkBackup, CHANGE_BACKUPS_KEPT } from './backup.ts';
import { DATABASE_FILE, migrate, openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NEWEST = MIGRATIONS.at(-1)!.version;

/** `npm run db:backup -- --to FILE` as an operator runs it: another process, the same DATA_DIR. */
function backupCommand(dataDir: string, target: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/ops/backupCli.ts', '--to', target],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.on('exit', (code) => done({ code, output })),
  );
}

describe('npm run db:backup: an online backup while the server serves', () => {
  let server: TestServer;
  let out: string;
  beforeAll(async () => {
    server = await startTestServer();
    out = mkdtempSync(join(tmpdir(), 'biz-backup-'));
  });
  afterAll(async () => {
    await server.stop();
    rmSync(out, { recursive: true, force: true });
  });

  const lead = () =>
    callContract(server, 'createLead', {
      consent: true,
      phone: strangerPhone(),
      bin: DEMO.alma.bin,
    });

  it('copies a consistent database, the WAL’s writes included, while leads keep coming', async () => {
    // Some bulk, so the copy takes a while, and leads acknowledged before it starts: they are
    // still in the WAL (nothing checkpointed them), where a copy of the file would miss them.
    server.db.exec('CREATE TABLE bulk (b BLOB)');
    const insert = server.db.prepare('INSERT INTO bulk (b) VALUES (randomblob(1048576))');
    for (let i = 0; i < 24; i += 1) insert.run();
    const before: string[] = [];
    for (let i = 0; i < 5; i += 1) before.push((await lead()).body.leadId);

    const target = join(out, 'biz-backup.sqlite');
    const command = backupCommand(server.dataDir, target);
    let finished = false;
    void command.then(() => (finished = true));
    // Leads written while the command starts, copies and checks: each acknowledged.
    const during: string[] = [];
    while (!finished) {
      const answer = await lead();
      expect(answer.status).toBe(201);
      during.push(answer.body.leadId);
    }
    const { code, output } = await command;
    expect(code, output).toBe(0);
    expect(output).toMatch(/integrity ok/);
    expect(during.length).toBeGreaterThan(0);

    const check = checkBackup(target);
    expect(check).toMatchObject({ integrity: 'ok', schemaVersion: NEWEST });
    const copy = new Database(target, { readonly: true });
    try {
      const ids = new Set(
        (copy.prepare('SELECT id FROM landing_requests').all() as Array<{ id: string }>).map(
          (row) => row.id,
        ),
      );
      for (const id of before) expect(ids.has(id), id).toBe(true);
      // Whatever it holds of the leads written meanwhile is a first part of them: one moment.
      const held = during.filter((id) => ids.has(id));
      expect(held).toEqual(during.slice(0, held.length));
      expect(ids.size).toBe(before.length + held.length);
      expect((copy.prepare('SELECT COUNT(*) AS n FROM bulk').get() as { n: number }).n).toBe(24);
      expect((copy.prepare('SELECT COUNT(*) AS n FROM tariffs').get() as { n: number }).n).toBe(
        (server.db.prepare('SELECT COUNT(*) AS n FROM tariffs').get() as { n: number }).n,
      );
    } finally {
      copy.close();
    }
    // No half-written file is left beside it.
    expect(readdirSync(out)).toEqual(['biz-backup.sqlite']);
  }, 60_000);

  it('refuses to overwrite a file, and says so', async () => {
    const target = join(out, 'biz-backup.sqlite');
    const { code, output } = await backupCommand(server.dataDir, target);
    expect(code).toBe(1);
    expect(output).toMatch(/exists: name a new file/);
  }, 30_000);
});

describe('a migration takes a backup first', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'biz-migrate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('copies an older database before migrating it, named by both versions', () => {
    const file = join(dir, 'old', DATABASE_FILE);
    // The database as the release before the newest migration left it, with a row of its own.
    mkdirSync(join(dir, 'old'));
    const older = new Database(file);
    older.pragma('journal_mode = WAL');
    migrate(older, MIGRATIONS.slice(0, -1));
    older
      .prepare(
        "INSERT INTO banks (id, bic, iban_code, name_ru, name_kk, sort) VALUES ('t', 'TESTKZKA', '999', 't', 't', 99)",
      )
      .run();
    older.close();

    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(NEWEST);
    db.close();
    const backups = readdirSync(join(dir, 'old', 'backups'));
    expect(backups).toEqual([
      expect.stringMatching(
        new RegExp(`^biz-v${NEWEST - 1}-before-v${NEWEST}-\\d{4}-.*Z\\.sqlite$`),
      ),
    ]);
    const copy = join(dir, 'old', 'backups', backups[0]!);
    expect(checkBackup(copy)).toMatchObject({ integrity: 'ok', schemaVersion: NEWEST - 1 });
    const restored = new Database(copy, { readonly: true });
    expect(restored.prepare("SELECT id FROM banks WHERE id = 't'").get()).toEqual({ id: 't' });
    restored.close();
  });

  it('takes none for a new database, nor for one already at the newest version', () => {
    const file = join(dir, 'new', DATABASE_FILE);
    openDatabase(file).close();
    openDatabase(file).close();
    expect(existsSync(join(dir, 'new', 'backups'))).toBe(false);
  });

  it(`keeps the newest ${CHANGE_BACKUPS_KEPT}`, () => {
    const db = openDatabase(':memory:');
    const folder = join(dir, 'kept');
    const day = 24 * 60 * 60_000;
    const made = [1, 2, 3, 4, 5].map((n) =>
      backupBeforeChange(db, folder, n, n + 1, Date.parse('2026-03-01T00:00:00Z') + n * day),
    );
    db.close();
    expect(readdirSync(folder).sort()).toEqual(
      made
        .slice(-CHANGE_BACKUPS_KEPT)
        .map((file) => file.slice(folder.length + 1))
        .sort(),
    );
  });
});
