/**
 * Landing forms without auth (§7): consultations, the handset offer (eligibility, lead,
 * opportunity), the reprice promo form, the tariff list, the time-limited offers and the agent
 * check. Every request is stored (`domain/leads.ts`) and listable by a developer
 * (`/api/dev/records`).
 */
import type { Context } from 'hono';
import type { Locale } from '../../contract/index.ts';
import { handsetOfferFor, offerTariff } from '../domain/handsetOffer.ts';
import { createConsultation, isValidAgent, storeLanding } from '../domain/leads.ts';
import { listOffers } from '../domain/offers.ts';
import { listTariffs, toTariff } from '../domain/reference.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { ApiError, fieldError } from '../http/errors.ts';

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

export const landingHandlers = callRoutes()
  .serve('pricePlanOffer', (c, { query: { bin } }) => {
    const ctx = ctxOf(c);
    const tariff = offerTariff(ctx, undefined);
    return {
      bin,
      ...handsetOfferFor(ctx, bin),
      tariff: {
        id: tariff.id,
        name: localName(tariff, ctx.locale),
        monthlyPrice: tariff.monthly_price,
      },
    };
  })
  .serve('createConsultancy', (c, { body }) => {
    checkHostOrigin(c, body.hostOrigin);
    return createConsultation(ctxOf(c), 'consultation', body);
  })
  // The any-device page's form: the same phone proof and agent check (§2.13), its own call.
  .serve('createHandsetConsultancy', (c, { body }) => {
    checkHostOrigin(c, body.hostOrigin);
    return createConsultation(ctxOf(c), 'handset', { ...body, productSlug: 'any-device' });
  })
  .serve('createLead', (c, { body }) => {
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    const tariff = offerTariff(ctx, body.tariffId);
    // Whether the offer applied when the request came (false outside its period), for the CRM.
    const eligible = body.bin ? handsetOfferFor(ctx, body.bin).eligible : undefined;
    return {
      leadId: storeLanding(ctx, 'lead', {
        ...body,
        tariffId: tariff.id,
        eligible,
        productSlug: body.productSlug ?? 'kense-handset-offer',
      }),
    };
  })
  .serve('createOpportunity', (c, { body }) => {
    const ctx = ctxOf(c);
    checkHostOrigin(c, body.hostOrigin);
    const tariff = offerTariff(ctx, body.tariffId);
    // The check is made again here, on today's date: the page's answer is not trusted, and the
    // offer may have ended since the page asked.
    if (!handsetOfferFor(ctx, body.bin).eligible) {
      throw new ApiError(409, 'OFFER_NOT_AVAILABLE');
    }
    return {
      opportunityId: storeLanding(ctx, 'opportunity', {
        ...body,
        tariffId: tariff.id,
        eligible: true,
        productSlug: 'kense-handset-offer',
      }),
    };
  })
  .serve('createRepriceRequest', (c, { body }) => ({
    requestId: storeLanding(ctxOf(c), 'reprice', { ...body, productSlug: 'internet-for-office' }),
  }))
  .serve('offers', (c) => {
    // A state changes only at a day's start: the pages and partner widgets that ask on every
    // view may keep the answer a few minutes.
    c.header('Cache-Control', 'public, max-age=300');
    return { offers: listOffers(ctxOf(c)) };
  })
  .serve('tariffs', (c, { query }) => {
    const ctx = ctxOf(c);
    const rows = listTariffs(ctx.db, query.product, query.archived === 'true');
    return { tariffs: rows.map((row) => toTariff(row, ctx.locale)) };
  })
  .serve('checkAgent', (c, { query: { name } }) => ({ name, valid: isValidAgent(ctxOf(c), name) }));
