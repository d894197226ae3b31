/**
 * Applications (opportunities) of the stand-in CRM: creation, the client's wizard steps, the
 * operator's processing, cancellation, and their API shapes. The status rules are those of
 * `contract/domain.ts` (STATUS_FLOW, SUMMARY_STATUS_OF, CARD_ACTION_OF, WIZARD_POSITION_OF).
 */
import {
  ADDITIONAL_NUMBER_PRICE_KZT,
  CARD_ACTION_OF,
  PROCESSING_STATUSES,
  SUMMARY_STATUS_OF,
  TERMINAL_STATUSES,
  UNFINISHED_STATUSES,
  WIZARD_POSITION_OF,
  WIZARD_STEPS_OF,
  type AppType,
  type ApplicationDetail,
  type ApplicationStatusChange,
  type ApplicationSummary,
  type CompanyDetailsReceived,
  type ConnectionTechnology,
  type DeliveryAddress,
  type DetailedStatus,
  type Locale,
  type MobileApplicationFields,
  type MobileNumber,
  type MobileNumbersReceived,
  type OfficeAddress,
  type OfficeAddressReceived,
  type TimeSlot,
} from '../../contract/index.ts';
import { isValidKzIban, normalizeIban, ownNumbersProblem } from '../../contract/rules/index.ts';
import type { Ctx } from './context.ts';
import { ApiError, fieldError } from './errors.ts';
import { matchTypedAddress, oneLine, resolveHouse, cityRow } from './addresses.ts';
import { newId } from './crypto.ts';
import { recordOutbox } from './sms.ts';
import {
  bankRow,
  companyRow,
  headPositionFits,
  pickupCityDetails,
  tariffRow,
  type TariffRow,
} from './reference.ts';
import { slotOf } from './slots.ts';
import { kzIso } from './time.ts';
import { companyRefusal, type RegisterRefusal } from './stateRegister.ts';
import { signatureCard, writeSignatureRecord, type SignatureRecord } from './signatureRecords.ts';

export interface ApplicationRow {
  id: string;
  number: string;
  app_type: AppType;
  company_bin: string;
  phone: string;
  tariff_id: string;
  status: DetailedStatus;
  locale: Locale;
  created_at: number;
  updated_at: number;
  processing_until: number | null;
  position_id: string | null;
  bank_id: string | null;
  iban: string | null;
  fact_address: string | null;
  law_address: string | null;
  flat: string | null;
  address_json: string | null;
  city_id: string | null;
  technology: ConnectionTechnology | null;
  mobile_json: string | null;
  sign_data: string | null;
  signature_method: 'eds' | 'sms' | null;
  signed_at: number | null;
  signer: string | null;
  slot_id: string | null;
  delivery_type: 'pickup' | 'delivery' | null;
  pickup_city_id: string | null;
  delivery_json: string | null;
  verification_reason: RegisterRefusal | null;
}

type StoredMobile = Omit<MobileApplicationFields, 'totalNumbers'>;

/** The stored address: ids for a directory building (re-worded per request), text when typed. */
type StoredAddress = { houseId: string } | (OfficeAddress & { manual: true });

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

function rowById(ctx: Ctx, id: string): ApplicationRow | undefined {
  return ctx.db.prepare('SELECT * FROM applications WHERE id = ?').get(id) as
    ApplicationRow | undefined;
}

/**
 * The company's application, brought up to date. Someone else's application is "not found":
 * the answer must not reveal that the id exists.
 */
export function loadApplication(
  ctx: Ctx,
  id: string,
  companyBin: string,
  appType?: AppType,
): ApplicationRow {
  const row = rowById(ctx, id);
  if (!row || row.company_bin !== companyBin || (appType && row.app_type !== appType)) {
    throw new ApiError(404, 'APPLICATION_NOT_FOUND');
  }
  return settle(ctx, row);
}

export function listApplications(ctx: Ctx, companyBin: string, appType: AppType): ApplicationRow[] {
  const rows = ctx.db
    .prepare(
      'SELECT * FROM applications WHERE company_bin = ? AND app_type = ? ORDER BY created_at DESC, number DESC',
    )
    .all(companyBin, appType) as ApplicationRow[];
  return rows.map((row) => settle(ctx, row));
}

export function lastUnfinished(
  ctx: Ctx,
  companyBin: string,
  appType: AppType,
): ApplicationRow | undefined {
  return listApplications(ctx, companyBin, appType).find((row) =>
    UNFINISHED_STATUSES.includes(row.status),
  );
}

export function companyHasApplications(ctx: Ctx, companyBin: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM applications WHERE company_bin = ? LIMIT 1').get(companyBin) !==
    undefined
  );
}

/** Phones a company may log in with: its own, and those its applications were made with. */
export function companyPhones(ctx: Ctx, companyBin: string): Set<string> {
  const company = companyRow(ctx.db, companyBin);
  const phones = ctx.db
    .prepare('SELECT DISTINCT phone FROM applications WHERE company_bin = ?')
    .all(companyBin) as Array<{ phone: string }>;
  return new Set([...(company ? [company.phone] : []), ...phones.map((p) => p.phone)]);
}

// ---------------------------------------------------------------------------------------------
// The operator's side: processing steps finish on their own after `processingMs`
// ---------------------------------------------------------------------------------------------

function nextAfterProcessing(row: ApplicationRow): DetailedStatus {
  switch (row.status) {
    case 'DataUpdate':
      return 'SolutionOnClient';
    case 'SignatureProcessing':
      return row.app_type === 'internet' ? 'TimeBooking' : 'MobileDelivery';
    case 'BookingSlot':
      return 'AssignedToSchedule';
    default:
      return row.status;
  }
}

const NOTIFICATION: Partial<Record<DetailedStatus, Record<Locale, (n: string) => string>>> = {
  VerificationFailed: {
    ru: (n) => `Заявка № ${n}: данные компании нужно уточнить. Наш специалист свяжется с вами в течение 2–3 дней.`,
    kk: (n) => `№ ${n} өтінім: компания деректерін нақтылау керек. Маманымыз 2–3 күн ішінде сізбен хабарласады.`,
  },
  SolutionOnClient: {
    ru: (n) => `Документы по заявке № ${n} готовы к подписанию. Продолжите в личном кабинете.`,
    kk: (n) => `№ ${n} өтінім бойынша құжаттар қол қоюға дайын. Жеке кабинетте жалғастырыңыз.`,
  },
  TimeBooking: {
    ru: (n) => `Подпись по заявке № ${n} проверена. Выберите дату и время подключения в личном кабинете.`,
    kk: (n) => `№ ${n} өтінім бойынша қолтаңба тексерілді. Жеке кабинетте қосылу күні мен уақытын таңдаңыз.`,
  },
  MobileDelivery: {
    ru: (n) => `Подпись по заявке № ${n} проверена. Выберите способ получения SIM-карт в личном кабинете.`,
    kk: (n) => `№ ${n} өтінім бойынша қолтаңба тексерілді. Жеке кабинетте SIM-карталарды алу тәсілін таңдаңыз.`,
  },
  AssignedToSchedule: {
    ru: (n) => `Время подключения по заявке № ${n} подтверждено. Монтажник позвонит накануне.`,
    kk: (n) => `№ ${n} өтінім бойынша қосылу уақыты расталды. Монтаждаушы бір күн бұрын қоңырау шалады.`,
  },
}; // prettier-ignore

function setStatus(
  ctx: Ctx,
  row: ApplicationRow,
  status: DetailedStatus,
  processingUntil: number | null,
): ApplicationRow {
  ctx.db
    .prepare(
      'UPDATE applications SET status = ?, processing_until = ?, updated_at = ? WHERE id = ?',
    )
    .run(status, processingUntil, ctx.now, row.id);
  const text = NOTIFICATION[status]?.[row.locale](row.number);
  if (text) recordOutbox(ctx, row.phone, 'notification', null, text);
  return { ...row, status, processing_until: processingUntil, updated_at: ctx.now };
}

/**
 * The application cannot be signed: the state register did not confirm the company or its head.
 * The reason stays with the operator (server/README.md «The state register check»).
 */
export function failVerification(
  ctx: Ctx,
  row: ApplicationRow,
  reason: RegisterRefusal,
): ApplicationRow {
  ctx.db
    .prepare('UPDATE applications SET verification_reason = ? WHERE id = ?')
    .run(reason, row.id);
  // The BIN is the company's, not a person's; the reason says which check (no personal data).
  ctx.log.info('register check failed', { application: row.number, reason });
  return { ...setStatus(ctx, row, 'VerificationFailed', null), verification_reason: reason };
}

/**
 * The operator's processing of a step ends. After step 1 («Обновление данных») the company is
 * checked against the state register before any document is offered for signing.
 */
function finishProcessing(ctx: Ctx, row: ApplicationRow): ApplicationRow {
  if (row.status === 'DataUpdate') {
    const refusal = companyRefusal(ctx, row.company_bin);
    if (refusal) return failVerification(ctx, row, refusal);
  }
  return setStatus(ctx, row, nextAfterProcessing(row), null);
}

/**
 * Applies what the operator has finished by now: a processing step past its time moves on; a
 * connection whose booked window has ended is completed.
 */
export function settle(ctx: Ctx, row: ApplicationRow): ApplicationRow {
  let current = row;
  if (
    PROCESSING_STATUSES.includes(current.status) &&
    current.processing_until !== null &&
    current.processing_until <= ctx.now
  ) {
    current = finishProcessing(ctx, current);
  }
  if (current.status === 'AssignedToSchedule' && current.slot_id) {
    const slot = slotOf(current.slot_id);
    if (slot && slot.endMs <= ctx.now) current = setStatus(ctx, current, 'StatusCompleted', null);
  }
  return current;
}

/** Finishes the processing now, or forces a status (the dev route, standing in for the CRM). */
export function advance(ctx: Ctx, row: ApplicationRow, status?: DetailedStatus): ApplicationRow {
  if (status) return setStatus(ctx, row, status, null);
  if (!PROCESSING_STATUSES.includes(row.status)) return row;
  return finishProcessing(ctx, row);
}

// ---------------------------------------------------------------------------------------------
// API shapes
// ---------------------------------------------------------------------------------------------

function storedAddress(ctx: Ctx, row: ApplicationRow): OfficeAddress | null {
  if (!row.address_json) return null;
  const stored = JSON.parse(row.address_json) as StoredAddress;
  if ('houseId' in stored && !('manual' in stored)) {
    return resolveHouse(ctx.db, stored.houseId, ctx.locale)?.address ?? null;
  }
  return stored as OfficeAddress;
}

function storedMobile(row: ApplicationRow): StoredMobile | null {
  return row.mobile_json ? (JSON.parse(row.mobile_json) as StoredMobile) : null;
}

function monthlyPrice(tariff: TariffRow, mobile: StoredMobile | null): number {
  if (!mobile) return tariff.monthly_price;
  return (
    mobile.ctnsAmount * tariff.monthly_price +
    mobile.additionalCtnsAmount * ADDITIONAL_NUMBER_PRICE_KZT
  );
}

export function toSummary(ctx: Ctx, row: ApplicationRow): ApplicationSummary {
  const tariff = tariffRow(ctx.db, row.tariff_id);
  if (!tariff) throw new Error(`Application ${row.id} names an unknown tariff`);
  const mobile = storedMobile(row);
  const address = storedAddress(ctx, row);
  const slot = row.slot_id ? slotOf(row.slot_id) : undefined;
  const delivery = row.delivery_json ? (JSON.parse(row.delivery_json) as DeliveryAddress) : null;
  const pickup = row.pickup_city_id
    ? pickupCityDetails(ctx.db, row.pickup_city_id, ctx.locale)
    : undefined;
  return {
    opportunityId: row.id,
    applicationNumber: row.number,
    appType: row.app_type,
    status: row.status,
    summaryStatus: SUMMARY_STATUS_OF[row.status],
    action: CARD_ACTION_OF[row.status],
    tariff: {
      id: tariff.id,
      name: ctx.locale === 'kk' ? tariff.name_kk : tariff.name_ru,
      monthlyPrice: tariff.monthly_price,
    },
    price: monthlyPrice(tariff, mobile),
    creationDate: kzIso(row.created_at),
    bin: row.company_bin,
    phone: row.phone,
    connectionAddress: address ? oneLine(address) : null,
    bookingDate: slot ? kzIso(slot.startMs) : null,
    deliveryType: row.delivery_type,
    deliveryAddress: delivery?.address ?? pickup?.address ?? null,
    roaming: mobile ? mobile.roaming : null,
  };
}

/**
 * The statuses an application has had, oldest first (recorded by the database on every change:
 * migration 009).
 */
export function statusHistory(ctx: Ctx, id: string): ApplicationStatusChange[] {
  const rows = ctx.db
    .prepare(
      'SELECT status, at FROM application_status_history WHERE opportunity_id = ? ORDER BY at, id',
    )
    .all(id) as Array<{ status: DetailedStatus; at: number }>;
  return rows.map((r) => ({ status: r.status, at: kzIso(r.at) }));
}

export function toDetail(ctx: Ctx, row: ApplicationRow): ApplicationDetail {
  const position = WIZARD_POSITION_OF[row.status];
  const steps = WIZARD_STEPS_OF[row.app_type];
  const mobile = storedMobile(row);
  const slot = row.slot_id ? slotOf(row.slot_id) : undefined;
  const booking: TimeSlot | null = slot
    ? { id: slot.id, start: kzIso(slot.startMs), end: kzIso(slot.endMs), available: false }
    : null;
  return {
    ...toSummary(ctx, row),
    step: position?.step ?? null,
    stepNumber: position ? steps.indexOf(position.step) + 1 : null,
    processing: position?.processing ?? false,
    company: {
      positionId: row.position_id,
      bankId: row.bank_id,
      iban: row.iban,
      factAddress: row.fact_address,
      lawAddress: row.law_address,
      flat: row.flat,
    },
    address: storedAddress(ctx, row),
    technology: row.technology,
    mobile: mobile ? { ...mobile, totalNumbers: mobile.numbers.length } : null,
    signature: signatureCard(ctx, row),
    booking,
    pickup: row.pickup_city_id
      ? (pickupCityDetails(ctx.db, row.pickup_city_id, ctx.locale) ?? null)
      : null,
    delivery: row.delivery_json ? (JSON.parse(row.delivery_json) as DeliveryAddress) : null,
    updatedAt: kzIso(row.updated_at),
    history: statusHistory(ctx, row.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Creating
// ---------------------------------------------------------------------------------------------

export function availableTariff(ctx: Ctx, id: string, product: AppType): TariffRow {
  const tariff = tariffRow(ctx.db, id);
  if (!tariff || tariff.product !== product || tariff.archived === 1) {
    throw fieldError('tariffId', 'TARIFF_NOT_AVAILABLE');
  }
  return tariff;
}

export interface ResolvedOfficeAddress {
  stored: StoredAddress;
  cityId: string | null;
  technology: ConnectionTechnology | null;
}

/**
 * A directory building must be covered (ADDRESS_NOT_COVERED). A typed address that names a
 * directory building is treated as that building; otherwise it is kept as typed for a manager
 * to check.
 */
export function resolveOfficeAddress(
  ctx: Ctx,
  input: OfficeAddressReceived,
): ResolvedOfficeAddress {
  let houseId: string | undefined;
  if ('houseId' in input) {
    houseId = input.houseId;
    if (!resolveHouse(ctx.db, houseId, ctx.locale))
      throw fieldError('address.houseId', 'FIELD_INVALID');
  } else {
    if (input.cityId && !cityRow(ctx.db, input.cityId)) {
      throw fieldError('address.cityId', 'FIELD_INVALID');
    }
    houseId = input.cityId
      ? matchTypedAddress(ctx.db, input.cityId, input.street, input.house)
      : undefined;
    if (!houseId) {
      return {
        stored: {
          manual: true,
          cityId: input.cityId ?? null,
          city: input.city,
          streetId: null,
          street: input.street,
          houseId: null,
          house: input.house,
        },
        cityId: input.cityId ?? null,
        technology: null,
      };
    }
  }
  const resolved = resolveHouse(ctx.db, houseId, ctx.locale);
  if (!resolved) throw fieldError('address.houseId', 'FIELD_INVALID');
  if (resolved.technology === null) {
    throw new ApiError(
      422,
      'ADDRESS_NOT_COVERED',
      {},
      { address: { code: 'ADDRESS_NOT_COVERED' } },
    );
  }
  return { stored: { houseId }, cityId: resolved.cityId, technology: resolved.technology };
}

/** Checks the number step against the tariff's caps and the own-numbers choice. */
export function validateNumbers(ctx: Ctx, input: MobileNumbersReceived): TariffRow {
  const tariff = availableTariff(ctx, input.tariffId, 'mobile');
  const maxMain = tariff.max_numbers ?? Number.MAX_SAFE_INTEGER;
  const maxExtra = tariff.max_additional_numbers ?? 0;
  if (input.ctnsAmount > maxMain) throw fieldError('ctnsAmount', 'NUMBERS_LIMIT', { max: maxMain });
  if (input.additionalCtnsAmount > maxExtra) {
    throw fieldError('additionalCtnsAmount', 'NUMBERS_LIMIT', { max: maxExtra });
  }
  const total = input.ctnsAmount + input.additionalCtnsAmount;
  if (ownNumbersProblem(input.numbersChoice, input.ownNumbers ?? [], total)) {
    throw fieldError('ownNumbers', 'FIELD_INVALID');
  }
  return tariff;
}

/** Reserves the new numbers an application needs: the next free ones of the 708 range. */
function reserveNumbers(
  ctx: Ctx,
  opportunityId: string,
  input: MobileNumbersReceived,
): MobileNumber[] {
  ctx.db.prepare('DELETE FROM number_reservations WHERE opportunity_id = ?').run(opportunityId);
  const own = input.ownNumbers ?? [];
  const total = input.ctnsAmount + input.additionalCtnsAmount;
  const last = ctx.db.prepare('SELECT MAX(msisdn) AS m FROM number_reservations').get() as {
    m: string | null;
  };
  let next = last.m ? Number(last.m.slice(2)) + 1 : 7085000000;
  const reserve = ctx.db.prepare(
    'INSERT INTO number_reservations (msisdn, opportunity_id) VALUES (?, ?)',
  );
  const numbers: MobileNumber[] = [];
  for (let i = 0; i < total; i += 1) {
    let msisdn = own[i];
    if (msisdn === undefined) {
      msisdn = `+7${next}`;
      next += 1;
      reserve.run(msisdn, opportunityId);
    }
    numbers.push({ msisdn, own: i < own.length, additional: i >= input.ctnsAmount });
  }
  return numbers;
}

function mobileFields(numbers: MobileNumber[], input: MobileNumbersReceived): StoredMobile {
  return {
    ctnsAmount: input.ctnsAmount,
    additionalCtnsAmount: input.additionalCtnsAmount,
    numbersChoice: input.numbersChoice,
    ownNumbers: input.ownNumbers ?? [],
    virtualPbx: input.virtualPbx,
    roaming: input.roaming,
    numbers,
  };
}

export type NewApplication =
  | { appType: 'internet'; tariffId: string; address: OfficeAddressReceived }
  | ({ appType: 'mobile' } & MobileNumbersReceived);

/** Validates what an application would be made of, without storing anything. */
export function checkNewApplication(ctx: Ctx, input: NewApplication): void {
  if (input.appType === 'internet') {
    availableTariff(ctx, input.tariffId, 'internet');
    resolveOfficeAddress(ctx, input.address);
  } else {
    validateNumbers(ctx, input);
  }
}

/**
 * Creates an application (status Qualification) with the company's current details filled in.
 * With an unfinished application of the same type: 409 unless `replaceUnfinished`, which
 * cancels the old one («Завершить текущую»).
 */
export function createApplication(
  ctx: Ctx,
  companyBin: string,
  phone: string,
  input: NewApplication,
  replaceUnfinished: boolean,
): ApplicationRow {
  return ctx.db.transaction(() => {
    // What is wrong with the request itself (422) comes before the state conflict (409).
    let address: ResolvedOfficeAddress | null = null;
    let tariffId: string;
    if (input.appType === 'internet') {
      tariffId = availableTariff(ctx, input.tariffId, 'internet').id;
      address = resolveOfficeAddress(ctx, input.address);
    } else {
      tariffId = validateNumbers(ctx, input).id;
    }
    const unfinished = lastUnfinished(ctx, companyBin, input.appType);
    if (unfinished && !replaceUnfinished) {
      throw new ApiError(409, 'APPLICATION_UNFINISHED_EXISTS', { opportunityId: unfinished.id });
    }
    if (unfinished) cancel(ctx, unfinished);

    const company = companyRow(ctx.db, companyBin);
    if (!company) throw new Error(`Unknown company ${companyBin}`);
    const id = newId();
    const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM applications').get() as { n: number })
      .n;
    const year = new Date(ctx.now).getUTCFullYear();
    const number = `${input.appType === 'internet' ? 'IN' : 'MB'}-${year}-${String(count + 1).padStart(6, '0')}`;

    ctx.db
      .prepare(
        `INSERT INTO applications (id, number, app_type, company_bin, phone, tariff_id, status,
          locale, created_at, updated_at, position_id, bank_id, iban, fact_address, law_address,
          flat, address_json, city_id, technology)
         VALUES (?, ?, ?, ?, ?, ?, 'Qualification', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id, number, input.appType, companyBin, phone, tariffId, ctx.locale, ctx.now, ctx.now,
        company.head_position_id, company.bank_id, company.iban, company.actual_address,
        company.legal_address, company.flat, address ? JSON.stringify(address.stored) : null,
        address?.cityId ?? null, address?.technology ?? null,
      ); // prettier-ignore
    if (input.appType === 'mobile') {
      const numbers = reserveNumbers(ctx, id, input);
      ctx.db
        .prepare('UPDATE applications SET mobile_json = ? WHERE id = ?')
        .run(JSON.stringify(mobileFields(numbers, input)), id);
    }
    const row = rowById(ctx, id);
    if (!row) throw new Error('Application vanished');
    return row;
  })();
}

// ---------------------------------------------------------------------------------------------
// The client's steps
// ---------------------------------------------------------------------------------------------

function requireStatus(row: ApplicationRow, ...allowed: DetailedStatus[]): void {
  if (!allowed.includes(row.status)) {
    throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
  }
}

/**
 * Checks the bank and IBAN of the company details: the IBAN's bank code must be the bank's; a
 * valid account the CRM did not know yet is added to the company's accounts.
 */
export function checkBankAccount(
  ctx: Ctx,
  companyBin: string,
  bankId: string,
  iban: string,
): string {
  const bank = bankRow(ctx.db, bankId);
  if (!bank) throw fieldError('bankId', 'FIELD_INVALID');
  const normalized = normalizeIban(iban);
  if (!isValidKzIban(normalized)) throw fieldError('iban', 'IBAN_INVALID');
  if (normalized.slice(4, 7) !== bank.iban_code) throw fieldError('iban', 'IBAN_BANK_MISMATCH');
  const owner = ctx.db
    .prepare('SELECT company_bin FROM company_ibans WHERE iban = ?')
    .get(normalized) as { company_bin: string } | undefined;
  if (owner && owner.company_bin !== companyBin) throw fieldError('iban', 'FIELD_INVALID');
  if (!owner) {
    ctx.db
      .prepare('INSERT INTO company_ibans (company_bin, bank_id, iban) VALUES (?, ?, ?)')
      .run(companyBin, bankId, normalized);
  }
  return normalized;
}

/** Step 1: company details (Qualification → DataUpdate); also updates the company profile. */
export function submitCompanyDetails(
  ctx: Ctx,
  row: ApplicationRow,
  input: CompanyDetailsReceived,
  numbers?: MobileNumbersReceived,
): ApplicationRow {
  requireStatus(row, 'Qualification');
  return ctx.db.transaction(() => {
    if (!headPositionFits(ctx.db, row.company_bin, input.positionId)) {
      throw fieldError('positionId', 'FIELD_INVALID');
    }
    const iban = checkBankAccount(ctx, row.company_bin, input.bankId, input.iban);
    const flat = input.flat ?? null;
    if (numbers) {
      const tariff = validateNumbers(ctx, numbers);
      const reserved = reserveNumbers(ctx, row.id, numbers);
      ctx.db
        .prepare('UPDATE applications SET tariff_id = ?, mobile_json = ? WHERE id = ?')
        .run(tariff.id, JSON.stringify(mobileFields(reserved, numbers)), row.id);
    }
    ctx.db
      .prepare(
        `UPDATE applications SET position_id = ?, bank_id = ?, iban = ?, fact_address = ?,
          law_address = ?, flat = ? WHERE id = ?`,
      )
      .run(input.positionId, input.bankId, iban, input.factAddress, input.lawAddress, flat, row.id);
    ctx.db
      .prepare(
        `UPDATE companies SET head_position_id = ?, bank_id = ?, iban = ?, actual_address = ?,
          legal_address = ?, flat = ? WHERE bin = ?`,
      )
      .run(
        input.positionId,
        input.bankId,
        iban,
        input.factAddress,
        input.lawAddress,
        flat,
        row.company_bin,
      );
    const updated = rowById(ctx, row.id) as ApplicationRow;
    return setStatus(ctx, updated, 'DataUpdate', ctx.now + ctx.settings.processingMs);
  })();
}

export function recordSignData(ctx: Ctx, row: ApplicationRow, dataToSign: string): void {
  ctx.db.prepare('UPDATE applications SET sign_data = ? WHERE id = ?').run(dataToSign, row.id);
}

/**
 * Step 2: the documents are signed (SolutionOnClient → SignatureProcessing), and the signature's
 * record kept with them (`signatureRecords.ts`). `signer`: the name from the certificate (EDS)
 * or the confirming phone, masked (SMS).
 */
export function markSigned(
  ctx: Ctx,
  row: ApplicationRow,
  signer: string,
  record: SignatureRecord,
): ApplicationRow {
  requireStatus(row, 'SolutionOnClient');
  const method = record.channel === 'sms' ? 'sms' : 'eds';
  // A transaction: the signature is on disk (synchronous=FULL) before it is acknowledged.
  const signed = ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'UPDATE applications SET signature_method = ?, signed_at = ?, signer = ? WHERE id = ?',
      )
      .run(method, ctx.now, signer, row.id);
    writeSignatureRecord(ctx, row.id, record);
    // The number and the channel only: never the CMS, the signer's IIN or the phone.
    ctx.log.info('contract signed', { application: row.number, channel: record.channel });
    const updated = rowById(ctx, row.id) as ApplicationRow;
    return setStatus(ctx, updated, 'SignatureProcessing', ctx.now + ctx.settings.processingMs);
  })();
  ctx.metrics?.signatureAccepted(record.channel);
  return signed;
}

export function slotCity(row: ApplicationRow): string {
  return row.city_id ?? 'unlisted';
}

/** Internet step 3: a connection window (TimeBooking → BookingSlot). A slot is taken once. */
export function bookSlot(ctx: Ctx, row: ApplicationRow, slotId: string): ApplicationRow {
  requireStatus(row, 'TimeBooking');
  return ctx.db.transaction(() => {
    const taken = ctx.db
      .prepare(
        'INSERT OR IGNORE INTO slot_bookings (city_id, slot_id, opportunity_id) VALUES (?, ?, ?)',
      )
      .run(slotCity(row), slotId, row.id);
    if (taken.changes !== 1) throw new ApiError(409, 'SLOT_UNAVAILABLE');
    ctx.db.prepare('UPDATE applications SET slot_id = ? WHERE id = ?').run(slotId, row.id);
    const updated = rowById(ctx, row.id) as ApplicationRow;
    return setStatus(ctx, updated, 'BookingSlot', ctx.now + ctx.settings.processingMs);
  })();
}

/** Mobile step 3: pickup or delivery (MobileDelivery → DeliveryInProgress). */
export function chooseReceiving(
  ctx: Ctx,
  row: ApplicationRow,
  choice: { type: 'pickup'; cityId: string } | { type: 'delivery'; delivery: DeliveryAddress },
): ApplicationRow {
  requireStatus(row, 'MobileDelivery');
  return ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'UPDATE applications SET delivery_type = ?, pickup_city_id = ?, delivery_json = ? WHERE id = ?',
      )
      .run(
        choice.type,
        choice.type === 'pickup' ? choice.cityId : null,
        choice.type === 'delivery' ? JSON.stringify(choice.delivery) : null,
        row.id,
      );
    const updated = rowById(ctx, row.id) as ApplicationRow;
    return setStatus(ctx, updated, 'DeliveryInProgress', null);
  })();
}

/** Any open application may be cancelled; its slot and reserved numbers are released. */
export function cancel(ctx: Ctx, row: ApplicationRow): ApplicationRow {
  if (TERMINAL_STATUSES.includes(row.status)) {
    throw new ApiError(409, 'APPLICATION_STATE_INVALID', { status: row.status });
  }
  return ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM slot_bookings WHERE opportunity_id = ?').run(row.id);
    ctx.db.prepare('DELETE FROM number_reservations WHERE opportunity_id = ?').run(row.id);
    return setStatus(ctx, row, 'StatusCancelled', null);
  })();
}
