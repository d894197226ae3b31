import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../contract/api.ts';

export interface FieldProblem {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

/**
 * A failure the client sees as `{ error: { code, message, fields?, params? } }`: a business rule
 * of the domain, in the catalogue's words (contract/errors.ts), with the HTTP status it answers
 * with. The HTTP layer (`http/errors.ts`) turns it into the body.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields: Record<string, FieldProblem> = {},
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
