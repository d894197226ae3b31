/**
 * The cabinet's authenticated calls (§7, plus slots, the contract document and signing designed
 * here). Every call acts for the signed-in company only; another company's application is
 * answered as not found.
 */
import type { AppType } from '../../contract/index.ts';
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
import { signedCms } from '../domain/signatureRecords.ts';
import { isOfferable, listSlots, slotRange } from '../domain/slots.ts';
import { isIsoDate } from '../domain/time.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf, type Ctx, type SessionInfo } from '../http/env.ts';
import { ApiError, fieldError } from '../http/errors.ts';

function lastDetail(ctx: Ctx, session: SessionInfo, type: AppType) {
  const row = lastUnfinished(ctx, session.companyBin, type);
  return { application: row ? toDetail(ctx, row) : null };
}

export const cabinetHandlers = callRoutes()
  .serve('createApplication', (c, { body }) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = createApplication(
      ctx,
      session.companyBin,
      contactPhone(ctx, session, body.phone),
      { appType: 'internet', tariffId: body.tariffId, address: body.address },
      body.replaceUnfinished ?? false,
    );
    return toDetail(ctx, row);
  })
  .serve('createMobileApplication', (c, { body: { phone, replaceUnfinished, ...numbers } }) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = createApplication(
      ctx,
      session.companyBin,
      contactPhone(ctx, session, phone),
      { appType: 'mobile', ...numbers },
      replaceUnfinished ?? false,
    );
    return toDetail(ctx, row);
  })
  .serve('updateApplication', (c, { body: { opportunityId, ...details } }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin, 'internet');
    return toDetail(ctx, submitCompanyDetails(ctx, row, details));
  })
  .serve('mobileUpdateApplication', (c, { body: { opportunityId, numbers, ...details } }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin, 'mobile');
    return toDetail(ctx, submitCompanyDetails(ctx, row, details, numbers));
  })
  .serve('cancelOpportunity', (c, { body: { opportunityId } }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    return toSummary(ctx, cancel(ctx, row));
  })
  .serve('lastApplicationDetail', (c) => lastDetail(ctxOf(c), c.get('session'), 'internet'))
  .serve('mobileLastApplicationDetail', (c) => lastDetail(ctxOf(c), c.get('session'), 'mobile'))
  .serve('fixApplicationDetail', (c, { query: { opportunityId } }) => {
    const ctx = ctxOf(c);
    return toDetail(
      ctx,
      loadApplication(ctx, opportunityId, c.get('session').companyBin, 'internet'),
    );
  })
  .serve('mobileApplicationDetail', (c, { query: { opportunityId } }) => {
    const ctx = ctxOf(c);
    return toDetail(
      ctx,
      loadApplication(ctx, opportunityId, c.get('session').companyBin, 'mobile'),
    );
  })
  .serve('clientApplications', (c, { query }) => {
    const ctx = ctxOf(c);
    const status = query.status ?? 'all';
    const applications = listApplications(ctx, c.get('session').companyBin, query.productType)
      .map((row) => toSummary(ctx, row))
      .filter((a) => status === 'all' || a.summaryStatus === status);
    const body = { productType: query.productType, applications };
    return body;
  })
  .serve('banks', (c) => {
    const ctx = ctxOf(c);
    const body = { banks: listBanks(ctx.db, ctx.locale) };
    return body;
  })
  .serve('customerIbans', (c, { query: { bankId } }) => {
    const ctx = ctxOf(c);
    const body = {
      bankId,
      ibans: companyIbans(ctx, c.get('session').companyBin, bankId),
    };
    return body;
  })
  .serve('positions', (c) => {
    const ctx = ctxOf(c);
    const body = { positions: listPositions(ctx.db, ctx.locale) };
    return body;
  })
  .serve('mobileSelfPickupCities', (c) => {
    const ctx = ctxOf(c);
    const body = { cities: listPickupCities(ctx.db, ctx.locale) };
    return body;
  })
  .serve('mobileSelfPickupCityDetails', (c, { query }) => {
    const ctx = ctxOf(c);
    const details = pickupCityDetails(ctx.db, query['city-id'], ctx.locale);
    if (!details) throw new ApiError(404, 'NOT_FOUND');
    return details;
  })
  .serve('pickupOption', (c, { body }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, body.opportunityId, c.get('session').companyBin, 'mobile');
    if (body.type === 'pickup') {
      if (!pickupCityDetails(ctx.db, body.cityId, ctx.locale))
        throw fieldError('cityId', 'FIELD_INVALID');
      return toDetail(ctx, chooseReceiving(ctx, row, { type: 'pickup', cityId: body.cityId }));
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
    return toDetail(ctx, updated);
  })
  .serve('timeSlots', (c, { query }) => {
    if (query.from !== undefined && !isIsoDate(query.from))
      throw fieldError('from', 'DATE_INVALID');
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, query.opportunityId, c.get('session').companyBin, 'internet');
    const body = {
      opportunityId: row.id,
      days: listSlots(
        ctx.db,
        slotCity(row),
        slotRange(ctx.now, row.technology),
        query.from,
        query.days ?? 7,
      ),
    };
    return body;
  })
  .serve('bookTimeSlot', (c, { body }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, body.opportunityId, c.get('session').companyBin, 'internet');
    if (
      row.status === 'TimeBooking' &&
      !isOfferable(slotCity(row), slotRange(ctx.now, row.technology), body.slotId)
    ) {
      throw new ApiError(409, 'SLOT_UNAVAILABLE');
    }
    return toDetail(ctx, bookSlot(ctx, row, body.slotId));
  })
  .serve('contractDocument', (c, { query: { opportunityId } }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    const document = contractForDownload(ctx, row);
    return c.body(document.html, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'X-Document-Digest': document.digest,
    });
  })
  .serve('signatureCms', (c, { query: { opportunityId } }) => {
    const ctx = ctxOf(c);
    const row = loadApplication(ctx, opportunityId, c.get('session').companyBin);
    const cms = signedCms(ctx, row.id);
    // Detached, DER: the form `openssl cms -verify -inform DER -content contract-….html` reads.
    return c.body(new Uint8Array(cms), 200, {
      'Content-Type': 'application/pkcs7-signature',
      'Content-Disposition': `attachment; filename="contract-${row.number}.p7s"`,
    });
  })
  .serve('signData', (c, { query: { opportunityId } }) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = loadApplication(ctx, opportunityId, session.companyBin);
    return issueSignData(ctx, session, row);
  })
  .serve('signDocuments', async (c, { body }) => {
    const ctx = ctxOf(c);
    const signed = await signDocuments(ctx, c.get('eds'), c.get('session'), body);
    return toDetail(ctx, signed);
  })
  .serve('accountInfo', (c) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    return c.json(
      toAccountInfo(ctx.db, sessionCompany(ctx, session), ctx.locale, session.loginMethod),
    );
  })
  .serve('updateAccountInfo', (c, { body }) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    const updated = updateAccountInfo(ctx, session, body);
    return toAccountInfo(ctx.db, updated, ctx.locale, session.loginMethod);
  });
