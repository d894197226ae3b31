/**
 * eGov QR signing (issue 28; designed here, the protocol is NITEC's «mgovSign», its documents K1
 * and K5 in docs/signing-client.md «Not confirmed»). Two kinds of call:
 * - the site's (`egov-sign/*`, with the session): show a code, learn its result, give it up;
 * - the eGov Business app's (`egovApp: true`): API №1 and API №2 of the protocol, reached from the
 *   QR's `mobileSign:<API №1 URL>`. Their shapes are the protocol's, not ours: snake_case where it
 *   says so, and a failure is `{ "message": "<in the request's Accept-Language>" }` (K5).
 */
import { z } from 'zod';
import { EDS_SIGNATURE_REFUSALS, EGOV_SIGN_STATUSES } from '../eds.ts';
import { ApplicationDetail } from '../schema/entities.ts';
import { consent, id } from '../schema/fields.ts';
import { opportunityId } from '../schema/requests.ts';
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

const SignSessionQuery = z.object({
  signSessionId: id.describe('The code (`signSessionId` of egov-sign/start)'),
});

export const egovSignStart = defineCall({
  method: 'POST',
  path: '/api/v1/creatio/egov-sign/start',
  auth: true,
  summary: 'Step 2: a QR code to sign the documents in eGov Business',
  description:
    "Consent must be true. Issues the documents' data to sign (as sign-data, with its refusals: 409 unless SolutionOnClient, 422 EDS_VERIFICATION_FAILED, 422 EDS_ROLE_REQUIRED) and a one-use code: `qrText` is `mobileSign:` + the API №1 URL, `launchLink` opens it in the app on the phone itself. An earlier code of the same application stops working. Limited per client address (429 TOO_MANY_REQUESTS).",
  designedHere: true,
  embed: false,
  body: z.object({ opportunityId, consent }),
  status: 200,
  response: z
    .object({
      signSessionId: z.string().describe('The code: `signSessionId` of status and cancel'),
      qrText: z
        .string()
        .describe('What the QR encodes: `mobileSign:` + the API №1 URL (the app scans it)'),
      launchLink: z
        .string()
        .describe('Opens the same code in the eGov Business app on this phone (no scan)'),
      expiresAt: z.string().describe('When the code stops working (ISO 8601, Kazakhstan time)'),
    })
    .meta({
      id: 'EgovSignStarted',
      description: 'A one-use code to sign the documents in the eGov Business app',
    }),
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
    status: z
      .enum(EGOV_SIGN_STATUSES)
      .describe(
        '`waiting` (not read yet), `scanned` (the app has the documents), `signed`, `refused`, `expired`, `cancelled`',
      ),
    expiresAt: z.string().describe('When the code stops working (ISO 8601, Kazakhstan time)'),
    refusal: z
      .object({
        code: z.string().describe("The EDS refusal's catalogue code"),
        message: z.string().describe("Its message, in the request's language"),
        reason: z.string().optional().describe("The refusal's `params.reason`, where it has one"),
      })
      .optional()
      .describe("With `refused` only: why the app's signature was refused"),
    application: ApplicationDetail.optional().describe(
      'With `signed` only: the application, now SignatureProcessing',
    ),
  })
  .meta({ id: 'EgovSignState', description: 'What became of a code shown for eGov QR signing' });

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
    description: z.string().describe('What is signed, in Russian: the app shows it'),
    expiry_date: z
      .string()
      .describe(
        "When the code expires: `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (`2026-08-14T15:52:24.138+0500`)",
      ),
    organisation: z
      .object({
        nameRu: z.string().describe("The operator's name in Russian"),
        nameKz: z.string().describe('In Kazakh'),
        nameEn: z.string().describe('In English'),
        bin: z.string().describe("The operator's BIN"),
      })
      .describe('Who asks for the signature: the operator'),
    document: z
      .object({
        uri: z.string().describe('The API №2 URL of this code'),
        auth_type: z
          .enum(['Token', 'Eds', 'None'])
          .describe('How API №2 is reached: always `Token` here'),
        auth_token: z
          .string()
          .optional()
          .describe('With `Token`: sent to API №2 as `Authorization: Bearer <auth_token>`'),
      })
      .describe('Where the documents are, and how to reach them'),
  })
  .meta({
    id: 'MgovSignRequest',
    description: "API №1's answer (mgovSign protocol): what to sign, by whom, until when, where",
  });

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
    signMethod: signMethod.describe(
      'How the app signs: `CMS_SIGN_ONLY` here (a detached CMS of each document)',
    ),
    version: z.literal(1).describe("The protocol's version: 1"),
    documentsToSign: z
      .array(
        z.object({
          id: z.number().int().describe('The document, within this answer'),
          nameRu: z.string().describe('Its name in Russian, shown by the app'),
          nameKz: z.string().describe('In Kazakh'),
          nameEn: z.string().describe('In English'),
          meta: z
            .array(
              z.object({
                name: z.string().describe('A label, shown by the app'),
                value: z.string().describe('Its value'),
              }),
            )
            .describe('Lines the app shows beside the document (the application number)'),
          document: z
            .object({
              file: z
                .object({
                  mime: z.string().describe('`text/plain`: the app shows the bytes as text'),
                  data: z
                    .string()
                    .describe(
                      "GET: the contract document's bytes, base64 (sign-data's `dataToSign`); PUT: the app's CMS over them, base64",
                    ),
                })
                .describe('The document itself'),
            })
            .describe('The document itself'),
        }),
      )
      .describe('The documents to sign: the contract'),
  })
  .meta({
    id: 'MgovSignDocuments',
    description:
      "API №2's documents (mgovSign protocol); the app sends them back with each `data` a CMS",
  });

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
const MgovSignAnswer = z.object({
  status: z.literal('success').describe('Always `success`: the signature was accepted'),
  message: z.string().describe("For the app to show, in the request's language"),
});

const egovAppQuery = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(64)
    .describe('The code (`signSessionId`), as the QR URL carries it'),
});

export const mgovSignRequest = defineCall({
  method: 'GET',
  path: '/api/v1/egov/mgovSign',
  auth: false,
  egovApp: true,
  summary:
    'eGov app, API №1: what is to be signed, by whom, until when, and where the documents are',
  description:
    "Reached from the QR's `mobileSign:` URL (the path holds `mgovSign`, as v5 requires). `auth_type` is always `Token`: API №2 needs `Authorization: Bearer <auth_token>`. 404 with `{message}` (EGOV_SIGN_EXPIRED) once the code has expired, been replaced, cancelled or used, or the session that showed it has signed out.",
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
    "Needs `Authorization: Bearer <auth_token of API №1>` (401 without, 403 with another). `document.file.data` is the contract document's bytes in base64, exactly the data sign-data issues (`mime` `text/plain`: the app shows it as text; the contract is HTML, so its markup shows). 404 (EGOV_SIGN_EXPIRED) after expiry. Wrong tokens are limited per token tried and per client address (429); the right one never is.",
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  status: 200,
  response: MgovSignDocuments,
  errors: {
    401: ['AUTH_REQUIRED'],
    403: ['FORBIDDEN'],
    404: ['EGOV_SIGN_EXPIRED'],
    429: ['TOO_MANY_REQUESTS'],
  },
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
    'The body of the GET with each `document.file.data` replaced by the CMS (K5). Verified by the same verifier and the same §5/§6 rules and state-register check as an NCALayer signature; a refusal is 403 with `{message}` in the request\'s language and the page shows its words. The same Token as the GET (401/403). A later `{"status":"success"}` (v5\'s delivery acknowledgement) is answered 200. The first return decided decides the code: the same signature sent again is answered 200 again, any other 409 EGOV_SIGN_ALREADY_SIGNED. Wrong tokens are limited per token tried and per client address (429); a return with the right token never is.',
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  body: z.union(
    [
      MgovSignDocuments,
      z.object({
        status: z
          .literal('success')
          .describe("v5's delivery acknowledgement after a signature: answered 200"),
      }),
    ],
    { error: 'FIELD_INVALID' },
  ),
  status: 200,
  response: MgovSignAnswer,
  errors: {
    401: ['AUTH_REQUIRED'],
    403: ['FORBIDDEN', ...EDS_SIGNATURE_REFUSALS],
    404: ['EGOV_SIGN_EXPIRED'],
    409: ['APPLICATION_STATE_INVALID', 'EGOV_SIGN_ALREADY_SIGNED'],
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
