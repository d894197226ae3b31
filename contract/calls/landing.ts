/**
 * The landing forms without a session (§7): consultations, the handset offer (eligibility, lead,
 * opportunity), the agent check, and the reprice form and tariff list designed here.
 */
import { z } from 'zod';
import { APP_TYPES, PRODUCT_SLUGS } from '../domain.ts';
import { CONSULTATION_CALLBACK_BUSINESS_DAYS, FIELD_MAX_LENGTH as L } from '../limits.ts';
import { OFFER_IDS, OFFER_STATES } from '../offers.ts';
import { agentLoginProblem } from '../rules/consultation.ts';
import { Tariff } from '../schema/entities.ts';
import {
  bin,
  checkKiosk,
  consent,
  contactPhone,
  flag,
  hostOrigin,
  kioskId,
  oneOf,
  optionalBin,
  optionalEmail,
  optionalId,
  optionalText,
  phone,
  queryFlag,
  requiredText,
  smsProof,
  source,
} from '../schema/fields.ts';
import { defineCall } from './define.ts';

const productSlug = oneOf(PRODUCT_SLUGS);
const productPage = (description: string) => productSlug.describe(description);

/** A consultation's fields, the same for both calls (§2.13: phone confirmed, agent checked). */
const consultationFields = {
  name: optionalText(L.name).describe('Who to ask for'),
  phone,
  bin,
  companyName: optionalText(L.companyName).describe("The company's name, as the visitor writes it"),
  email: optionalEmail.describe('An e-mail for the answer'),
  consent,
  managerHelped: flag
    .optional()
    .describe('«Мне помог менеджер»: an agent helped; `agentLogin` then names them'),
  agentLogin: optionalText(L.agentLogin).describe(
    "With `managerHelped`: the agent's login, which must be valid (AGENT_LOGIN_INVALID)",
  ),
  source,
  hostOrigin,
  kioskId,
  smsProof: smsProof.describe(
    "sms/check's `proofToken` (purpose `consultation`) for the same phone: one use",
  ),
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
  const agentLogin = agentLoginProblem(value);
  if (agentLogin) ctx.addIssue({ code: 'custom', path: ['agentLogin'], message: agentLogin });
  // Only a partner page has a host origin: a site lead claiming one is refused, not stored.
  if (value.hostOrigin && value.source !== 'embed') {
    ctx.addIssue({ code: 'custom', path: ['hostOrigin'], message: 'FIELD_INVALID' });
  }
}

const Consultation = z
  .object({
    consultationId: z.string().describe('The request as the CRM stored it'),
    callbackBusinessDays: z
      .number()
      .int()
      .describe('A specialist calls back within this many business days'),
  })
  .meta({ id: 'Consultation', description: 'A consultation request, taken' });

const CONSULTATION_ERRORS = [
  'PHONE_INVALID',
  'PHONE_NOT_MOBILE',
  'BIN_INVALID',
  'EMAIL_INVALID',
  'CONSENT_REQUIRED',
  'AGENT_LOGIN_INVALID',
  'SMS_PROOF_REQUIRED',
] as const;

const consultationExample = {
  phone: '+77011234567',
  bin: '180440000128',
  consent: true,
  smsProof: '<proofToken of sms/check>',
};

export const createConsultancy = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/create-consultancy',
  auth: false,
  summary: 'A consultation request (§2.13)',
  description:
    'Requires a proof from sms/check (purpose `consultation`) for the same phone (SMS_PROOF_REQUIRED on `smsProof`). With `managerHelped`, `agentLogin` must be a valid agent (AGENT_LOGIN_INVALID on `agentLogin`).',
  designedHere: false,
  embed: true,
  body: z
    .object({
      ...consultationFields,
      productSlug: productPage(
        'The product page the form was on; absent on the home page',
      ).optional(),
    })
    .superRefine(checkConsultation),
  status: 201,
  response: Consultation,
  errors: { 422: [...CONSULTATION_ERRORS, 'FIELD_INVALID'] },
  example: {
    body: { ...consultationExample, productSlug: 'ip-vpn' },
    response: {
      consultationId: 'c4e1b2a0-7d5f-4e3b-9a1c-2f6d8e0b4a57',
      callbackBusinessDays: CONSULTATION_CALLBACK_BUSINESS_DAYS,
    },
  },
});

export const createHandsetConsultancy = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/create-handset-consultancy',
  auth: false,
  summary: "The any-device page's consultation (§2.13)",
  description:
    'The same proof and agent rules as create-consultancy; the product is any-device, so there is no `productSlug`, and a comment says what devices are wanted.',
  designedHere: false,
  embed: true,
  body: z
    .object({
      ...consultationFields,
      comment: optionalText(L.comment, { multiLine: true }).describe(
        'Devices or quantities the client is interested in (several lines allowed)',
      ),
    })
    .superRefine(checkConsultation),
  status: 201,
  response: Consultation,
  errors: { 422: CONSULTATION_ERRORS },
  example: {
    body: { ...consultationExample, comment: '10 смартфонов' },
    response: {
      consultationId: '5b8f2d1e-0a6c-4f7e-8b3d-9c1a2e4f6d80',
      callbackBusinessDays: CONSULTATION_CALLBACK_BUSINESS_DAYS,
    },
  },
});

/** A Kazakhstan calendar day, `YYYY-MM-DD`. */
const day = z.iso.date();
const dayOf = (description: string) =>
  day.describe(`${description} (\`YYYY-MM-DD\`, a Kazakhstan day)`);

/**
 * A time-limited offer or promo and where it stands today, by the backend's clock (both ends of
 * the period are included, in Kazakhstan days). The site never decides this by the visitor's
 * clock: a page built while an offer ran asks again when it is shown.
 */
export const Offer = z
  .object({
    id: z
      .enum(OFFER_IDS)
      .describe('The offer: the handset offer or the office-internet reprice promo'),
    productSlug: productPage('The product page that sells it'),
    state: z
      .enum(OFFER_STATES)
      .describe(
        "Where it stands on the backend's today: before its first day, within, after its last",
      ),
    startsOn: dayOf('Its first day')
      .nullable()
      .describe(
        'Its first day (`YYYY-MM-DD`); null when it has none (the reprice promo names only its end)',
      ),
    endsOn: dayOf('Its last day, included: requests after it get no bonus'),
  })
  .meta({
    id: 'Offer',
    description: "A time-limited offer and where it stands today, by the backend's clock",
  });
export type Offer = z.infer<typeof Offer>;

export const offers = defineCall({
  method: 'GET',
  path: '/api/v1/creatio-landing/offers',
  auth: false,
  summary: 'The time-limited offers and promos, each with its period and state today',
  description:
    "Pages are prerendered; their islands and the embed widgets read this when they are shown, so an offer that ended after the build is never sold. A short public cache (`max-age=300`): a state changes at a day's start.",
  designedHere: true,
  embed: true,
  status: 200,
  response: z.object({
    offers: z.array(Offer).describe('Every time-limited offer, each with its period and state'),
  }),
  errors: {},
  example: {
    response: {
      offers: [
        {
          id: 'handset-offer',
          productSlug: 'kense-handset-offer',
          state: 'ended',
          startsOn: '2025-08-20',
          endsOn: '2025-11-10',
        },
        {
          id: 'office-reprice',
          productSlug: 'internet-for-office',
          state: 'ended',
          startsOn: null,
          endsOn: '2024-12-31',
        },
      ],
    },
  },
});

export const pricePlanOffer = defineCall({
  method: 'GET',
  path: '/api/v1/creatio-landing/price-plan-offer',
  auth: false,
  summary: 'Is the company eligible for the handset special offer?',
  description:
    '`eligible` is true only while the offer runs (`offer.state` is `running`) and the company meets its rules (content-areas.md §5): outside its period no company is eligible, and the page offers the ordinary request.',
  designedHere: false,
  embed: true,
  query: z.object({ bin }),
  status: 200,
  response: z.object({
    bin: z.string().describe('The company checked'),
    eligible: z
      .boolean()
      .describe('It may take the offer up today: it meets the rules, and the offer runs'),
    offer: Offer.describe("The offer's period and its state today"),
    tariff: z
      .object({
        id: z.string().describe('The tariff: `tariffId` of create-lead and create-opportunity'),
        name: z.string().describe("Its name, in the request's language"),
        monthlyPrice: z.number().describe('KZT a month per number'),
      })
      .describe(
        "The group tariff the offer is built on: the lead form's summary shows it either way",
      ),
  }),
  errors: { 422: ['BIN_INVALID'] },
  example: {
    query: { bin: '180440000128' },
    response: {
      bin: '180440000128',
      eligible: false,
      offer: {
        id: 'handset-offer',
        productSlug: 'kense-handset-offer',
        state: 'ended',
        startsOn: '2025-08-20',
        endsOn: '2025-11-10',
      },
      tariff: { id: 'kense', name: 'Кеңсе', monthlyPrice: 5990 },
    },
  },
});

export const createLead = defineCall({
  method: 'POST',
  path: '/api/v1/creatio-landing/create-lead',
  auth: false,
  summary: 'The «Заявка на подключение» form, for any company (§2.17)',
  description: "The same lead again within 10 minutes answers the first one's id, stored once.",
  designedHere: false,
  embed: true,
  body: z
    .object({
      companyName: optionalText(L.companyName).describe("The company's name"),
      phone: contactPhone,
      bin: optionalBin.describe("The company's BIN or IIN, when known"),
      email: optionalEmail.describe('An e-mail for the answer'),
      consent,
      tariffId: optionalId.describe("The summary's tariff; the offer's group tariff when absent"),
      productSlug: productPage('The product page the form was on').optional(),
      hostOrigin,
      source,
      kioskId,
    })
    .superRefine(checkKiosk),
  status: 201,
  response: z.object({
    leadId: z.string().describe('The lead as the CRM stored it (a repeat answers the first id)'),
  }),
  errors: {
    422: ['PHONE_INVALID', 'BIN_INVALID', 'TARIFF_NOT_AVAILABLE', 'CONSENT_REQUIRED'],
    429: ['TOO_MANY_REQUESTS'],
  },
  example: {
    body: {
      phone: '+77011234567',
      bin: '180440000128',
      companyName: 'ТОО «Степной Логистик»',
      consent: true,
    },
    response: { leadId: 'ab2ca59f-2932-4856-b321-3a7adcde63f2' },
  },
});

export const createOpportunity = defineCall({
  method: 'POST',
  path: '/api/v1/creatio-landing/create-opportunity',
  auth: false,
  summary: 'The lead form for a company the check found eligible',
  description:
    'The backend re-checks: 409 OFFER_NOT_AVAILABLE when not eligible, or when the offer does not run today (send a lead instead).',
  designedHere: false,
  embed: true,
  body: z
    .object({
      companyName: optionalText(L.companyName).describe("The company's name"),
      phone: contactPhone,
      bin,
      email: optionalEmail.describe('An e-mail for the answer'),
      consent,
      tariffId: optionalId.describe("The summary's tariff; the offer's group tariff when absent"),
      hostOrigin,
      source,
      kioskId,
    })
    .superRefine(checkKiosk),
  status: 201,
  response: z.object({
    opportunityId: z.string().describe('The opportunity as the CRM stored it'),
  }),
  errors: {
    409: ['OFFER_NOT_AVAILABLE'],
    422: ['PHONE_INVALID', 'BIN_INVALID', 'TARIFF_NOT_AVAILABLE', 'CONSENT_REQUIRED'],
    429: ['TOO_MANY_REQUESTS'],
  },
  example: {
    body: { phone: '+77011234567', bin: '180440000128', consent: true },
    response: { opportunityId: '7e3c9a51-2b8d-4f60-a1e4-5d0c8b2f9a36' },
  },
});

export const checkAgent = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/check-agent',
  auth: false,
  summary: 'Is an agent login valid? (public: departs from §7)',
  description:
    'Always 200; the form shows AGENT_LOGIN_INVALID when not valid. Public although §7 lists it as authenticated: the consultation form that calls it is public (server/README.md).',
  designedHere: false,
  embed: true,
  query: z.object({ name: requiredText(50).describe("The agent's login, as typed") }),
  status: 200,
  response: z.object({
    name: z.string().describe('The login checked'),
    valid: z.boolean().describe("A current agent's login (case-insensitive)"),
  }),
  errors: {},
  example: { query: { name: 'a.nurlanova' }, response: { name: 'a.nurlanova', valid: true } },
});

export const createRepriceRequest = defineCall({
  method: 'POST',
  path: '/api/v1/creatio-landing/create-reprice-request',
  auth: false,
  summary: 'Office internet with bonuses (§2.15)',
  designedHere: true,
  embed: false,
  body: z.object({
    name: requiredText(L.name).describe('Who to ask for'),
    phone: contactPhone,
    bin,
    email: optionalEmail.describe('An e-mail for the answer'),
    consent,
  }),
  status: 201,
  response: z.object({ requestId: z.string().describe('The request as the CRM stored it') }),
  errors: {
    422: ['PHONE_INVALID', 'BIN_INVALID', 'EMAIL_INVALID', 'CONSENT_REQUIRED'],
    429: ['TOO_MANY_REQUESTS'],
  },
  example: {
    body: { name: 'Айгуль', phone: '+77011234567', bin: '180440000128', consent: true },
    response: { requestId: '0879fe99-5798-4f8f-a615-cd4bad192a39' },
  },
});

export const tariffs = defineCall({
  method: 'GET',
  path: '/api/v1/creatio-landing/tariffs',
  auth: false,
  summary: 'The tariffs of a product; archived ones only with archived=true',
  designedHere: true,
  embed: false,
  query: z.object({
    product: oneOf(APP_TYPES)
      .optional()
      .describe("Only this product's tariffs; every tariff when absent"),
    archived: queryFlag
      .optional()
      .describe('`true`: the archived tariffs too (`false` by default)'),
  }),
  status: 200,
  response: z.object({ tariffs: z.array(Tariff).describe("The tariffs, in the operator's order") }),
  errors: {},
  example: {
    query: { product: 'internet' },
    response: {
      tariffs: [
        {
          id: 'office-5-reduced',
          product: 'internet',
          name: 'Интернет для офиса 5 Мбит/с',
          monthlyPrice: 15900,
          speedMbps: 5,
          speedMode: 'reduced',
          dataGb: null,
          minutesOther: null,
          sms: null,
          maxNumbers: null,
          maxAdditionalNumbers: null,
          archived: false,
        },
        {
          id: 'office-20-reduced',
          product: 'internet',
          name: 'Интернет для офиса 20 Мбит/с',
          monthlyPrice: 24900,
          speedMbps: 20,
          speedMode: 'reduced',
          dataGb: null,
          minutesOther: null,
          sms: null,
          maxNumbers: null,
          maxAdditionalNumbers: null,
          archived: false,
        },
      ],
    },
  },
});
