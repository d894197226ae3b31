import type { Context } from 'hono';
import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '../../contract/index.ts';
import { ApiError, type FieldProblem } from './errors.ts';

/**
 * Whether a Content-Type header names exactly `mediaType` (any case), with no parameter but
 * those `allowed` says (RFC 9110 §8.3.1). `application/jsonp` or `application/json-patch+json` is
 * not `application/json`; a charset other than UTF-8 would not be read right.
 */
export function isMediaType(
  header: string | undefined,
  mediaType: string,
  allowed: (name: string, value: string) => boolean = () => false,
): boolean {
  const [type = '', ...params] = (header ?? '').split(';');
  if (type.trim().toLowerCase() !== mediaType) return false;
  return params.every((param) => {
    const [name = '', ...rest] = param.split('=');
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return allowed(name.trim().toLowerCase(), value);
  });
}

/** `application/json`, or with `charset=utf-8`: what the API reads. */
export const isJson = (header: string | undefined) =>
  isMediaType(header, 'application/json', (name, value) =>
    name === 'charset' ? value.toLowerCase() === 'utf-8' : false,
  );

/**
 * Reads a JSON body and validates it against `schema`. Another content type is a 415, malformed
 * JSON a 400, a body that does not match a 422 listing each field; handlers only ever see a
 * typed, valid value.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!isJson(c.req.header('content-type'))) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON');
  }
  return parseOrThrow(schema, raw);
}

/** Validates query parameters (every value a string) against `schema`. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query());
}

export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** 422 VALIDATION_FAILED naming each field that failed (its first problem) by its dot path. */
export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.') || '_';
    if (fields[name]) continue;
    fields[name] = issueProblem(issue);
  }
  return new ApiError(422, 'VALIDATION_FAILED', {}, fields);
}

/**
 * Schemas say which catalogue code a rule stands for by putting the code in the issue message
 * (`z.string().refine(isValidBin, 'BIN_INVALID')`), with any message values in `params`; zod's
 * own issues map to generic codes.
 */
function issueProblem(issue: z.core.$ZodIssue): FieldProblem {
  const params =
    issue.code === 'custom' && issue.params
      ? (issue.params as Record<string, string | number>)
      : undefined;
  const code: ErrorCode = isErrorCode(issue.message)
    ? issue.message
    : issue.code === 'invalid_type' && issue.input === undefined
      ? 'FIELD_REQUIRED'
      : issue.code === 'too_big'
        ? 'FIELD_TOO_LONG'
        : issue.code === 'too_small' && issue.input === ''
          ? 'FIELD_REQUIRED'
          : 'FIELD_INVALID';
  return params ? { code, params } : { code };
}
