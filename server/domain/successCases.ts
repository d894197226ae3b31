/**
 * Success cases (designed here): the published list and photos, a submission (which waits for
 * moderation), and the moderation itself (the dev routes stand in for the operator's editor).
 *
 * The list holds every approved case whatever the page's language — a case is shown in the
 * language it was written in (the request's language when it was sent), and says which in
 * `locale`, so the page can mark it for screen readers.
 */
import {
  API_PATHS,
  SUCCESS_CASES_PER_DAY,
  type CaseModerationState,
  type Locale,
  type SuccessCase,
  type SuccessCaseReceived,
  type Out,
} from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import type { Ctx } from './context.ts';
import { newId } from './crypto.ts';
import { ApiError, fieldError, tooManyRequests } from './errors.ts';
import type { ImageInfo } from './image.ts';
import { consumeProof, isProofUsable } from './sms.ts';
import { addDays, kzDate, kzDayStart } from './time.ts';

interface CaseRow {
  id: string;
  product_name: string;
  author_name: string;
  company_name: string;
  position: string;
  problem: string;
  solution: string;
  results: string;
  locale: string;
  published_at: number | null;
  created_at: number;
}

const asLocale = (value: string): Locale => (value === 'kk' ? 'kk' : 'ru');

/** Cases a phone sent since the start of today (Kazakhstan time). */
function sentToday(db: Db, phone: string, now: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM success_cases WHERE phone = ? AND created_at >= ?')
    .get(phone, kzDayStart(kzDate(now))) as { n: number };
  return row.n;
}

/** Until the next Kazakhstan day (`Retry-After`). */
const limitReached = (ctx: Ctx) =>
  tooManyRequests('CASE_LIMIT_REACHED', kzDayStart(addDays(kzDate(ctx.now), 1)) - ctx.now, {
    unit: 'none',
    params: { limit: SUCCESS_CASES_PER_DAY },
  });

/**
 * The daily case limit (§2.14, §9: 3 per phone per Kazakhstan day): 429 `CASE_LIMIT_REACHED`
 * once the phone has used it; else how many cases it sent today. Checked where a case's SMS code
 * is asked for (`handlers/sms.ts`), so a phone past the limit is told before an SMS is paid for,
 * and again when the case is stored.
 */
export function assertCaseQuota(ctx: Ctx, phone: string): number {
  const already = sentToday(ctx.db, phone, ctx.now);
  if (already >= SUCCESS_CASES_PER_DAY) throw limitReached(ctx);
  return already;
}

/** Approved cases, newest first. */
export function publishedCases(db: Db): SuccessCase[] {
  const rows = db
    .prepare(
      `SELECT id, product_name, author_name, company_name, position, problem, solution, results,
          locale, published_at, created_at FROM success_cases WHERE moderation = 'approved'
          ORDER BY published_at DESC`,
    )
    .all() as CaseRow[];
  return rows.map((r): SuccessCase => ({
    id: r.id,
    productName: r.product_name,
    authorName: r.author_name,
    companyName: r.company_name,
    position: r.position,
    problem: r.problem,
    solution: r.solution,
    results: r.results,
    photoUrl: `${API_PATHS.successCasePhoto}?id=${encodeURIComponent(r.id)}`,
    publishedDate: kzDate(r.published_at ?? r.created_at),
    locale: asLocale(r.locale),
  }));
}

/** The photo of an approved case; undefined for any other id. */
export function publishedPhoto(
  db: Db,
  id: string,
): { photo: Buffer; photo_type: string } | undefined {
  return db
    .prepare("SELECT photo, photo_type FROM success_cases WHERE id = ? AND moderation = 'approved'")
    .get(id) as { photo: Buffer; photo_type: string } | undefined;
}

/**
 * Whether a case from this phone would be taken — the day's limit, a usable proof — checked
 * before its photo is decoded; `submitCase` checks both again as it stores the case.
 */
export function checkCaseAllowed(ctx: Ctx, fields: SuccessCaseReceived): void {
  assertCaseQuota(ctx, fields.phone);
  if (!isProofUsable(ctx, fields.smsProof, fields.phone, 'case')) {
    throw fieldError('smsProof', 'SMS_PROOF_REQUIRED');
  }
}

/**
 * Stores a checked submission for moderation. The daily limit is counted, the phone's SMS proof
 * spent and the case stored in one transaction, so a refused case leaves the proof usable.
 */
export function submitCase(
  ctx: Ctx,
  fields: SuccessCaseReceived,
  photo: { bytes: Uint8Array; info: ImageInfo },
): Out<'successCaseSubmit'> {
  const { bytes, info } = photo;
  return ctx.db.transaction((): Out<'successCaseSubmit'> => {
    const already = assertCaseQuota(ctx, fields.phone);
    consumeProof(ctx, fields.smsProof, fields.phone, 'case');
    const id = newId();
    ctx.db
      .prepare(
        `INSERT INTO success_cases (id, product_name, author_name, company_name, position, email,
          problem, solution, results, phone, photo, photo_type, photo_width, photo_height,
          moderation, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(
        id, fields.productName, fields.name, fields.companyName, fields.position, fields.email,
        fields.problem, fields.solution, fields.results, fields.phone, Buffer.from(bytes),
        info.type, info.width, info.height, ctx.locale, ctx.now,
      ); // prettier-ignore
    ctx.log.info('success case', { id });
    return {
      caseId: id,
      moderation: 'pending',
      remainingToday: SUCCESS_CASES_PER_DAY - already - 1,
    };
  })();
}

/** Approves (publishes now) or rejects a case; NOT_FOUND for an unknown id. */
export function moderateCase(
  ctx: Ctx,
  id: string,
  decision: 'approve' | 'reject',
): CaseModerationState {
  const moderation = decision === 'approve' ? 'approved' : 'rejected';
  const changed = ctx.db
    .prepare('UPDATE success_cases SET moderation = ?, published_at = ? WHERE id = ?')
    .run(moderation, moderation === 'approved' ? ctx.now : null, id);
  if (changed.changes !== 1) throw new ApiError(404, 'NOT_FOUND');
  return moderation;
}
