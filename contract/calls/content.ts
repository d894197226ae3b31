/** Reference content (designed here; no session): roaming, the blog, success cases, health and readiness. */
import { z } from 'zod';
import { ROAMING_KINDS, type ReadinessCheck } from '../domain.ts';
import { FIELD_MAX_LENGTH as L, SUCCESS_CASES_PER_DAY } from '../limits.ts';
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

/** The default roaming tariff and a zone's package, as the roaming page lists them. */
const ROAMING_DEFAULT = {
  id: 'roaming-default',
  kind: 'roaming' as const,
  name: 'Роуминг по умолчанию',
  description: 'Подключён на всех номерах: оплата только за то, чем вы пользуетесь.',
  price: 0,
  period: 'day' as const,
  connectedByDefault: true,
  ussd: null,
  highlights: [
    { label: 'Входящие', value: 'от 99 ₸/мин' },
    { label: 'Интернет', value: 'от 390 ₸/10 МБ' },
  ],
};
const ROAMING_EUROPE_WEEK = {
  id: 'roaming-europe-week',
  kind: 'roaming' as const,
  name: 'Бизнес Роуминг: Европа и Турция на неделю',
  description: 'Интернет и звонки в странах зоны «Европа и Турция» по фиксированной цене.',
  price: 6900,
  period: 'week' as const,
  connectedByDefault: false,
  ussd: '*120*3#',
  highlights: [
    { label: 'Интернет', value: '3 ГБ' },
    { label: 'Звонки', value: '60 мин' },
  ],
};
const ARTICLE = {
  id: 'business-roaming-tips',
  title: 'Командировка без сюрпризов в счёте: роуминг для сотрудников',
  excerpt:
    'Как настроить роуминг корпоративных номеров, чтобы сотрудники оставались на связи, а расходы — под контролем.',
  readingTime: 4,
  author: 'Ерлан Мукашев',
  createdDate: '2025-09-30',
  tags: ['Роуминг', 'Мобильная связь'],
};

export const health = defineCall({
  method: 'GET',
  path: '/api/health',
  auth: false,
  summary: 'The backend is up',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    status: z.literal('ok').describe('Always `ok`: the process answers'),
    version: z.string().describe("The backend's build (not the contract's version)"),
  }),
  errors: {},
  example: { response: { status: 'ok', version: '0.1.0' } },
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
    status: z.literal('ready').describe('Always `ready`: every check passed'),
    checks: z
      .object({
        database: z
          .literal('ok')
          .describe(
            'A real query of the database answers, at the newest schema this release knows',
          ),
      } satisfies Record<ReadinessCheck, z.ZodType>)
      .describe('Each check and its result'),
  }),
  errors: { 503: ['TRY_LATER'] },
  example: { response: { status: 'ready', checks: { database: 'ok' } } },
});

export const roamingCountries = defineCall({
  method: 'GET',
  path: '/api/v1/roaming/countries',
  auth: false,
  summary: "The countries of the roaming page, in the request's language",
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    countries: z.array(RoamingCountry).describe('Every country, popular ones first, then by name'),
  }),
  errors: {},
  example: {
    response: {
      countries: [
        { code: 'RU', name: 'Россия', popular: true, zone: 'СНГ и Грузия' },
        { code: 'TR', name: 'Турция', popular: true, zone: 'Европа и Турция' },
      ],
    },
  },
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
      .regex(/^[A-Z]{2}$/, 'FIELD_INVALID')
      .describe('The country: ISO 3166-1 alpha-2 (`code` of roaming/countries)'),
    kind: oneOf(ROAMING_KINDS)
      .optional()
      .describe('`roaming` (the default): using the phone there; `calls`: calling there from home'),
  }),
  status: 200,
  response: z.object({
    country: RoamingCountry.describe('The country asked for'),
    kind: z.enum(ROAMING_KINDS).describe('The kind asked for'),
    tariffs: z.array(RoamingTariff).describe("The default tariff first, then the zone's packages"),
  }),
  errors: { 404: ['NOT_FOUND'], 422: ['FIELD_INVALID'] },
  example: {
    query: { country: 'TR' },
    response: {
      country: { code: 'TR', name: 'Турция', popular: true, zone: 'Европа и Турция' },
      kind: 'roaming',
      tariffs: [ROAMING_DEFAULT, ROAMING_EUROPE_WEEK],
    },
  },
});

export const roamingTariffDetails = defineCall({
  method: 'GET',
  path: '/api/v1/roaming/tariff-details',
  auth: false,
  summary: 'A roaming tariff with its zone, countries and conditions',
  designedHere: true,
  embed: false,
  query: z.object({ id: id.describe('The tariff (`id` of roaming/tariffs)') }),
  status: 200,
  response: RoamingTariffDetails,
  errors: { 404: ['NOT_FOUND'] },
  example: {
    query: { id: 'roaming-default' },
    response: {
      ...ROAMING_DEFAULT,
      zone: 'Все страны',
      countries: ['Россия', 'Узбекистан', 'Турция'],
      rows: [
        { label: 'Входящие звонки', value: 'от 99 ₸ за минуту, в зависимости от страны' },
        { label: 'Исходящие звонки', value: 'от 149 ₸ за минуту' },
        { label: 'Мобильный интернет', value: 'от 390 ₸ за 10 МБ' },
        { label: 'Исходящие СМС', value: '49 ₸' },
      ],
      notes: ['Тарификация поминутная, интернет — блоками по 100 КБ', 'Цены указаны с НДС'],
    },
  },
});

export const blogArticles = defineCall({
  method: 'GET',
  path: '/api/v1/blog/articles',
  auth: false,
  summary: 'The blog, newest first',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    articles: z.array(BlogArticleSummary).describe('Every published article, newest first'),
  }),
  errors: {},
  example: { response: { articles: [ARTICLE] } },
});

export const blogArticle = defineCall({
  method: 'GET',
  path: '/api/v1/blog/article',
  auth: false,
  summary: 'One article (sanitise `html` before the DOM)',
  designedHere: true,
  embed: false,
  query: z.object({ id: id.describe('The article (`id` of blog/articles)') }),
  status: 200,
  response: BlogArticle,
  errors: { 404: ['NOT_FOUND'] },
  example: {
    query: { id: 'business-roaming-tips' },
    response: {
      ...ARTICLE,
      editor: 'Салтанат Жакупова',
      html: '<p>Неожиданно большой счёт за роуминг — частая история после командировок.</p>\n<h2>Три правила для компании</h2>',
      related: [
        {
          id: 'eds-contract-online',
          title: 'Договор без визита в офис: подписываем документы ЭЦП',
          excerpt:
            'Заявка, проверка данных и подпись договора проходят в личном кабинете. Показываем, что подготовить заранее.',
          readingTime: 3,
          author: 'Айгерим Сапарова',
          createdDate: '2025-04-22',
          tags: ['ЭЦП', 'Личный кабинет'],
        },
      ],
    },
  },
});

export const successCases = defineCall({
  method: 'GET',
  path: '/api/v1/success-cases',
  auth: false,
  summary: 'Every approved success case, newest first',
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    cases: z.array(SuccessCase).describe('Every approved case, newest first'),
  }),
  errors: {},
  example: {
    response: {
      cases: [
        {
          id: 'demo-case-3',
          productName: 'Мобильная связь',
          authorName: 'Бахтияр Турсунов',
          companyName: 'ТОО «Мега Маркет Шымкент»',
          position: 'Генеральный директор',
          problem:
            'У продавцов трёх магазинов были личные номера и расходы на связь никто не контролировал',
          solution:
            'Подключили групповой тариф на 20 номеров с базовым роумингом и виртуальной АТС',
          results: 'Расходы на связь видны в одном счёте а клиенты звонят на один общий номер',
          photoUrl: '/api/v1/success-cases/photo?id=demo-case-3',
          publishedDate: '2026-11-26',
          locale: 'ru',
        },
      ],
    },
  },
});

export const successCasePhoto = defineCall({
  method: 'GET',
  path: '/api/v1/success-cases/photo',
  auth: false,
  summary: 'The photo of an approved case (image bytes)',
  designedHere: true,
  embed: false,
  query: z.object({ id: id.describe('The case (`id` of success-cases)') }),
  status: 200,
  response: z.string(),
  produces: 'image/*',
  errors: { 404: ['NOT_FOUND'] },
  example: { query: { id: 'demo-case-1' } },
});

/** The text fields of a case submission (multipart), beside its `photo` file. */
export const SuccessCaseFields = z.object({
  productName: crmText(L.productName).describe("The operator's product the case is about"),
  name: crmText(L.name).describe("The author's name and surname"),
  companyName: crmText(L.companyName).describe("The author's company"),
  position: crmText(L.position).describe("The author's position there"),
  email: email.describe("The author's e-mail, for the moderator"),
  problem: crmText(L.caseText, { multiLine: true }).describe('The problem the company had'),
  solution: crmText(L.caseText, { multiLine: true }).describe('What the product did about it'),
  results: crmText(L.caseText, { multiLine: true }).describe('What came of it'),
  phone,
  consent: z
    .literal('true', { error: 'CONSENT_REQUIRED' })
    .describe('`true`: the author agrees to the processing of personal data and to publication'),
  smsProof: smsProof.describe("sms/check's `proofToken` (purpose `case`) for the same phone"),
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
    caseId: z.string().describe('The case: listed once a moderator approves it'),
    moderation: CaseModeration,
    remainingToday: z
      .number()
      .int()
      .describe(
        `Submissions this phone has left today (${SUCCESS_CASES_PER_DAY} a Kazakhstan day)`,
      ),
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
    response: {
      caseId: '3d7a1f0e-9b2c-4e85-a6d4-1c0f8e2b7a59',
      moderation: 'pending',
      remainingToday: SUCCESS_CASES_PER_DAY - 1,
    },
  },
});

export type SuccessCaseSubmitFields = z.input<typeof SuccessCaseFields>;
export type SuccessCaseReceived = z.output<typeof SuccessCaseFields>;
