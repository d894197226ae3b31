import type { Context } from 'hono';
import {
  errorMessage,
  type ApiErrorBody,
  type ErrorCode,
  type Locale,
} from '../../contract/api.ts';
import type { ApiError } from '../domain/errors.ts';
import type { Metrics } from '../metrics.ts';
import { type FieldProblem } from '../domain/errors.ts';

export { ApiError, fieldError, tooManyRequests, type FieldProblem } from '../domain/errors.ts';

export function errorBody(
  locale: Locale,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  fields: Record<string, FieldProblem> = {},
): ApiErrorBody {
  const body: ApiErrorBody = { error: { code, message: errorMessage(locale, code, params) } };
  if (Object.keys(params).length) body.error.params = params;
  const entries = Object.entries(fields);
  if (entries.length) {
    body.error.fields = Object.fromEntries(
      entries.map(([name, problem]) => [
        name,
        { code: problem.code, message: errorMessage(locale, problem.code, problem.params) },
      ]),
    );
  }
  return body;
}

export function sendError(c: Context, error: ApiError): Response {
  const locale = (c.get('locale') as Locale | undefined) ?? 'ru';
  if (error.status === 429) {
    (c.get('metrics') as Metrics | undefined)?.limitHit(error.limit ?? error.code);
  }
  if (error.status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (error.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  return c.json(errorBody(locale, error.code, error.params, error.fields), error.status);
}
