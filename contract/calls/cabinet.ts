/**
 * The cabinet's calls (§7, with a session), and the slots, contract document and signing designed
 * here. Every call acts for the signed-in company only: another company's application is
 * answered as not found (404 APPLICATION_NOT_FOUND).
 */
import { z } from 'zod';
import { APP_TYPES, SUMMARY_STATUSES } from '../domain.ts';
import { EDS_SIGNATURE_REFUSALS } from '../eds.ts';
import { FIELD_MAX_LENGTH as L, TIME_SLOT_DAYS_AHEAD } from '../limits.ts';
import {
  AccountInfo,
  ApplicationDetail,
  ApplicationSummary,
  Bank,
  CustomerIban,
  PickupCity,
  PickupCityDetails,
  Position,
  TimeSlot,
} from '../schema/entities.ts';
import {
  cmsSignature,
  consent,
  id,
  nullableText,
  oneOf,
  optionalBlank,
  optionalId,
  optionalContactPhone,
  optionalText,
  smsProof,
  text,
} from '../schema/fields.ts';
import {
  CompanyDetailsInput,
  CreateApplicationBody,
  CreateMobileApplicationBody,
  DeliveryAddressInput,
  MobileNumbersInput,
  OpportunityBody,
  OpportunityQuery,
  opportunityId,
} from '../schema/requests.ts';
import { defineCall } from './define.ts';
import {
  EXAMPLE_ACCOUNT,
  EXAMPLE_CONTRACT_HTML,
  EXAMPLE_IDS,
  EXAMPLE_PICKUP,
  EXAMPLE_SIGN_DATA,
  EXAMPLE_SLOT,
  mobileApplication,
  officeApplication,
  summaryOf,
} from './examples.ts';

const STATE = ['APPLICATION_STATE_INVALID'] as const;
const NOT_FOUND = ['APPLICATION_NOT_FOUND'] as const;
const numbersProblems = [
  'NUMBERS_LIMIT',
  'FIELD_INVALID',
  'PHONE_INVALID',
  'TARIFF_NOT_AVAILABLE',
] as const;
const companyProblems = [
  'IBAN_INVALID',
  'IBAN_BANK_MISMATCH',
  'FIELD_INVALID',
  'FIELD_TOO_LONG',
] as const;

/** Step 1's company details, as the demo company sends them. */
const COMPANY_DETAILS = {
  positionId: 'general-director',
  bankId: 'bcc',
  iban: 'KZ278561604400003720',
  factAddress: 'г. Шымкент, пр. Республики, 12',
  lawAddress: 'г. Шымкент, пр. Республики, 12',
};

export const createApplication = defineCall({
  method: 'POST',
  path: '/api/v2/creatio/create-application',
  auth: true,
  summary: 'A new office-internet application (status Qualification)',
  description:
    'A directory address outside coverage: 422 ADDRESS_NOT_COVERED. An unfinished office application already exists: 409 APPLICATION_UNFINISHED_EXISTS (`params.opportunityId`) unless `replaceUnfinished`, which cancels it first.',
  designedHere: false,
  embed: false,
  body: CreateApplicationBody,
  status: 201,
  response: ApplicationDetail,
  errors: {
    409: ['APPLICATION_UNFINISHED_EXISTS'],
    422: ['TARIFF_NOT_AVAILABLE', 'ADDRESS_NOT_COVERED', 'FORBIDDEN_CHARACTERS'],
  },
  example: {
    body: {
      tariffId: 'office-20-reduced',
      address: { houseId: 'shymkent-tauke-khan-37' },
      phone: '+77471234500',
    },
    response: officeApplication('Qualification'),
  },
});

export const createMobileApplication = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/create-mobile-flow-application',
  auth: true,
  summary: 'A new mobile-connection application',
  designedHere: false,
  embed: false,
  body: CreateMobileApplicationBody,
  status: 201,
  response: ApplicationDetail,
  errors: { 409: ['APPLICATION_UNFINISHED_EXISTS'], 422: numbersProblems },
  example: {
    body: {
      tariffId: 'kense',
      ctnsAmount: 20,
      additionalCtnsAmount: 0,
      numbersChoice: 'new',
      virtualPbx: true,
      roaming: false,
      phone: '+77471234500',
    },
    response: mobileApplication('Qualification'),
  },
});

export const updateApplication = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/update-application',
  auth: true,
  summary: 'Office wizard step 1: the company details',
  description:
    'Qualification → DataUpdate: the operator prepares the documents, an SMS says when they are ready to sign. Updates the company profile too. 409 APPLICATION_STATE_INVALID from any other status.',
  designedHere: false,
  embed: false,
  body: CompanyDetailsInput.extend({ opportunityId }),
  status: 200,
  response: ApplicationDetail,
  errors: { 404: NOT_FOUND, 409: STATE, 422: companyProblems },
  example: {
    body: { opportunityId: EXAMPLE_IDS.office, ...COMPANY_DETAILS },
    response: officeApplication('DataUpdate'),
  },
});

export const mobileUpdateApplication = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/mobile-update-application',
  auth: true,
  summary: 'Mobile wizard step 1: the company details, and the numbers again if changed',
  designedHere: false,
  embed: false,
  body: CompanyDetailsInput.extend({
    opportunityId,
    numbers: MobileNumbersInput.optional().describe(
      'The numbers and tariff, when changed on this step; absent keeps them',
    ),
  }),
  status: 200,
  response: ApplicationDetail,
  errors: { 404: NOT_FOUND, 409: STATE, 422: [...companyProblems, ...numbersProblems] },
  example: {
    body: { opportunityId: EXAMPLE_IDS.mobile, ...COMPANY_DETAILS },
    response: mobileApplication('DataUpdate'),
  },
});

export const cancelOpportunity = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/cancel-opportunity',
  auth: true,
  summary: 'Cancel an open application (its slot and numbers are released)',
  designedHere: false,
  embed: false,
  body: OpportunityBody,
  status: 200,
  response: ApplicationSummary,
  errors: { 404: NOT_FOUND, 409: STATE },
  example: {
    body: { opportunityId: EXAMPLE_IDS.office },
    response: summaryOf(officeApplication('StatusCancelled')),
  },
});

const LastApplication = z.object({
  application: ApplicationDetail.nullable().describe(
    "The company's newest application of the product; null when it has none",
  ),
});

export const lastApplicationDetail = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/last-application-detail',
  auth: true,
  summary: 'The newest unfinished office application (resumes the wizard)',
  designedHere: false,
  embed: false,
  status: 200,
  response: LastApplication,
  errors: {},
  example: { response: { application: officeApplication('TimeBooking') } },
});

export const mobileLastApplicationDetail = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/mobile-last-application-detail',
  auth: true,
  summary: 'The newest unfinished mobile application (resumes the wizard)',
  designedHere: false,
  embed: false,
  status: 200,
  response: LastApplication,
  errors: {},
  example: { response: { application: mobileApplication('MobileDelivery') } },
});

export const fixApplicationDetail = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/fix/application-detail',
  auth: true,
  summary: 'One office application',
  description: "404 also for another company's application or a mobile one.",
  designedHere: false,
  embed: false,
  query: OpportunityQuery,
  status: 200,
  response: ApplicationDetail,
  errors: { 404: NOT_FOUND },
  example: {
    query: { opportunityId: EXAMPLE_IDS.office },
    response: officeApplication('TimeBooking'),
  },
});

export const mobileApplicationDetail = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/mobile/application-detail',
  auth: true,
  summary: 'One mobile application',
  designedHere: false,
  embed: false,
  query: OpportunityQuery,
  status: 200,
  response: ApplicationDetail,
  errors: { 404: NOT_FOUND },
  example: {
    query: { opportunityId: EXAMPLE_IDS.mobile },
    response: mobileApplication('DeliveryInProgress'),
  },
});

export const clientApplications = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/client-applications',
  auth: true,
  summary: "The company's applications of a product, newest first",
  designedHere: false,
  embed: false,
  query: z.object({
    productType: oneOf(APP_TYPES).describe('Office internet or mobile connection'),
    status: oneOf([...SUMMARY_STATUSES, 'all'])
      .optional()
      .describe(
        'Only the applications with this summary status; `all` (the default) lists every one',
      ),
  }),
  status: 200,
  response: z.object({
    productType: z.enum(APP_TYPES).describe('The product asked for'),
    applications: z.array(ApplicationSummary).describe('Newest first'),
  }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { productType: 'internet' },
    response: {
      productType: 'internet',
      applications: [summaryOf(officeApplication('TimeBooking'))],
    },
  },
});

export const banks = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/banks',
  auth: true,
  summary: 'The banks (bank choice of wizard step 1 and the profile)',
  designedHere: false,
  embed: false,
  status: 200,
  response: z.object({ banks: z.array(Bank).describe('Every bank, by name') }),
  errors: {},
  example: {
    response: {
      banks: [
        { id: 'halyk', bic: 'HSBKKZKX', name: 'АО «Народный сберегательный банк Казахстана»' },
        { id: 'bcc', bic: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»' },
      ],
    },
  },
});

export const customerIbans = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/customer-ibans',
  auth: true,
  summary: "The signed-in company's accounts at a bank",
  designedHere: false,
  embed: false,
  query: z.object({ bankId: id.describe('The bank (`id` of banks)') }),
  status: 200,
  response: z.object({
    bankId: z.string().describe('The bank asked for'),
    ibans: z
      .array(CustomerIban)
      .describe("The company's accounts at it the CRM knows; may be empty"),
  }),
  errors: { 422: ['FIELD_INVALID'] },
  example: {
    query: { bankId: 'bcc' },
    response: { bankId: 'bcc', ibans: [{ iban: 'KZ278561604400003720', bankId: 'bcc' }] },
  },
});

export const positions = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/positions',
  auth: true,
  summary: "The head's positions",
  designedHere: false,
  embed: false,
  status: 200,
  response: z.object({
    positions: z.array(Position).describe("Every head's position, in the CRM's order"),
  }),
  errors: {},
  example: {
    response: {
      positions: [
        { id: 'general-director', name: 'Генеральный директор' },
        { id: 'director', name: 'Директор' },
      ],
    },
  },
});

export const mobileSelfPickupCities = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/mobile-self-pickup-cities',
  auth: true,
  summary: 'The cities with a pickup office',
  designedHere: false,
  embed: false,
  status: 200,
  response: z.object({
    cities: z.array(PickupCity).describe('Every city with a pickup office, by name'),
  }),
  errors: {},
  example: {
    response: {
      cities: [
        { id: 'almaty', name: 'Алматы' },
        { id: 'shymkent', name: 'Шымкент' },
      ],
    },
  },
});

export const mobileSelfPickupCityDetails = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/mobile-self-pickup-city-details',
  auth: true,
  summary: 'A pickup office: address, hours, manager',
  designedHere: false,
  embed: false,
  query: z.object({ 'city-id': id.describe('The city (`id` of mobile-self-pickup-cities)') }),
  status: 200,
  response: PickupCityDetails,
  errors: { 404: ['NOT_FOUND'] },
  example: { query: { 'city-id': 'shymkent' }, response: EXAMPLE_PICKUP },
});

export const pickupOption = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/pickup-option',
  auth: true,
  summary: 'Mobile step 3: self-pickup or delivery (MobileDelivery → DeliveryInProgress)',
  description: 'Delivery outside every zone: 422 DELIVERY_OUT_OF_ZONE on `delivery.point`.',
  designedHere: false,
  embed: false,
  body: z.discriminatedUnion(
    'type',
    [
      z.object({
        opportunityId,
        type: z.literal('pickup').describe('Self-pickup at a city office'),
        cityId: id.describe('The city of the office (`id` of mobile-self-pickup-cities)'),
      }),
      z.object({
        opportunityId,
        type: z.literal('delivery').describe('Delivery by courier'),
        delivery: DeliveryAddressInput.describe('Where to: a point in a delivery zone'),
      }),
    ],
    { error: 'FIELD_INVALID' },
  ),
  status: 200,
  response: ApplicationDetail,
  errors: {
    404: NOT_FOUND,
    409: STATE,
    422: ['DELIVERY_OUT_OF_ZONE', 'FIELD_INVALID', 'FORBIDDEN_CHARACTERS'],
  },
  example: {
    body: { opportunityId: EXAMPLE_IDS.mobile, type: 'pickup', cityId: 'shymkent' },
    response: mobileApplication('DeliveryInProgress'),
  },
});

export const accountInfo = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/account-info',
  auth: true,
  summary: 'The signed-in company (its name is shown in the header)',
  designedHere: false,
  embed: false,
  status: 200,
  response: AccountInfo,
  errors: {},
  example: { response: EXAMPLE_ACCOUNT },
});

export const updateAccountInfo = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/update-account-info',
  auth: true,
  summary: "The profile's editable fields",
  description:
    "Absent fields stay, null clears a nullable one. `iban` must be one of the company's accounts at `bankId` (IBAN_BANK_MISMATCH).",
  designedHere: false,
  embed: false,
  body: z.object({
    owner: optionalText(L.name).describe("The head's full name (an IE's owner)"),
    headPositionId: optionalId.describe("The head's position (`id` of positions)"),
    phone: optionalContactPhone.describe(
      "The company's contact number: a mobile or an office line (nothing is texted to it)",
    ),
    employeesNumber: z
      .number({ error: 'FIELD_INVALID' })
      .int('FIELD_INVALID')
      .min(0, 'FIELD_INVALID')
      .max(1_000_000, 'FIELD_INVALID')
      .nullable()
      .optional()
      .describe('Staff schedule: the number of employees; null clears it'),
    legalAddress: optionalText(L.address).describe('The legal address, one line'),
    actualAddress: optionalText(L.address).describe('Where the company actually is, one line'),
    flat: nullableText(L.flat).describe('Office or apartment number; null or blank clears it'),
    bankId: optionalId.describe("The bank of the company's account (`id` of banks)"),
    iban: optionalBlank(text('IBAN_INVALID').max(40, 'IBAN_INVALID')).describe(
      "The company's account at `bankId` (IBAN_BANK_MISMATCH when it is another bank's)",
    ),
  }),
  status: 200,
  response: AccountInfo,
  errors: { 422: ['PHONE_INVALID', ...companyProblems] },
  example: {
    body: { employeesNumber: 125 },
    response: { ...EXAMPLE_ACCOUNT, employeesNumber: 125 },
  },
});

export const timeSlots = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/time-slots',
  auth: true,
  summary: 'Connection windows of the installers',
  description:
    'From the first day the line can be connected (3 business days, 7 by radio relay) for `days` days (default 7, at most TIME_SLOT_DAYS_AHEAD). Windows 09–11, 11–13, 14–16, 16–18 (UTC+5); Saturdays and Sundays have none.',
  designedHere: true,
  embed: false,
  query: z.object({
    opportunityId,
    from: z
      .string()
      .trim()
      .optional()
      .describe(
        'The first day, YYYY-MM-DD; earlier than the first possible day is moved up to it (DATE_INVALID when not a date)',
      ),
    days: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, 'FIELD_INVALID')
      .transform(Number)
      .refine((n) => n >= 1 && n <= TIME_SLOT_DAYS_AHEAD, 'FIELD_INVALID')
      .optional()
      .describe(`How many days to list: 1–${TIME_SLOT_DAYS_AHEAD}, 7 when absent`),
  }),
  status: 200,
  response: z.object({
    opportunityId: z.string().describe('The application asked for'),
    days: z
      .array(
        z.object({
          date: z.string().describe('The day, YYYY-MM-DD (Kazakhstan time)'),
          slots: z.array(TimeSlot).describe("The day's windows; empty on a weekend"),
        }),
      )
      .describe('One entry per day from the first possible one'),
  }),
  errors: { 404: NOT_FOUND, 422: ['DATE_INVALID', 'FIELD_INVALID'] },
  example: {
    query: { opportunityId: EXAMPLE_IDS.office, days: '1' },
    response: {
      opportunityId: EXAMPLE_IDS.office,
      days: [
        {
          date: '2026-12-07',
          slots: [
            EXAMPLE_SLOT,
            {
              id: '2026-12-07T11:00',
              start: '2026-12-07T11:00:00+05:00',
              end: '2026-12-07T13:00:00+05:00',
              available: true,
            },
            {
              id: '2026-12-07T14:00',
              start: '2026-12-07T14:00:00+05:00',
              end: '2026-12-07T16:00:00+05:00',
              available: false,
            },
            {
              id: '2026-12-07T16:00',
              start: '2026-12-07T16:00:00+05:00',
              end: '2026-12-07T18:00:00+05:00',
              available: true,
            },
          ],
        },
      ],
    },
  },
});

export const bookTimeSlot = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/book-time-slot',
  auth: true,
  summary: 'Office step 3: book a window (TimeBooking → BookingSlot)',
  description: 'A slot is taken once per city: a taken or unknown slot gives 409 SLOT_UNAVAILABLE.',
  designedHere: true,
  embed: false,
  body: z.object({
    opportunityId,
    slotId: id.describe('The window to book (`id` of a time-slots slot that is available)'),
  }),
  status: 200,
  response: ApplicationDetail,
  errors: { 404: NOT_FOUND, 409: ['SLOT_UNAVAILABLE', 'APPLICATION_STATE_INVALID'] },
  example: {
    body: { opportunityId: EXAMPLE_IDS.office, slotId: EXAMPLE_SLOT.id },
    response: officeApplication('BookingSlot'),
  },
});

export const contractDocument = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/contract-document',
  auth: true,
  summary: 'The contract as a file (UTF-8 HTML, an attachment)',
  description:
    '`Content-Disposition: attachment; filename="contract-IN-2026-000001.html"`, `X-Document-Digest` (SHA-256). Once signed, the very bytes that were signed (what an EDS signature from signature-cms verifies over), whatever changed since. 409 before the documents are ready (Qualification, DataUpdate, cancelled unsigned).',
  designedHere: true,
  embed: false,
  query: OpportunityQuery,
  status: 200,
  response: z.string(),
  produces: 'text/html',
  errors: { 404: NOT_FOUND, 409: STATE },
  example: { query: { opportunityId: EXAMPLE_IDS.office }, response: EXAMPLE_CONTRACT_HTML },
});

export const signatureCms = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/signature-cms',
  auth: true,
  summary: "The contract's EDS signature as the signer made it (CMS, an attachment)",
  description:
    'The CMS SignedData (DER) exactly as NCALayer or the eGov app produced it — detached: its content is the contract as signed, which contract-document serves. `Content-Type: application/pkcs7-signature`, `Content-Disposition: attachment; filename="contract-IN-2026-000001.p7s"`. 409 SIGNATURE_FILE_ABSENT when the application has no EDS signature kept (unsigned, signed by SMS, or signed before signatures were kept).',
  designedHere: true,
  embed: false,
  query: OpportunityQuery,
  status: 200,
  response: z.string(),
  produces: 'application/pkcs7-signature',
  errors: { 404: NOT_FOUND, 409: ['SIGNATURE_FILE_ABSENT'] },
  example: { query: { opportunityId: EXAMPLE_IDS.office } },
});

export const signData = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/sign-data',
  auth: true,
  summary: 'What an EDS signature of the documents must cover',
  description:
    "`dataToSign` is the contract document itself (the bytes contract-document serves), base64: NCALayer's `data` with `decode: true`. Stored; the only bytes sign-documents accepts a signature over. 409 unless SolutionOnClient; 422 EDS_VERIFICATION_FAILED when the state register did not confirm the company (VerificationFailed); 422 EDS_ROLE_REQUIRED (`params.reason` LOGIN_NOT_FIRST_HEAD) after an EDS login with a key that is not the First Head's — only that person could sign by EDS.",
  designedHere: true,
  embed: false,
  query: OpportunityQuery,
  status: 200,
  response: z.object({
    opportunityId: z.string().describe('The application asked for'),
    documentId: z.string().describe('The contract document these bytes are a version of'),
    documentName: z.string().describe("Its name, in the request's language: shown to the signer"),
    digest: z.string().describe("SHA-256 (hex) of the contract document's bytes"),
    dataToSign: z
      .string()
      .describe("The contract document's bytes, base64: NCALayer's `data` with `decode: true`"),
  }),
  errors: { 404: NOT_FOUND, 409: STATE, 422: ['EDS_VERIFICATION_FAILED', 'EDS_ROLE_REQUIRED'] },
  example: { query: { opportunityId: EXAMPLE_IDS.office }, response: EXAMPLE_SIGN_DATA },
});

export const signDocuments = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/sign-documents',
  auth: true,
  summary: 'Step 2: sign the documents by EDS or SMS (SolutionOnClient → SignatureProcessing)',
  description:
    "Consent must be true. By EDS: EDS_NO_DATA (no sign-data, or the document changed since), then the EDS refusals with `params.reason`; 503 TRY_LATER when revocation cannot be checked. By SMS: a proof (purpose `sign`) for the application's phone (SMS_PROOF_REQUIRED). Both: the company is checked against the state register again — unknown or not active, or (EDS) a signer who is not the registered head (`params.reason` REGISTER_HEAD_MISMATCH), moves the application to VerificationFailed with 422 EDS_VERIFICATION_FAILED.",
  designedHere: true,
  embed: false,
  body: z.discriminatedUnion(
    'method',
    [
      z.object({
        opportunityId,
        consent,
        method: z.literal('eds').describe('By EDS: a CMS signature made with NCALayer'),
        signature: cmsSignature('EDS_SIGN_FILE_REQUIRED').describe(
          "A CMS (PKCS#7) signature, base64, over sign-data's `dataToSign` with the signer's SIGN key",
        ),
      }),
      z.object({
        opportunityId,
        consent,
        method: z.literal('sms').describe("By SMS: a code to the application's phone"),
        smsProof,
      }),
    ],
    { error: 'FIELD_INVALID' },
  ),
  status: 200,
  response: ApplicationDetail,
  errors: {
    404: NOT_FOUND,
    409: STATE,
    422: ['CONSENT_REQUIRED', 'SMS_PROOF_REQUIRED', 'EDS_NO_DATA', ...EDS_SIGNATURE_REFUSALS],
    503: ['TRY_LATER'],
  },
  example: {
    body: {
      opportunityId: EXAMPLE_IDS.office,
      consent: true,
      method: 'eds',
      signature: "<the CMS NCALayer made over sign-data's dataToSign, base64>",
    },
    response: officeApplication('SignatureProcessing'),
  },
});
