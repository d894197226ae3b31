/** The office-address check and the courier delivery zones (designed here; no session). */
import { z } from 'zod';
import { CONNECTION_TECHNOLOGIES, GEOCODE_PRECISIONS } from '../domain.ts';
import { FIELD_MAX_LENGTH as L } from '../limits.ts';
import {
  AddressCity,
  AddressHouse,
  AddressStreet,
  DeliveryZone,
  GeoPoint,
} from '../schema/entities.ts';
import {
  id,
  oneOf,
  optionalBlank,
  optionalCrmText,
  queryNumber,
  requiredText,
  search,
} from '../schema/fields.ts';
import { defineCall } from './define.ts';

export const addressCities = defineCall({
  method: 'GET',
  path: '/api/v1/address/cities',
  auth: false,
  summary: 'Settlements by name',
  description:
    'Prefix of any word, case-insensitive, ru or kk, at most ADDRESS_SEARCH_LIMIT. `underParent=true` asks for the §2.15 hint list instead: only the towns the directory lists under a parent city, filtered before the limit (at most ADDRESS_HINT_LIMIT).',
  designedHere: true,
  embed: true,
  query: z.object({ q: search, underParent: oneOf(['true']).optional() }),
  status: 200,
  response: z.object({ cities: z.array(AddressCity) }),
  errors: {},
  example: {
    query: { q: 'Алм' },
    response: {
      cities: [
        {
          id: 'almaty',
          name: 'Алматы',
          kind: 'city',
          region: 'город республиканского значения',
          parent: null,
        },
      ],
    },
  },
});

export const addressStreets = defineCall({
  method: 'GET',
  path: '/api/v1/address/streets',
  auth: false,
  summary: 'Streets, districts and microdistricts of a settlement',
  designedHere: true,
  embed: true,
  query: z.object({ cityId: id, q: search }),
  status: 200,
  response: z.object({ streets: z.array(AddressStreet) }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { cityId: 'almaty', q: 'Абая' },
    response: { streets: [{ id: 'almaty-abay', cityId: 'almaty', name: 'Абая', kind: 'avenue' }] },
  },
});

export const addressHouses = defineCall({
  method: 'GET',
  path: '/api/v1/address/houses',
  auth: false,
  summary: 'Buildings of a street',
  designedHere: true,
  embed: true,
  query: z.object({ streetId: id, q: search }),
  status: 200,
  response: z.object({ houses: z.array(AddressHouse) }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { streetId: 'almaty-abay' },
    response: {
      houses: [
        { id: 'almaty-abay-10', streetId: 'almaty-abay', number: '10' },
        { id: 'almaty-abay-42', streetId: 'almaty-abay', number: '42' },
      ],
    },
  },
});

export const addressCoverage = defineCall({
  method: 'GET',
  path: '/api/v1/address/coverage',
  auth: false,
  summary: 'Can the office line reach a building?',
  description:
    'By `houseId`, or a typed address (`cityId` + `street` + `house`), which the backend tries to match to its directory. An unmatched typed address is `matched: false, covered: false`: a manager checks it after the application.',
  designedHere: true,
  embed: true,
  query: z
    .object({
      houseId: optionalBlank(id),
      cityId: optionalBlank(id),
      street: optionalCrmText(L.addressPart),
      house: optionalCrmText(20),
    })
    .superRefine((value, ctx) => {
      if (value.houseId) return;
      for (const key of ['cityId', 'street', 'house'] as const) {
        if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_REQUIRED' });
      }
    }),
  status: 200,
  response: z.object({
    covered: z.boolean(),
    matched: z.boolean(),
    houseId: z.string().nullable(),
    /** One line: «г. Алматы, ул. Толе би, 101». */
    address: z.string(),
    technology: z.enum(CONNECTION_TECHNOLOGIES).nullable(),
    /** From how many business days the line can be connected (3 fibre, 7 radio relay). */
    connectionBusinessDays: z.number().int().nullable(),
  }),
  errors: { 422: ['FIELD_INVALID', 'FORBIDDEN_CHARACTERS'] },
  example: {
    query: { cityId: 'almaty', street: 'Абая', house: '10' },
    response: {
      covered: true,
      matched: true,
      houseId: 'almaty-abay-10',
      address: 'г. Алматы, пр. Абая, 10',
      technology: 'fiber',
      connectionBusinessDays: 3,
    },
  },
});

export const addressGeocode = defineCall({
  method: 'GET',
  path: '/api/v1/address/geocode',
  auth: false,
  summary: 'Where a typed address is (the delivery address of the mobile wizard)',
  description:
    'The settlement and street are matched to the directory by name (ru or kk, any word order, ignoring case, ё and words such as «ул.», «пр.»), the house by its number; best match first, at most GEOCODE_LIMIT. Whether the point is in a delivery zone is still for pickup-option (or delivery-zone-check) to say.',
  designedHere: true,
  embed: false,
  query: z.object({ q: requiredText(L.address) }),
  status: 200,
  response: z.object({
    results: z.array(
      z.object({
        /** What was found, as one line: «г. Алматы, пр. Абая, 10». */
        address: z.string(),
        point: GeoPoint,
        precision: z.enum(GEOCODE_PRECISIONS),
        cityId: z.string(),
      }),
    ),
  }),
  errors: {},
  example: {
    query: { q: 'Алматы, пр. Абая 10' },
    response: {
      results: [
        {
          address: 'г. Алматы, пр. Абая, 10',
          point: { lat: 43.2406, lng: 76.9042 },
          precision: 'house',
          cityId: 'almaty',
        },
      ],
    },
  },
});

export const deliveryZones = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/delivery-zones',
  auth: false,
  summary: 'The courier delivery zones',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ zones: z.array(DeliveryZone) }),
  errors: {},
  example: {
    response: {
      zones: [
        {
          cityId: 'almaty',
          name: 'Алматы',
          polygon: [
            [43.36, 76.82],
            [43.36, 77.02],
            [43.3, 77.06],
            [43.19, 77.02],
            [43.17, 76.9],
            [43.22, 76.8],
          ],
        },
      ],
    },
  },
});

export const deliveryZoneCheck = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/delivery-zone-check',
  auth: false,
  summary: 'Is a point in a delivery zone?',
  designedHere: true,
  embed: false,
  query: z.object({ lat: queryNumber(-90, 90), lng: queryNumber(-180, 180) }),
  status: 200,
  response: z.object({ inZone: z.boolean(), cityId: z.string().nullable() }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { lat: '43.2389', lng: '76.8897' },
    response: { inZone: true, cityId: 'almaty' },
  },
});

export type GeocodedAddress = z.infer<typeof addressGeocode.response>['results'][number];
