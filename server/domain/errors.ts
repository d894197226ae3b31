import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../contract/api.ts';

export interface FieldProblem {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/**
 * A failure the client sees as `{ error: { code, message, fields?, params? } }`: a business rule
 * of the domain, in the catalogue's words (contract/errors.ts), with the HTTP status it answers
 * with. The HTTP layer (`http/errors.ts`) turns it into the body, and `retryAfterSeconds` into a
 * `Retry-After` header.
 */
export class ApiError extends Error {
  /** For a 429: the limit that refused, as /metrics names it (`limits_hit_total`). */
  limit?: string;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields: Record<string, FieldProblem> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }
}

/** One request field refused: 422 `VALIDATION_FAILED` with the field's own code. */
export function fieldError(
  field: string,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', {}, { [field]: { code, params } });
}

export interface Refusal {
  /** How the message says the wait: whole minutes, seconds, or not at all (a daily limit). */
  unit: 'minutes' | 'seconds' | 'none';
  params?: Record<string, string | number>;
  /** The field the refusal is about (the phone of a phone's daily limit). */
  field?: string;
  /** The limit's name on /metrics (`limits_hit_total{limit}`); the code when absent. */
  limit?: string;
}

/**
 * 429 with the wait: `Retry-After` in seconds, and `params.minutes` (at least 1, rounded up) or
 * `params.seconds` for the catalogue's message.
 */
export function tooManyRequests(code: ErrorCode, waitMs: number, refusal: Refusal): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const params: Record<string, string | number> = { ...refusal.params };
  if (refusal.unit === 'minutes') params.minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (refusal.unit === 'seconds') params.seconds = seconds;
  const fields = refusal.field ? { [refusal.field]: { code } } : {};
  const error = new ApiError(429, code, params, fields, seconds);
  if (refusal.limit) error.limit = refusal.limit;
  return error;
}
