/** The courier delivery zones of mobile SIM delivery: one polygon per city. */
import type { DeliveryZone, GeoPoint, Locale } from '../../contract/index.ts';
import type { Db } from '../db/database.ts';
import { pointInPolygon } from './geo.ts';

export function deliveryZones(db: Db, locale: Locale): DeliveryZone[] {
  const rows = db.prepare('SELECT * FROM delivery_zones ORDER BY city_id').all() as Array<{
    city_id: string;
    name_ru: string;
    name_kk: string;
    polygon_json: string;
  }>;
  return rows.map((row) => ({
    cityId: row.city_id,
    name: locale === 'kk' ? row.name_kk : row.name_ru,
    polygon: JSON.parse(row.polygon_json) as Array<[number, number]>,
  }));
}

/** The delivery zone containing the point, if any. */
export function zoneOf(db: Db, point: GeoPoint): string | null {
  return (
    deliveryZones(db, 'ru').find((zone) => pointInPolygon(point, zone.polygon))?.cityId ?? null
  );
}
