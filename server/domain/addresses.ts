/** The office-address directory: search by name, formatting, and coverage. */
import {
  CONNECTION_BUSINESS_DAYS,
  RADIO_CONNECTION_BUSINESS_DAYS,
  type AddressCity,
  type AddressHouse,
  type AddressStreet,
  type ConnectionTechnology,
  type Locale,
  type OfficeAddress,
  type SettlementKind,
  type StreetKind,
  type Out,
} from '../../contract/index.ts';
import type { Db } from '../db/database.ts';

interface CityRow {
  id: string;
  name_ru: string;
  name_kk: string;
  kind: SettlementKind;
  region_ru: string;
  region_kk: string;
  parent_id: string | null;
  district_ru: string | null;
  district_kk: string | null;
}

interface StreetRow {
  id: string;
  city_id: string;
  name_ru: string;
  name_kk: string;
  kind: StreetKind;
}

interface HouseRow {
  id: string;
  street_id: string;
  number: string;
  technology: ConnectionTechnology | null;
}

/** Case- and ё-insensitive form for matching what people type. */
export function normalizeName(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Matches when every typed word starts some word of the name (or the whole name contains it). */
export function matchesQuery(name: string, query: string): boolean {
  const q = normalizeName(query);
  if (q === '') return true;
  const n = normalizeName(name);
  if (n.includes(q)) return true;
  const words = n.split(/[\s-]+/);
  return q.split(/[\s-]+/).every((part) => words.some((word) => word.startsWith(part)));
}

const pick = (row: { name_ru: string; name_kk: string }, locale: Locale) =>
  locale === 'kk' ? row.name_kk : row.name_ru;

export function cityRow(db: Db, id: string): CityRow | undefined {
  return db.prepare('SELECT * FROM address_cities WHERE id = ?').get(id) as CityRow | undefined;
}

export function toCity(db: Db, row: CityRow, locale: Locale): AddressCity {
  const parent = row.parent_id ? cityRow(db, row.parent_id) : undefined;
  return {
    id: row.id,
    name: pick(row, locale),
    kind: row.kind,
    region: locale === 'kk' ? row.region_kk : row.region_ru,
    parent: parent
      ? {
          cityId: parent.id,
          cityName: pick(parent, locale),
          district: (locale === 'kk' ? row.district_kk : row.district_ru) ?? '',
        }
      : null,
  };
}

/**
 * Settlements whose name matches `query`, in directory order, at most `limit`. With
 * `underParent`, only the towns the directory lists under a parent city (the §2.15 hint list):
 * filtered before the limit, so however long the directory, none of them is cut off by the
 * settlements ahead of them.
 */
export function searchCities(
  db: Db,
  query: string,
  locale: Locale,
  limit: number,
  { underParent = false }: { underParent?: boolean } = {},
): AddressCity[] {
  const rows = db
    .prepare(`SELECT * FROM address_cities WHERE (? = 0 OR parent_id IS NOT NULL) ORDER BY sort`)
    .all(underParent ? 1 : 0) as CityRow[];
  return rows
    .filter((r) => matchesQuery(r.name_ru, query) || matchesQuery(r.name_kk, query))
    .slice(0, limit)
    .map((r) => toCity(db, r, locale));
}

export function searchStreets(
  db: Db,
  cityId: string,
  query: string,
  locale: Locale,
  limit: number,
): AddressStreet[] {
  const rows = db
    .prepare('SELECT * FROM address_streets WHERE city_id = ? ORDER BY name_ru')
    .all(cityId) as StreetRow[];
  return rows
    .filter((r) => matchesQuery(r.name_ru, query) || matchesQuery(r.name_kk, query))
    .slice(0, limit)
    .map((r) => ({ id: r.id, cityId: r.city_id, name: pick(r, locale), kind: r.kind }));
}

export function searchHouses(
  db: Db,
  streetId: string,
  query: string,
  limit: number,
): AddressHouse[] {
  const rows = db
    .prepare('SELECT * FROM address_houses WHERE street_id = ? ORDER BY sort')
    .all(streetId) as HouseRow[];
  const q = normalizeName(query);
  return rows
    .filter((r) => normalizeName(r.number).startsWith(q))
    .slice(0, limit)
    .map((r) => ({ id: r.id, streetId: r.street_id, number: r.number }));
}

export function streetExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM address_streets WHERE id = ?').get(id) !== undefined;
}

const SETTLEMENT_PREFIX: Record<Locale, Record<SettlementKind, (name: string) => string>> = {
  ru: { city: (n) => `г. ${n}`, town: (n) => `г. ${n}`, village: (n) => `с. ${n}` },
  kk: { city: (n) => `${n} қ.`, town: (n) => `${n} қ.`, village: (n) => `${n} а.` },
};

const STREET_FORMAT: Record<Locale, Record<StreetKind, (name: string) => string>> = {
  ru: {
    street: (n) => `ул. ${n}`,
    avenue: (n) => `пр. ${n}`,
    district: (n) => `${n} р-н`,
    microdistrict: (n) => `мкр. ${n}`,
  },
  kk: {
    street: (n) => `${n} көшесі`,
    avenue: (n) => `${n} даңғылы`,
    district: (n) => `${n} ауданы`,
    microdistrict: (n) => `${n} шағын ауданы`,
  },
};

/** A settlement as an address line names it: «г. Алматы», «Қосшы қ.». */
export function settlementLine(kind: SettlementKind, name: string, locale: Locale): string {
  return SETTLEMENT_PREFIX[locale][kind](name);
}

/** A directory street with its settlement, one line: «г. Алматы, пр. Абая». */
export function streetLine(db: Db, streetId: string, locale: Locale): string | undefined {
  const row = db
    .prepare(
      `SELECT s.name_ru AS street_ru, s.name_kk AS street_kk, s.kind AS street_kind,
        c.name_ru AS city_ru, c.name_kk AS city_kk, c.kind AS city_kind
       FROM address_streets s JOIN address_cities c ON c.id = s.city_id WHERE s.id = ?`,
    )
    .get(streetId) as
    | {
        street_ru: string;
        street_kk: string;
        street_kind: StreetKind;
        city_ru: string;
        city_kk: string;
        city_kind: SettlementKind;
      }
    | undefined;
  if (!row) return undefined;
  const kk = locale === 'kk';
  return [
    SETTLEMENT_PREFIX[locale][row.city_kind](kk ? row.city_kk : row.city_ru),
    STREET_FORMAT[locale][row.street_kind](kk ? row.street_kk : row.street_ru),
  ].join(', ');
}

export interface ResolvedHouse {
  address: OfficeAddress;
  technology: ConnectionTechnology | null;
  cityId: string;
}

/** A directory building as an application's address, worded in `locale`. */
export function resolveHouse(db: Db, houseId: string, locale: Locale): ResolvedHouse | undefined {
  const row = db
    .prepare(
      `SELECT h.id AS house_id, h.number, h.technology, s.id AS street_id, s.name_ru AS street_ru,
        s.name_kk AS street_kk, s.kind AS street_kind, c.id AS city_id, c.name_ru AS city_ru,
        c.name_kk AS city_kk, c.kind AS city_kind
       FROM address_houses h JOIN address_streets s ON s.id = h.street_id
       JOIN address_cities c ON c.id = s.city_id WHERE h.id = ?`,
    )
    .get(houseId) as
    | {
        house_id: string;
        number: string;
        technology: ConnectionTechnology | null;
        street_id: string;
        street_ru: string;
        street_kk: string;
        street_kind: StreetKind;
        city_id: string;
        city_ru: string;
        city_kk: string;
        city_kind: SettlementKind;
      }
    | undefined;
  if (!row) return undefined;
  const city = locale === 'kk' ? row.city_kk : row.city_ru;
  const street = locale === 'kk' ? row.street_kk : row.street_ru;
  return {
    address: {
      cityId: row.city_id,
      city: SETTLEMENT_PREFIX[locale][row.city_kind](city),
      streetId: row.street_id,
      street: STREET_FORMAT[locale][row.street_kind](street),
      houseId: row.house_id,
      house: row.number,
      manual: false,
    },
    technology: row.technology,
    cityId: row.city_id,
  };
}

/** Finds the directory building a typed address names, if any. */
export function matchTypedAddress(
  db: Db,
  cityId: string,
  street: string,
  house: string,
): string | undefined {
  const streets = db
    .prepare('SELECT id, name_ru, name_kk FROM address_streets WHERE city_id = ?')
    .all(cityId) as Array<{ id: string; name_ru: string; name_kk: string }>;
  const wanted = normalizeName(street);
  const found = streets.find(
    (s) => normalizeName(s.name_ru) === wanted || normalizeName(s.name_kk) === wanted,
  );
  if (!found) return undefined;
  const houses = db
    .prepare('SELECT id, number FROM address_houses WHERE street_id = ?')
    .all(found.id) as Array<{ id: string; number: string }>;
  return houses.find((h) => normalizeName(h.number) === normalizeName(house))?.id;
}

export function oneLine(address: OfficeAddress): string {
  return [address.city, address.street, address.house].filter(Boolean).join(', ');
}

export function connectionDays(technology: ConnectionTechnology | null): number | null {
  if (technology === 'fiber') return CONNECTION_BUSINESS_DAYS;
  if (technology === 'radio') return RADIO_CONNECTION_BUSINESS_DAYS;
  return null;
}

export function coverageOf(resolved: ResolvedHouse): Out<'addressCoverage'> {
  return {
    covered: resolved.technology !== null,
    matched: true,
    houseId: resolved.address.houseId,
    address: oneLine(resolved.address),
    technology: resolved.technology,
    connectionBusinessDays: connectionDays(resolved.technology),
  };
}
