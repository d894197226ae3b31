/**
 * The cabinet's authenticated calls (§7, plus slots, the contract document and signing designed
 * here). Every call acts for the signed-in company only; another company's application is
 * answered as not found.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  TIME_SLOT_DAYS_AHEAD,
  type AppType,
  type BanksResponse,
  type ClientApplicationsResponse,
  type CustomerIbansResponse,
  type LastApplicationDetailResponse,
  type PickupCitiesResponse,
  type PositionsResponse,
  type TimeSlotsResponse,
} from '../../contract/api.ts';
import {
  companyIbans,
  contactPhone,
  sessionCompany,
  updateAccountInfo,
} from '../domain/account.ts';
import {
  bookSlot,
  cancel,
  chooseReceiving,
  createApplication,
  lastUnfinished,
  listApplications,
  loadApplication,
  slotCity,
  submitCompanyDetails,
  toDetail,
  toSummary,
} from '../domain/applications.ts';
import { zoneOf } from '../domain/deliveryZones.ts';
import {
  listBanks,
  listPickupCities,
  listPositions,
  pickupCityDetails,
  toAccountInfo,
} from '../domain/reference.ts';
import { contractForDownload, issueSignData, signDocuments } from '../domain/signing.ts';
import { isOfferable, listSlots, slotRange } from '../domain/slots.ts';
import { isIsoDate } from '../domain/time.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv, type Ctx, type SessionInfo } from '../http/env.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import {
  appTypeSchema,
  bookSlotSchema,
  createApplicationSchema,
  createMobileApplicationSchema,
  mobileUpdateApplicationSchema,
  opportunitySchema,
  pickupOptionSchema,
  requiredId,
  signDocumentsSchema,
  summaryFilterSchema,
  updateAccountInfoSchema,
  updateApplicationSchema,
} from '../http/schemas.ts';

const detailQuery = z.object({ opportunityId: requiredId });

function lastDetail(ctx: Ctx, session: SessionInfo, type: AppType): LastApplicationDetailResponse {
  const row = lastUnfinished(ctx, session.companyBin, type);
  return { application: row ? toDetail(ctx, row) : null };
}

export const cabinetRoutes = new Hono<AppEnv>()
  .post(API_PATHS.createApplication, requireAuth, async (c) => {
    const body = await readJson(c, createApplicationSchema);
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = createApplication(
      ctx,
      session.companyBin,
      contactPhone(ctx, session, body.phone),
      { appType: 'internet', tariffId: body.tariffId, address: body.address },
      body.replaceUnfinished ?? false,
    );
    return c.json(toDetail(ctx, row), 201);
  })
  .post(API_PATHS.createMobileApplication, requireAuth, async (c) => {
    const { phone, replaceUnfinished, ...numbers } = await readJson(
      c,
      createMobileApplicationSchema,
    );
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = createApplication(
      ctx,
      session.companyBin,
      contactPhone(ctx, session, phone),
      { appType: 'mobile', ...numbers },
      replaceUnfinished ?? false,
    );
    return c.json(toDetail(ctx, row), 201);
  })
  .post(API_PATHS.updateApplication, requireAuth, async (c) => {
    const { opportunityId, ...details } = await readJson(c, updateApplicationSchema);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin, 'internet');
    return c.json(toDetail(ctx, submitCompanyDetails(ctx, row, details)));
  })
  .post(API_PATHS.mobileUpdateApplication, requireAuth, async (c) => {
    const { opportunityId, numbers, ...details } = await readJson(c, mobileUpdateApplicationSchema);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin, 'mobile');
    return c.json(toDetail(ctx, submitCompanyDetails(ctx, row, details, numbers)));
  })
  .post(API_PATHS.cancelOpportunity, requireAuth, async (c) => {
    const { opportunityId } = await readJson(c, opportunitySchema);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    return c.json(toSummary(ctx, cancel(ctx, row)));
  })
  .get(API_PATHS.lastApplicationDetail, requireAuth, (c) =>
    c.json(lastDetail(ctxOf(c), c.get('session'), 'internet')),
  )
  .get(API_PATHS.mobileLastApplicationDetail, requireAuth, (c) =>
    c.json(lastDetail(ctxOf(c), c.get('session'), 'mobile')),
  )
  .get(API_PATHS.fixApplicationDetail, requireAuth, (c) => {
    const { opportunityId } = readQuery(c, detailQuery);
    const ctx = ctxOf(c);
    return c.json(
      toDetail(ctx, loadApplication(ctx, opportunityId, c.get('session').companyBin, 'internet')),
    );
  })
  .get(API_PATHS.mobileApplicationDetail, requireAuth, (c) => {
    const { opportunityId } = readQuery(c, detailQuery);
    const ctx = ctxOf(c);
    return c.json(
      toDetail(ctx, loadApplication(ctx, opportunityId, c.get('session').companyBin, 'mobile')),
    );
  })
  .get(API_PATHS.clientApplications, requireAuth, (c) => {
    const query = readQuery(
      c,
      z.object({ productType: appTypeSchema, status: summaryFilterSchema.optional() }),
    );
    const ctx = ctxOf(c);
    const status = query.status ?? 'all';
    const applications = listApplications(ctx, c.get('session').companyBin, query.productType)
      .map((row) => toSummary(ctx, row))
      .filter((a) => status === 'all' || a.summaryStatus === status);
    const body: ClientApplicationsResponse = { productType: query.productType, applications };
    return c.json(body);
  })
  .get(API_PATHS.banks, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const body: BanksResponse = { banks: listBanks(ctx.db, ctx.locale) };
    return c.json(body);
  })
  .get(API_PATHS.customerIbans, requireAuth, (c) => {
    const { bankId } = readQuery(c, z.object({ bankId: requiredId }));
    const ctx = ctxOf(c);
    const body: CustomerIbansResponse = {
      bankId,
      ibans: companyIbans(ctx, c.get('session').companyBin, bankId),
    };
    return c.json(body);
  })
  .get(API_PATHS.positions, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const body: PositionsResponse = { positions: listPositions(ctx.db, ctx.locale) };
    return c.json(body);
  })
  .get(API_PATHS.mobileSelfPickupCities, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const body: PickupCitiesResponse = { cities: listPickupCities(ctx.db, ctx.locale) };
    return c.json(body);
  })
  .get(API_PATHS.mobileSelfPickupCityDetails, requireAuth, (c) => {
    const query = readQuery(c, z.object({ 'city-id': requiredId }));
    const ctx = ctxOf(c);
    const details = pickupCityDetails(ctx.db, query['city-id'], ctx.locale);
    if (!details) throw new ApiError(404, 'NOT_FOUND');
    return c.json(details);
  })
  .post(API_PATHS.pickupOption, requireAuth, async (c) => {
    const body = await readJson(c, pickupOptionSchema);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, body.opportunityId, c.get('session').companyBin, 'mobile');
    if (body.type === 'pickup') {
      if (!pickupCityDetails(ctx.db, body.cityId, ctx.locale))
        throw fieldError('cityId', 'FIELD_INVALID');
      return c.json(
        toDetail(ctx, chooseReceiving(ctx, row, { type: 'pickup', cityId: body.cityId })),
      );
    }
    if (!zoneOf(ctx.db, body.delivery.point)) {
      throw new ApiError(
        422,
        'DELIVERY_OUT_OF_ZONE',
        {},
        {
          'delivery.point': { code: 'DELIVERY_OUT_OF_ZONE' },
        },
      );
    }
    const { delivery } = body;
    const updated = chooseReceiving(ctx, row, {
      type: 'delivery',
      delivery: {
        address: delivery.address,
        point: delivery.point,
        entrance: delivery.entrance ?? null,
        flat: delivery.flat ?? null,
        intercom: delivery.intercom ?? null,
        floor: delivery.floor ?? null,
      },
    });
    return c.json(toDetail(ctx, updated));
  })
  .get(API_PATHS.timeSlots, requireAuth, (c) => {
    const query = readQuery(
      c,
      z.object({
        opportunityId: requiredId,
        from: z.string().trim().optional(),
        days: z
          .string()
          .trim()
          .regex(/^\d{1,2}$/, 'FIELD_INVALID')
          .transform(Number)
          .refine((n) => n >= 1 && n <= TIME_SLOT_DAYS_AHEAD, 'FIELD_INVALID')
          .optional(),
      }),
    );
    if (query.from !== undefined && !isIsoDate(query.from))
      throw fieldError('from', 'DATE_INVALID');
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, query.opportunityId, c.get('session').companyBin, 'internet');
    const body: TimeSlotsResponse = {
      opportunityId: row.id,
      days: listSlots(
        ctx.db,
        slotCity(row),
        slotRange(ctx.now, row.technology),
        query.from,
        query.days ?? 7,
      ),
    };
    return c.json(body);
  })
  .post(API_PATHS.bookTimeSlot, requireAuth, async (c) => {
    const body = await readJson(c, bookSlotSchema);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, body.opportunityId, c.get('session').companyBin, 'internet');
    if (
      row.status === 'TimeBooking' &&
      !isOfferable(slotCity(row), slotRange(ctx.now, row.technology), body.slotId)
    ) {
      throw new ApiError(409, 'SLOT_UNAVAILABLE');
    }
    return c.json(toDetail(ctx, bookSlot(ctx, row, body.slotId)));
  })
  .get(API_PATHS.contractDocument, requireAuth, (c) => {
    const { opportunityId } = readQuery(c, detailQuery);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    const document = contractForDownload(ctx, row);
    return c.body(document.html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'X-Document-Digest': document.digest,
    });
  })
  .get(API_PATHS.signData, requireAuth, (c) => {
    const { opportunityId } = readQuery(c, detailQuery);
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    return c.json(issueSignData(ctx, row));
  })
  .post(API_PATHS.signDocuments, requireAuth, async (c) => {
    const body = await readJson(c, signDocumentsSchema);
    const ctx = ctxOf(c);
    const signed = await signDocuments(ctx, c.get('eds'), c.get('session'), body);
    return c.json(toDetail(ctx, signed));
  })
  .get(API_PATHS.accountInfo, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    return c.json(
      toAccountInfo(ctx.db, sessionCompany(ctx, session), ctx.locale, session.loginMethod),
    );
  })
  .post(API_PATHS.updateAccountInfo, requireAuth, async (c) => {
    const body = await readJson(c, updateAccountInfoSchema);
    const ctx = ctxOf(c);
    const session = c.get('session');
    const updated = updateAccountInfo(ctx, session, body);
    return c.json(toAccountInfo(ctx.db, updated, ctx.locale, session.loginMethod));
  });
