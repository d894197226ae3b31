/** Reference content (designed here; no session): roaming, the blog, success cases, health and readiness. */
import { z } from 'zod';
import { ROAMING_KINDS } from '../domain.ts';
import { FIELD_MAX_LENGTH as L } from '../limits.ts';
import {
  BlogArticle,
  BlogArticleSummary,
  CaseModeration,
  RoamingCountry,
  RoamingTariff,
  RoamingTariffDetails,
  SuccessCase,
} from '../schema/entities.ts';
import { crmText, email, id, oneOf, phone, smsProof } from '../schema/fields.ts';
import { defineCall } from './define.ts';

export const health = defineCall({
  method: 'GET',
  path: '/api/health',
  auth: false,
  summary: 'The backend is up',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ status: z.literal('ok'), version: z.string() }),
  errors: {},
  description:
    'Liveness: the process answers. It checks nothing else, so a load balancer or an orchestrator restarts a process only when this fails; whether the process should get traffic is `/api/ready`.',
});

export const ready = defineCall({
  method: 'GET',
  path: '/api/ready',
  auth: false,
  summary: 'The backend can serve: its database answers',
  description:
    'Readiness, for a load balancer: 200 while a real query of the database answers and its schema is the newest this release knows; else 503 `TRY_LATER` with `params.failed` naming what failed (`database`). Take the backend out of rotation on a 503 and put it back on a 200; never restart it for one (that is what `/api/health` is for). Answered `Cache-Control: no-store`.',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    status: z.literal('ready'),
    checks: z.object({ database: z.literal('ok') }),
  }),
  errors: { 503: ['TRY_LATER'] },
});

export const roamingCountries = defineCall({
  method: 'GET',
  path: '/api/v1/roaming/countries',
  auth: false,
  summary: "The countries of the roaming page, in the request's language",
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ countries: z.array(RoamingCountry) }),
  errors: {},
});

export const roamingTariffs = defineCall({
  method: 'GET',
  path: '/api/v1/roaming/tariffs',
  auth: false,
  summary: 'The roaming (or calls abroad) tariffs of a country',
  description: "The default tariff first, then the zone's packages. `kind` defaults to `roaming`.",
  designedHere: true,
  embed: false,
  query: z.object({
    country: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'FIELD_INVALID'),
    kind: oneOf(ROAMING_KINDS).optional(),
  }),
  status: 200,
  response: z.object({
    country: RoamingCountry,
    kind: z.enum(ROAMING_KINDS),
    tariffs: z.array(RoamingTariff),
  }),
  errors: { 404: ['NOT_FOUND'], 422: ['FIELD_INVALID'] },
  example: { query: { country: 'TR' } },
});

export const roamingTariffDetails = defineCall({
  method: 'GET',
  path: '/api/v1/roaming/tariff-details',
  auth: false,
  summary: 'A roaming tariff with its zone, countries and conditions',
  designedHere: true,
  embed: false,
  query: z.object({ id }),
  status: 200,
  response: RoamingTariffDetails,
  errors: { 404: ['NOT_FOUND'] },
  example: { query: { id: 'roaming-default' } },
});

export const blogArticles = defineCall({
  method: 'GET',
  path: '/api/v1/blog/articles',
  auth: false,
  summary: 'The blog, newest first',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ articles: z.array(BlogArticleSummary) }),
  errors: {},
});

export const blogArticle = defineCall({
  method: 'GET',
  path: '/api/v1/blog/article',
  auth: false,
  summary: 'One article (sanitise `html` before the DOM)',
  designedHere: true,
  embed: false,
  query: z.object({ id }),
  status: 200,
  response: BlogArticle,
  errors: { 404: ['NOT_FOUND'] },
  example: { query: { id: 'business-roaming-tips' } },
});

export const successCases = defineCall({
  method: 'GET',
  path: '/api/v1/success-cases',
  auth: false,
  summary: 'Every approved success case, newest first',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ cases: z.array(SuccessCase) }),
  errors: {},
});

export const successCasePhoto = defineCall({
  method: 'GET',
  path: '/api/v1/success-cases/photo',
  auth: false,
  summary: 'The photo of an approved case (image bytes)',
  designedHere: true,
  embed: false,
  query: z.object({ id }),
  status: 200,
  response: z.string(),
  produces: 'image/*',
  errors: { 404: ['NOT_FOUND'] },
  example: { query: { id: 'demo-case-1' } },
});

/** The text fields of a case submission (multipart), beside its `photo` file. */
export const SuccessCaseFields = z.object({
  productName: crmText(L.productName),
  /** Name and surname. */
  name: crmText(L.name),
  companyName: crmText(L.companyName),
  position: crmText(L.position),
  email,
  problem: crmText(L.caseText, { multiLine: true }),
  solution: crmText(L.caseText, { multiLine: true }),
  results: crmText(L.caseText, { multiLine: true }),
  phone,
  consent: z.literal('true', { error: 'CONSENT_REQUIRED' }),
  /** From sms/check (purpose 'case') for the same phone. */
  smsProof,
});

export const successCaseSubmit = defineCall({
  method: 'POST',
  path: '/api/v1/success-cases/submit',
  auth: false,
  summary: 'Submit a success case with its photo (listed after moderation)',
  description:
    "`multipart/form-data`: the text fields plus `photo` (jpg or png, at least 600×400, at most 5 MB, 8000 px a side and 40 MP; its type read from the file's own header). At most 3 per phone a Kazakhstan day (429 CASE_LIMIT_REACHED, `Retry-After` to midnight). 503 TRY_LATER while 4 photos wait for decoding.",
  designedHere: true,
  embed: false,
  multipart: { fields: SuccessCaseFields, file: 'photo' },
  status: 201,
  response: z.object({
    caseId: z.string(),
    moderation: CaseModeration,
    /** Submissions this phone has left today. */
    remainingToday: z.number().int(),
  }),
  errors: {
    413: ['PAYLOAD_TOO_LARGE'],
    415: ['UNSUPPORTED_MEDIA_TYPE'],
    422: [
      'CASE_PHOTO_FORMAT',
      'CASE_PHOTO_TOO_SMALL',
      'CASE_PHOTO_DIMENSIONS',
      'CASE_PHOTO_SIZE',
      'FORBIDDEN_CHARACTERS',
      'CONSENT_REQUIRED',
      'SMS_PROOF_REQUIRED',
    ],
    429: ['CASE_LIMIT_REACHED'],
    503: ['TRY_LATER'],
  },
  example: {
    body: {
      productName: 'Офисный интернет',
      name: 'Айгуль',
      companyName: 'ТОО «Степной»',
      position: 'Директор',
      email: 'info@example.kz',
      problem: 'Медленный интернет в офисе',
      solution: 'Оптика 500 Мбит/с',
      results: 'Видеосвязь без задержек',
      phone: '+77011234567',
      consent: 'true',
      smsProof: '<proofToken of sms/check>',
    },
  },
});

export type SuccessCaseSubmitFields = z.input<typeof SuccessCaseFields>;
export type SuccessCaseReceived = z.output<typeof SuccessCaseFields>;
