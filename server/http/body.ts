import type { Context } from 'hono';
import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '../../contract/api.ts';
import { ApiError, type FieldProblem } from './errors.ts';

/**
 * Reads a JSON body and validates it against `schema`. Malformed JSON is a 400, a body that does
 * not match is a 422 listing each field; handlers only ever see a typed, valid value.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
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
  const fields: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.') || '_';
    if (fields[name]) continue;
    fields[name] = issueProblem(issue);
  }
  throw new ApiError(422, 'VALIDATION_FAILED', {}, fields);
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
