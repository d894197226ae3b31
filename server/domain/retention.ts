/**
 * Retention (issue 36; the personal-data notice's «Сколько мы храним данные», built from
 * `contract/retention.ts`, says «Когда срок истекает, данные удаляются»). Each run deletes, never
 * anonymises, what has outlived its period — the notice promises deletion, and a request with
 * its name, phone and BIN blanked out would still be a dated record of a company's interest,
 * which is the personal data. What the operator wants to count over time it reads from
 * `/metrics` and its CRM, not from rows kept here.
 *
 * Run by the server at start and every hour, and by `npm run db:retention` (a cron's).
 * The periods are the notice's (`RETENTION`); a deployment may shorten them, never lengthen them
 * (`retentionFromEnv` in config.ts). Kept whatever the clock: signed contracts, their signatures
 * and signature records, the signer's IIN and certificate, the companies of the CRM and every
 * company with a signed application («по закону»), and published success cases («до отзыва
 * согласия»).
 */
import { RETENTION, retentionCutoff, type RetentionPeriod } from '../../contract/retention.ts';
import type { Db } from '../db/database.ts';

/** The kinds a timer deletes: those of the notice with a period (`RetentionPeriod`). */
export const TIMED_RETENTION = [
  'requests',
  'unsignedApplications',
  'unpublishedCases',
  'smsRecords',
] as const;
export type TimedRetention = (typeof TIMED_RETENTION)[number];
export type RetentionPeriods = Record<TimedRetention, RetentionPeriod>;

/** The notice's periods. */
export const NOTICE_PERIODS: RetentionPeriods = {
  requests: RETENTION.requests,
  unsignedApplications: RETENTION.unsignedApplications,
  unpublishedCases: RETENTION.unpublishedCases,
  smsRecords: RETENTION.smsRecords,
};

/** What one run deleted, by kind: counts only (this is what the log line carries). */
export interface RetentionReport {
  consultations: number;
  landingRequests: number;
  unsignedApplications: number;
  companies: number;
  unpublishedCases: number;
  smsOutbox: number;
  smsCodes: number;
  smsProofs: number;
  smsGuesses: number;
  sessions: number;
}

/**
 * Deletes what is due at `now` (ms; the app's clock in tests), in one transaction: a run that
 * fails leaves everything as it was.
 */
export function runRetention(
  db: Db,
  now: number,
  periods: RetentionPeriods = NOTICE_PERIODS,
): RetentionReport {
  const cutoff = (kind: TimedRetention) => retentionCutoff(periods[kind], new Date(now)).getTime();
  const requests = cutoff('requests');
  const applications = cutoff('unsignedApplications');
  const cases = cutoff('unpublishedCases');
  const sms = cutoff('smsRecords');
  const run = (sql: string, ...args: number[]) => db.prepare(sql).run(...args).changes;

  return db.transaction((): RetentionReport => {
    // Consultations (both kinds), the handset offer's leads and opportunities, reprice requests:
    // from the day they were sent. The reference backend cannot tell which led to a contract (its
    // leads are the CRM's to follow up), so each goes when its period ends.
    const consultations = run('DELETE FROM consultations WHERE created_at < ?', requests);
    const landingRequests = run('DELETE FROM landing_requests WHERE created_at < ?', requests);

    // Applications never signed (new, cancelled, refused by the register, left unfinished): from
    // their last change, with everything that hangs off them. A signed one is a contract.
    const stale = `SELECT id FROM applications WHERE signed_at IS NULL AND updated_at < ?
      AND id NOT IN (SELECT opportunity_id FROM signature_records)`;
    for (const table of [
      'application_status_history',
      'slot_bookings',
      'number_reservations',
      'egov_sign_sessions',
    ]) {
      run(`DELETE FROM ${table} WHERE opportunity_id IN (${stale})`, applications);
    }
    const unsignedApplications = run(
      `DELETE FROM applications WHERE id IN (${stale})`,
      applications,
    );

    // A company the site registered at a login (never one of the CRM's) with no application
    // left: its details, sessions and accounts go with its last application.
    const orphan = `SELECT bin FROM companies WHERE origin = 'login' AND created_at < ?
      AND bin NOT IN (SELECT company_bin FROM applications)`;
    run(
      `DELETE FROM session_tokens WHERE session_id IN
        (SELECT id FROM sessions WHERE company_bin IN (${orphan}))`,
      applications,
    );
    run(`DELETE FROM sessions WHERE company_bin IN (${orphan})`, applications);
    run(`DELETE FROM company_ibans WHERE company_bin IN (${orphan})`, applications);
    const companies = run(`DELETE FROM companies WHERE bin IN (${orphan})`, applications);

    // Success cases sent but not published (waiting, or refused at moderation): from sending.
    const unpublishedCases = run(
      `DELETE FROM success_cases WHERE moderation <> 'approved' AND created_at < ?`,
      cases,
    );

    // SMS records: the outbox, codes, proofs and wrong-code counts (each keyed by the phone).
    const smsOutbox = run('DELETE FROM sms_outbox WHERE sent_at < ?', sms);
    const smsCodes = run('DELETE FROM sms_codes WHERE sent_at < ?', sms);
    const smsProofs = run('DELETE FROM sms_proofs WHERE expires_at < ?', sms);
    const smsGuesses = run(
      `DELETE FROM sms_guesses WHERE MAX(COALESCE(last_wrong_at, 0), COALESCE(last_lock_at, 0),
        COALESCE(locked_until, 0)) < ?`,
      sms,
    );
    // Sessions hold the phone a login code went to (or the EDS login's IIN): kept as long as the
    // SMS records once the session has ended — revoked, or its last token expired.
    const ended = `SELECT s.id FROM sessions s WHERE COALESCE(s.revoked_at,
        (SELECT MAX(t.expires_at) FROM session_tokens t WHERE t.session_id = s.id), s.created_at) < ?`;
    run(`DELETE FROM session_tokens WHERE session_id IN (${ended})`, sms);
    const sessions = run(`DELETE FROM sessions WHERE id IN (${ended})`, sms);

    return {
      consultations,
      landingRequests,
      unsignedApplications,
      companies,
      unpublishedCases,
      smsOutbox,
      smsCodes,
      smsProofs,
      smsGuesses,
      sessions,
    };
  })();
}

/** The total of a report: whether the run deleted anything. */
export const deletedCount = (report: RetentionReport) =>
  Object.values(report).reduce((sum, n) => sum + n, 0);

/**
 * Whether `shorter` is no longer than `notice` whatever the calendar: a month is read as 31 days
 * for the setting and 28 for the notice, unless both count in the same unit.
 */
export function withinNotice(shorter: RetentionPeriod, notice: RetentionPeriod): boolean {
  if (shorter.unit === notice.unit) return shorter.count <= notice.count;
  const hours = (p: RetentionPeriod, monthDays: number) =>
    p.count * (p.unit === 'hour' ? 1 : p.unit === 'day' ? 24 : monthDays * 24);
  return hours(shorter, 31) <= hours(notice, 28);
}
