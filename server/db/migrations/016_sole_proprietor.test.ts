import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ENTREPRENEUR_POSITION_ID } from '../../../contract/rules/bin.ts';
import { createApplication } from '../../domain/applications.ts';
import type { Ctx } from '../../domain/context.ts';
import { createGuard } from '../../domain/guard.ts';
import { createLogger } from '../../log.ts';
import { migrate, type Db } from '../database.ts';
import { MIGRATIONS } from './index.ts';

const IIN = '910405300814';

const company = (db: Db) =>
  db
    .prepare(
      'SELECT name, legal_form, head_position_id, phone, origin FROM companies WHERE bin = ?',
    )
    .get(IIN);
const applications = (db: Db) =>
  db
    .prepare(
      'SELECT id, app_type, status FROM applications WHERE company_bin = ? ORDER BY app_type',
    )
    .all(IIN) as Array<{ id: string; app_type: string; status: string }>;

describe('migration 16: a demo sole proprietor registered by IIN', () => {
  it('adds ИП «Әбдірахманов», its accounts and two open applications with their history', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(company(db)).toEqual({
      name: 'ИП «Әбдірахманов»',
      legal_form: 'IE',
      head_position_id: ENTREPRENEUR_POSITION_ID,
      phone: '+77029104050',
      origin: 'seed',
    });
    expect(
      db.prepare('SELECT COUNT(*) AS n FROM company_ibans WHERE company_bin = ?').get(IIN),
    ).toEqual({ n: 3 });
    const [internet, mobile] = applications(db);
    expect(internet).toMatchObject({ app_type: 'internet', status: 'Qualification' });
    expect(mobile).toMatchObject({ app_type: 'mobile', status: 'SolutionOnClient' });
    const history = db
      .prepare(
        'SELECT status FROM application_status_history WHERE opportunity_id = ? ORDER BY at, id',
      )
      .all(mobile?.id)
      .map((row) => (row as { status: string }).status);
    expect(history).toEqual(['Qualification', 'DataUpdate', 'SolutionOnClient']);
    db.close();
  });

  it('over a database where the IIN signed in already: the record becomes the CRM’s, its applications stay', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 15));
    // What an EDS login with the entrepreneur's key and an intent left (domain/login.ts).
    db.prepare(
      `INSERT INTO companies (bin, name, legal_form, segment, head_name, phone, contract_months,
        origin, created_at)
        VALUES (?, 'БИН 910405300814', 'IE', 'sme', NULL, '+77015550011', 0, 'login', 1)`,
    ).run(IIN);
    const ctx = {
      db,
      log: createLogger('silent'),
      locale: 'ru',
      now: Date.now(),
      settings: {
        devApi: false,
        processingMs: 0,
        embedOrigins: '*',
        checkAnswers: false,
        kioskStatusToken: null,
        publicOrigin: null,
      },
      client: null,
      guard: createGuard(),
    } satisfies Ctx;
    createApplication(
      ctx,
      IIN,
      '+77015550011',
      { appType: 'internet', tariffId: 'office-5-reduced', address: { houseId: 'almaty-abay-42' } },
      false,
    );
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(company(db)).toMatchObject({ name: 'ИП «Әбдірахманов»', origin: 'seed' });
    expect(applications(db)).toEqual([expect.objectContaining({ app_type: 'internet' })]);
    db.close();
  });
});
