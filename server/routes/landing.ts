/**
 * Landing forms without auth (§7): consultations, the handset offer (eligibility, lead,
 * opportunity), the reprice promo form, the tariff list and the agent check. Every request is
 * stored and listable by a developer (`/api/dev/records`).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  CONSULTATION_CALLBACK_BUSINESS_DAYS,
  type CheckAgentResponse,
  type CreateConsultancyResponse,
  type CreateLeadResponse,
  type CreateOpportunityResponse,
  type CreateRepriceResponse,
  type Locale,
  type PricePlanOfferResponse,
  type TariffsResponse,
} from '../../contract/api.ts';
import { newId } from '../domain/crypto.ts';
import { isEligibleForHandsetOffer, type OfferCompany } from '../domain/handsetOffer.ts';
import { tariffRow, toTariff, type CompanyRow, type TariffRow } from '../domain/reference.ts';
import { consumeProof } from '../domain/sms.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv, type Ctx } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import {
  appTypeSchema,
  binSchema,
  consultancySchema,
  handsetConsultancySchema,
  leadSchema,
  opportunityLeadSchema,
  repriceSchema,
  requiredText,
} from '../http/schemas.ts';

/** The group tariff the handset offer is built on. */
const OFFER_TARIFF_ID = 'kense';

/** The columns the offer reads: `SELECT *` of a company's 25 cost more than the check itself. */
type OfferRow = Pick<
  CompanyRow,
  | 'origin'
  | 'segment'
  | 'mobile_client_since'
  | 'contract_months'
  | 'overdue_debt'
  | 'quasi_state'
  | 'restricted_category'
  | 'in_procurement'
  | 'group_tariff_plans'
  | 'active_beautiful_number'
  | 'active_device_financing'
  | 'active_virtual_pbx'
>;

function offerCompany(ctx: Ctx, bin: string): OfferCompany | null {
  const row = ctx.db
    .prepare(
      `SELECT origin, segment, mobile_client_since, contract_months, overdue_debt, quasi_state,
        restricted_category, in_procurement, group_tariff_plans, active_beautiful_number,
        active_device_financing, active_virtual_pbx
       FROM companies WHERE bin = ?`,
    )
    .get(bin) as OfferRow | undefined;
  if (!row || row.origin !== 'seed') return null; // not (yet) a client of the operator
  return {
    segment: row.segment,
    mobileClientSince: row.mobile_client_since,
    contractMonths: row.contract_months,
    overdueDebt: row.overdue_debt === 1,
    quasiState: row.quasi_state === 1,
    restrictedCategory: row.restricted_category,
    inProcurement: row.in_procurement === 1,
    groupTariffPlans: row.group_tariff_plans,
    activeBeautifulNumber: row.active_beautiful_number === 1,
    activeDeviceFinancing: row.active_device_financing === 1,
    activeVirtualPbx: row.active_virtual_pbx === 1,
  };
}

function offerTariff(ctx: Ctx, id: string | undefined): TariffRow {
  const tariff = tariffRow(ctx.db, id ?? OFFER_TARIFF_ID);
  if (!tariff || tariff.archived === 1) {
    throw new ApiError(
      422,
      'VALIDATION_FAILED',
      {},
      { tariffId: { code: 'TARIFF_NOT_AVAILABLE' } },
    );
  }
  return tariff;
}

function isValidAgent(ctx: Ctx, login: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM agents WHERE login = ? AND active = 1').get(login.trim()) !==
    undefined
  );
}

function storeLanding(
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
  },
): string {
  const id = newId();
  ctx.db
    .prepare(
      `INSERT INTO landing_requests (id, kind, name, company_name, phone, bin, email, tariff_id,
        eligible, product_slug, host_origin, locale, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id, kind, fields.name ?? null, fields.companyName ?? null, fields.phone, fields.bin ?? null,
      fields.email ?? null, fields.tariffId ?? null,
      fields.eligible === undefined ? null : fields.eligible ? 1 : 0,
      fields.productSlug ?? null, fields.hostOrigin ?? null, ctx.locale, ctx.now,
    ); // prettier-ignore
  ctx.log.info('landing request', { kind, id });
  return id;
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
    comment?: string;
  },
): CreateConsultancyResponse {
  const id = newId();
  ctx.db
    .prepare(
      `INSERT INTO consultations (id, kind, name, phone, bin, company_name, email, agent_login,
        product_slug, source, host_origin, comment, locale, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id, kind, fields.name ?? null, fields.phone, fields.bin, fields.companyName ?? null,
      fields.email ?? null, fields.agentLogin ?? null, fields.productSlug ?? null,
      fields.source ?? null, fields.hostOrigin ?? null, fields.comment ?? null, ctx.locale,
      ctx.now,
    ); // prettier-ignore
  ctx.log.info('consultation', { kind, id });
  return { consultationId: id, callbackBusinessDays: CONSULTATION_CALLBACK_BUSINESS_DAYS };
}

/**
 * A partner page's origin is what the browser says it is: a request that carries an `Origin`
 * header (every browser POST does) must name the same one, so a page cannot pass its leads off
 * as another partner's. Calls without the header (server to server) are taken as sent.
 */
function checkHostOrigin(c: Context<AppEnv>, hostOrigin: string | undefined): void {
  if (!hostOrigin) return;
  const origin = c.req.header('Origin');
  if (origin && origin !== 'null' && origin !== hostOrigin) {
    throw new ApiError(422, 'VALIDATION_FAILED', {}, { hostOrigin: { code: 'FIELD_INVALID' } });
  }
}

/**
 * A consultation from either form (§2.13): the agent login checked (with «Мне помог заполнить
 * заявку менеджер»), then the phone's SMS proof spent and the request stored in one transaction,
 * so a refused request leaves the proof usable for the retry.
 */
function createConsultation(
  ctx: Ctx,
  kind: 'consultation' | 'handset',
  body: Parameters<typeof storeConsultation>[2] & { managerHelped?: boolean; smsProof: string },
): CreateConsultancyResponse {
  if (body.managerHelped && body.agentLogin && !isValidAgent(ctx, body.agentLogin)) {
    throw new ApiError(
      422,
      'VALIDATION_FAILED',
      {},
      { agentLogin: { code: 'AGENT_LOGIN_INVALID' } },
    );
  }
  return ctx.db.transaction(() => {
    consumeProof(ctx, body.smsProof, body.phone, 'consultation');
    return storeConsultation(ctx, kind, {
      ...body,
      agentLogin: body.managerHelped ? body.agentLogin : undefined,
    });
  })();
}

const localName = (row: { name_ru: string; name_kk: string }, locale: Locale) =>
  locale === 'kk' ? row.name_kk : row.name_ru;

// Query schemas are made once: zod compiles a schema on its first use, ~20 µs a request.
const offerQuery = z.object({ bin: binSchema });
const tariffsQuery = z.object({
  product: appTypeSchema.optional(),
  archived: z.enum(['true', 'false'], { error: 'FIELD_INVALID' }).optional(),
});
const agentQuery = z.object({ name: requiredText(50) });

export const landingRoutes = new Hono<AppEnv>()
  .get(API_PATHS.pricePlanOffer, (c) => {
    const { bin } = readQuery(c, offerQuery);
    const ctx = ctxOf(c);
    const tariff = offerTariff(ctx, undefined);
    const body: PricePlanOfferResponse = {
      bin,
      eligible: isEligibleForHandsetOffer(offerCompany(ctx, bin)),
      tariff: {
        id: tariff.id,
        name: localName(tariff, ctx.locale),
        monthlyPrice: tariff.monthly_price,
      },
    };
    return c.json(body);
  })
  .post(API_PATHS.createConsultancy, async (c) => {
    const body = await readJson(c, consultancySchema);
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    return c.json(createConsultation(ctx, 'consultation', body), 201);
  })
  // The any-device page's form: the same phone proof and agent check (§2.13), its own call.
  .post(API_PATHS.createHandsetConsultancy, async (c) => {
    const body = await readJson(c, handsetConsultancySchema);
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    return c.json(createConsultation(ctx, 'handset', { ...body, productSlug: 'any-device' }), 201);
  })
  .post(API_PATHS.createLead, async (c) => {
    const body = await readJson(c, leadSchema);
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    const tariff = offerTariff(ctx, body.tariffId);
    const eligible = body.bin ? isEligibleForHandsetOffer(offerCompany(ctx, body.bin)) : undefined;
    const answer: CreateLeadResponse = {
      leadId: storeLanding(ctx, 'lead', {
        ...body,
        tariffId: tariff.id,
        eligible,
        productSlug: body.productSlug ?? 'kense-handset-offer',
      }),
    };
    return c.json(answer, 201);
  })
  .post(API_PATHS.createOpportunity, async (c) => {
    const body = await readJson(c, opportunityLeadSchema);
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    const tariff = offerTariff(ctx, body.tariffId);
    // The check is made again here: the page's answer is not trusted.
    if (!isEligibleForHandsetOffer(offerCompany(ctx, body.bin))) {
      throw new ApiError(409, 'OFFER_NOT_AVAILABLE');
    }
    const answer: CreateOpportunityResponse = {
      opportunityId: storeLanding(ctx, 'opportunity', {
        ...body,
        tariffId: tariff.id,
        eligible: true,
        productSlug: 'kense-handset-offer',
      }),
    };
    return c.json(answer, 201);
  })
  .post(API_PATHS.createRepriceRequest, async (c) => {
    const body = await readJson(c, repriceSchema);
    const answer: CreateRepriceResponse = {
      requestId: storeLanding(ctxOf(c), 'reprice', { ...body, productSlug: 'internet-for-office' }),
    };
    return c.json(answer, 201);
  })
  .get(API_PATHS.tariffs, (c) => {
    const query = readQuery(c, tariffsQuery);
    const ctx = ctxOf(c);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM tariffs WHERE (? IS NULL OR product = ?) AND archived = ? ORDER BY sort`,
      )
      .all(
        query.product ?? null,
        query.product ?? null,
        query.archived === 'true' ? 1 : 0,
      ) as TariffRow[];
    const body: TariffsResponse = { tariffs: rows.map((row) => toTariff(row, ctx.locale)) };
    return c.json(body);
  })
  .get(API_PATHS.checkAgent, (c) => {
    const { name } = readQuery(c, agentQuery);
    const body: CheckAgentResponse = { name, valid: isValidAgent(ctxOf(c), name) };
    return c.json(body);
  });
