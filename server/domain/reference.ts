/** Lookups of the CRM's reference data, localised to the request. */
import type {
  AccountInfo,
  AppType,
  Bank,
  LegalForm,
  Locale,
  PickupCity,
  PickupCityDetails,
  Position,
  Tariff,
} from '../../contract/index.ts';
import { isSoleProprietorNumber, positionFitsCompany } from '../../contract/rules/bin.ts';
import type { Db } from '../db/database.ts';

export interface TariffRow {
  id: string;
  product: 'internet' | 'mobile';
  name_ru: string;
  name_kk: string;
  monthly_price: number;
  speed_mbps: number | null;
  speed_mode: 'reduced' | 'constant' | null;
  data_gb: number | null;
  minutes_other: number | null;
  sms: number | null;
  max_numbers: number | null;
  max_additional_numbers: number | null;
  archived: number;
}

export const localized = (row: Record<string, unknown>, field: string, locale: Locale): string =>
  String(row[`${field}_${locale}`] ?? row[`${field}_ru`] ?? '');

export function tariffRow(db: Db, id: string): TariffRow | undefined {
  return db.prepare('SELECT * FROM tariffs WHERE id = ?').get(id) as TariffRow | undefined;
}

/** The tariffs of one product (or all), current or archived, in the catalogue's order. */
export function listTariffs(db: Db, product: AppType | undefined, archived: boolean): TariffRow[] {
  return db
    .prepare(
      `SELECT * FROM tariffs WHERE (? IS NULL OR product = ?) AND archived = ? ORDER BY sort`,
    )
    .all(product ?? null, product ?? null, archived ? 1 : 0) as TariffRow[];
}

export function toTariff(row: TariffRow, locale: Locale): Tariff {
  return {
    id: row.id,
    product: row.product,
    name: locale === 'kk' ? row.name_kk : row.name_ru,
    monthlyPrice: row.monthly_price,
    speedMbps: row.speed_mbps,
    speedMode: row.speed_mode,
    dataGb: row.data_gb,
    minutesOther: row.minutes_other,
    sms: row.sms,
    maxNumbers: row.max_numbers,
    maxAdditionalNumbers: row.max_additional_numbers,
    archived: row.archived === 1,
  };
}

interface BankRow {
  id: string;
  bic: string;
  iban_code: string;
  name_ru: string;
  name_kk: string;
}

export function bankRow(db: Db, id: string): BankRow | undefined {
  return db.prepare('SELECT * FROM banks WHERE id = ?').get(id) as BankRow | undefined;
}

export function toBank(row: BankRow, locale: Locale): Bank {
  return { id: row.id, bic: row.bic, name: locale === 'kk' ? row.name_kk : row.name_ru };
}

export function listBanks(db: Db, locale: Locale): Bank[] {
  const rows = db.prepare('SELECT id FROM banks ORDER BY sort').all() as Array<{ id: string }>;
  return rows.flatMap((r) => {
    const bank = bankRow(db, r.id);
    return bank ? [toBank(bank, locale)] : [];
  });
}

export function listPositions(db: Db, locale: Locale): Position[] {
  const rows = db.prepare('SELECT * FROM positions ORDER BY sort').all() as Array<{
    id: string;
    name_ru: string;
    name_kk: string;
  }>;
  return rows.map((r) => ({ id: r.id, name: locale === 'kk' ? r.name_kk : r.name_ru }));
}

function positionExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM positions WHERE id = ?').get(id) !== undefined;
}

/**
 * A head position a company may give: a known one that fits it — a sole proprietor registered by
 * IIN is headed by its owner, «Индивидуальный предприниматель» only.
 */
export function headPositionFits(db: Db, companyNumber: string, id: string): boolean {
  return positionExists(db, id) && positionFitsCompany(companyNumber, id);
}

export function positionName(db: Db, id: string | null, locale: Locale): string | null {
  if (!id) return null;
  const row = db.prepare('SELECT name_ru, name_kk FROM positions WHERE id = ?').get(id) as
    { name_ru: string; name_kk: string } | undefined;
  return row ? (locale === 'kk' ? row.name_kk : row.name_ru) : null;
}

export function listPickupCities(db: Db, locale: Locale): PickupCity[] {
  const rows = db
    .prepare('SELECT id, name_ru, name_kk FROM pickup_cities ORDER BY sort')
    .all() as Array<{ id: string; name_ru: string; name_kk: string }>;
  return rows.map((r) => ({ id: r.id, name: locale === 'kk' ? r.name_kk : r.name_ru }));
}

export function pickupCityDetails(
  db: Db,
  id: string,
  locale: Locale,
): PickupCityDetails | undefined {
  const row = db.prepare('SELECT * FROM pickup_cities WHERE id = ?').get(id) as
    Record<string, string> | undefined;
  if (!row) return undefined;
  return {
    id: String(row.id),
    name: localized(row, 'name', locale),
    address: localized(row, 'address', locale),
    hours: localized(row, 'hours', locale),
    manager: { name: String(row.manager_name), phone: String(row.manager_phone) },
  };
}

export interface CompanyRow {
  bin: string;
  name: string;
  legal_form: LegalForm;
  segment: 'sme' | 'corporate' | 'government';
  head_name: string | null;
  head_position_id: string | null;
  phone: string;
  employees_number: number | null;
  legal_address: string | null;
  actual_address: string | null;
  flat: string | null;
  bank_id: string | null;
  iban: string | null;
  mobile_client_since: string | null;
  contract_months: number;
  overdue_debt: number;
  quasi_state: number;
  restricted_category: string | null;
  in_procurement: number;
  group_tariff_plans: number;
  active_beautiful_number: number;
  active_device_financing: number;
  active_virtual_pbx: number;
  origin: 'seed' | 'login';
}

export function companyRow(db: Db, bin: string): CompanyRow | undefined {
  return db.prepare('SELECT * FROM companies WHERE bin = ?').get(bin) as CompanyRow | undefined;
}

export function toAccountInfo(
  db: Db,
  company: CompanyRow,
  locale: Locale,
  loginMethod: AccountInfo['loginMethod'],
): AccountInfo {
  const bank = company.bank_id ? bankRow(db, company.bank_id) : undefined;
  return {
    bin: company.bin,
    companyName: company.name,
    legalForm: company.legal_form,
    owner: company.head_name,
    headPositionId: company.head_position_id,
    headPosition: positionName(db, company.head_position_id, locale),
    phone: company.phone,
    employeesNumber: company.employees_number,
    legalAddress: company.legal_address,
    actualAddress: company.actual_address,
    flat: company.flat,
    bankId: company.bank_id,
    bankName: bank ? toBank(bank, locale).name : null,
    iban: company.iban,
    loginMethod,
  };
}

/**
 * The legal form a company's number tells: an IIN is a sole proprietor's (IE); a BIN's 5th digit
 * names the entity type — 4 a resident legal entity (an LLP unless the CRM knows better), 5 a
 * branch or representative office, 6 a joint IE.
 */
export function legalFormOfNumber(companyNumber: string): LegalForm {
  if (isSoleProprietorNumber(companyNumber)) return 'IE';
  const fifth = companyNumber[4];
  if (fifth === '5') return 'BRANCH';
  if (fifth === '6') return 'IE';
  return 'LLP';
}
