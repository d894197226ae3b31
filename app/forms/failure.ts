import { isApiErrorBody, type ErrorCode } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';
import { HttpError } from '../features/api/index.ts';
import { fieldErrors, userErrorCode, userMessage } from './messages.ts';

/**
 * A failed call, read once: what to show and what the screen decides by. This is the app's one
 * way to read an API error for a person (the client throws typed `ApiError`s; the words come from
 * the §8 catalogue in `contract/errors.ts`).
 */
export interface Failure {
  /** The catalogue code it is shown as (`SERVICE_ERROR`, `TRY_LATER`, `SMS_CODE_INVALID`…). */
  code: ErrorCode;
  /** One sentence for the person, in the asked language. */
  message: string;
  /** Per-field messages, keyed by the request body's field paths (`address.street`). */
  fields: Record<string, string>;
  /** Per-field codes, for decisions (`smsProof: SMS_PROOF_REQUIRED`). */
  fieldCodes: Record<string, string>;
  /** The values the server sent with it: `attemptsLeft`, `minutes`, `seconds`… */
  params: Record<string, string | number>;
}

export interface ReadFailureOptions {
  /**
   * The code to show when the failure itself says nothing specific (a timeout, a 5xx, a generic
   * code): e.g. `COUNTRIES_LOAD_FAILED` for «Не удалось загрузить список стран».
   */
  fallback?: ErrorCode;
}

/**
 * A check the screen makes in the middle of a submit (the agent login the backend said is not
 * valid): thrown from a form's `submit`, it is shown at its fields like a server's field errors.
 */
export class FieldsRejected extends Error {
  constructor(
    readonly fields: Record<string, string>,
    /** The catalogue code it is reported as (`AGENT_LOGIN_INVALID`). */
    readonly code: ErrorCode = 'VALIDATION_FAILED',
  ) {
    super('Fields rejected');
    this.name = 'FieldsRejected';
  }
}

export function readFailure(
  error: unknown,
  locale: Locale,
  options: ReadFailureOptions = {},
): Failure {
  if (error instanceof FieldsRejected) {
    return {
      code: error.code,
      message: userMessage({ code: error.code }, locale),
      fields: { ...error.fields },
      fieldCodes: {},
      params: {},
    };
  }
  const body = error instanceof HttpError && isApiErrorBody(error.body) ? error.body.error : null;
  const fieldCodes: Record<string, string> = {};
  for (const [name, problem] of Object.entries(body?.fields ?? {})) fieldCodes[name] = problem.code;
  return {
    code: userErrorCode(error, options),
    message: userMessage(error, locale, options),
    fields: fieldErrors(error, locale),
    fieldCodes,
    params: body?.params ?? ownParams(error),
  };
}

/** The values a site's own failure carries (the signing client's outcome: `signerAccess`). */
function ownParams(error: unknown): Record<string, string | number> {
  const params =
    typeof error === 'object' && error !== null ? (error as { params?: unknown }).params : null;
  return typeof params === 'object' && params !== null
    ? (params as Record<string, string | number>)
    : {};
}

/**
 * The caller's own abort (an unmounted screen, a cancelled step): nothing to show. By name, not
 * `instanceof DOMException`: an abort raised in another realm (a test DOM, a frame) is one too.
 */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

export function numberParam(failure: Failure, name: string): number | undefined {
  const value = Number(failure.params[name]);
  return Number.isFinite(value) && failure.params[name] !== '' ? value : undefined;
}
