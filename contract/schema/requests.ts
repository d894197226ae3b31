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
      houseId: optionalBlank(id),
      manual: flag.optional(),
      cityId: optionalBlank(id),
      city: optionalCrmText(L.addressPart),
      street: optionalCrmText(L.addressPart),
      house: optionalCrmText(20),
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
  tariffId: id,
  /** 1 … tariff.maxNumbers (NUMBERS_LIMIT, `params.max`). */
  ctnsAmount: count(1),
  /** 0 … tariff.maxAdditionalNumbers. */
  additionalCtnsAmount: count(0),
  numbersChoice: oneOf(NUMBERS_CHOICES),
  /** 'own': one per number (ctns + additional); 'partlyOwn': at least one and fewer than that. */
  ownNumbers: z
    .array(mobileNumber, { error: 'FIELD_INVALID' })
    .max(10_000, 'FIELD_INVALID')
    .optional(),
  virtualPbx: flag,
  roaming: flag,
});

export const CreateApplicationBody = z.object({
  tariffId: id,
  address: OfficeAddressInput,
  /** Contact phone; the login phone (or the company's) when absent. */
  phone: optionalPhone,
  /** Cancel the unfinished office application first (else 409 APPLICATION_UNFINISHED_EXISTS). */
  replaceUnfinished: flag.optional(),
});

export const CreateMobileApplicationBody = MobileNumbersInput.extend({
  phone: optionalPhone,
  replaceUnfinished: flag.optional(),
});

/**
 * What a public flow hands into the cabinet ("login if needed"): the application the visitor
 * was making. With it, a company without applications may log in; the application is created on
 * successful login (status Qualification).
 */
export const ApplicationIntent = z.discriminatedUnion(
  'appType',
  [
    CreateApplicationBody.extend({ appType: z.literal('internet') }),
    CreateMobileApplicationBody.extend({ appType: z.literal('mobile') }),
  ],
  { error: 'FIELD_INVALID' },
);

/** Wizard step 1, company details (§2.22). Also updates the company profile. */
export const CompanyDetailsInput = z.object({
  positionId: id,
  bankId: id,
  /** One of the company's IBANs at `bankId` (customer-ibans). */
  iban: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(40, 'IBAN_INVALID'),
  factAddress: requiredText(L.address),
  lawAddress: requiredText(L.address),
  flat: nullableText(L.flat),
});

export const DeliveryAddressInput = z.object({
  address: requiredText(L.address),
  point: z.object(
    { lat: coordinate(-90, 90), lng: coordinate(-180, 180) },
    { error: 'FIELD_REQUIRED' },
  ),
  entrance: nullableText(10).superRefine(rejectForbidden),
  flat: nullableText(L.flat).superRefine(rejectForbidden),
  intercom: nullableText(20).superRefine(rejectForbidden),
  floor: nullableText(10).superRefine(rejectForbidden),
});

export const OpportunityBody = z.object({ opportunityId: id });
export const OpportunityQuery = z.object({ opportunityId: id });

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
