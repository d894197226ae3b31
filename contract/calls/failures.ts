/**
 * What a call may answer when it fails: the one error body, and the catalogue codes each status
 * may carry — the ones every call of its kind may answer (a body, a session, an input) beside the
 * ones it declares. The OpenAPI document lists them (`x-error-codes`) and the unit tests' fake
 * backend refuses a scripted failure outside them (`app/test/backend.ts`).
 */
import { z } from 'zod';
import { BACKEND_ERROR_CODES, type BackendErrorCode } from '../errors.ts';
import type { CallDeclaration } from './define.ts';

/** Every failure's body (`contract/errors.ts`, `ApiErrorBody`). */
export const ApiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(BACKEND_ERROR_CODES),
      /** In the request's language (`Accept-Language`). */
      message: z.string(),
      /** Per request field (dot paths for nested ones): its own code and message. */
      fields: z
        .record(z.string(), z.object({ code: z.enum(BACKEND_ERROR_CODES), message: z.string() }))
        .optional(),
      /** The values the message was built from (`minutes`, `seconds`, `attemptsLeft`, `chars`, `max`…). */
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

/** The failures every call of its kind may answer, beside the ones it declares. */
export function commonErrors(declaration: CallDeclaration): Map<number, BackendErrorCode[]> {
  const errors = new Map<number, BackendErrorCode[]>();
  const add = (status: number, codes: readonly BackendErrorCode[]) =>
    errors.set(status, [...new Set([...(errors.get(status) ?? []), ...codes])]);
  if (declaration.body) {
    add(400, ['MALFORMED_JSON']);
    add(413, ['PAYLOAD_TOO_LARGE']);
    add(415, ['UNSUPPORTED_MEDIA_TYPE']);
  }
  if (declaration.auth) add(401, ['AUTH_REQUIRED', 'TOKEN_EXPIRED']);
  if (declaration.staff) add(401, ['AUTH_REQUIRED']);
  if (declaration.body || declaration.query || declaration.multipart) {
    add(422, [
      'VALIDATION_FAILED',
      'FIELD_REQUIRED',
      'FIELD_INVALID',
      'FIELD_TOO_LONG',
      'INVISIBLE_CHARACTERS',
    ]);
  }
  for (const [status, codes] of Object.entries(declaration.errors)) add(Number(status), codes);
  return new Map([...errors].sort(([a], [b]) => a - b));
}
