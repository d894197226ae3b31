import {
  ERROR_MESSAGES,
  errorMessage,
  isApiErrorBody,
  type ErrorCode,
} from '../../contract/errors.ts';
import {
  SMS_LOCK_MINUTES,
  SMS_RESEND_SECONDS,
  SUCCESS_CASES_PER_DAY,
} from '../../contract/limits.ts';
import type { Locale } from '../../contract/locale.ts';
import { HttpError, isApiError } from '../features/api/index.ts';

/**
 * What a person reads when a call fails (spec §8). The words come from the shared catalogue
 * (`contract/errors.ts`), chosen by the code the server answered with; transport failures get the
 * generic words. A raw `HTTP 500` or a stack trace never reaches a person.
 */

/**
 * Codes that say only "something went wrong in transport": a caller's context message (e.g.
 * «Не удалось загрузить тарифы») says more, so it replaces them.
 */
const GENERIC_CODES: ReadonlySet<string> = new Set([
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_ERROR',
  'TRY_LATER',
  'HTTP_ERROR',
  'UNSUPPORTED_HTTP_METHOD',
  'NETWORK_ERROR',
  'REQUEST_TIMEOUT',
]);

/** Catalogue entries that are developer wording (`HTTP {status}`), shown as «Ошибка сервиса». */
const TECHNICAL_CODES: ReadonlySet<string> = new Set(['HTTP_ERROR', 'UNSUPPORTED_HTTP_METHOD']);

/** Values a message may need when the server sent none: the spec's own limits. */
const DEFAULT_PARAMS: Record<string, string | number> = {
  minutes: SMS_LOCK_MINUTES,
  seconds: SMS_RESEND_SECONDS,
  limit: SUCCESS_CASES_PER_DAY,
};

const PLACEHOLDER = /\{\w+\}/;

function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES.ru, code);
}

type Params = Record<string, string | number>;

function hasCode(value: unknown): value is { code: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

interface Resolved {
  code: ErrorCode;
  params: Params;
  /** The server's own wording, in the request's language: used when params are missing. */
  serverMessage?: string;
  /** A newer server's code this site does not know: its own sentence is the best there is. */
  verbatim?: string;
}

/**
 * The catalogue code a failure should be shown as:
 * - the server's code from an `HttpError` body;
 * - 5xx without a known code, a malformed answer, an unsupported method: `SERVICE_ERROR`;
 * - timeouts, network failures, other statuses and anything unknown: `TRY_LATER`;
 * - an object carrying a known `code` (the site's own failures, e.g. `{ code: 'COPY_FAILED' }`).
 */
function resolve(error: unknown): Resolved {
  if (error instanceof HttpError) {
    const body = isApiErrorBody(error.body) ? error.body.error : null;
    if (body && isKnownCode(body.code) && !TECHNICAL_CODES.has(body.code)) {
      return { code: body.code, params: body.params ?? {}, serverMessage: body.message };
    }
    if (body && !isKnownCode(body.code) && error.status < 500 && isHumanSentence(body.message)) {
      return { code: 'TRY_LATER', params: {}, verbatim: body.message };
    }
    return { code: error.status >= 500 ? 'SERVICE_ERROR' : 'TRY_LATER', params: {} };
  }
  if (isApiError(error)) {
    switch (error.kind) {
      case 'malformed':
      case 'unsupported-method':
        return { code: 'SERVICE_ERROR', params: {} };
      default:
        return { code: 'TRY_LATER', params: {} };
    }
  }
  if (hasCode(error) && isKnownCode(error.code) && !TECHNICAL_CODES.has(error.code)) {
    const params = (error as { params?: Params }).params ?? {};
    return { code: error.code, params };
  }
  return { code: 'TRY_LATER', params: {} };
}

function isHumanSentence(text: string): boolean {
  return text.trim() !== '' && !/\bHTTP\b/i.test(text) && !PLACEHOLDER.test(text);
}

function render(locale: Locale, { code, params, serverMessage, verbatim }: Resolved): string {
  if (verbatim) return verbatim;
  const text = errorMessage(locale, code, { ...DEFAULT_PARAMS, ...params });
  if (!PLACEHOLDER.test(text)) return text;
  // A value is missing: the server's sentence has it filled in, in the language asked for.
  if (serverMessage && isHumanSentence(serverMessage)) return serverMessage;
  return errorMessage(locale, 'TRY_LATER');
}

export interface UserMessageOptions {
  /**
   * The code to show when the failure itself says nothing specific (a timeout, a 5xx, a generic
   * code): e.g. `COUNTRIES_LOAD_FAILED` for «Не удалось загрузить список стран».
   */
  fallback?: ErrorCode;
}

/** The catalogue code a failure is shown as (see `userMessage`). */
export function userErrorCode(error: unknown, options: UserMessageOptions = {}): ErrorCode {
  const { code } = resolve(error);
  return options.fallback && GENERIC_CODES.has(code) ? options.fallback : code;
}

/** One sentence for a person, in `locale`, for any failure of a call. */
export function userMessage(
  error: unknown,
  locale: Locale,
  options: UserMessageOptions = {},
): string {
  const resolved = resolve(error);
  if (options.fallback && GENERIC_CODES.has(resolved.code)) {
    return render(locale, { code: options.fallback, params: {} });
  }
  return render(locale, resolved);
}

/**
 * Per-field messages of a failed form submission, keyed by the request body's field name (dot
 * paths for nested fields), ready for `Field`'s `errorMessage` and the error summary. Empty when
 * the failure is not about fields.
 */
export function fieldErrors(error: unknown, locale: Locale): Record<string, string> {
  if (!(error instanceof HttpError) || !isApiErrorBody(error.body)) return {};
  const fields = error.body.error.fields ?? {};
  const shared = error.body.error.params ?? {};
  const result: Record<string, string> = {};
  for (const [name, problem] of Object.entries(fields)) {
    const own = (problem as { params?: Params }).params ?? {};
    result[name] = isKnownCode(problem.code)
      ? render(locale, {
          code: problem.code,
          params: { ...shared, ...own },
          serverMessage: problem.message,
        })
      : isHumanSentence(problem.message)
        ? problem.message
        : errorMessage(locale, 'FIELD_INVALID');
  }
  return result;
}
