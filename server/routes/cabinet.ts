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
  type SignDataResponse,
  type TimeSlotsResponse,
} from '../../contract/api.ts';
import {
  bookSlot,
  cancel,
  checkBankAccount,
  chooseReceiving,
  createApplication,
  lastUnfinished,
  listApplications,
  loadApplication,
  markSigned,
  recordSignData,
  slotCity,
  submitCompanyDetails,
  toDetail,
  toSummary,
  type ApplicationRow,
} from '../domain/applications.ts';
import { contractDocument, dataToSign } from '../domain/documents.ts';
import { holderName, verifyDocumentSignature } from '../domain/eds/index.ts';
import {
  bankRow,
  companyRow,
  pickupCityDetails,
  toAccountInfo,
  toBank,
  type CompanyRow,
} from '../domain/reference.ts';
import { isOfferable, listSlots, slotRange } from '../domain/slots.ts';
import { consumeProof, maskPhone } from '../domain/sms.ts';
import { isIsoDate } from '../domain/time.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson, readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv, type Ctx, type SessionInfo } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
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
import { zoneOf } from './address.ts';

const fieldError = (field: string, code: 'FIELD_INVALID' | 'FIELD_REQUIRED' | 'DATE_INVALID') =>
  new ApiError(422, 'VALIDATION_FAILED', {}, { [field]: { code } });

function sessionCompany(ctx: Ctx, session: SessionInfo): CompanyRow {
  const company = companyRow(ctx.db, session.companyBin);
  if (!company) throw new ApiError(401, 'AUTH_REQUIRED');
  return company;
}

function contactPhone(ctx: Ctx, session: SessionInfo, given: string | undefined): string {
  return given ?? session.phone ?? sessionCompany(ctx, session).phone;
}

/** The contract in the language the client applied in, so its digest never depends on the UI. */
function documentOf(ctx: Ctx, row: ApplicationRow) {
  const documentCtx: Ctx = { ...ctx, locale: row.locale };
  const company = companyRow(ctx.db, row.company_bin);
  if (!company) throw new Error(`Application ${row.id} has no company`);
  return contractDocument(toDetail(documentCtx, row), company, row.locale);
}

const DOCUMENTS_NOT_READY = ['Qualification', 'DataUpdate', 'StatusCancelled'];

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
    const rows = ctx.db.prepare('SELECT id FROM banks ORDER BY sort').all() as Array<{
      id: string;
    }>;
    const body: BanksResponse = {
      banks: rows.flatMap((r) => {
        const bank = bankRow(ctx.db, r.id);
        return bank ? [toBank(bank, ctx.locale)] : [];
      }),
    };
    return c.json(body);
  })
  .get(API_PATHS.customerIbans, requireAuth, (c) => {
    const { bankId } = readQuery(c, z.object({ bankId: requiredId }));
    const ctx = ctxOf(c);
    if (!bankRow(ctx.db, bankId)) throw fieldError('bankId', 'FIELD_INVALID');
    const rows = ctx.db
      .prepare('SELECT iban FROM company_ibans WHERE company_bin = ? AND bank_id = ? ORDER BY id')
      .all(c.get('session').companyBin, bankId) as Array<{ iban: string }>;
    const body: CustomerIbansResponse = {
      bankId,
      ibans: rows.map((r) => ({ iban: r.iban, bankId })),
    };
    return c.json(body);
  })
  .get(API_PATHS.positions, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const rows = ctx.db.prepare('SELECT * FROM positions ORDER BY sort').all() as Array<{
      id: string;
      name_ru: string;
      name_kk: string;
    }>;
    const body: PositionsResponse = {
      positions: rows.map((r) => ({ id: r.id, name: ctx.locale === 'kk' ? r.name_kk : r.name_ru })),
    };
    return c.json(body);
  })
  .get(API_PATHS.mobileSelfPickupCities, requireAuth, (c) => {
    const ctx = ctxOf(c);
    const rows = ctx.db
      .prepare('SELECT id, name_ru, name_kk FROM pickup_cities ORDER BY sort')
      .all() as Array<{
      id: string;
      name_ru: string;
      name_kk: string;
    }>;
    const body: PickupCitiesResponse = {
      cities: rows.map((r) => ({ id: r.id, name: ctx.locale === 'kk' ? r.name_kk : r.name_ru })),
    };
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
    if (DOCUMENTS_NOT_READY.includes(row.status)) {
      throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
    }
    const document = documentOf(ctx, row);
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
    if (row.status !== 'SolutionOnClient') {
      throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
    }
    const document = documentOf(ctx, row);
    const data = dataToSign(document);
    recordSignData(ctx, row, data);
    const body: SignDataResponse = {
      opportunityId: row.id,
      documentId: document.documentId,
      documentName: document.fileName,
      digest: document.digest,
      dataToSign: data,
    };
    return c.json(body);
  })
  .post(API_PATHS.signDocuments, requireAuth, async (c) => {
    const body = await readJson(c, signDocumentsSchema);
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = loadApplication(ctx, body.opportunityId, session.companyBin);
    if (row.status !== 'SolutionOnClient') {
      throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
    }
    if (body.method === 'eds') {
      // The data must be what sign-data handed out, and still what the document says now.
      const current = dataToSign(documentOf(ctx, row));
      if (!row.sign_data || row.sign_data !== current) throw new ApiError(422, 'EDS_NO_DATA');
      const company = sessionCompany(ctx, session);
      // Over the stored bytes sign-data issued, never anything the client sends.
      const signer = await verifyDocumentSignature(
        c.get('eds'),
        body.signature,
        row.sign_data,
        {
          companyBin: row.company_bin,
          legalForm: company.legal_form,
          login: session.loginMethod === 'eds' ? session.eds : null,
        },
        ctx.now,
      );
      // Checking may take a CRL download: read the application again before changing it.
      const fresh = loadApplication(ctx, body.opportunityId, session.companyBin);
      if (fresh.sign_data !== row.sign_data) throw new ApiError(422, 'EDS_NO_DATA');
      return c.json(toDetail(ctx, markSigned(ctx, fresh, 'eds', holderName(signer))));
    }
    const signed = ctx.db.transaction(() => {
      consumeProof(ctx, body.smsProof, row.phone, 'sign');
      return markSigned(ctx, row, 'sms', maskPhone(row.phone));
    })();
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
    const updated = ctx.db.transaction(() => {
      const company = sessionCompany(ctx, session);
      if (
        body.headPositionId !== undefined &&
        !ctx.db.prepare('SELECT 1 FROM positions WHERE id = ?').get(body.headPositionId)
      ) {
        throw fieldError('headPositionId', 'FIELD_INVALID');
      }
      let bankId = company.bank_id;
      let iban = company.iban;
      if (body.bankId !== undefined || body.iban !== undefined) {
        bankId = body.bankId ?? company.bank_id;
        const givenIban = body.iban ?? company.iban;
        if (!bankId) throw fieldError('bankId', 'FIELD_REQUIRED');
        if (!givenIban) throw fieldError('iban', 'FIELD_REQUIRED');
        iban = checkBankAccount(ctx, company.bin, bankId, givenIban);
      }
      const pick = <T>(given: T | undefined, current: T): T =>
        given === undefined ? current : given;
      ctx.db
        .prepare(
          `UPDATE companies SET head_name = ?, head_position_id = ?, phone = ?, employees_number = ?,
            legal_address = ?, actual_address = ?, flat = ?, bank_id = ?, iban = ? WHERE bin = ?`,
        )
        .run(
          pick(body.owner, company.head_name), pick(body.headPositionId, company.head_position_id),
          pick(body.phone, company.phone), pick(body.employeesNumber, company.employees_number),
          pick(body.legalAddress, company.legal_address), pick(body.actualAddress, company.actual_address),
          pick(body.flat, company.flat), bankId, iban, company.bin,
        ); // prettier-ignore
      return sessionCompany(ctx, session);
    })();
    return c.json(toAccountInfo(ctx.db, updated, ctx.locale, session.loginMethod));
  });
