/**
 * The delivery-address search (`address/geocode`, designed here): a typed address such as
 * «Алматы, пр. Абая 10» or «Абай даңғылы, 10, Алматы» matched to the address directory, with
 * the point of what was found. The points are the sample values of `db/seed/geo.ts`.
 */
import {
  GEOCODE_LIMIT,
  type GeocodedAddress,
  type Locale,
  type SettlementKind,
  type StreetKind,
} from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import { CITY_POINTS, STREET_POINTS } from '../db/seed/geo.ts';
import { normalizeName, oneLine, resolveHouse, settlementLine, streetLine } from './addresses.ts';
import { sha256 } from './crypto.ts';

interface Place {
  id: string;
  name_ru: string;
  name_kk: string;
}
interface CityPlace extends Place {
  kind: SettlementKind;
}
interface StreetPlace extends Place {
  city_id: string;
  kind: StreetKind;
}

/** Words that say what kind of place follows (or precedes, in Kazakh): not part of any name. */
const KIND_WORDS = new Set([
  'г', 'город', 'гор', 'с', 'село', 'пос', 'ул', 'улица', 'пр', 'пр-т', 'просп', 'проспект',
  'мкр', 'микрорайон', 'р-н', 'район', 'д', 'дом', 'корп', 'кв', 'офис',
  'қ', 'қаласы', 'а', 'ауылы', 'көше', 'көшесі', 'даңғыл', 'даңғылы', 'шағын', 'ауданы', 'аудан',
  'үй',
]); // prettier-ignore

/** Lower case, ё as е, punctuation and hyphens as spaces, kind words dropped: ` алматы абая 10 `. */
function words(text: string): string {
  const plain = normalizeName(text)
    .replace(/[,.;:()«»"']/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !KIND_WORDS.has(word))
    .join(' ')
    .replace(/-/g, ' ');
  return ` ${plain} `;
}

/** Where a name stands in the typed words: at the start of a word (`абай` in `абая`), or -1. */
function findName(typed: string, place: Place): { at: number; length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const name of [place.name_ru, place.name_kk]) {
    const wanted = words(name).trim();
    const at = typed.indexOf(` ${wanted}`);
    if (wanted !== '' && at >= 0 && (!best || wanted.length > best.length)) {
      best = { at, length: wanted.length };
    }
  }
  return best;
}

/** A building's point: its street's, moved a little by its id so neighbours do not coincide. */
function housePoint(street: readonly [number, number], houseId: string) {
  const hash = parseInt(sha256(houseId).slice(0, 4), 16);
  const shift = (n: number) => ((n % 21) - 10) * 0.0002;
  return { lat: street[0] + shift(hash), lng: street[1] + shift(hash >> 5) };
}

/**
 * The directory places a typed address names, best first: a street with one of its houses, a
 * street, or only a settlement (the caller asks for more then). Streets are looked for in the
 * settlements named, or everywhere when none is; a longer name wins over a shorter one it
 * contains («Самал-2» over «Самал»).
 */
export function geocode(db: Db, query: string, locale: Locale): GeocodedAddress[] {
  const typed = words(query);
  if (typed.trim() === '') return [];
  const cities = (db.prepare('SELECT id, name_ru, name_kk, kind FROM address_cities').all() as CityPlace[])
    .map((city) => ({ city, found: findName(typed, city) }))
    .filter((c): c is { city: CityPlace; found: { at: number; length: number } } => c.found !== null)
    .sort((a, b) => b.found.length - a.found.length); // prettier-ignore
  const cityIds = new Set(cities.map((c) => c.city.id));
  const streets = (db.prepare('SELECT id, city_id, name_ru, name_kk, kind FROM address_streets').all() as StreetPlace[])
    .filter((street) => cityIds.size === 0 || cityIds.has(street.city_id))
    .map((street) => ({ street, found: findName(typed, street) }))
    .filter((s): s is { street: StreetPlace; found: { at: number; length: number } } => s.found !== null && STREET_POINTS[s.street.id] !== undefined)
    .sort((a, b) => b.found.length - a.found.length); // prettier-ignore

  const results: GeocodedAddress[] = [];
  for (const { street } of streets) {
    const point = STREET_POINTS[street.id] as readonly [number, number];
    const houses = db
      .prepare('SELECT id, number FROM address_houses WHERE street_id = ? ORDER BY sort')
      .all(street.id) as Array<{ id: string; number: string }>;
    const house = houses.find((h) => typed.includes(` ${words(h.number).trim()} `));
    const resolved = house ? resolveHouse(db, house.id, locale) : undefined;
    if (house && resolved) {
      results.push({
        address: oneLine(resolved.address),
        point: housePoint(point, house.id),
        precision: 'house',
        cityId: street.city_id,
      });
    } else {
      results.push({
        address: streetLine(db, street.id, locale) ?? street.name_ru,
        point: { lat: point[0], lng: point[1] },
        precision: 'street',
        cityId: street.city_id,
      });
    }
  }
  if (results.length === 0) {
    for (const { city } of cities) {
      const point = CITY_POINTS[city.id];
      if (!point) continue;
      const name = locale === 'kk' ? city.name_kk : city.name_ru;
      results.push({
        address: settlementLine(city.kind, name, locale),
        point: { lat: point[0], lng: point[1] },
        precision: 'city',
        cityId: city.id,
      });
    }
  }
  // A building first, then streets, then towns; the order of the finds within each.
  const rank = { house: 0, street: 1, city: 2 } as const;
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => rank[a.result.precision] - rank[b.result.precision] || a.index - b.index)
    .map(({ result }) => result)
    .slice(0, GEOCODE_LIMIT);
}
