/**
 * The developer API: answered only by the reference backend started with `DEV_API=1` (404
 * otherwise, and refused with `NODE_ENV=production`). Browser and server tests read the SMS
 * outbox and the stored requests through it, moderate cases, move the stand-in CRM on, register
 * companies in the stand-in state register, sign with the test PKI's keys and play the eGov
 * Business app. Declared like every call, but not part of the contract: `DEV_CALLS`
 * (`./index.ts`) is its own table, never in `CALLS`, the OpenAPI document or `contract/callTable.ts`.
 */
import { z } from 'zod';
import { CASE_MODERATION_STATES, DETAILED_STATUSES, SMS_PURPOSES } from '../domain.ts';
import { EDS_KEY_USAGES, EDS_ROLES } from '../eds.ts';
import { ApplicationDetail } from '../schema/entities.ts';
import { bin, id, phone } from '../schema/fields.ts';
import { defineCall } from './define.ts';
import { EXAMPLE_IDS, officeApplication } from './examples.ts';

/** The stored requests `records` lists, by kind. */
export const DEV_RECORD_KINDS = [
  'consultations',
  'handset-consultations',
  'leads',
  'opportunities',
  'reprice-requests',
  'success-cases',
  'applications',
  'companies',
] as const;
export type DevRecordKind = (typeof DEV_RECORD_KINDS)[number];

/** The limits that refuse a code (server/README.md «Abuse limits»). */
export const SMS_REFUSAL_REASONS = ['phone-day', 'bin-day', 'address-hour', 'budget'] as const;

/**
 * What the eGov Business stand-in does with a code (`server/dev/egovBusinessStandIn.ts`): signs;
 * cancels in the app (reads the documents, sends nothing back — the protocol has no «cancelled»
 * message); scans too late (the code has expired); signs other bytes than the documents
 * (tamper); signs with someone else's key (wrong person).
 */
export const EGOV_BEHAVIOURS = ['sign', 'cancel', 'expire', 'tamper', 'wrongPerson'] as const;
export type EgovBehaviour = (typeof EGOV_BEHAVIOURS)[number];

/** The stand-in state register's entries (`server/db/seed/stateRegister.ts`). */
export const REGISTER_LEGAL_FORMS = ['LLP', 'JSC', 'IE', 'BRANCH'] as const;
export const REGISTER_STATUSES = ['active', 'liquidating', 'liquidated', 'inactive'] as const;

const moment = (what: string) => z.string().describe(`${what} (ISO 8601, Kazakhstan time)`);

export const DevSmsMessage = z
  .object({
    id: z.number().int().describe('Its number in the outbox: a later message has a greater one'),
    phone: z.string().describe('The phone it went to (E.164)'),
    purpose: z
      .enum([...SMS_PURPOSES, 'notification'])
      .describe("The code's purpose, or `notification` for a message without a code"),
    code: z
      .string()
      .nullable()
      .describe('The code; null for a notification («документы готовы к подписанию»)'),
    text: z.string().describe('The text the phone would show'),
    sentAt: moment('When it was «sent»'),
  })
  .describe('A message the stand-in SMS gateway «sent»');
export type DevSmsMessage = z.output<typeof DevSmsMessage>;

export const DevSmsRefusal = z
  .object({
    phone: z.string().describe('The phone the code was asked for (E.164)'),
    purpose: z.enum(SMS_PURPOSES).describe("The code's purpose"),
    reason: z
      .enum(SMS_REFUSAL_REASONS)
      .describe(
        "The limit it met: the phone's day, the company's day, the address's hour, the budget",
      ),
    at: moment('When it was refused'),
  })
  .describe('A code the abuse limits did not send');
export type DevSmsRefusal = z.output<typeof DevSmsRefusal>;

export const smsOutbox = defineCall({
  method: 'GET',
  path: '/api/dev/sms-outbox',
  auth: false,
  summary: 'The SMS outbox: every code and notification «sent», and the codes the limits refused',
  description:
    'The latest 200 messages, newest first; the refusals are kept in memory since the start (at most 500). Browser tests read a code here after the site asked for it.',
  designedHere: true,
  embed: false,
  query: z.object({
    phone: phone.optional().describe('Only the messages to this phone (any way it is typed)'),
  }),
  status: 200,
  response: z.object({
    messages: z.array(DevSmsMessage).describe('Newest first'),
    refused: z.array(DevSmsRefusal).describe('Newest first'),
  }),
  errors: {},
  example: {
    query: { phone: '+77011234567' },
    response: {
      messages: [
        {
          id: 12,
          phone: '+77011234567',
          purpose: 'login',
          code: '4821',
          text: 'Код для входа: 4821',
          sentAt: '2026-03-02T09:00:00+05:00',
        },
      ],
      refused: [],
    },
  },
});

export const records = defineCall({
  method: 'GET',
  path: '/api/dev/records',
  auth: false,
  summary: 'Every stored request of a kind, as its table holds it',
  description:
    'Newest first; photos and hashes left out. `applications` brings the stand-in CRM’s processing up to date first.',
  designedHere: true,
  embed: false,
  query: z.object({
    kind: z.enum(DEV_RECORD_KINDS, { error: 'FIELD_INVALID' }).describe('Which requests'),
  }),
  status: 200,
  response: z.object({
    kind: z.enum(DEV_RECORD_KINDS).describe('The kind asked for'),
    records: z
      .array(z.record(z.string(), z.unknown()))
      .describe("The rows, with the table's own column names"),
  }),
  errors: {},
  example: {
    query: { kind: 'leads' },
    response: {
      kind: 'leads',
      records: [{ id: 'lead-1', kind: 'lead', phone: '+77011234567', source: 'site' }],
    },
  },
});

export const moderateCase = defineCall({
  method: 'POST',
  path: '/api/dev/success-cases/moderate',
  auth: false,
  summary: 'Approve or reject a submitted success case (the moderator)',
  designedHere: true,
  embed: false,
  body: z.object({
    id: id.describe('The case (`caseId` of its submission)'),
    decision: z
      .enum(['approve', 'reject'], { error: 'FIELD_INVALID' })
      .describe('`approve` lists it on the site'),
  }),
  status: 200,
  response: z.object({
    id: z.string().describe('The case'),
    moderation: z.enum(CASE_MODERATION_STATES).describe('Where it stands now'),
  }),
  errors: { 404: ['NOT_FOUND'] },
  example: {
    body: { id: 'case-1', decision: 'approve' },
    response: { id: 'case-1', moderation: 'approved' },
  },
});

export const advanceApplication = defineCall({
  method: 'POST',
  path: '/api/dev/applications/advance',
  auth: false,
  summary: "Finish the stand-in CRM's processing of an application now, or force a status",
  description: "Any company's application. Without `status`, as the CRM would when done.",
  designedHere: true,
  embed: false,
  body: z.object({
    opportunityId: id.describe('The application'),
    status: z
      .enum(DETAILED_STATUSES, { error: 'FIELD_INVALID' })
      .optional()
      .describe('The status to force; absent: the one its processing leads to'),
  }),
  status: 200,
  response: ApplicationDetail,
  errors: { 404: ['APPLICATION_NOT_FOUND'] },
  example: {
    body: { opportunityId: EXAMPLE_IDS.office, status: 'TimeBooking' },
    response: officeApplication('TimeBooking'),
  },
});

const NAME_MAX = 200;

/** An entry of the stand-in state register: what the CRM checks a company against (issue 28). */
export const StateRegisterEntry = z.object({
  bin,
  nameRu: z.string().min(1).max(NAME_MAX).describe('Its name in Russian'),
  nameKk: z.string().min(1).max(NAME_MAX).describe('Its name in Kazakh'),
  legalForm: z.enum(REGISTER_LEGAL_FORMS, { error: 'FIELD_INVALID' }).describe('Its legal form'),
  status: z
    .enum(REGISTER_STATUSES, { error: 'FIELD_INVALID' })
    .describe('Only an `active` company is offered documents to sign'),
  headIin: bin.describe('The first head’s IIN (a sole proprietor: the owner’s)'),
  headName: z.string().min(1).max(NAME_MAX).describe('The first head’s full name'),
});

export const stateRegister = defineCall({
  method: 'POST',
  path: '/api/dev/state-register',
  auth: false,
  summary: 'Add or replace an entry of the stand-in state register',
  description:
    'Browser suites apply for fresh BINs, which must be registered to be offered documents to sign.',
  designedHere: true,
  embed: false,
  body: StateRegisterEntry,
  status: 200,
  response: z.object({ registered: z.string().describe('The BIN registered') }),
  errors: {},
  example: {
    body: {
      bin: '180440000128',
      nameRu: 'ТОО «Степной Логистик»',
      nameKk: '«Степной Логистик» ЖШС',
      legalForm: 'LLP',
      status: 'active',
      headIin: '800315300129',
      headName: 'Нурланов Ерлан Маратович',
    },
    response: { registered: '180440000128' },
  },
});

export const egovScan = defineCall({
  method: 'POST',
  path: '/api/dev/egov/scan',
  auth: false,
  summary: 'The eGov Business stand-in scans a code the site shows and does what `behaviour` says',
  description:
    "Against this server's API №1/№2, whatever origin `PUBLIC_ORIGIN` gave the QR: how `npm run dev` and the browser suites sign by eGov QR. `expire` first moves the code past its time, as if the phone came too late.",
  designedHere: true,
  embed: false,
  body: z.object({
    qrText: z.string().min(1).max(500).describe('The QR’s text, `mobileSign:<API №1 URL>`'),
    behaviour: z
      .enum(EGOV_BEHAVIOURS, { error: 'FIELD_INVALID' })
      .describe('What the person with the phone does'),
    certificateId: id.describe('The test-PKI key the person signs with'),
    otherCertificateId: id
      .optional()
      .describe("`wrongPerson`'s key: another person's (default: another company's head)"),
    lang: z.enum(['ru', 'kk', 'en']).optional().describe('The app’s language'),
  }),
  status: 200,
  response: z.object({
    steps: z
      .array(
        z.object({
          step: z.enum(['api1', 'api2', 'put']).describe('API №1, API №2, or the signed PUT'),
          status: z.number().int().describe('Its HTTP status'),
        }),
      )
      .describe('Each step the app took, in order'),
    message: z
      .string()
      .nullable()
      .describe("The last answer's `message` (what the app would show)"),
  }),
  errors: {},
  example: {
    body: {
      qrText: 'mobileSign:https://business.example.kz/api/v1/egov/mgovSign?id=<a code>',
      behaviour: 'sign',
      certificateId: 'stepnoy-head-sign',
    },
    response: {
      steps: [
        { step: 'api1', status: 200 },
        { step: 'api2', status: 200 },
        { step: 'put', status: 200 },
      ],
      message: null,
    },
  },
});

export const DevEdsCertificate = z
  .object({
    id: z.string().describe('The key’s id (`certificateId` of eds/sign)'),
    description: z.string().describe('What it is for in the tests'),
    usage: z
      .enum([...EDS_KEY_USAGES, 'both'])
      .describe('`both` for a key whose certificate carries the AUTH and the SIGN usage'),
    subject: z
      .object({
        commonName: z.string().describe('The holder’s name'),
        iin: z.string().describe('The holder’s IIN'),
        bin: z.string().nullable().describe("The organisation's BIN; null for an individual's key"),
        organization: z.string().nullable().describe('The organisation; null for an individual'),
      })
      .describe('Whose key it is'),
    roles: z.array(z.enum(EDS_ROLES)).describe("The holder's roles, as the certificate says"),
    issuer: z.string().describe('The issuing CA'),
    serialNumber: z.string().describe('The certificate’s serial number'),
    notBefore: z.string().describe('Valid from (ISO 8601)'),
    notAfter: z.string().describe('Valid until (ISO 8601)'),
    trusted: z.boolean().describe('Whether the server trusts its CA (false for «untrusted CA»)'),
    revoked: z.boolean().describe('On its CA’s revocation list'),
    certificate: z.string().describe('The certificate, DER in base64'),
  })
  .describe('One key of the test PKI (scripts/pki)');

export const edsCertificates = defineCall({
  method: 'GET',
  path: '/api/dev/eds/certificates',
  auth: false,
  summary: "The test PKI's keys: whose, what for, and their certificates",
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({ certificates: z.array(DevEdsCertificate).describe('Every key') }),
  errors: {},
  example: {
    response: {
      certificates: [
        {
          id: 'stepnoy-head-auth',
          description: 'Степной Логистик (LLP), First Head, AUTH key: logs in',
          usage: 'auth',
          subject: {
            commonName: 'НУРЛАНОВ ЕРЛАН',
            iin: '800315300129',
            bin: '180440000128',
            organization: 'ТОО «Степной Логистик»',
          },
          roles: ['LEGAL_ENTITY', 'FIRST_HEAD'],
          issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA) DALA TEST',
          serialNumber: '<its serial number>',
          notBefore: '2025-01-01T00:00:00.000Z',
          notAfter: '2027-01-01T00:00:00.000Z',
          trusted: true,
          revoked: false,
          certificate: '<DER, base64>',
        },
      ],
    },
  },
});

/** Base64, as NCALayer takes the bytes to sign. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const edsSign = defineCall({
  method: 'POST',
  path: '/api/dev/eds/sign',
  auth: false,
  summary: 'A detached CMS over the bytes, made with one key of the test PKI (plays NCALayer)',
  description: "signingTime is the server's clock.",
  designedHere: true,
  embed: false,
  body: z.object({
    certificateId: id.describe('The key (edsCertificates)'),
    // A contract document is a few KB.
    data: z
      .string({ error: 'FIELD_REQUIRED' })
      .max(40_000, 'FIELD_TOO_LONG')
      .regex(BASE64, 'FIELD_INVALID')
      .describe('The bytes to sign, base64'),
  }),
  status: 200,
  response: z.object({ signature: z.string().describe('The CMS SignedData, base64') }),
  errors: {},
  example: {
    body: { certificateId: 'stepnoy-head-auth', data: 'PGEgY2hhbGxlbmdlPg==' },
    response: { signature: '<CMS, base64>' },
  },
});
