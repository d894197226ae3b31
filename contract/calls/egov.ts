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
import { defineCall } from './define.ts';

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
  example: { body: { opportunityId: '0f5c2a7e-3b1d-4c8e-9a60-2d7b1e4f8c13', consent: true } },
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
  example: { query: { signSessionId: '<signSessionId of egov-sign/start>' } },
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
  example: { body: { signSessionId: '<signSessionId of egov-sign/start>' } },
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
    "Reached from the QR's `mobileSign:` URL (the path holds `mgovSign`, as v5 requires). `auth_type` is always `Token`: API №2 needs `Authorization: Bearer <auth_token>`. 404 with `{message}` (EGOV_SIGN_EXPIRED) once the code has expired, been replaced, cancelled or used, or the session that showed it has signed out.",
  designedHere: false,
  embed: false,
  query: egovAppQuery,
  status: 200,
  response: MgovSignRequest,
  errors: { 404: ['EGOV_SIGN_EXPIRED'] },
  example: { query: { id: '<id of the QR code>' } },
});

export const mgovSignDocuments = defineCall({
  method: 'GET',
  path: '/api/v1/egov/mgovSign/documents',
  auth: false,
  egovApp: true,
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
  example: { query: { id: '<id of the QR code>' } },
});

export const mgovSignReturn = defineCall({
  method: 'PUT',
  path: '/api/v1/egov/mgovSign/documents',
  auth: false,
  egovApp: true,
  summary:
    'eGov app, API №2: the signed documents back (200 success, 403 when a signature is refused)',
  description:
    'The body of the GET with each `document.file.data` replaced by the CMS (K5). Verified by the same verifier and the same §5/§6 rules and state-register check as an NCALayer signature; a refusal is 403 with `{message}` in the request\'s language and the page shows its words. The same Token as the GET (401/403). A later `{"status":"success"}` (v5\'s delivery acknowledgement) is answered 200. The first return decided decides the code: the same signature sent again is answered 200 again, any other 409 EGOV_SIGN_ALREADY_SIGNED. Wrong tokens are limited per token tried and per client address (429); a return with the right token never is.',
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
    409: ['APPLICATION_STATE_INVALID', 'EGOV_SIGN_ALREADY_SIGNED'],
    429: ['TOO_MANY_REQUESTS'],
    503: ['TRY_LATER'],
  },
  example: {
    query: { id: '<id of the QR code>' },
    body: { status: 'success' },
  },
});
