/** Roaming (designed here): countries, their zones, and the tariffs of each zone, in ru and kk. */
import type {
  Locale,
  RoamingCountry,
  RoamingKind,
  RoamingTariff,
  RoamingTariffDetails,
  Out,
} from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import { ROAMING_ZONES, type RoamingTariffText, type RoamingZone } from '../db/seed/roaming.ts';

interface CountryRow {
  code: string;
  name_ru: string;
  name_kk: string;
  zone: RoamingZone;
  popular: number;
}

interface TariffRow {
  id: string;
  kind: 'roaming' | 'calls';
  zone: RoamingZone | '*';
  price: number;
  period: 'day' | 'week' | 'month';
  by_default: number;
  ussd: string | null;
  text_json: string;
}

const zoneName = (zone: RoamingZone, locale: Locale) => ROAMING_ZONES[zone][locale];

function toCountry(row: CountryRow, locale: Locale): RoamingCountry {
  return {
    code: row.code,
    name: locale === 'kk' ? row.name_kk : row.name_ru,
    popular: row.popular === 1,
    zone: zoneName(row.zone, locale),
  };
}

function tariffText(row: TariffRow, locale: Locale): RoamingTariffText {
  return (JSON.parse(row.text_json) as Record<Locale, RoamingTariffText>)[locale];
}

function toTariff(row: TariffRow, locale: Locale): RoamingTariff {
  const text = tariffText(row, locale);
  return {
    id: row.id,
    kind: row.kind,
    name: text.name,
    description: text.description,
    price: row.price,
    period: row.period,
    connectedByDefault: row.by_default === 1,
    ussd: row.ussd,
    highlights: text.highlights,
  };
}

function countriesOf(db: Db, zone: RoamingZone | '*', locale: Locale): string[] {
  const rows = db
    .prepare("SELECT * FROM roaming_countries WHERE ? = '*' OR zone = ? ORDER BY sort")
    .all(zone, zone) as CountryRow[];
  return rows.map((r) => (locale === 'kk' ? r.name_kk : r.name_ru));
}

export function roamingCountries(db: Db, locale: Locale): RoamingCountry[] {
  const rows = db.prepare('SELECT * FROM roaming_countries ORDER BY sort').all() as CountryRow[];
  return rows.map((r) => toCountry(r, locale));
}

/** The tariffs of a kind valid in a country, the default first; undefined for an unknown code. */
export function roamingTariffsIn(
  db: Db,
  countryCode: string,
  kind: RoamingKind,
  locale: Locale,
): Out<'roamingTariffs'> | undefined {
  const country = db.prepare('SELECT * FROM roaming_countries WHERE code = ?').get(countryCode) as
    CountryRow | undefined;
  if (!country) return undefined;
  const rows = db
    .prepare(
      `SELECT * FROM roaming_tariffs WHERE kind = ? AND (zone = '*' OR zone = ?)
         ORDER BY by_default DESC, price`,
    )
    .all(kind, country.zone) as TariffRow[];
  return {
    country: toCountry(country, locale),
    kind,
    tariffs: rows.map((r) => toTariff(r, locale)),
  };
}

/** One tariff with its price rows and the countries of its zone; undefined for an unknown id. */
export function roamingTariffDetails(
  db: Db,
  id: string,
  locale: Locale,
): RoamingTariffDetails | undefined {
  const row = db.prepare('SELECT * FROM roaming_tariffs WHERE id = ?').get(id) as
    TariffRow | undefined;
  if (!row) return undefined;
  const text = tariffText(row, locale);
  return {
    ...toTariff(row, locale),
    zone:
      row.zone === '*'
        ? locale === 'kk'
          ? 'Барлық елдер'
          : 'Все страны'
        : zoneName(row.zone, locale),
    countries: countriesOf(db, row.zone, locale),
    rows: text.rows,
    notes: text.notes,
  };
}
