/**
 * The OpenAPI side of a declaration: its answers — the success one and each failure status with
 * the catalogue codes it may carry — as the document describes them.
 */
import { z } from 'zod';
import type { CallDeclaration } from '../../contract/calls/define.ts';
import { ERROR_CODES, type ErrorCode } from '../../contract/errors.ts';

/** Every failure's body (`contract/errors.ts`, `ApiErrorBody`). */
export const ApiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      /** In the request's language (`Accept-Language`). */
      message: z.string(),
      /** Per request field (dot paths for nested ones): its own code and message. */
      fields: z
        .record(z.string(), z.object({ code: z.enum(ERROR_CODES), message: z.string() }))
        .optional(),
      /** The values the message was built from (`minutes`, `seconds`, `attemptsLeft`, `chars`, `max`…). */
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

const STATUS_WORDS: Record<number, string> = {
  400: 'Malformed JSON',
  401: 'No valid session',
  403: 'Refused',
  404: 'Not found',
  409: 'Not in a state that allows it',
  413: 'Too large',
  415: 'Not the declared media type',
  422: 'A field or a business rule refused',
  429: 'A limit reached (`Retry-After` in seconds)',
  503: 'Try later',
};

/** The failures every call of its kind may answer, beside the ones it declares. */
export function commonErrors(declaration: CallDeclaration): Map<number, ErrorCode[]> {
  const errors = new Map<number, ErrorCode[]>();
  const add = (status: number, codes: readonly ErrorCode[]) =>
    errors.set(status, [...new Set([...(errors.get(status) ?? []), ...codes])]);
  if (declaration.body) {
    add(400, ['MALFORMED_JSON']);
    add(413, ['PAYLOAD_TOO_LARGE']);
    add(415, ['UNSUPPORTED_MEDIA_TYPE']);
  }
  if (declaration.auth) add(401, ['AUTH_REQUIRED', 'TOKEN_EXPIRED']);
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

export function openApiResponses(declaration: CallDeclaration) {
  const success =
    declaration.produces === 'text/html'
      ? { 'text/html': { schema: z.string() } }
      : declaration.produces === 'image/*'
        ? { 'image/*': { schema: z.string().meta({ format: 'binary' }) } }
        : { 'application/json': { schema: declaration.response } };
  const responses: Record<string, unknown> = {
    [declaration.status]: { description: 'Done', content: success },
  };
  for (const [status, codes] of commonErrors(declaration)) {
    responses[status] = {
      description: `${STATUS_WORDS[status] ?? 'Failed'}: ${codes.join(', ')}`,
      content: { 'application/json': { schema: ApiErrorBodySchema } },
      'x-error-codes': codes,
    };
  }
  return responses as Record<string, { description: string }>;
}
