import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApplicationIntent } from '../../../contract/index.ts';
import { DATABASE_FILE, openDatabase } from '../../db/database.ts';
import { callContract, DEMO, login, smsProof, startTestServer } from '../../test/server.ts';
import { strangerPhone } from './support.ts';

/*
 * Finding: «Durability». WAL with better-sqlite3's default synchronous=NORMAL: a kill -9 lost
 * nothing, but a power loss can drop the last acknowledged leads and signatures. Now every write
 * of a record the operator must not lose (leads, consultations, cases, applications and their
 * signatures, companies, profiles) is made in a transaction, and transactions commit with
 * synchronous=FULL. The crash test below kills a real server mid-load.
 */

const ROOT = resolve(import.meta.dirname, '../../..');

describe('durable writes', () => {
  it('a transaction commits with synchronous=FULL; the rest of the time it is NORMAL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'durable-'));
    const db = openDatabase(join(dir, DATABASE_FILE));
    try {
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      const inside = db.transaction(() => db.pragma('synchronous', { simple: true }))();
      expect(inside).toBe(2);
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every write of a lead, a consultation, a case, a company, an application or a profile is inside one', async () => {
    const server = await startTestServer();
    const outside: string[] = [];
    try {
      server.db.function('probe', (table: unknown) => {
        if (!server.db.inTransaction) outside.push(String(table));
        return 1;
      });
      for (const table of [
        'landing_requests',
        'consultations',
        'success_cases',
        'companies',
        'applications',
      ]) {
        for (const event of ['INSERT', 'UPDATE']) {
          server.db.exec(
            `CREATE TEMP TRIGGER probe_${table}_${event} AFTER ${event} ON ${table} BEGIN SELECT probe('${table} ${event}'); END`,
          );
        }
      }
      const phone = strangerPhone();
      await callContract(server, 'createLead', { consent: true, phone, bin: DEMO.alma.bin });
      await callContract(server, 'createOpportunity', { consent: true, phone, bin: DEMO.alma.bin });
      await callContract(server, 'createRepriceRequest', {
        consent: true,
        name: 'Асель',
        phone,
        bin: DEMO.alma.bin,
      });
      await callContract(server, 'createConsultancy', {
        phone,
        bin: DEMO.alma.bin,
        consent: true,
        smsProof: await smsProof(server, phone, 'consultation'),
      });
      const intent: ApplicationIntent = {
        appType: 'internet',
        tariffId: 'office-10-reduced',
        address: { houseId: 'almaty-dostyk-38' },
      };
      const fresh = await login(server, { bin: '210140000016', phone: strangerPhone(), intent });
      expect(fresh.createdApplication).not.toBeNull();
      const profile = await callContract(
        server,
        'updateAccountInfo',
        { flat: '12' },
        { token: fresh.accessToken },
      );
      expect(profile.status).toBe(200);
      const cancelled = await callContract(
        server,
        'cancelOpportunity',
        { opportunityId: fresh.createdApplication!.opportunityId },
        { token: fresh.accessToken },
      );
      expect(cancelled.status).toBe(200);
      const seen = server.db.prepare('SELECT COUNT(*) AS n FROM landing_requests').get() as {
        n: number;
      };
      expect(seen.n).toBeGreaterThan(0);
      expect(outside).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('crash', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The real server, as `npm run serve` starts it, on a free port over `dataDir`. */
  async function start(): Promise<{ url: string; child: ChildProcess }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        SITE_DIR: '',
        LOG_LEVEL: 'silent',
        // The load comes from this one address; the limits per address are not what is tested.
        RATE_LIMIT_EXEMPT: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((found, fail) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match?.[1]) found(match[1]);
      });
      child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
    });
    child.stdout?.resume();
    return { url, child };
  }

  it('after kill -9 under a write load, every acknowledged write is there', async () => {
    const first = await start();
    const acknowledged: Array<{ kind: 'lead' | 'reprice'; id: string }> = [];
    let killed = false;
    const exited = new Promise((done) => first.child.once('exit', done));
    // A bounded load: at most 400 writes, 8 in flight, from one client; killed at the 150th answer.
    let sent = 0;
    async function worker() {
      while (!killed && sent < 400) {
        sent += 1;
        const n = sent;
        const phone = `+7707${String(1_000_000 + n).padStart(7, '0')}`;
        try {
          if (n % 2) {
            const res = await callContract(first, 'createLead', {
              consent: true,
              companyName: `ТОО «Нагрузка ${n}»`,
              phone,
            });
            if (res.status === 201) acknowledged.push({ kind: 'lead', id: res.body.leadId });
          } else {
            const res = await callContract(first, 'createRepriceRequest', {
              consent: true,
              name: `Клиент ${n}`,
              phone,
              bin: DEMO.stepnoy.bin,
            });
            if (res.status === 201) {
              acknowledged.push({ kind: 'reprice', id: res.body.requestId });
            }
          }
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (acknowledged.length >= 150 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    await exited;
    expect(killed).toBe(true);
    expect(sent).toBeLessThan(400);

    // Opened again as the restarted server opens it (WAL recovery, migrations), every
    // acknowledged write is read back.
    const db = openDatabase(join(dataDir, DATABASE_FILE));
    try {
      const stored = new Set(
        (db.prepare('SELECT id FROM landing_requests').all() as Array<{ id: string }>).map(
          (r) => r.id,
        ),
      );
      expect(acknowledged.filter((a) => !stored.has(a.id))).toEqual([]);
      const kinds = db
        .prepare('SELECT kind, COUNT(*) AS n FROM landing_requests GROUP BY kind ORDER BY kind')
        .all();
      expect(kinds.length).toBe(2);
    } finally {
      db.close();
    }
  }, 30_000);
});
