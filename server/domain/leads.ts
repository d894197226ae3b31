/**
 * What the landing forms leave with the CRM (§7): consultations from either consultation form,
 * and the handset offer's leads and opportunities and the reprice requests. Every one is stored
 * with the request's language and time — and, from a partner page or a kiosk, its origin or the
 * kiosk's id — and listable by a developer (`/api/dev/records`).
 */
import {
  CONSULTATION_CALLBACK_BUSINESS_DAYS,
  DUPLICATE_LEAD_MINUTES,
  type Out,
} from '../../contract/index.ts';
import type { Ctx } from './context.ts';
import { newId } from './crypto.ts';
import { fieldError } from './errors.ts';
import { takeAddressShare } from './guard.ts';
import { consumeProof } from './sms.ts';

/** An agent login the CRM knows and that still works for the operator. */
export function isValidAgent(ctx: Ctx, login: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM agents WHERE login = ? AND active = 1').get(login.trim()) !==
    undefined
  );
}

/**
 * A lead, opportunity or reprice request (no SMS behind them). The same request again — same
 * kind, BIN, phone and product within DUPLICATE_LEAD_MINUTES — is a retry or a double click: it
 * is answered with the first one's id and not stored twice. A new one takes from the client
 * address's hourly share (LEADS_PER_ADDRESS_PER_HOUR, 429 TOO_MANY_REQUESTS).
 */
export function storeLanding(
  ctx: Ctx,
  kind: 'lead' | 'opportunity' | 'reprice',
  fields: {
    name?: string;
    companyName?: string;
    phone: string;
    bin?: string;
    email?: string;
    tariffId?: string;
    eligible?: boolean;
    productSlug?: string;
    hostOrigin?: string;
    source?: string;
    kioskId?: string;
  },
): string {
  return ctx.db.transaction(() => {
    const repeat = ctx.db
      .prepare(
        `SELECT id FROM landing_requests WHERE phone = ? AND kind = ? AND created_at > ?
          AND bin IS ? AND product_slug IS ? ORDER BY created_at LIMIT 1`,
      )
      .get(
        fields.phone, kind, ctx.now - DUPLICATE_LEAD_MINUTES * 60_000, fields.bin ?? null,
        fields.productSlug ?? null,
      ) as { id: string } | undefined; // prettier-ignore
    if (repeat) return repeat.id;
    takeAddressShare(ctx.guard, ctx.client, 'lead', ctx.now);
    const id = newId();
    ctx.db
      .prepare(
        `INSERT INTO landing_requests (id, kind, name, company_name, phone, bin, email, tariff_id,
          eligible, product_slug, host_origin, source, kiosk_id, locale, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id, kind, fields.name ?? null, fields.companyName ?? null, fields.phone, fields.bin ?? null,
        fields.email ?? null, fields.tariffId ?? null,
        fields.eligible === undefined ? null : fields.eligible ? 1 : 0,
        fields.productSlug ?? null, fields.hostOrigin ?? null, fields.source ?? null,
        fields.kioskId ?? null, ctx.locale, ctx.now,
      ); // prettier-ignore
    ctx.log.info('landing request', { kind, id });
    return id;
  })();
}

function storeConsultation(
  ctx: Ctx,
  kind: 'consultation' | 'handset',
  fields: {
    name?: string;
    phone: string;
    bin: string;
    companyName?: string;
    email?: string;
    agentLogin?: string;
    productSlug?: string;
    source?: string;
    hostOrigin?: string;
    kioskId?: string;
    comment?: string;
  },
): Out<'createConsultancy'> {
  const id = newId();
  ctx.db
    .prepare(
      `INSERT INTO consultations (id, kind, name, phone, bin, company_name, email, agent_login,
        product_slug, source, host_origin, kiosk_id, comment, locale, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id, kind, fields.name ?? null, fields.phone, fields.bin, fields.companyName ?? null,
      fields.email ?? null, fields.agentLogin ?? null, fields.productSlug ?? null,
      fields.source ?? null, fields.hostOrigin ?? null, fields.kioskId ?? null,
      fields.comment ?? null, ctx.locale, ctx.now,
    ); // prettier-ignore
  ctx.log.info('consultation', { kind, id });
  return { consultationId: id, callbackBusinessDays: CONSULTATION_CALLBACK_BUSINESS_DAYS };
}

/**
 * A consultation from either form (§2.13): the agent login checked (with «Мне помог заполнить
 * заявку менеджер»), then the phone's SMS proof spent and the request stored in one transaction,
 * so a refused request leaves the proof usable for the retry.
 */
export function createConsultation(
  ctx: Ctx,
  kind: 'consultation' | 'handset',
  body: Parameters<typeof storeConsultation>[2] & { managerHelped?: boolean; smsProof: string },
): Out<'createConsultancy'> {
  if (body.managerHelped && body.agentLogin && !isValidAgent(ctx, body.agentLogin)) {
    throw fieldError('agentLogin', 'AGENT_LOGIN_INVALID');
  }
  return ctx.db.transaction(() => {
    consumeProof(ctx, body.smsProof, body.phone, 'consultation');
    return storeConsultation(ctx, kind, {
      ...body,
      agentLogin: body.managerHelped ? body.agentLogin : undefined,
    });
  })();
}
