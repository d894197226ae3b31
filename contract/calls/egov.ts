/**
 * eGov QR signing (issue 28; designed here, the protocol is NITEC's «mgovSign», notes
 * `shared/notes/egov-qr-and-lna.md` K1/K5). Two kinds of call:
 * - the site's (`egov-sign/*`, with the session): show a code, learn its result, give it up;
 * - the eGov Business app's (`egovApp: true`): API №1 and API №2 of the protocol, reached from the
 *   QR's `mobileSign:<API №1 URL>`. Their shapes are the protocol's, not ours: snake_case where it
 *   says so, and a failure is `{ "message": "<in the request's Accept-Language>" }` (K5).
 */
import { z } from 'zod';
import { EDS_SIGNATURE_REFUSALS, EGOV_SIGN_STATUSES } from '../eds.ts';
import { ApplicationDetail } from '../schema/entities.ts';
import { consent, id } from '../schema/fields.ts';
import { defineCall } from './define.ts';
import { EXAMPLE_IDS, EXAMPLE_SIGN_DATA, officeApplication } from './examples.ts';

/** A code shown for the demo company's office application, on the site's public origin. */
const EXAMPLE_CODE = {
  id: 'bc3lqinClzlwPbH7zaa6EA',
  api1: 'https://business.dala.kz/api/v1/egov/mgovSign?id=bc3lqinClzlwPbH7zaa6EA',
  api2: 'https://business.dala.kz/api/v1/egov/mgovSign/documents?id=bc3lqinClzlwPbH7zaa6EA',
  token: '9O0sVHWULmFyk2quiI5jAfgVkm6_rJBKFJIm6fq1Dkc',
  expiresAt: '2026-12-02T11:49:16+05:00',
};

/** API №2's documents: the contract, whose bytes are sign-data's. */
const EXAMPLE_DOCUMENTS = {
  signMethod: 'CMS_SIGN_ONLY' as const,
  version: 1 as const,
  documentsToSign: [
    {
      id: 1,
      nameRu: 'Договор о предоставлении услуг связи по заявке IN-2026-000006',
      nameKz: 'IN-2026-000006 өтінім бойынша байланыс қызметтерін көрсету туралы шарт',
      nameEn: 'Telecommunication services contract, application IN-2026-000006',
      meta: [{ name: 'Заявка', value: 'IN-2026-000006' }],
      document: { file: { mime: 'text/plain', data: EXAMPLE_SIGN_DATA.dataToSign } },
    },
  ],
};

const NOT_FOUND = ['APPLICATION_NOT_FOUND'] as const;

const SignSessionQuery = z.object({ signSessionId: id });

export const egovSignStart = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/egov-sign/start',
  auth: true,
  summary: 'Step 2: a QR code to sign the documents in eGov Business',
  description:
    "Consent must be true. Issues the documents' data to sign (as sign-data, with its refusals: 409 unless SolutionOnClient, 422 EDS_VERIFICATION_FAILED, 422 EDS_ROLE_REQUIRED) and a one-use code: `qrText` is `mobileSign:` + the API №1 URL, `launchLink` opens it in the app on the phone itself. An earlier code of the same application stops working. Limited per client address (429 TOO_MANY_REQUESTS).",
  designedHere: true,
  embed: false,
  body: z.object({ opportunityId: id, consent }),
  status: 200,
  response: z
    .object({
      signSessionId: z.string(),
      qrText: z.string(),
      launchLink: z.string(),
      /** ISO 8601 with the UTC+5 offset. */
      expiresAt: z.string(),
    })
    .meta({ id: 'EgovSignStarted' }),
  errors: {
    404: NOT_FOUND,
    409: ['APPLICATION_STATE_INVALID'],
    422: ['CONSENT_REQUIRED', 'EDS_VERIFICATION_FAILED', 'EDS_ROLE_REQUIRED'],
    429: ['TOO_MANY_REQUESTS'],
  },
  example: {
    body: { opportunityId: EXAMPLE_IDS.office, consent: true },
    response: {
      signSessionId: EXAMPLE_CODE.id,
      qrText: `mobileSign:${EXAMPLE_CODE.api1}`,
      launchLink: `https://m.egov.kz/mobileSign/?link=${encodeURIComponent(EXAMPLE_CODE.api1)}`,
      expiresAt: EXAMPLE_CODE.expiresAt,
    },
  },
});

const EgovSignState = z
  .object({
    status: z.enum(EGOV_SIGN_STATUSES),
    expiresAt: z.string(),
    /** Why the app's signature was refused (`refused`): the EDS refusal's code and reason. */
    refusal: z
      .object({
        code: z.string(),
        message: z.string(),
        reason: z.string().optional(),
      })
      .optional(),
    /** The signed application (`signed`). */
    application: ApplicationDetail.optional(),
  })
  .meta({ id: 'EgovSignState' });

export const egovSignStatus = defineCall({
  method: 'GET',
  path: '/api/v1/creatio/egov-sign/status',
  auth: true,
  summary: 'What became of a code shown for eGov QR signing (the page polls it)',
  description:
    '`waiting` until the app reads the code, `scanned` once it has fetched the documents, then `signed` (with the application), `refused` (with the refusal: the same EDS checks as NCALayer), `expired` or `cancelled`. Only the session that started the code may read it (404 otherwise).',
  designedHere: true,
  embed: false,
  query: SignSessionQuery,
  status: 200,
  response: EgovSignState,
  errors: { 404: ['NOT_FOUND'] },
  example: {
    query: { signSessionId: EXAMPLE_CODE.id },
    response: {
      status: 'signed',
      expiresAt: EXAMPLE_CODE.expiresAt,
      application: officeApplication('SignatureProcessing'),
    },
  },
});

export const egovSignCancel = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/egov-sign/cancel',
  auth: true,
  summary: 'Give up a code shown for eGov QR signing: the app can no longer use it',
  description: 'A finished code (signed, refused, expired) keeps its state. Limited per address.',
  designedHere: true,
  embed: false,
  body: SignSessionQuery,
  status: 200,
  response: EgovSignState,
  errors: { 404: ['NOT_FOUND'], 429: ['TOO_MANY_REQUESTS'] },
  example: {
    body: { signSessionId: EXAMPLE_CODE.id },
    response: { status: 'cancelled', expiresAt: EXAMPLE_CODE.expiresAt },
  },
});

/** API №1 (K1, K5): what the app reads from the QR's URL. */
export const MgovSignRequest = z
  .object({
    description: z.string(),
    /** `yyyy-MM-dd'T'HH:mm:ss.SSSZ`, e.g. `2026-08-14T15:52:24.138+0500`. */
    expiry_date: z.string(),
    organisation: z.object({
      nameRu: z.string(),
      nameKz: z.string(),
      nameEn: z.string(),
      bin: z.string(),
    }),
    document: z.object({
      uri: z.string(),
      auth_type: z.enum(['Token', 'Eds', 'None']),
      auth_token: z.string().optional(),
    }),
  })
  .meta({ id: 'MgovSignRequest' });

const signMethod = z.enum([
  'XML',
  'CMS_WITH_DATA',
  'CMS_SIGN_ONLY',
  'SIGN_BYTES_ARRAY',
  'MIX_SIGN',
]);

/** API №2's body (K5): the documents to sign; the app returns it with `data` replaced by a CMS. */
export const MgovSignDocuments = z
  .object({
    signMethod,
    version: z.literal(1),
    documentsToSign: z.array(
      z.object({
        id: z.number().int(),
        nameRu: z.string(),
        nameKz: z.string(),
        nameEn: z.string(),
        meta: z.array(z.object({ name: z.string(), value: z.string() })),
        document: z.object({ file: z.object({ mime: z.string(), data: z.string() }) }),
      }),
    ),
  })
  .meta({ id: 'MgovSignDocuments' });

/**
 * How API №1 and API №2 fail (K5): the protocol's own body, not the `ApiError` one — the app
 * shows `message`. Only the request-shape checks every call shares (400, 413, 415, 422: a
 * malformed request the app never sends) answer the `ApiError` body.
 */
export const EgovFailure = z
  .object({
    message: z
      .string()
      .describe(
        "What went wrong, for the app to show, in the request's `Accept-Language`: the catalogue's message of the code",
      ),
  })
  .meta({
    id: 'EgovMessage',
    description: "A failure of the eGov app's API №1/№2, as the mgovSign protocol answers it",
  });

/** The app's message back (K5): in its Accept-Language. */
const MgovSignAnswer = z.object({ status: z.literal('success'), message: z.string() });

const egovAppQuery = z.object({ id: z.string().trim().min(1, 'FIELD_REQUIRED').max(64) });

export const mgovSignRequest = defineCall({
  method: 'GET',
  path: '/api/v1/egov/mgovSign',
  auth: false,
  egovApp: true,
  summary:
    'eGov app, API №1: what is to be signed, by whom, until when, and where the documents are',
  description:
    "Reached from the QR's `mobileSign:` URL (the path holds `mgovSign`, as v5 requires). `auth_type` is always `Token`: API №2 needs `Authorization: Bearer <auth_token>`. 404 with `{message}` (EGOV_SIGN_EXPIRED) once the code has expired, been replaced, cancelled or used.",
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  status: 200,
  response: MgovSignRequest,
  errors: { 404: ['EGOV_SIGN_EXPIRED'] },
  example: {
    query: { id: EXAMPLE_CODE.id },
    response: {
      description: 'Подписание договора по заявке IN-2026-000006 с АО «Дала Телеком»',
      expiry_date: '2026-12-02T11:49:16.050+0500',
      organisation: {
        nameRu: 'АО «Дала Телеком»',
        nameKz: '«Дала Телеком» АҚ',
        nameEn: 'Dala Telecom JSC',
        bin: '990140000136',
      },
      document: { uri: EXAMPLE_CODE.api2, auth_type: 'Token', auth_token: EXAMPLE_CODE.token },
    },
  },
});

export const mgovSignDocuments = defineCall({
  method: 'GET',
  path: '/api/v1/egov/mgovSign/documents',
  auth: false,
  egovApp: true,
  egovToken: true,
  summary: 'eGov app, API №2: the documents to sign (CMS_SIGN_ONLY: a detached CMS of each)',
  description:
    "Needs `Authorization: Bearer <auth_token of API №1>` (401 without, 403 with another). `document.file.data` is the contract document's bytes in base64, exactly the data sign-data issues (`mime` `text/plain`: the app shows it as text; the contract is HTML, so its markup shows). 404 (EGOV_SIGN_EXPIRED) after expiry.",
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  status: 200,
  response: MgovSignDocuments,
  errors: { 401: ['AUTH_REQUIRED'], 403: ['FORBIDDEN'], 404: ['EGOV_SIGN_EXPIRED'] },
  example: { query: { id: EXAMPLE_CODE.id }, response: EXAMPLE_DOCUMENTS },
});

export const mgovSignReturn = defineCall({
  method: 'PUT',
  path: '/api/v1/egov/mgovSign/documents',
  auth: false,
  egovApp: true,
  egovToken: true,
  summary:
    'eGov app, API №2: the signed documents back (200 success, 403 when a signature is refused)',
  description:
    'The body of the GET with each `document.file.data` replaced by the CMS (K5). Verified by the same verifier and the same §5/§6 rules and state-register check as an NCALayer signature; a refusal is 403 with `{message}` in the request\'s language and the page shows its words. The same Token as the GET (401/403). A later `{"status":"success"}` (v5\'s delivery acknowledgement) is answered 200. Limited per client address (429).',
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  body: z.union([MgovSignDocuments, z.object({ status: z.literal('success') })], {
    error: 'FIELD_INVALID',
  }),
  status: 200,
  response: MgovSignAnswer,
  errors: {
    401: ['AUTH_REQUIRED'],
    403: ['FORBIDDEN', ...EDS_SIGNATURE_REFUSALS],
    404: ['EGOV_SIGN_EXPIRED'],
    409: ['APPLICATION_STATE_INVALID'],
    429: ['TOO_MANY_REQUESTS'],
    503: ['TRY_LATER'],
  },
  example: {
    query: { id: EXAMPLE_CODE.id },
    body: {
      ...EXAMPLE_DOCUMENTS,
      documentsToSign: EXAMPLE_DOCUMENTS.documentsToSign.map((document) => ({
        ...document,
        document: { file: { mime: 'text/plain', data: '<the CMS the app made, base64>' } },
      })),
    },
    response: { status: 'success', message: 'Документы подписаны' },
  },
});
