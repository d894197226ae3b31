import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../contract/index.ts';
import type { ErrorParams, RequiredParamsCode } from '../../contract/errorParams.ts';

/** A failure's params as the body carries them, whatever the code (for reading them back). */
export type ParamsRecord = Readonly<Record<string, string | number>>;

export interface FieldProblem {
  code: ErrorCode;
  params?: ParamsRecord;
}

/**
 * What follows the code: its params, typed by the code (`contract/errorParams.ts`) — required
 * where the code always carries them, none for a code without — then the refused fields and the
 * wait for `Retry-After`. A code typed only as `ErrorCode` (another failure's, passed on) takes
 * that failure's params as they are.
 */
type Rest<C extends ErrorCode> = ErrorCode extends C
  ? [params?: ParamsRecord, fields?: Record<string, FieldProblem>, retryAfterSeconds?: number]
  : C extends RequiredParamsCode
    ? [params: ErrorParams<C>, fields?: Record<string, FieldProblem>, retryAfterSeconds?: number]
    : [params?: ErrorParams<C>, fields?: Record<string, FieldProblem>, retryAfterSeconds?: number];

/**
 * A failure the client sees as `{ error: { code, message, fields?, params? } }`: a business rule
 * of the domain, in the catalogue's words (contract/errors.ts), with the HTTP status it answers
 * with. The HTTP layer (`http/errors.ts`) turns it into the body, and `retryAfterSeconds` into a
 * `Retry-After` header.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly params: ParamsRecord;
  readonly fields: Record<string, FieldProblem>;
  readonly retryAfterSeconds?: number;
  /** For a 429: the limit that refused, as /metrics names it (`limits_hit_total`). */
  limit?: string;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: C,
    ...[params = {}, fields = {}, retryAfterSeconds]: Rest<C>
  ) {
    super(code);
    this.params = params as ParamsRecord;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type FieldRest<C extends ErrorCode> = C extends RequiredParamsCode
  ? [params: ErrorParams<C>]
  : [params?: ErrorParams<C>];

/** One request field refused: 422 `VALIDATION_FAILED` with the field's own code (and params). */
export function fieldError<C extends ErrorCode>(
  field: string,
  code: C,
  ...[params]: FieldRest<C>
): ApiError<'VALIDATION_FAILED'> {
  const problem: FieldProblem = params ? { code, params: params as ParamsRecord } : { code };
  return new ApiError(422, 'VALIDATION_FAILED', {}, { [field]: problem });
}

/** The codes a limit refuses with (429). */
type LimitCode =
  | 'SMS_RESEND_TOO_EARLY'
  | 'SMS_ATTEMPTS_EXHAUSTED'
  | 'SMS_DAILY_LIMIT'
  | 'TOO_MANY_REQUESTS'
  | 'CASE_LIMIT_REACHED';

export interface Refusal<C extends LimitCode> {
  /** How the message says the wait: whole minutes, seconds, or not at all (a daily limit). */
  unit: 'minutes' | 'seconds' | 'none';
  /** The code's params beside the wait (`params.minutes` / `params.seconds` come from `unit`). */
  params?: Omit<ErrorParams<C>, 'minutes' | 'seconds'>;
  /** The field the refusal is about (the phone of a phone's daily limit). */
  field?: string;
  /** The limit's name on /metrics (`limits_hit_total{limit}`); the code when absent. */
  limit?: string;
}

/**
 * 429 with the wait: `Retry-After` in seconds, and `params.minutes` (at least 1, rounded up) or
 * `params.seconds` for the catalogue's message.
 */
export function tooManyRequests<C extends LimitCode>(
  code: C,
  waitMs: number,
  refusal: Refusal<C>,
): ApiError<C> {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const params: Record<string, string | number> = { ...(refusal.params as ParamsRecord) };
  if (refusal.unit === 'minutes') params.minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (refusal.unit === 'seconds') params.seconds = seconds;
  const fields = refusal.field ? { [refusal.field]: { code } } : {};
  // The params are the code's, made here from the wait: the body is checked against the
  // code's schema in development and tests (`http/errors.ts`).
  const error = new (ApiError as new (...args: unknown[]) => ApiError<C>)(
    429,
    code,
    params,
    fields,
    seconds,
  );
  if (refusal.limit) error.limit = refusal.limit;
  return error;
}
