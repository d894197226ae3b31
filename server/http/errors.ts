import type { Context } from 'hono';
import {
  errorMessage,
  type ApiErrorBody,
  type ErrorCode,
  type Locale,
} from '../../contract/index.ts';
import { ApiErrorBodySchema } from '../../contract/calls/failures.ts';
import { strictly } from '../../contract/calls/strict.ts';
import type { ApiError, ParamsRecord } from '../domain/errors.ts';
import type { Metrics } from '../metrics.ts';
import { type FieldProblem } from '../domain/errors.ts';
import type { Logger } from '../log.ts';

export {
  ApiError,
  fieldError,
  tooManyRequests,
  type FieldProblem,
  type ParamsRecord,
} from '../domain/errors.ts';

export function errorBody(
  locale: Locale,
  code: ErrorCode,
  params: ParamsRecord = {},
  fields: Record<string, FieldProblem> = {},
): ApiErrorBody {
  // Built from any code and params: `sendError` holds the result to `ApiErrorBodySchema` (the
  // type's source) when answers are checked, so a code given params it does not carry is caught.
  const body: { error: Record<string, unknown> } = {
    error: { code, message: errorMessage(locale, code, params) },
  };
  if (Object.keys(params).length) body.error.params = { ...params };
  const entries = Object.entries(fields);
  if (entries.length) {
    body.error.fields = Object.fromEntries(
      entries.map(([name, problem]) => [
        name,
        {
          code: problem.code,
          message: errorMessage(locale, problem.code, problem.params),
          // The field's own params (`chars`, `max`), for a caller that words it itself.
          ...(problem.params && Object.keys(problem.params).length
            ? { params: { ...problem.params } }
            : {}),
        },
      ]),
    );
  }
  return body as ApiErrorBody;
}

/**
 * The failure as its body, with `WWW-Authenticate` on a 401 and `Retry-After` when the wait is
 * known. In development and tests (`checkAnswers`) the body is first held to the contract's
 * error body, strictly — each code's params as `contract/errorParams.ts` types them — and one
 * that does not match is a bug of this backend: a 500 the tests see, not a client.
 */
export function sendError(c: Context, error: ApiError): Response {
  const locale = (c.get('locale') as Locale | undefined) ?? 'ru';
  const body = errorBody(locale, error.code, error.params, error.fields);
  const settings = c.get('settings') as { checkAnswers?: boolean } | undefined;
  if (settings?.checkAnswers) {
    const checked = strictly(ApiErrorBodySchema).safeParse(body);
    if (!checked.success) {
      const issues = checked.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      const drift = `ErrorDriftError: the failure ${error.code} does not match the contract's error body: ${issues}`;
      (c.get('log') as Logger | undefined)?.error('error body drift', { code: error.code, issues });
      return c.json(
        { error: { code: 'SERVICE_ERROR', message: errorMessage(locale, 'SERVICE_ERROR') } },
        500,
        { 'X-Contract-Drift': drift.slice(0, 200) },
      );
    }
  }
  if (error.status === 429) {
    (c.get('metrics') as Metrics | undefined)?.limitHit(error.limit ?? error.code);
  }
  if (error.status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (error.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  return c.json(body, error.status);
}
