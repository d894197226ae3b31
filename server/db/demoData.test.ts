import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LoginResponse } from '../../contract/index.ts';
import { callContract, DEMO, errorOf, lastCode, login, useTestServer } from '../test/server.ts';
import { DATABASE_FILE, openDatabase, type Db } from './database.ts';
import { hasDemoData } from './demoData.ts';
import { COMPANIES } from './seed/companies.ts';

/*
 * DEMO_DATA (issue 36): a production database has the reference data a site needs and none of
 * the demo companies, applications, cases, agents or register entries; a development one keeps
 * them; a database made with them loses them on the first start that does not want them.
 */

const count = (db: Db, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/** The reference data: what a site shows without a single client. */
const REFERENCE = [
  'tariffs',
  'banks',
  'positions',
  'pickup_cities',
  'address_cities',
  'address_streets',
  'address_houses',
  'delivery_zones',
  'roaming_countries',
  'roaming_tariffs',
  'blog_articles',
];

describe('a database without the demo data', () => {
  it('has the reference data of one with it, and nothing of the demo', () => {
    const demo = openDatabase(':memory:');
    const production = openDatabase(':memory:', { demoData: false });
    expect(hasDemoData(demo)).toBe(true);
    expect(hasDemoData(production)).toBe(false);
    for (const table of REFERENCE) {
      expect(count(production, table), table).toBeGreaterThan(0);
      expect(count(production, table), table).toBe(count(demo, table));
    }
    for (const table of [
      'companies',
      'company_ibans',
      'applications',
      'application_status_history',
      'slot_bookings',
      'number_reservations',
      'signature_records',
      'success_cases',
      'agents',
      'state_register',
    ]) {
      expect(count(production, table), table).toBe(0);
    }
    expect(count(demo, 'companies')).toBeGreaterThanOrEqual(COMPANIES.length);
    expect(count(demo, 'success_cases')).toBeGreaterThan(0);
    expect(production.pragma('foreign_key_check')).toEqual([]);
  });
});

describe('a production server (DEMO_DATA unset)', () => {
  const server = useTestServer({ demoData: false });

  it('knows no demo company: its phone and code open no cabinet', async () => {
    await callContract(server, 'loginStart', DEMO.stepnoy);
    const code = await lastCode(server, DEMO.stepnoy.phone);
    const verify = await callContract(server, 'loginVerify', { ...DEMO.stepnoy, code });
    expect(verify.status).toBe(403);
    expect(errorOf(verify).code).toBe('CABINET_NO_APPLICATION');
  });

  it('shows no demo case and knows no demo agent, yet sells its tariffs', async () => {
    const cases = await callContract(server, 'successCases');
    expect(cases.body.cases).toEqual([]);
    const agent = await callContract(server, 'checkAgent', { name: 'a.nurlanova' });
    expect(agent.body.valid).toBe(false);
    const tariffs = await callContract(server, 'tariffs', { product: 'internet' });
    expect(tariffs.body.tariffs.length).toBeGreaterThan(0);
  });

  it('never touches a real company that registers with a BIN the demo used', async () => {
    // A client whose real BIN is a demo company's: registered by its login, with an intent.
    server.clock.advance(24 * 60 * 60_000);
    const real = { bin: DEMO.stepnoy.bin, phone: '+77017770011' };
    const result: LoginResponse = await login(server, {
      ...real,
      intent: {
        appType: 'internet',
        tariffId: 'office-10-reduced',
        address: { houseId: 'almaty-abay-42' },
      },
    });
    expect(result.createdApplication).not.toBeNull();
    await server.restart();
    const account = await callContract(server, 'accountInfo', undefined, {
      token: result.accessToken,
    });
    expect(account.status).toBe(200);
    expect(account.body.companyName).not.toBe('ТОО «Степной Логистик»');
    expect(count(server.db, 'applications')).toBe(1);
  });
});

describe('a demo database started without the demo data', () => {
  const server = useTestServer();

  it('loses the demo data and what was made on it, after a backup, and keeps the rest', async () => {
    // What a visitor did on the demo stand: a demo company's login, a lead.
    const session = await login(server, DEMO.alma);
    const lead = await callContract(server, 'createLead', { consent: true, phone: '+77015554433' });
    expect(lead.status).toBe(201);
    server.db.close();

    const file = join(server.dataDir, DATABASE_FILE);
    const reopened = openDatabase(file, { demoData: false });
    try {
      expect(hasDemoData(reopened)).toBe(false);
      expect(count(reopened, 'companies')).toBe(0);
      expect(count(reopened, 'sessions')).toBe(0);
      expect(reopened.prepare('SELECT id FROM landing_requests').all()).toEqual([
        { id: lead.body.leadId },
      ]);
      expect(reopened.pragma('foreign_key_check')).toEqual([]);
      // Idempotent: nothing left to take out, nothing copied again.
      expect(readdirSync(join(server.dataDir, 'backups'))).toEqual([
        expect.stringMatching(/^biz-v\d+-before-demo-removal-.*\.sqlite$/),
      ]);
    } finally {
      reopened.close();
    }
    openDatabase(file, { demoData: false }).close();
    expect(readdirSync(join(server.dataDir, 'backups'))).toHaveLength(1);
    expect(session.accessToken).toBeTruthy();
    // The test server's own connection is closed: reopen it so it can stop.
    await server.restart();
  });
});
