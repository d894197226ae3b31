/**
 * Landing forms without auth (§7): consultations, the handset offer (eligibility, lead,
 * opportunity), the reprice promo form, the tariff list and the agent check. Every request is
 * stored (`domain/leads.ts`) and listable by a developer (`/api/dev/records`).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  type CheckAgentResponse,
  type CreateLeadResponse,
  type CreateOpportunityResponse,
  type CreateRepriceResponse,
  type Locale,
  type PricePlanOfferResponse,
  type TariffsResponse,
} from '../../contract/api.ts';
import { isEligibleForHandsetOffer, offerCompany, offerTariff } from '../domain/handsetOffer.ts';
import { createConsultation, isValidAgent, storeLanding } from '../domain/leads.ts';
import { listTariffs, toTariff } from '../domain/reference.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { ApiError, fieldError } from '../http/errors.ts';
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

/**
 * A partner page's origin is what the browser says it is: a lead is credited to a partner only
 * when the request's `Origin` header — which a browser writes itself on every POST, and a page
 * cannot change — names that very origin, and the operator allows it (EMBED_ORIGINS). Without
 * the header (a script, a server) there is no partner to credit: 422 on `hostOrigin`.
 */
function checkHostOrigin(c: Context<AppEnv>, hostOrigin: string | undefined): void {
  if (!hostOrigin) return;
  const origin = c.req.header('Origin');
  const allowed = c.get('settings').embedOrigins;
  if (origin !== hostOrigin || (allowed !== '*' && !allowed.includes(origin))) {
    throw fieldError('hostOrigin', 'FIELD_INVALID');
  }
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
    const rows = listTariffs(ctx.db, query.product, query.archived === 'true');
    const body: TariffsResponse = { tariffs: rows.map((row) => toTariff(row, ctx.locale)) };
    return c.json(body);
  })
  .get(API_PATHS.checkAgent, (c) => {
    const { name } = readQuery(c, agentQuery);
    const body: CheckAgentResponse = { name, valid: isValidAgent(ctxOf(c), name) };
    return c.json(body);
  });
