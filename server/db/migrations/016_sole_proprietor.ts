/**
 * A demo sole proprietor registered by IIN, without a BIN (issue 35): ИП «Әбдірахманов»
 * (`seed/companies.ts` `SOLE_PROPRIETORS`; the state register already names it, migration 013),
 * its accounts, and two open applications so it can be taken through both wizards at once:
 *
 * - office internet at Самал-2, 58, new (Qualification), with the company's phone;
 * - mobile «Кеңсе» for 3 new numbers, documents to sign (SolutionOnClient), made with a second
 *   contact phone — a login by either phone is the company's, and each signing code goes to its
 *   application's phone.
 *
 * Made through the domain code the API uses, as migration 005 made the other demo applications.
 * A database where the IIN already signed in (a developer's EDS login with the entrepreneur's
 * key) keeps what it has: the record becomes the CRM's, and applications are added only to a
 * company that has none.
 */
import type { Db } from '../database.ts';
import { createApplication, type NewApplication } from '../../domain/applications.ts';
import type { Ctx } from '../../domain/context.ts';
import { createGuard } from '../../domain/guard.ts';
import { createLogger } from '../../log.ts';
import { SOLE_PROPRIETORS, companyIbans } from '../seed/companies.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The mobile application's contact phone (the company's own is the office one's). */
export const SOLE_PROPRIETOR_MOBILE_PHONE = '+77029104051';

interface DemoApplication {
  phone: string | null;
  daysAgo: number;
  input: NewApplication;
  /** Moved along as the stand-in CRM would have, one day per step. */
  path: Array<'DataUpdate' | 'SolutionOnClient'>;
}

const DEMO: readonly DemoApplication[] = [
  { phone: null, daysAgo: 1, path: [], input: { appType: 'internet', tariffId: 'office-10-reduced', address: { houseId: 'almaty-samal-2-58' } } },
  { phone: SOLE_PROPRIETOR_MOBILE_PHONE, daysAgo: 3, path: ['DataUpdate', 'SolutionOnClient'], input: { appType: 'mobile', tariffId: 'kense', ctnsAmount: 3, additionalCtnsAmount: 0, numbersChoice: 'new', virtualPbx: false, roaming: false } },
]; // prettier-ignore

const flag = (value: boolean | undefined) => (value ? 1 : 0);

function demoCtx(db: Db, now: number): Ctx {
  return {
    db,
    log: createLogger('silent'),
    locale: 'ru',
    now,
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
  };
}

export function seedSoleProprietors(db: Db): void {
  const upsert = db.prepare(`INSERT INTO companies (bin, name, legal_form, segment, head_name,
    head_position_id, phone, employees_number, legal_address, actual_address, bank_id, iban,
    mobile_client_since, contract_months, overdue_debt, quasi_state, restricted_category,
    in_procurement, group_tariff_plans, active_beautiful_number, active_device_financing,
    active_virtual_pbx, origin)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'seed')
    ON CONFLICT (bin) DO UPDATE SET name = excluded.name, legal_form = excluded.legal_form,
      segment = excluded.segment, head_name = excluded.head_name,
      head_position_id = excluded.head_position_id, phone = excluded.phone,
      employees_number = excluded.employees_number, legal_address = excluded.legal_address,
      actual_address = excluded.actual_address, bank_id = excluded.bank_id, iban = excluded.iban,
      mobile_client_since = excluded.mobile_client_since,
      contract_months = excluded.contract_months, origin = 'seed'`);
  const iban = db.prepare(
    'INSERT OR IGNORE INTO company_ibans (company_bin, bank_id, iban) VALUES (?, ?, ?)',
  );
  const now = Date.now();
  for (const c of SOLE_PROPRIETORS) {
    const ibans = companyIbans(c);
    const hadApplications =
      db.prepare('SELECT 1 FROM applications WHERE company_bin = ? LIMIT 1').get(c.bin) !==
      undefined;
    upsert.run(
      c.bin, c.name, c.legalForm, c.segment, c.headName, c.headPositionId, c.phone,
      c.employeesNumber, c.legalAddress, c.actualAddress, c.bankId, ibans[0]?.iban ?? null,
      c.mobileClientSince, c.contractMonths, flag(c.overdueDebt), flag(c.quasiState),
      c.restrictedCategory ?? null, flag(c.inProcurement), c.groupTariffPlans ?? 0,
      flag(c.activeBeautifulNumber), flag(c.activeDeviceFinancing), flag(c.activeVirtualPbx),
    ); // prettier-ignore
    for (const account of ibans) iban.run(c.bin, account.bankId, account.iban);
    if (hadApplications) continue;
    for (const demo of DEMO) {
      const created = now - demo.daysAgo * DAY;
      const row = createApplication(
        demoCtx(db, created),
        c.bin,
        demo.phone ?? c.phone,
        demo.input,
        false,
      );
      // Each step a day later (the status history's trigger records them, migration 009).
      const step = db.prepare('UPDATE applications SET status = ?, updated_at = ? WHERE id = ?');
      demo.path.forEach((status, i) => step.run(status, created + (i + 1) * DAY, row.id));
    }
  }
}
