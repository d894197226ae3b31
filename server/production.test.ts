import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from './db/database.ts';
import { PRODUCTION_NEEDS, PRODUCTION_REFUSALS } from './production.ts';

const ROOT = resolve(import.meta.dirname, '..');
const METRICS_TOKEN = 'metrics-token-never-printed';

/** `server/main.ts` as an operator starts it, with a throwaway DATA_DIR. */
const baseEnv = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  SITE_DIR: '',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  EXIT_WITH_STDIN: '1',
});

describe('docs/production.md, the operator’s checklist', () => {
  const checklist = readFileSync(join(ROOT, 'docs/production.md'), 'utf8');

  it.each([...PRODUCTION_REFUSALS, ...PRODUCTION_NEEDS].map((s) => s.setting))(
    'has %s, as the server refuses or reports it',
    (setting) => {
      expect(checklist).toMatch(new RegExp(`^\\| \`${setting}\``, 'm'));
    },
  );

  it('is linked from the README’s table of documents', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('(docs/production.md)');
  });
});

describe('a production start', () => {
  it('refuses what is unsafe, every reason at once, without a stack', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'biz-prod-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...baseEnv(dataDir), DEV_API: '1', PUBLIC_ORIGIN: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).not.toMatch(/listening on/);
      expect(run.stderr).toMatch(/^not started:\n {2}DEV_API=1 is refused/);
      expect(run.stderr).toMatch(/\n {2}PUBLIC_ORIGIN is required with NODE_ENV=production/);
      expect(run.stderr).not.toMatch(/\bat \S+ \(/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts with what it needs, says what it lacks (never a value), and loads no demo company', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'biz-prod-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...baseEnv(dataDir),
        PUBLIC_ORIGIN: 'https://business.example.kz',
        METRICS_TOKEN,
        TRUST_PROXY: '2',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      // The report follows the listening line; the JSON log is written asynchronously: wait for
      // the report's last line and the opening's.
      await new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no start:\n${stdout}\n${stderr}`)), 30_000);
        const check = () => {
          if (
            /lacking KIOSK_STATUS_TOKEN/.test(stderr) &&
            /listening on/.test(stdout) &&
            /"msg":"demo data removed"/.test(stdout)
          ) {
            clearTimeout(timer);
            done();
          }
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        child.on('exit', (code) => fail(new Error(`exited ${code}:\n${stdout}\n${stderr}`)));
      });
      const lacking = [...stderr.matchAll(/^production: lacking (\w+) — /gm)].map((m) => m[1]);
      // DATA_DIR, PUBLIC_ORIGIN, METRICS_TOKEN and TRUST_PROXY are set.
      expect(lacking).toEqual([
        'EDS_TRUST_ANCHORS',
        'EDS_CA_CERTIFICATES',
        'KIOSK_FLEET_SECRET',
        'KIOSK_STATUS_TOKEN',
      ]);
      expect(stdout + stderr).not.toContain(METRICS_TOKEN);
      // The log lines are JSON: the opening of the database among them.
      const logged = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string });
      expect(logged.map((entry) => entry.msg)).toContain('demo data removed');
    } finally {
      child.stdin.end();
      await new Promise((done) => child.once('exit', done));
    }
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM companies').get()).toEqual({ n: 0 });
      expect(
        (db.prepare('SELECT COUNT(*) AS n FROM tariffs').get() as { n: number }).n,
      ).toBeGreaterThan(0);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
