/** The office-address check (designed here) and the courier delivery zones. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ADDRESS_HINT_LIMIT,
  ADDRESS_SEARCH_LIMIT,
  API_PATHS,
  FIELD_MAX_LENGTH,
  type AddressCitiesResponse,
  type AddressCoverageResponse,
  type AddressGeocodeResponse,
  type AddressHousesResponse,
  type AddressStreetsResponse,
  type DeliveryZoneCheckResponse,
  type DeliveryZonesResponse,
} from '../../contract/api.ts';
import {
  cityRow,
  coverageOf,
  matchTypedAddress,
  resolveHouse,
  searchCities,
  searchHouses,
  searchStreets,
  streetExists,
} from '../domain/addresses.ts';
import { deliveryZones, zoneOf } from '../domain/deliveryZones.ts';
import { geocode } from '../domain/geocode.ts';
import { readQuery } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { fieldError } from '../http/errors.ts';
import { coverageQuerySchema, requiredId, requiredText, searchSchema } from '../http/schemas.ts';

const coordinate = (min: number, max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, 'FIELD_INVALID');

// Query schemas are made once: zod compiles a schema on its first use, ~20 µs a request.
const citiesQuery = z.object({
  q: searchSchema,
  underParent: z.enum(['true'], { error: 'FIELD_INVALID' }).optional(),
});
const streetsQuery = z.object({ cityId: requiredId, q: searchSchema });
const housesQuery = z.object({ streetId: requiredId, q: searchSchema });
const pointQuery = z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) });

export const addressRoutes = new Hono<AppEnv>()
  .get(API_PATHS.addressCities, (c) => {
    const { q, underParent } = readQuery(c, citiesQuery);
    const ctx = ctxOf(c);
    const hints = underParent === 'true';
    const body: AddressCitiesResponse = {
      cities: searchCities(
        ctx.db,
        q ?? '',
        ctx.locale,
        hints ? ADDRESS_HINT_LIMIT : ADDRESS_SEARCH_LIMIT,
        { underParent: hints },
      ),
    };
    return c.json(body);
  })
  .get(API_PATHS.addressStreets, (c) => {
    const { cityId, q } = readQuery(c, streetsQuery);
    const ctx = ctxOf(c);
    if (!cityRow(ctx.db, cityId)) throw fieldError('cityId', 'FIELD_INVALID');
    const body: AddressStreetsResponse = {
      streets: searchStreets(ctx.db, cityId, q ?? '', ctx.locale, ADDRESS_SEARCH_LIMIT),
    };
    return c.json(body);
  })
  .get(API_PATHS.addressHouses, (c) => {
    const { streetId, q } = readQuery(c, housesQuery);
    const ctx = ctxOf(c);
    if (!streetExists(ctx.db, streetId)) throw fieldError('streetId', 'FIELD_INVALID');
    const body: AddressHousesResponse = {
      houses: searchHouses(ctx.db, streetId, q ?? '', ADDRESS_SEARCH_LIMIT),
    };
    return c.json(body);
  })
  .get(API_PATHS.addressCoverage, (c) => {
    const query = readQuery(c, coverageQuerySchema);
    const ctx = ctxOf(c);
    let houseId: string | undefined;
    if ('houseId' in query) {
      houseId = query.houseId;
      if (!resolveHouse(ctx.db, houseId, ctx.locale)) throw fieldError('houseId', 'FIELD_INVALID');
    } else {
      const city = cityRow(ctx.db, query.cityId);
      if (!city) throw fieldError('cityId', 'FIELD_INVALID');
      houseId = matchTypedAddress(ctx.db, query.cityId, query.street, query.house);
      if (!houseId) {
        const body: AddressCoverageResponse = {
          covered: false,
          matched: false,
          houseId: null,
          address: [
            ctx.locale === 'kk' ? city.name_kk : city.name_ru,
            query.street,
            query.house,
          ].join(', '),
          technology: null,
          connectionBusinessDays: null,
        };
        return c.json(body);
      }
    }
    const resolved = resolveHouse(ctx.db, houseId, ctx.locale);
    if (!resolved) throw fieldError('houseId', 'FIELD_INVALID');
    return c.json(coverageOf(resolved));
  })
  .get(API_PATHS.addressGeocode, (c) => {
    const { q } = readQuery(c, z.object({ q: requiredText(FIELD_MAX_LENGTH.address) }));
    const ctx = ctxOf(c);
    const body: AddressGeocodeResponse = { results: geocode(ctx.db, q, ctx.locale) };
    return c.json(body);
  })
  .get(API_PATHS.deliveryZones, (c) => {
    const body: DeliveryZonesResponse = { zones: deliveryZones(c.get('db'), c.get('locale')) };
    return c.json(body);
  })
  .get(API_PATHS.deliveryZoneCheck, (c) => {
    const point = readQuery(c, pointQuery);
    const cityId = zoneOf(c.get('db'), point);
    const body: DeliveryZoneCheckResponse = { inZone: cityId !== null, cityId };
    return c.json(body);
  });
