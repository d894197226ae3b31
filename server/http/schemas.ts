/**
 * Request schemas. Each is declared against its contract type (`satisfies z.ZodType<T>`), so a
 * change in `contract/api.ts` that the server does not follow fails the type check. Every rule
 * fails with a catalogue code as its message (see `body.ts`).
 */
import { z } from 'zod';
import {
  APP_TYPES,
  CONSULTATION_SOURCES,
  type ErrorCode,
  FIELD_MAX_LENGTH,
  NUMBERS_CHOICES,
  PRODUCT_SLUGS,
  ROAMING_KINDS,
  SUMMARY_STATUSES,
  type AddressCoverageQuery,
  type ApplicationIntent,
  type CompanyDetailsInput,
  type CreateApplicationRequest,
  type CreateConsultancyRequest,
  type CreateHandsetConsultancyRequest,
  type CreateLeadRequest,
  type CreateMobileApplicationRequest,
  type CreateOpportunityRequest,
  type CreateRepriceRequest,
  type DeliveryAddressInput,
  type EdsLoginRequest,
  type LoginStartRequest,
  type LoginVerifyRequest,
  type MobileNumbersInput,
  type MobileUpdateApplicationRequest,
  type OfficeAddressInput,
  type PickupOptionRequest,
  type SignDocumentsRequest,
  type SmsCheckRequest,
  type SmsSendRequest,
  type UpdateAccountInfoRequest,
  type UpdateApplicationRequest,
} from '../../contract/api.ts';
import { KIOSK_ID_PATTERN } from '../../contract/kiosk.ts';
import {
  findForbiddenCharacters,
  hasInvisibleCharacters,
  isKzMobileE164,
  toKzMobileE164,
  validateIdNumber,
} from '../../contract/rules/index.ts';

const L = FIELD_MAX_LENGTH;

/** Absent, null and blank strings all mean "not given" for optional text. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * Every text field of every request: trimmed, and without control, bidi-control, zero-width or
 * broken characters (INVISIBLE_CHARACTERS, `contract/rules/invisibleCharacters.ts`). Only a
 * multi-line field (a comment, a case's texts) keeps tabs and line breaks.
 */
const text = (error: ErrorCode, { multiLine = false } = {}) =>
  z
    .string({ error })
    .trim()
    .refine((value) => !hasInvisibleCharacters(value, { multiLine }), 'INVISIBLE_CHARACTERS');

export const requiredText = (max: number, options?: { multiLine?: boolean }) =>
  text('FIELD_REQUIRED', options).min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');

export const optionalText = (max: number, options?: { multiLine?: boolean }) =>
  z.preprocess(
    blankToUndefined,
    text('FIELD_INVALID', options).max(max, 'FIELD_TOO_LONG').optional(),
  );

/** Nullable text: null (or blank) clears the value. */
export const nullableText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text('FIELD_INVALID').max(max, 'FIELD_TOO_LONG').nullable().optional(),
  );

/**
 * Refuses the characters the CRM rejects, naming them (`params.chars`).
 *
 * Where it applies — decided, and pinned by `schemas.test.ts`. The spec (§5) gives the list for
 * the address input of the office-address check («Недопустимые символы: …») and for the success
 * case texts. So it applies to:
 * - the parts of an office address typed by hand: `address.city`, `address.street`,
 *   `address.house` (create-application, a login intent) and the coverage query's `street`,
 *   `house` — each part is a name or a number, where `.` `,` `(` have no business;
 * - the delivery details typed beside the map pin: `entrance`, `flat`, `intercom`, `floor`;
 * - the success case texts (`crmTextSchema`).
 * It does not apply to the one-line addresses: the company's `factAddress` / `lawAddress`
 * (update-application, mobile-update-application), `legalAddress` / `actualAddress`
 * (update-account-info), and the delivery `address` (the map's geocoded line). The list holds
 * `.` and `,`, which every real one-line address has («г. Алматы, ул. Абая, 10»), and the legal
 * address must be written as in the registration documents; refusing them would refuse every
 * company. They are bounded by FIELD_MAX_LENGTH.address instead.
 */
function rejectForbidden(value: string | undefined | null, ctx: z.RefinementCtx): void {
  if (!value) return;
  const found = findForbiddenCharacters(value);
  if (found.length) {
    ctx.addIssue({
      code: 'custom',
      message: 'FORBIDDEN_CHARACTERS',
      params: { chars: found.join(' ') },
    });
  }
}

/** Free text that goes to the CRM: bounded, and without the characters it rejects. */
export const crmTextSchema = (max: number, options?: { multiLine?: boolean }) =>
  requiredText(max, options).superRefine(rejectForbidden);
export const optionalCrmText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    text('FIELD_INVALID').max(max, 'FIELD_TOO_LONG').superRefine(rejectForbidden).optional(),
  );

/** BIN (or a sole proprietor's IIN): 12 digits with a valid check digit. */
export const binSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .refine((value) => validateIdNumber(value, 'any') === null, 'BIN_INVALID');

export const optionalBin = z.preprocess(blankToUndefined, binSchema.optional());

/** A KZ mobile number in any reasonable spelling, stored as E.164. */
export const phoneSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .transform((value) => toKzMobileE164(value) ?? value)
  .refine(isKzMobileE164, 'PHONE_INVALID');

export const emailSchema = text('FIELD_INVALID')
  .max(L.email, 'FIELD_TOO_LONG')
  .pipe(z.email('EMAIL_INVALID'));
export const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());

/** Consent checkboxes: must be exactly true. */
export const consentSchema = z.literal(true, { error: 'CONSENT_REQUIRED' });

const idSchema = text('FIELD_REQUIRED').min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG');
const tokenSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(512, 'FIELD_TOO_LONG');
const proofSchema = z
  .string({ error: 'SMS_PROOF_REQUIRED' })
  .trim()
  .min(1, 'SMS_PROOF_REQUIRED')
  .max(512, 'FIELD_TOO_LONG');
const codeSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .regex(/^\d{4,8}$/, 'SMS_CODE_INVALID');

// --- SMS ---------------------------------------------------------------------------------------

const smsPurpose = z.enum(['consultation', 'case', 'sign'], { error: 'FIELD_INVALID' });

export const smsSendSchema = z.object({
  phone: phoneSchema,
  purpose: smsPurpose,
}) satisfies z.ZodType<SmsSendRequest>;
export const smsCheckSchema = z.object({
  phone: phoneSchema,
  purpose: smsPurpose,
  code: codeSchema,
}) satisfies z.ZodType<SmsCheckRequest>;

// --- applications ------------------------------------------------------------------------------

/**
 * A directory building (`houseId`) or a typed address (`manual`, city + street + house). One
 * flat object rather than a zod union, so a typed address reports its own field errors
 * (FORBIDDEN_CHARACTERS on `address.street`) instead of a generic union failure.
 */
export const officeAddressSchema = z
  .object(
    {
      houseId: z.preprocess(blankToUndefined, idSchema.optional()),
      manual: z.boolean({ error: 'FIELD_INVALID' }).optional(),
      cityId: z.preprocess(blankToUndefined, idSchema.optional()),
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
  .transform((value): OfficeAddressInput =>
    value.houseId
      ? { houseId: value.houseId }
      : {
          manual: true,
          cityId: value.cityId,
          city: value.city ?? '',
          street: value.street ?? '',
          house: value.house ?? '',
        },
  ) satisfies z.ZodType<OfficeAddressInput>;

const count = (min: number) =>
  z
    .number({ error: 'FIELD_INVALID' })
    .int('FIELD_INVALID')
    .min(min, 'FIELD_INVALID')
    .max(10_000, 'FIELD_INVALID');

export const mobileNumbersSchema = z.object({
  tariffId: idSchema,
  ctnsAmount: count(1),
  additionalCtnsAmount: count(0),
  numbersChoice: z.enum(NUMBERS_CHOICES, { error: 'FIELD_INVALID' }),
  ownNumbers: z
    .array(phoneSchema, { error: 'FIELD_INVALID' })
    .max(10_000, 'FIELD_INVALID')
    .optional(),
  virtualPbx: z.boolean({ error: 'FIELD_INVALID' }),
  roaming: z.boolean({ error: 'FIELD_INVALID' }),
}) satisfies z.ZodType<MobileNumbersInput>;

const optionalPhone = z.preprocess(blankToUndefined, phoneSchema.optional());

export const createApplicationSchema = z.object({
  tariffId: idSchema,
  address: officeAddressSchema,
  phone: optionalPhone,
  replaceUnfinished: z.boolean({ error: 'FIELD_INVALID' }).optional(),
}) satisfies z.ZodType<CreateApplicationRequest>;

export const createMobileApplicationSchema = mobileNumbersSchema.extend({
  phone: optionalPhone,
  replaceUnfinished: z.boolean({ error: 'FIELD_INVALID' }).optional(),
}) satisfies z.ZodType<CreateMobileApplicationRequest>;

export const intentSchema = z.discriminatedUnion(
  'appType',
  [
    createApplicationSchema.extend({ appType: z.literal('internet') }),
    createMobileApplicationSchema.extend({ appType: z.literal('mobile') }),
  ],
  { error: 'FIELD_INVALID' },
) satisfies z.ZodType<ApplicationIntent>;

export const companyDetailsSchema = z.object({
  positionId: idSchema,
  bankId: idSchema,
  iban: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(40, 'IBAN_INVALID'),
  factAddress: requiredText(L.address),
  lawAddress: requiredText(L.address),
  flat: nullableText(L.flat),
}) satisfies z.ZodType<CompanyDetailsInput>;

export const updateApplicationSchema = companyDetailsSchema.extend({
  opportunityId: idSchema,
}) satisfies z.ZodType<UpdateApplicationRequest>;

export const mobileUpdateApplicationSchema = updateApplicationSchema.extend({
  numbers: mobileNumbersSchema.optional(),
}) satisfies z.ZodType<MobileUpdateApplicationRequest>;

export const opportunitySchema = z.object({ opportunityId: idSchema });

const coordinate = (min: number, max: number) =>
  z.number({ error: 'FIELD_INVALID' }).min(min, 'FIELD_INVALID').max(max, 'FIELD_INVALID');

export const deliveryAddressSchema = z.object({
  address: requiredText(L.address),
  point: z.object(
    { lat: coordinate(-90, 90), lng: coordinate(-180, 180) },
    { error: 'FIELD_REQUIRED' },
  ),
  entrance: nullableText(10).superRefine(rejectForbidden),
  flat: nullableText(L.flat).superRefine(rejectForbidden),
  intercom: nullableText(20).superRefine(rejectForbidden),
  floor: nullableText(10).superRefine(rejectForbidden),
}) satisfies z.ZodType<DeliveryAddressInput>;

export const pickupOptionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ opportunityId: idSchema, type: z.literal('pickup'), cityId: idSchema }),
    z.object({
      opportunityId: idSchema,
      type: z.literal('delivery'),
      delivery: deliveryAddressSchema,
    }),
  ],
  { error: 'FIELD_INVALID' },
) satisfies z.ZodType<PickupOptionRequest>;

export const signDocumentsSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      opportunityId: idSchema,
      consent: consentSchema,
      method: z.literal('eds'),
      signature: z
        .string({ error: 'EDS_SIGN_FILE_REQUIRED' })
        .trim()
        .min(1, 'EDS_SIGN_FILE_REQUIRED')
        .max(20_000, 'FIELD_TOO_LONG'),
    }),
    z.object({
      opportunityId: idSchema,
      consent: consentSchema,
      method: z.literal('sms'),
      smsProof: proofSchema,
    }),
  ],
  { error: 'FIELD_INVALID' },
) satisfies z.ZodType<SignDocumentsRequest>;

export const bookSlotSchema = z.object({ opportunityId: idSchema, slotId: idSchema });

export const updateAccountInfoSchema = z.object({
  owner: optionalText(L.name),
  headPositionId: z.preprocess(blankToUndefined, idSchema.optional()),
  phone: optionalPhone,
  employeesNumber: z
    .number({ error: 'FIELD_INVALID' })
    .int('FIELD_INVALID')
    .min(0, 'FIELD_INVALID')
    .max(1_000_000, 'FIELD_INVALID')
    .nullable()
    .optional(),
  legalAddress: optionalText(L.address),
  actualAddress: optionalText(L.address),
  flat: nullableText(L.flat),
  bankId: z.preprocess(blankToUndefined, idSchema.optional()),
  iban: z.preprocess(blankToUndefined, text('IBAN_INVALID').max(40, 'IBAN_INVALID').optional()),
}) satisfies z.ZodType<UpdateAccountInfoRequest>;

// --- login -------------------------------------------------------------------------------------

export const loginStartSchema = z.object({
  bin: binSchema,
  phone: phoneSchema,
  companyName: optionalText(L.companyName),
  intent: intentSchema.optional(),
}) satisfies z.ZodType<LoginStartRequest>;

export const loginVerifySchema = z.object({
  bin: binSchema,
  phone: phoneSchema,
  code: codeSchema,
}) satisfies z.ZodType<LoginVerifyRequest>;

export const edsLoginSchema = z.object({
  challengeId: idSchema,
  signature: z
    .string({ error: 'EDS_AUTH_FILE_REQUIRED' })
    .trim()
    .min(1, 'EDS_AUTH_FILE_REQUIRED')
    .max(20_000, 'FIELD_TOO_LONG'),
  bin: optionalBin,
  phone: optionalPhone,
  intent: intentSchema.optional(),
}) satisfies z.ZodType<EdsLoginRequest>;

export const refreshSchema = z.object({ refreshToken: tokenSchema });
export const revokeSchema = z.object({ token: tokenSchema });

// --- landing forms -----------------------------------------------------------------------------

export const productSlugSchema = z.enum(PRODUCT_SLUGS, { error: 'FIELD_INVALID' });

/**
 * The origin of a partner page (`https://partner.kz`, `http://127.0.0.1:8080`): scheme, host and
 * port only, as `URL.origin` spells it. A path, query or fragment could carry personal data, so
 * anything but a bare http(s) origin is refused.
 */
export const hostOriginSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(200, 'FIELD_TOO_LONG')
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
      } catch {
        return false;
      }
    }, 'FIELD_INVALID')
    .optional(),
);

/** The touch screen a kiosk lead was made on (`contract/kiosk.ts`): a device name, no person's. */
export const kioskIdSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'FIELD_INVALID' }).trim().regex(KIOSK_ID_PATTERN, 'FIELD_INVALID').optional(),
);

const sourceSchema = z.enum(CONSULTATION_SOURCES, { error: 'FIELD_INVALID' }).optional();

/** Only a kiosk names a kiosk: an id sent with another source is refused, not stored. */
function checkKiosk(value: { source?: string; kioskId?: string }, ctx: z.RefinementCtx): void {
  if (value.kioskId && value.source !== 'kiosk') {
    ctx.addIssue({ code: 'custom', path: ['kioskId'], message: 'FIELD_INVALID' });
  }
}

/** A consultation's fields, the same for both calls (§2.13: phone confirmed, agent checked). */
const consultationFields = {
  name: optionalText(L.name),
  phone: phoneSchema,
  bin: binSchema,
  companyName: optionalText(L.companyName),
  email: optionalEmail,
  consent: consentSchema,
  managerHelped: z.boolean({ error: 'FIELD_INVALID' }).optional(),
  agentLogin: optionalText(L.agentLogin),
  source: sourceSchema,
  hostOrigin: hostOriginSchema,
  kioskId: kioskIdSchema,
  smsProof: proofSchema,
};

function checkConsultation(
  value: {
    managerHelped?: boolean;
    agentLogin?: string;
    source?: string;
    hostOrigin?: string;
    kioskId?: string;
  },
  ctx: z.RefinementCtx,
): void {
  checkKiosk(value, ctx);
  if (value.managerHelped && !value.agentLogin) {
    ctx.addIssue({ code: 'custom', path: ['agentLogin'], message: 'FIELD_REQUIRED' });
  }
  // Only a partner page has a host origin: a site lead claiming one is refused, not stored.
  if (value.hostOrigin && value.source !== 'embed') {
    ctx.addIssue({ code: 'custom', path: ['hostOrigin'], message: 'FIELD_INVALID' });
  }
}

export const consultancySchema = z
  .object({ ...consultationFields, productSlug: productSlugSchema.optional() })
  .superRefine(checkConsultation) satisfies z.ZodType<CreateConsultancyRequest>;

export const handsetConsultancySchema = z
  .object({ ...consultationFields, comment: optionalText(L.comment, { multiLine: true }) })
  .superRefine(checkConsultation) satisfies z.ZodType<CreateHandsetConsultancyRequest>;

export const leadSchema = z
  .object({
    companyName: optionalText(L.companyName),
    phone: phoneSchema,
    bin: optionalBin,
    email: optionalEmail,
    tariffId: z.preprocess(blankToUndefined, idSchema.optional()),
    productSlug: productSlugSchema.optional(),
    hostOrigin: hostOriginSchema,
    source: sourceSchema,
    kioskId: kioskIdSchema,
  })
  .superRefine(checkKiosk) satisfies z.ZodType<CreateLeadRequest>;

export const opportunityLeadSchema = z
  .object({
    companyName: optionalText(L.companyName),
    phone: phoneSchema,
    bin: binSchema,
    email: optionalEmail,
    tariffId: z.preprocess(blankToUndefined, idSchema.optional()),
    hostOrigin: hostOriginSchema,
    source: sourceSchema,
    kioskId: kioskIdSchema,
  })
  .superRefine(checkKiosk) satisfies z.ZodType<CreateOpportunityRequest>;

export const repriceSchema = z.object({
  name: requiredText(L.name),
  phone: phoneSchema,
  bin: binSchema,
  email: optionalEmail,
}) satisfies z.ZodType<CreateRepriceRequest>;

// --- success cases (multipart text fields) -----------------------------------------------------

export const successCaseFieldsSchema = z.object({
  productName: crmTextSchema(L.productName),
  name: crmTextSchema(L.name),
  companyName: crmTextSchema(L.companyName),
  position: crmTextSchema(L.position),
  email: emailSchema,
  problem: crmTextSchema(L.caseText, { multiLine: true }),
  solution: crmTextSchema(L.caseText, { multiLine: true }),
  results: crmTextSchema(L.caseText, { multiLine: true }),
  phone: phoneSchema,
  consent: z.literal('true', { error: 'CONSENT_REQUIRED' }),
  smsProof: proofSchema,
});

// --- queries -----------------------------------------------------------------------------------

export const appTypeSchema = z.enum(APP_TYPES, { error: 'FIELD_INVALID' });
export const summaryFilterSchema = z.enum([...SUMMARY_STATUSES, 'all'], { error: 'FIELD_INVALID' });
export const roamingKindSchema = z.enum(ROAMING_KINDS, { error: 'FIELD_INVALID' });
export const searchSchema = z.preprocess(
  blankToUndefined,
  text('FIELD_INVALID').max(L.search, 'FIELD_TOO_LONG').optional(),
);
export const requiredId = idSchema;

export const coverageQuerySchema = z
  .object({
    houseId: z.preprocess(blankToUndefined, idSchema.optional()),
    cityId: z.preprocess(blankToUndefined, idSchema.optional()),
    street: optionalCrmText(L.addressPart),
    house: optionalCrmText(20),
  })
  .superRefine((value, ctx) => {
    if (value.houseId) return;
    for (const key of ['cityId', 'street', 'house'] as const) {
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_REQUIRED' });
    }
  })
  .transform((value): AddressCoverageQuery =>
    value.houseId
      ? { houseId: value.houseId }
      : { cityId: value.cityId ?? '', street: value.street ?? '', house: value.house ?? '' },
  ) satisfies z.ZodType<AddressCoverageQuery>;
