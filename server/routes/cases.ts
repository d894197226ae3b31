/**
 * Success cases (designed here): the published list, the photos, and the submission form
 * (multipart with a photo). Submitted cases wait for moderation before they are listed.
 *
 * The list holds every approved case whatever the page's language — a case is shown in the
 * language it was written in (the request's language when it was sent), and says which in
 * `locale`, so the page can mark it for screen readers.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
  SUCCESS_CASES_PER_DAY,
  type Locale,
  type SuccessCase,
  type SuccessCaseSubmitResponse,
  type SuccessCasesResponse,
} from '../../contract/api.ts';
import { newId } from '../domain/crypto.ts';
import { readImageInfo } from '../domain/image.ts';
import { consumeProof } from '../domain/sms.ts';
import { kzDate, kzDayStart } from '../domain/time.ts';
import { parseOrThrow, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { requiredId, successCaseFieldsSchema } from '../http/schemas.ts';

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

const photoError = (
  code: 'CASE_PHOTO_FORMAT' | 'CASE_PHOTO_TOO_SMALL' | 'CASE_PHOTO_SIZE' | 'FIELD_REQUIRED',
) => new ApiError(422, 'VALIDATION_FAILED', {}, { photo: { code } });

/** Cases a phone sent since the start of today (Kazakhstan time). */
function sentToday(db: AppEnv['Variables']['db'], phone: string, now: number): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM success_cases WHERE phone = ? AND created_at >= ?')
    .get(phone, kzDayStart(kzDate(now))) as { n: number };
  return row.n;
}

// Made once: zod compiles a schema on its first use, ~20 µs a request.
const photoQuery = z.object({ id: requiredId });

export const casesRoutes = new Hono<AppEnv>()
  .get(API_PATHS.successCases, (c) => {
    const rows = c
      .get('db')
      .prepare(
        `SELECT id, product_name, author_name, company_name, position, problem, solution, results,
          locale, published_at, created_at FROM success_cases WHERE moderation = 'approved'
          ORDER BY published_at DESC`,
      )
      .all() as CaseRow[];
    const body: SuccessCasesResponse = {
      cases: rows.map((r): SuccessCase => ({
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
      })),
    };
    return c.json(body);
  })
  .get(API_PATHS.successCasePhoto, (c) => {
    const { id } = readQuery(c, photoQuery);
    const row = c
      .get('db')
      .prepare(
        "SELECT photo, photo_type FROM success_cases WHERE id = ? AND moderation = 'approved'",
      )
      .get(id) as { photo: Buffer; photo_type: string } | undefined;
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return c.body(new Uint8Array(row.photo), 200, {
      'Content-Type': row.photo_type,
      'Cache-Control': 'public, max-age=86400',
    });
  })
  .post(API_PATHS.successCaseSubmit, async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data')) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: false });
    } catch {
      throw new ApiError(400, 'MALFORMED_JSON');
    }
    const text: Record<string, string> = {};
    for (const [key, value] of Object.entries(form))
      if (typeof value === 'string') text[key] = value;
    const fields = parseOrThrow(successCaseFieldsSchema, text);
    const photo = form.photo;
    if (!(photo instanceof File) || photo.size === 0) throw photoError('FIELD_REQUIRED');
    if (photo.size > CASE_PHOTO_MAX_BYTES) throw photoError('CASE_PHOTO_SIZE');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const info = readImageInfo(bytes);
    if (!info) throw photoError('CASE_PHOTO_FORMAT');
    if (info.width < CASE_PHOTO_MIN_WIDTH || info.height < CASE_PHOTO_MIN_HEIGHT) {
      throw photoError('CASE_PHOTO_TOO_SMALL');
    }
    const ctx = ctxOf(c);
    const answer = ctx.db.transaction((): SuccessCaseSubmitResponse => {
      const already = sentToday(ctx.db, fields.phone, ctx.now);
      if (already >= SUCCESS_CASES_PER_DAY) {
        throw new ApiError(429, 'CASE_LIMIT_REACHED', { limit: SUCCESS_CASES_PER_DAY });
      }
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
    return c.json(answer, 201);
  });
