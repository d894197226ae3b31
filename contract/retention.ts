/**
 * How long the operator keeps each kind of personal data the site and the cabinet collect. The
 * personal-data notice (`/personal-data`, `locales/content/site/*\/personal-data.ts`) builds its
 * «Сколько храним» table from these entries, and the backend's retention job (issue 36) takes its
 * default periods from them: the page and the job cannot disagree. Changing a period changes the
 * notice, so `PERSONAL_DATA_NOTICE_DATE` moves with it.
 *
 * The periods are this project's decision (Kazakhstan's Law «О персональных данных и их защите»
 * asks for a period, not a figure): long enough for a manager to follow a request up and for a
 * request to turn into a contract, short enough that a lead nobody pursued does not lie about
 * for years. A request that becomes a contract is kept with the contract instead.
 */

/** A period the data is deleted after, counted from the moment the entry names. */
export interface RetentionPeriod {
  readonly kind: 'period';
  readonly count: number;
  readonly unit: 'hour' | 'day' | 'month';
}

/**
 * - `period`: deleted when the period has run;
 * - `consent`: kept until the person withdraws consent (a published success case);
 * - `law`: kept while the contract runs and afterwards for as long as the law on electronic
 *   documents and the contract require (signed contracts, their signatures, the client's
 *   details) — no job deletes these on a timer.
 */
export type Retention = RetentionPeriod | { readonly kind: 'consent' } | { readonly kind: 'law' };

const months = (count: number): RetentionPeriod => ({ kind: 'period', count, unit: 'month' });
const days = (count: number): RetentionPeriod => ({ kind: 'period', count, unit: 'day' });
const hours = (count: number): RetentionPeriod => ({ kind: 'period', count, unit: 'hour' });

export const RETENTION = {
  /**
   * Consultation requests (both calls), the handset offer's leads and opportunities, reprice
   * requests: from the day the request was sent. `consultations`, `landing_requests`.
   */
  requests: months(12),
  /** Applications never signed (cancelled, refused, left unfinished): from their last change. */
  unsignedApplications: months(12),
  /** Success cases sent but not published (waiting or refused at moderation): from sending. */
  unpublishedCases: months(6),
  /** A published success case (name, position, photo…): until its author withdraws consent. */
  publishedCases: { kind: 'consent' },
  /**
   * Signed contracts, their signatures (EDS or SMS), the signer's IIN and certificate, and the
   * client company's details in the cabinet: by the contract and the law.
   */
  contracts: { kind: 'law' },
  /** The phone numbers of SMS confirmations and the counts of the SMS limits: from sending. */
  smsRecords: days(30),
  /** Client network addresses, held in the server's memory only for the per-address limits. */
  clientAddresses: hours(24),
} as const satisfies Record<string, Retention>;

export type RetentionKind = keyof typeof RETENTION;

/**
 * The day the notice in force took effect (ISO date, Kazakhstan). Set it to the day a changed
 * notice is published: a change of a period above is a change of the notice.
 */
export const PERSONAL_DATA_NOTICE_DATE = '2026-12-02';

/** Working days within which the operator answers a request about a person's data. */
export const PERSONAL_DATA_ANSWER_WORKING_DAYS = 3;

/**
 * The moment before which data kept for `period` is due for deletion, at `now`: records created
 * (or last changed, as the entry says) earlier than this are deleted. Months are calendar
 * months, kept to the month's last day: 12 months before 2 December 2027 is 2 December 2026, one
 * month before 31 March is 28 (or 29) February.
 */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const cutoff = new Date(now.getTime());
  switch (period.unit) {
    case 'hour':
      cutoff.setUTCHours(cutoff.getUTCHours() - period.count);
      return cutoff;
    case 'day':
      cutoff.setUTCDate(cutoff.getUTCDate() - period.count);
      return cutoff;
    case 'month': {
      const day = cutoff.getUTCDate();
      cutoff.setUTCDate(1);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - period.count);
      const lastDay = new Date(
        Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
      ).getUTCDate();
      cutoff.setUTCDate(Math.min(day, lastDay));
      return cutoff;
    }
  }
}
