import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DevIn, type LoginResponse } from '../../contract/index.ts';
import { RETENTION } from '../../contract/retention.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { encodePng } from '../domain/image.ts';
import { createGuard, forgetAddresses, takeAddressShare } from '../domain/guard.ts';
import { NOTICE_PERIODS, runRetention, type RetentionReport } from '../domain/retention.ts';
import { createLogger } from '../log.ts';
import { retentionRun } from '../ops/retentionJob.ts';
import {
  callContract,
  callDev,
  DEMO,
  logEntries,
  login,
  smsProof,
  TEST_START,
  useTestServer,
} from '../test/server.ts';

/*
 * Retention (issue 36): what the personal-data notice (contract/retention.ts) says is deleted
 * after a period is there minutes before the period ends and gone an hour after (the records are
 * made within the first quarter hour), on the server's injected clock; signed contracts and
 * published cases stay whatever the clock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** TEST_START (2 March 2026) plus calendar months, as the notice counts them. */
const monthsLater = (months: number) => {
  const at = new Date(TEST_START);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.getTime();
};

// As production opens it: no demo data, so every record here is the test's own.
const server = useTestServer({ demoData: false });

const records = async (kind: DevIn<'records'>['kind']) =>
  (await callDev(server, 'records', { kind })).body.records;
const count = (table: string) =>
  (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
/** One run of the job at the server's clock, after moving it to `at`. */
function retainAt(at: number): RetentionReport {
  server.clock.now = at;
  return runRetention(server.db, server.clock.now);
}

const intent = {
  appType: 'internet' as const,
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-abay-42' },
};

async function submitCase(phone: string): Promise<string> {
  const form = new FormData();
  const fields = {
    productName: 'Виртуальная АТС',
    name: 'Асель Нурова',
    companyName: 'ТОО «Жибек»',
    position: 'Директор',
    email: 'asel@zhibek.kz',
    problem: 'Менеджеры не успевали отвечать на звонки',
    solution: 'Подключили виртуальную АТС с очередью',
    results: 'Пропущенных звонков стало втрое меньше',
    consent: 'true',
    phone,
    smsProof: await smsProof(server, phone, 'case'),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const photo = encodePng(800, 600, () => [40, 120, 200]);
  form.append('photo', new File([new Uint8Array(photo)], 'team.png', { type: 'image/png' }));
  const sent = await callContract(server, 'successCaseSubmit', form);
  expect(sent.status).toBe(201);
  return sent.body.caseId;
}

describe('the notice’s periods, on the server’s clock', () => {
  const made = {} as {
    lead: string;
    reprice: string;
    consultation: string;
    handset: string;
    pending: string;
    rejected: string;
    published: string;
    unsigned: LoginResponse;
    signed: LoginResponse;
  };

  beforeAll(async () => {
    server.clock.now = TEST_START;
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550701',
      bin: DEMO.alma.bin,
    });
    made.lead = lead.body.leadId;
    const reprice = await callContract(server, 'createRepriceRequest', {
      consent: true,
      name: 'Данияр',
      phone: '+77015550702',
      bin: DEMO.alma.bin,
    });
    made.reprice = reprice.body.requestId;
    const consultation = await callContract(server, 'createConsultancy', {
      consent: true,
      phone: '+77015550703',
      bin: DEMO.alma.bin,
      smsProof: await smsProof(server, '+77015550703', 'consultation'),
    });
    made.consultation = consultation.body.consultationId;
    const handset = await callContract(server, 'createHandsetConsultancy', {
      consent: true,
      phone: '+77015550704',
      bin: DEMO.alma.bin,
      smsProof: await smsProof(server, '+77015550704', 'consultation'),
    });
    made.handset = handset.body.consultationId;
    made.pending = await submitCase('+77015550705');
    made.rejected = await submitCase('+77015550706');
    made.published = await submitCase('+77015550707');
    for (const [id, decision] of [
      [made.rejected, 'reject'],
      [made.published, 'approve'],
    ] as const) {
      await callDev(server, 'moderateCase', { id, decision });
    }
    // Two companies the site registered at their logins, one application each; the second is
    // signed (as sign-documents leaves it: the moment and its record).
    made.unsigned = await login(server, { bin: '200840000109', phone: '+77015550708', intent });
    made.signed = await login(server, { bin: '120740000376', phone: '+77015550709', intent });
    const signedId = made.signed.createdApplication!.opportunityId;
    server.db
      .prepare('UPDATE applications SET signed_at = ?, signature_method = ? WHERE id = ?')
      .run(TEST_START, 'sms', signedId);
    server.db
      .prepare(
        "INSERT INTO signature_records (opportunity_id, channel, document) VALUES (?, 'sms', ?)",
      )
      .run(signedId, Buffer.from('<html>contract</html>'));
  });

  it('keeps everything before the SMS records’ 30 days have run, and deletes them after', async () => {
    expect(count('sms_outbox')).toBeGreaterThan(0);
    const before = retainAt(TEST_START + 30 * DAY - 10 * MINUTE);
    expect(Object.values(before).every((n) => n === 0)).toBe(true);
    const after = retainAt(TEST_START + 30 * DAY + HOUR);
    expect(after.smsOutbox).toBeGreaterThan(0);
    expect(count('sms_outbox')).toBe(0);
    expect(count('sms_codes')).toBe(0);
    expect(count('sms_proofs')).toBe(0);
    // The sessions ended when their refresh tokens expired (30 days): kept 30 days more.
    expect(count('sessions')).toBe(2);
    expect(retainAt(TEST_START + 60 * DAY + HOUR).sessions).toBe(2);
    expect(count('sessions')).toBe(0);
    expect(count('session_tokens')).toBe(0);
    expect((await records('leads')).map((r) => r.id)).toEqual([made.lead]);
  });

  it('deletes unpublished success cases after 6 months, never a published one', async () => {
    expect(retainAt(monthsLater(6) - 10 * MINUTE).unpublishedCases).toBe(0);
    expect((await records('success-cases')).map((r) => r.id).sort()).toEqual(
      [made.pending, made.rejected, made.published].sort(),
    );
    expect(retainAt(monthsLater(6) + HOUR).unpublishedCases).toBe(2);
    expect((await records('success-cases')).map((r) => r.id)).toEqual([made.published]);
  });

  it('deletes requests and unsigned applications after 12 months; a signed contract stays', async () => {
    const before = retainAt(monthsLater(12) - 10 * MINUTE);
    expect(before).toMatchObject({ consultations: 0, landingRequests: 0, unsignedApplications: 0 });
    const after = retainAt(monthsLater(12) + HOUR);
    expect(after).toMatchObject({
      consultations: 2,
      landingRequests: 2,
      unsignedApplications: 1,
      companies: 1,
    });
    for (const kind of [
      'leads',
      'reprice-requests',
      'consultations',
      'handset-consultations',
    ] as const) {
      expect(await records(kind), kind).toEqual([]);
    }
    const applications = await records('applications');
    expect(applications.map((r) => r.id)).toEqual([made.signed.createdApplication!.opportunityId]);
    const companies = (await records('companies')).map((r) => r.bin);
    expect(companies).toEqual(['120740000376']);
    expect(count('signature_records')).toBe(1);
    expect(count('application_status_history')).toBeGreaterThan(0);
    expect(server.db.pragma('foreign_key_check')).toEqual([]);
    // The published case is kept until its author withdraws consent.
    expect((await records('success-cases')).map((r) => r.id)).toEqual([made.published]);
    // A run after that deletes nothing more.
    expect(Object.values(retainAt(monthsLater(36))).every((n) => n === 0)).toBe(true);
  });
});

describe('the job', () => {
  it('logs what it deleted as counts — no phone, no id — and moves /metrics', async () => {
    server.clock.now = monthsLater(40);
    await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550801',
      bin: DEMO.alma.bin,
    });
    const lines: string[] = [];
    const log = createLogger('info', { stream: { write: (text) => lines.push(text) } });
    const counted: RetentionReport[] = [];
    const report = retentionRun({
      db: server.db,
      log,
      periods: NOTICE_PERIODS,
      now: () => monthsLater(53),
      metrics: { retention: (r) => counted.push(r) },
    });
    expect(report?.landingRequests).toBe(1);
    expect(counted).toEqual([report]);
    const [line] = logEntries(lines);
    expect(line).toMatchObject({ msg: 'retention', landingRequests: 1, smsOutbox: 0 });
    expect(lines.join('')).not.toContain('+7701555');
    expect(lines.join('')).not.toContain('DEMO');
  });

  it('deletes by a deployment’s shorter period (RETENTION)', async () => {
    server.clock.now = monthsLater(60);
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550802',
      bin: DEMO.alma.bin,
    });
    const shorter = { ...NOTICE_PERIODS, requests: { kind: 'period', count: 3, unit: 'month' } };
    const at = (months: number) => {
      const moment = new Date(monthsLater(60));
      moment.setUTCMonth(moment.getUTCMonth() + months);
      return moment.getTime() + 10 * MINUTE;
    };
    expect(runRetention(server.db, at(2), shorter as typeof NOTICE_PERIODS).landingRequests).toBe(
      0,
    );
    expect(runRetention(server.db, at(3), shorter as typeof NOTICE_PERIODS).landingRequests).toBe(
      1,
    );
    expect((await records('leads')).map((r) => r.id)).not.toContain(lead.body.leadId);
  });

  it('forgets the client addresses the limits hold within the notice’s 24 hours', () => {
    const guard = createGuard();
    const start = Date.parse('2026-03-02T04:00:00Z');
    takeAddressShare(guard, '203.0.113.7', 'lead', start);
    guard.codeFailures.fail('203.0.113.8', start);
    expect(RETENTION.clientAddresses).toEqual({ kind: 'period', count: 24, unit: 'hour' });
    // The job forgets what is older than 23 hours when it runs hourly: none is held past 24.
    const lines: string[] = [];
    const log = createLogger('info', { stream: { write: (text) => lines.push(text) } });
    const run = (hours: number) =>
      retentionRun({
        db: server.db,
        log,
        guard,
        periods: NOTICE_PERIODS,
        now: () => start + hours * 60 * MINUTE,
      });
    run(22);
    expect(guard.perAddress.wait('lead:203.0.113.7', 1, DAY, start + 1)).not.toBeNull();
    run(23.5);
    expect(guard.perAddress.wait('lead:203.0.113.7', 1, DAY, start + 1)).toBeNull();
    expect(logEntries(lines).at(-1)).toMatchObject({ msg: 'retention', clientAddresses: 2 });
    expect(lines.join('')).not.toContain('203.0.113');
    expect(forgetAddresses(guard, start + DAY)).toBe(0);
  });
});

describe('npm run db:retention, for a cron', () => {
  const ROOT = resolve(import.meta.dirname, '../..');
  const command = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/retentionCli.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('runs the job on the server’s database beside it, printing the counts', async () => {
    // A lead from long ago (the machine's clock is the command's): due under any period.
    server.clock.now = TEST_START - 400 * DAY;
    const lead = await callContract(server, 'createLead', {
      consent: true,
      phone: '+77015550901',
      bin: DEMO.alma.bin,
    });
    const run = command({});
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ retention: { landingRequests: 1 } });
    expect((await records('leads')).map((r) => r.id)).not.toContain(lead.body.leadId);
  }, 60_000);

  it('refuses a longer period than the notice’s, and a database of another schema', () => {
    const longer = command({ RETENTION: 'requests=P13M' });
    expect(longer.status).toBe(1);
    expect(longer.stderr).toMatch(/^retention failed: RETENTION: "requests=P13M" is longer/);
    const file = join(server.dataDir, DATABASE_FILE);
    const db = new Database(file);
    const version = db.pragma('user_version', { simple: true }) as number;
    db.pragma(`user_version = ${version + 1}`);
    try {
      const other = command({});
      expect(other.status).toBe(1);
      expect(other.stderr).toMatch(/is at schema \d+, this release knows \d+/);
    } finally {
      db.pragma(`user_version = ${version}`);
      db.close();
    }
  }, 60_000);
});
