import { isApiErrorBody, type ErrorCode } from '../../../../contract/errors.ts';
import type { Locale } from '../../../../contract/locale.ts';
import { fieldErrors, HttpError, userErrorCode, userMessage } from '../../api/index.ts';

/** A failed call, read once: what to show and what the widget decides by. */
export interface Failure {
  /** The catalogue code it is shown as (`SERVICE_ERROR`, `TRY_LATER`, `SMS_CODE_INVALID`…). */
  code: ErrorCode;
  /** One sentence for the person, in the widget's language. */
  message: string;
  /** Per-field messages, keyed by the request body's field names. */
  fields: Record<string, string>;
  /** Per-field codes, for decisions (`smsProof: SMS_PROOF_REQUIRED`). */
  fieldCodes: Record<string, string>;
  /** The values the server sent with it: `attemptsLeft`, `minutes`, `seconds`… */
  params: Record<string, string | number>;
}

export function readFailure(error: unknown, locale: Locale): Failure {
  const body = error instanceof HttpError && isApiErrorBody(error.body) ? error.body.error : null;
  const fieldCodes: Record<string, string> = {};
  for (const [name, problem] of Object.entries(body?.fields ?? {})) fieldCodes[name] = problem.code;
  return {
    code: userErrorCode(error),
    message: userMessage(error, locale),
    fields: fieldErrors(error, locale),
    fieldCodes,
    params: body?.params ?? {},
  };
}

/** The caller's own abort (an unmounted widget): nothing to show. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function numberParam(failure: Failure, name: string): number | undefined {
  const value = Number(failure.params[name]);
  return Number.isFinite(value) ? value : undefined;
}
