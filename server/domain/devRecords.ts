/**
 * What the developer routes (DEV_API=1) read and do in the stand-in CRM: the SMS outbox, every
 * stored request by kind, and finishing or forcing an application's processing.
 */
import type { DetailedStatus } from '../../contract/index.ts';
import type { DevRecordKind, DevSmsMessage, DevSmsRefusal } from '../../contract/calls/dev.ts';
import { advance, settle, type ApplicationRow } from './applications.ts';
import type { Ctx } from './context.ts';
import { ApiError } from './errors.ts';
import { kzIso } from './time.ts';

/** What each record kind lists; photos and hashes are left out. */
const RECORD_QUERIES: Record<DevRecordKind, string> = {
  consultations: "SELECT * FROM consultations WHERE kind = 'consultation' ORDER BY created_at DESC",
  'handset-consultations':
    "SELECT * FROM consultations WHERE kind = 'handset' ORDER BY created_at DESC",
  leads: "SELECT * FROM landing_requests WHERE kind = 'lead' ORDER BY created_at DESC",
  opportunities:
    "SELECT * FROM landing_requests WHERE kind = 'opportunity' ORDER BY created_at DESC",
  'reprice-requests':
    "SELECT * FROM landing_requests WHERE kind = 'reprice' ORDER BY created_at DESC",
  'success-cases': `SELECT id, product_name, author_name, company_name, position, email, problem,
    solution, results, phone, photo_type, photo_width, photo_height, moderation, locale,
    created_at, published_at FROM success_cases ORDER BY created_at DESC`,
  applications: 'SELECT * FROM applications ORDER BY created_at DESC',
  companies: 'SELECT * FROM companies ORDER BY bin',
};

/** The latest 200 messages "sent" (to one phone, or to all), newest first. */
export function smsOutbox(ctx: Ctx, phone: string | undefined): DevSmsMessage[] {
  const rows = ctx.db
    .prepare('SELECT * FROM sms_outbox WHERE ? IS NULL OR phone = ? ORDER BY id DESC LIMIT 200')
    .all(phone ?? null, phone ?? null) as Array<{
    id: number;
    phone: string;
    purpose: DevSmsMessage['purpose'];
    code: string | null;
    text: string;
    sent_at: number;
  }>;
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    purpose: r.purpose,
    code: r.code,
    text: r.text,
    sentAt: kzIso(r.sent_at),
  }));
}

/** The codes the limits refused, newest first (in memory: since the server started). */
export function smsRefusals(ctx: Ctx, phone: string | undefined): DevSmsRefusal[] {
  return ctx.guard.refused
    .filter((r) => phone === undefined || r.phone === phone)
    .reverse()
    .map((r) => ({ phone: r.phone, purpose: r.purpose, reason: r.reason, at: kzIso(r.at) }));
}

/** Every stored record of a kind, newest first, as its table holds it. */
export function devRecords(ctx: Ctx, kind: DevRecordKind): Array<Record<string, unknown>> {
  if (kind === 'applications') {
    // Bring the stand-in CRM's processing up to date before showing statuses.
    const rows = ctx.db.prepare(RECORD_QUERIES.applications).all() as ApplicationRow[];
    rows.forEach((row) => settle(ctx, row));
  }
  return ctx.db.prepare(RECORD_QUERIES[kind]).all() as Array<Record<string, unknown>>;
}

/** Any company's application, its processing finished now or its status forced. */
export function advanceApplication(
  ctx: Ctx,
  opportunityId: string,
  status: DetailedStatus | undefined,
): ApplicationRow {
  const row = ctx.db.prepare('SELECT * FROM applications WHERE id = ?').get(opportunityId) as
    ApplicationRow | undefined;
  if (!row) throw new ApiError(404, 'APPLICATION_NOT_FOUND');
  return advance(ctx, settle(ctx, row), status);
}
