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
  query: z.object({
    q: search.describe('What was typed: a prefix of any word of the name, ru or kk'),
    underParent: oneOf(['true'])
      .optional()
      .describe('`true`: only the towns listed under a parent city (the §2.15 hint list)'),
  }),
  status: 200,
  response: z.object({
    cities: z.array(AddressCity).describe('The matching settlements, best first'),
  }),
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
  query: z.object({
    cityId: id.describe('The settlement (`id` of address/cities)'),
    q: search.describe('What was typed: a prefix of any word of the name; absent lists them all'),
  }),
  status: 200,
  response: z.object({
    streets: z.array(AddressStreet).describe('The matching streets, by name'),
  }),
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
  query: z.object({
    streetId: id.describe('The street (`id` of address/streets)'),
    q: search.describe('What was typed: the start of a building number; absent lists them all'),
  }),
  status: 200,
  response: z.object({
    houses: z.array(AddressHouse).describe('The matching buildings, by number'),
  }),
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
      houseId: optionalBlank(id).describe('A directory building (`id` of address/houses)'),
      cityId: optionalBlank(id).describe('Without `houseId`: the settlement of a typed address'),
      street: optionalCrmText(L.addressPart).describe(
        'Without `houseId`: the street as typed («Толе би», «ул. Толе би»)',
      ),
      house: optionalCrmText(20).describe('Without `houseId`: the building number as typed'),
    })
    .superRefine((value, ctx) => {
      if (value.houseId) return;
      for (const key of ['cityId', 'street', 'house'] as const) {
        if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_REQUIRED' });
      }
    }),
  status: 200,
  response: z.object({
    covered: z.boolean().describe('The office line reaches the building'),
    matched: z
      .boolean()
      .describe('The address is a building of the directory; false: a manager checks it later'),
    houseId: z.string().nullable().describe('The directory building; null when not matched'),
    address: z.string().describe('The address as one line: «г. Алматы, ул. Толе би, 101»'),
    technology: z
      .enum(CONNECTION_TECHNOLOGIES)
      .nullable()
      .describe('How the line is brought in: fibre or radio relay; null when not covered'),
    connectionBusinessDays: z
      .number()
      .int()
      .nullable()
      .describe(
        'From how many business days the line can be connected (3 fibre, 7 radio relay); null when not covered',
      ),
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
  query: z.object({
    q: requiredText(L.address).describe('The address as typed: «Алматы, пр. Абая 10»'),
  }),
  status: 200,
  response: z.object({
    results: z
      .array(
        z.object({
          address: z.string().describe('What was found, as one line: «г. Алматы, пр. Абая, 10»'),
          point: GeoPoint.describe('Where it is on the map'),
          precision: z
            .enum(GEOCODE_PRECISIONS)
            .describe('What matched: the house, only the street, or only the settlement'),
          cityId: z.string().describe('The settlement it is in (`id` of address/cities)'),
        }),
      )
      .describe('Best match first; empty when nothing matched'),
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
  response: z.object({
    zones: z.array(DeliveryZone).describe('Every zone a courier delivers SIM cards to'),
  }),
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
  query: z.object({
    lat: queryNumber(-90, 90).describe('Latitude, degrees (WGS 84)'),
    lng: queryNumber(-180, 180).describe('Longitude, degrees (WGS 84)'),
  }),
  status: 200,
  response: z.object({
    inZone: z.boolean().describe('A courier delivers to the point'),
    cityId: z.string().nullable().describe("The zone's city; null outside every zone"),
  }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { lat: '43.2389', lng: '76.8897' },
    response: { inZone: true, cityId: 'almaty' },
  },
});

export type GeocodedAddress = z.infer<typeof addressGeocode.response>['results'][number];
