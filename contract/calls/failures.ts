/**
 * What a call may answer when it fails: the one error body, and the catalogue codes each status
 * may carry — the ones every call of its kind may answer (a body, a session, an input) beside the
 * ones it declares. The OpenAPI document lists them (`x-error-codes`) and the unit tests' fake
 * backend refuses a scripted failure outside them (`app/test/backend.ts`).
 */
import { z } from 'zod';
import {
  ERROR_PARAMS,
  type ErrorParams,
  type ParamsCode,
  type RequiredParamsCode,
} from '../errorParams.ts';
import { BACKEND_ERROR_CODES, type BackendErrorCode } from '../errors.ts';
import type { CallDeclaration } from './define.ts';

const message = z
  .string()
  .describe("The catalogue's message for the code, in the request's language (`Accept-Language`)");

/** The codes that carry params, grouped by the one params schema they share. */
function paramGroups(): Array<{
  codes: [BackendErrorCode, ...BackendErrorCode[]];
  schema: z.ZodObject;
}> {
  const groups = new Map<z.ZodObject, BackendErrorCode[]>();
  for (const [code, schema] of Object.entries(ERROR_PARAMS) as Array<
    [BackendErrorCode, z.ZodObject]
  >) {
    groups.set(schema, [...(groups.get(schema) ?? []), code]);
  }
  return [...groups].map(([schema, codes]) => ({
    codes: codes as [BackendErrorCode, ...BackendErrorCode[]],
    schema,
  }));
}

const codeOf = (codes: readonly [BackendErrorCode, ...BackendErrorCode[]], description: string) =>
  (codes.length === 1 ? z.literal(codes[0]) : z.enum(codes)).describe(description);

type Branches = [z.ZodObject, ...z.ZodObject[]];

/** A refused field as the body carries it (the type `FieldErrorSchema` checks). */
export type FieldFailure = {
  [C in BackendErrorCode]: { code: C; message: string; params?: ErrorParams<C> };
}[BackendErrorCode];

/** The failure as the body carries it: each code with its own params. */
export type Failure = {
  [C in BackendErrorCode]: {
    code: C;
    message: string;
    fields?: Record<string, FieldFailure>;
  } & (C extends RequiredParamsCode
    ? { params: ErrorParams<C> }
    : C extends ParamsCode
      ? { params?: ErrorParams<C> }
      : { params?: never });
}[BackendErrorCode];

/** The codes that carry no params. */
const PLAIN_CODES = BACKEND_ERROR_CODES.filter((code) => !(code in ERROR_PARAMS)) as [
  BackendErrorCode,
  ...BackendErrorCode[],
];

/** Whether a code's params may be left out (every key optional: a reason not always known). */
const paramsOptional = (schema: z.ZodObject) => schema.safeParse({}).success;

/**
 * A refused request field: its own code and message, and the code's params when it has them
 * (`FORBIDDEN_CHARACTERS` names the `chars`, `NUMBERS_LIMIT` its `max`).
 */
const fieldError = z
  .discriminatedUnion('code', <Branches>(<unknown>[
    ...paramGroups().map(({ codes, schema }) =>
      z.object({
        code: codeOf(codes, "The field's catalogue code"),
        message,
        params: schema.optional().describe("The values the field's message was built from"),
      }),
    ),
    z.object({ code: codeOf(PLAIN_CODES, "The field's catalogue code"), message }),
  ]))
  .meta({
    id: 'FieldError',
    description: 'Why one request field was refused; `params` as the code carries them',
  });

/** Typed as the body carries it: the union is built from the table, so zod cannot infer it. */
export const FieldErrorSchema = fieldError as unknown as z.ZodType<FieldFailure>;

const fields = z
  .record(z.string(), FieldErrorSchema)
  .optional()
  .describe(
    'Per request field, by its dot path (`address.street`, `delivery.point`): its own code and message',
  );

/**
 * Every failure's body (`ApiErrorBody` is its type): one branch per group of codes with
 * the same params (`errorParams.ts`), and one for the codes without params.
 */
const apiError = z
  .object({
    error: z
      .discriminatedUnion('code', <Branches>(<unknown>[
        ...paramGroups().map(({ codes, schema }) =>
          z.object({
            code: codeOf(codes, 'The catalogue code: what the site decides by'),
            message,
            fields,
            params: (paramsOptional(schema) ? schema.optional() : schema).describe(
              'The values the message was built from',
            ),
          }),
        ),
        z.object({
          code: codeOf(PLAIN_CODES, 'The catalogue code: what the site decides by'),
          message,
          fields,
        }),
      ]))
      .describe('The failure: its code, message, refused fields and params'),
  })
  .meta({
    id: 'ApiError',
    description:
      "Every failure of the API but the eGov app's API №1/№2 (which answer `{message}`): a catalogue code, its message in the request's language, the refused fields, and the params of the codes that have them",
  });

export const ApiErrorBodySchema = apiError as unknown as z.ZodType<{ error: Failure }>;
/** Every failure's body (re-exported by `contract/errors.ts`). */
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The failures every call of its kind may answer, beside the ones it declares. */
export function commonErrors(declaration: CallDeclaration): Map<number, BackendErrorCode[]> {
  const errors = new Map<number, BackendErrorCode[]>();
  const add = (status: number, codes: readonly BackendErrorCode[]) =>
    errors.set(status, [...new Set([...(errors.get(status) ?? []), ...codes])]);
  if (declaration.body) {
    add(400, ['MALFORMED_JSON']);
    add(413, ['PAYLOAD_TOO_LARGE']);
    add(415, ['UNSUPPORTED_MEDIA_TYPE']);
  }
  if (declaration.auth) add(401, ['AUTH_REQUIRED', 'TOKEN_EXPIRED']);
  if (declaration.staff) add(401, ['AUTH_REQUIRED']);
  if (declaration.body || declaration.query || declaration.multipart) {
    add(422, [
      'VALIDATION_FAILED',
      'FIELD_REQUIRED',
      'FIELD_INVALID',
      'FIELD_TOO_LONG',
      'INVISIBLE_CHARACTERS',
    ]);
  }
  for (const [status, codes] of Object.entries(declaration.errors)) add(Number(status), codes);
  return new Map([...errors].sort(([a], [b]) => a - b));
}

/** The statuses of the failures a call declares itself (its own, not the common ones). */
export function declaredStatuses(declaration: CallDeclaration): Set<number> {
  return new Set(Object.keys(declaration.errors).map(Number));
}
