/** The office-address check (designed here) and the courier delivery zones. */
import { ADDRESS_HINT_LIMIT, ADDRESS_SEARCH_LIMIT } from '../../contract/index.ts';
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
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';
import { fieldError } from '../http/errors.ts';

export const addressHandlers = callRoutes()
  .serve('addressCities', (c, { query: { q, underParent } }) => {
    const ctx = ctxOf(c);
    const hints = underParent === 'true';
    const body = {
      cities: searchCities(
        ctx.db,
        q ?? '',
        ctx.locale,
        hints ? ADDRESS_HINT_LIMIT : ADDRESS_SEARCH_LIMIT,
        { underParent: hints },
      ),
    };
    return body;
  })
  .serve('addressStreets', (c, { query: { cityId, q } }) => {
    const ctx = ctxOf(c);
    if (!cityRow(ctx.db, cityId)) throw fieldError('cityId', 'FIELD_INVALID');
    const body = {
      streets: searchStreets(ctx.db, cityId, q ?? '', ctx.locale, ADDRESS_SEARCH_LIMIT),
    };
    return body;
  })
  .serve('addressHouses', (c, { query: { streetId, q } }) => {
    const ctx = ctxOf(c);
    if (!streetExists(ctx.db, streetId)) throw fieldError('streetId', 'FIELD_INVALID');
    const body = {
      houses: searchHouses(ctx.db, streetId, q ?? '', ADDRESS_SEARCH_LIMIT),
    };
    return body;
  })
  .serve('addressCoverage', (c, { query }) => {
    const ctx = ctxOf(c);
    let houseId: string | undefined;
    if (query.houseId) {
      houseId = query.houseId;
      if (!resolveHouse(ctx.db, houseId, ctx.locale)) throw fieldError('houseId', 'FIELD_INVALID');
    } else {
      // The schema has made sure all three are there.
      const typed = {
        cityId: query.cityId ?? '',
        street: query.street ?? '',
        house: query.house ?? '',
      };
      const city = cityRow(ctx.db, typed.cityId);
      if (!city) throw fieldError('cityId', 'FIELD_INVALID');
      houseId = matchTypedAddress(ctx.db, typed.cityId, typed.street, typed.house);
      if (!houseId) {
        const body = {
          covered: false,
          matched: false,
          houseId: null,
          address: [
            ctx.locale === 'kk' ? city.name_kk : city.name_ru,
            typed.street,
            typed.house,
          ].join(', '),
          technology: null,
          connectionBusinessDays: null,
        };
        return body;
      }
    }
    const resolved = resolveHouse(ctx.db, houseId, ctx.locale);
    if (!resolved) throw fieldError('houseId', 'FIELD_INVALID');
    return coverageOf(resolved);
  })
  .serve('addressGeocode', (c, { query: { q } }) => {
    const ctx = ctxOf(c);
    const body = { results: geocode(ctx.db, q, ctx.locale) };
    return body;
  })
  .serve('deliveryZones', (c) => {
    const body = { zones: deliveryZones(c.get('db'), c.get('locale')) };
    return body;
  })
  .serve('deliveryZoneCheck', (c, { query: point }) => {
    const cityId = zoneOf(c.get('db'), point);
    const body = { inZone: cityId !== null, cityId };
    return body;
  });
