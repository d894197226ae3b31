/**
 * The demo data and how a database that does not want it gets rid of it (DEMO_DATA,
 * docs/production.md «Demo data»).
 *
 * The shipped migrations load the demo companies with the reference data (002), their
 * applications and success cases (005, 006, 016), the demo agents (004) and the stand-in state
 * register's entries (013). A shipped migration is never edited — every database at a version
 * went through the same steps — so the demo data is not left out of them but taken out after
 * them, at every opening of a database that does not want it (`openDatabase`, `demoData: false`):
 *
 * - one mechanism for both cases: a new production database (the rows are inserted and removed
 *   before the server listens) and an existing one made with the demo data (a demo stand turned
 *   production) — whereas migrations made conditional would still leave the second with them;
 * - idempotent: it finds them by the seed's own ids (`db/seed/`), so once they are gone it
 *   removes nothing; a company is the seed's only with `origin = 'seed'`, so a real company that
 *   happens to register with a demo BIN (`origin = 'login'`) is never touched;
 * - what stays: the reference data a site needs (tariffs, banks, positions, pickup offices,
 *   office addresses and coverage, delivery zones, roaming, the blog).
 *
 * The way back is not automatic: a database without the demo data does not get it again with
 * DEMO_DATA=1 (start from an empty DATA_DIR for a demo).
 */
import { AGENTS } from './seed/addresses.ts';
import { COMPANIES, SOLE_PROPRIETORS } from './seed/companies.ts';
import { STATE_REGISTER } from './seed/stateRegister.ts';
import type { Db } from './database.ts';

const DEMO_BINS = [...COMPANIES, ...SOLE_PROPRIETORS].map((c) => c.bin);
const DEMO_AGENTS = AGENTS.map((a) => a.login);
const REGISTER_BINS = STATE_REGISTER.map((e) => e.bin);
/** Migration 005 names its cases `demo-case-1…3`, 006 `demo-case-kk-1…3` (`KK_DEMO_CASES`). */
const DEMO_CASE_PATTERN = 'demo-case-%';

const list = (values: readonly string[]) => values.map(() => '?').join(', ');
const DEMO_COMPANIES = `SELECT bin FROM companies WHERE origin = 'seed' AND bin IN (${list(DEMO_BINS)})`;
const DEMO_APPLICATIONS = `SELECT id FROM applications WHERE company_bin IN (${DEMO_COMPANIES})`;

/** Whether `db` holds any of the demo data. */
export function hasDemoData(db: Db): boolean {
  const found = db
    .prepare(
      `SELECT EXISTS (${DEMO_COMPANIES})
        OR EXISTS (SELECT 1 FROM agents WHERE login IN (${list(DEMO_AGENTS)}))
        OR EXISTS (SELECT 1 FROM success_cases WHERE id LIKE ?)
        OR EXISTS (SELECT 1 FROM state_register WHERE bin IN (${list(REGISTER_BINS)})) AS found`,
    )
    .get(...DEMO_BINS, ...DEMO_AGENTS, DEMO_CASE_PATTERN, ...REGISTER_BINS) as { found: number };
  return found.found === 1;
}

/** What a removal took out, by kind (counts, for the log). */
export interface DemoRemoval {
  companies: number;
  applications: number;
  successCases: number;
  agents: number;
  registerEntries: number;
}

/** Removes the demo data and everything made on it, in one transaction. */
export function removeDemoData(db: Db): DemoRemoval {
  const run = (sql: string, ...args: string[]) => db.prepare(sql).run(...args).changes;
  return db.transaction((): DemoRemoval => {
    for (const table of [
      'application_status_history',
      'slot_bookings',
      'number_reservations',
      'egov_sign_sessions',
      'signature_records',
    ]) {
      run(`DELETE FROM ${table} WHERE opportunity_id IN (${DEMO_APPLICATIONS})`, ...DEMO_BINS);
    }
    const applications = run(
      `DELETE FROM applications WHERE id IN (${DEMO_APPLICATIONS})`,
      ...DEMO_BINS,
    );
    run(
      `DELETE FROM session_tokens WHERE session_id IN
        (SELECT id FROM sessions WHERE company_bin IN (${DEMO_COMPANIES}))`,
      ...DEMO_BINS,
    );
    run(`DELETE FROM sessions WHERE company_bin IN (${DEMO_COMPANIES})`, ...DEMO_BINS);
    run(`DELETE FROM company_ibans WHERE company_bin IN (${DEMO_COMPANIES})`, ...DEMO_BINS);
    const companies = run(`DELETE FROM companies WHERE bin IN (${DEMO_COMPANIES})`, ...DEMO_BINS);
    const successCases = run('DELETE FROM success_cases WHERE id LIKE ?', DEMO_CASE_PATTERN);
    const agents = run(`DELETE FROM agents WHERE login IN (${list(DEMO_AGENTS)})`, ...DEMO_AGENTS);
    const registerEntries = run(
      `DELETE FROM state_register WHERE bin IN (${list(REGISTER_BINS)})`,
      ...REGISTER_BINS,
    );
    return { companies, applications, successCases, agents, registerEntries };
  })();
}
