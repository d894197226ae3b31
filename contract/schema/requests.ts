/**
 * Request parts more than one call sends: an application being made (create-application, a
 * login's intent), the company details of wizard step 1, the delivery of SIM cards.
 */
import { z } from 'zod';
import { NUMBERS_CHOICES } from '../domain.ts';
import { FIELD_MAX_LENGTH as L } from '../limits.ts';
import {
  count,
  coordinate,
  flag,
  id,
  nullableText,
  oneOf,
  optionalBlank,
  optionalCrmText,
  optionalPhone,
  mobileNumber,
  rejectForbidden,
  requiredText,
} from './fields.ts';

/**
 * An office address from the directory (`houseId`), or typed by hand («Ввести вручную»: `manual`,
 * city + street + house). One flat object rather than a zod union, so a typed address reports its
 * own field errors (FORBIDDEN_CHARACTERS on `address.street`) instead of a generic union failure.
 */
export const OfficeAddressInput = z
  .object(
    {
      houseId: optionalBlank(id).describe(
        'A building of the directory (address/houses): then nothing else is needed',
      ),
      manual: flag.optional().describe('Typed by hand («Ввести вручную»): city, street and house'),
      cityId: optionalBlank(id).describe('Typed by hand: the directory settlement, when known'),
      city: optionalCrmText(L.addressPart).describe('Typed by hand: the settlement'),
      street: optionalCrmText(L.addressPart).describe('Typed by hand: the street'),
      house: optionalCrmText(20).describe('Typed by hand: the building number'),
    },
    { error: 'FIELD_REQUIRED' },
  )
  .superRefine((value, ctx) => {
    if (value.houseId) return;
    for (const key of ['city', 'street', 'house'] as const) {
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_REQUIRED' });
    }
  })
  .transform(
    (
      value,
    ):
      | { houseId: string }
      | { manual: true; cityId?: string; city: string; street: string; house: string } =>
      value.houseId
        ? { houseId: value.houseId }
        : {
            manual: true as const,
            cityId: value.cityId,
            city: value.city ?? '',
            street: value.street ?? '',
            house: value.house ?? '',
          },
  );

/** The number step of the mobile flow (§2.16). */
export const MobileNumbersInput = z.object({
  tariffId: id.describe('A mobile tariff (tariffs?product=mobile)'),
  ctnsAmount: count(1).describe('Main numbers: 1 … the tariff’s maxNumbers (NUMBERS_LIMIT, `max`)'),
  additionalCtnsAmount: count(0).describe(
    'Additional numbers: 0 … the tariff’s maxAdditionalNumbers (NUMBERS_LIMIT, `max`)',
  ),
  numbersChoice: oneOf(NUMBERS_CHOICES).describe('All new numbers, all own, or partly own'),
  ownNumbers: z
    .array(mobileNumber, { error: 'FIELD_INVALID' })
    .max(10_000, 'FIELD_INVALID')
    .optional()
    .describe(
      "The client's numbers to move: `own` one per number (main and additional), `partlyOwn` at least one and fewer",
    ),
  virtualPbx: flag.describe('Order a virtual PBX with the numbers'),
  roaming: flag.describe('Basic roaming on every number'),
});

const contactOfApplication = optionalPhone.describe(
  "The application's contact phone, where its signing codes go; the login's phone (or the company's) when absent",
);
const replaceUnfinished = flag
  .optional()
  .describe(
    'Cancel the unfinished application of this type first; without it, 409 APPLICATION_UNFINISHED_EXISTS',
  );

export const CreateApplicationBody = z.object({
  tariffId: id.describe('An office-internet tariff (tariffs?product=internet)'),
  address: OfficeAddressInput.describe(
    'Where the line goes: a directory building, or typed by hand',
  ),
  phone: contactOfApplication,
  replaceUnfinished,
});

export const CreateMobileApplicationBody = MobileNumbersInput.extend({
  phone: contactOfApplication,
  replaceUnfinished,
});

/**
 * What a public flow hands into the cabinet ("login if needed"): the application the visitor
 * was making. With it, a company without applications may log in; the application is created on
 * successful login (status Qualification).
 */
export const ApplicationIntent = z.discriminatedUnion(
  'appType',
  [
    CreateApplicationBody.extend({
      appType: z.literal('internet').describe('An office-internet application'),
    }),
    CreateMobileApplicationBody.extend({
      appType: z.literal('mobile').describe('A mobile-connection application'),
    }),
  ],
  { error: 'FIELD_INVALID' },
);

/** Wizard step 1, company details (§2.22). Also updates the company profile. */
export const CompanyDetailsInput = z.object({
  positionId: id.describe("The head's position (positions; an IE's owner: `entrepreneur`)"),
  bankId: id.describe("The bank of the company's account (banks)"),
  iban: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(40, 'IBAN_INVALID')
    .describe(
      "The company's account at `bankId` (customer-ibans, or a new valid one of that bank: IBAN_BANK_MISMATCH otherwise)",
    ),
  factAddress: requiredText(L.address).describe('The actual address, one line'),
  lawAddress: requiredText(L.address).describe('The legal address, one line, as registered'),
  flat: nullableText(L.flat).describe('Office or apartment number; null or blank clears it'),
});

export const DeliveryAddressInput = z.object({
  address: requiredText(L.address).describe('The address picked on the map, as text'),
  point: z
    .object(
      {
        lat: coordinate(-90, 90).describe('Latitude, degrees'),
        lng: coordinate(-180, 180).describe('Longitude, degrees'),
      },
      { error: 'FIELD_REQUIRED' },
    )
    .describe('The point picked: must be in a delivery zone (DELIVERY_OUT_OF_ZONE)'),
  entrance: nullableText(10).superRefine(rejectForbidden).describe('Entrance'),
  flat: nullableText(L.flat).superRefine(rejectForbidden).describe('Flat or office'),
  intercom: nullableText(20).superRefine(rejectForbidden).describe('Intercom code'),
  floor: nullableText(10).superRefine(rejectForbidden).describe('Floor'),
});

export const opportunityId = id.describe("The application (an `opportunityId` of the company's)");
export const OpportunityBody = z.object({ opportunityId });
export const OpportunityQuery = z.object({ opportunityId });

export type OfficeAddressInput = z.input<typeof OfficeAddressInput>;
export type MobileNumbersInput = z.input<typeof MobileNumbersInput>;
export type ApplicationIntent = z.input<typeof ApplicationIntent>;
export type CompanyDetailsInput = z.input<typeof CompanyDetailsInput>;
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;

/** As the backend works with them once validated (trimmed, phones in E.164, blanks absent). */
export type OfficeAddressReceived = z.output<typeof OfficeAddressInput>;
export type MobileNumbersReceived = z.output<typeof MobileNumbersInput>;
export type ApplicationIntentReceived = z.output<typeof ApplicationIntent>;
export type CompanyDetailsReceived = z.output<typeof CompanyDetailsInput>;
