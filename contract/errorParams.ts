/**
 * The values a failure carries beside its code, typed per code: `error.params` of the error body,
 * and `fields.<path>.params` of a refused field. They are what the catalogue's message was built
 * from (`{seconds}`, `{minutes}`, `{max}` in `errors.ts`) and what the site reads to act — the
 * resend countdown (`seconds`), the code step's «Осталось попыток» (`attemptsLeft`), the lock
 * (`minutes`), the signing step's finer words (`reason`).
 *
 * One table, read by everything that makes or checks a failure: the reference backend's throws
 * are typed by it (`server/domain/errors.ts`: a wrong or missing param fails the type-check) and
 * its error bodies checked against it in development and tests (`server/http/errors.ts`); the
 * error body's schema (`calls/failures.ts`, OpenAPI's `ApiError`) is made from it, so the
 * document shows each code's params; the unit tests' fake backend and the conformance suite hold
 * a scripted or a gateway's failure to it.
 *
 * A code not in the table carries no params. Where the whole wait is also in `Retry-After`
 * (every 429), `minutes` / `seconds` say it for the message.
 */
import { z } from 'zod';
import { DETAILED_STATUSES, READINESS_CHECKS } from './domain.ts';
import { EDS_REASON_CODE, EDS_REASONS, type EdsReason } from './eds.ts';
import type { BackendErrorCode } from './errors.ts';

const count = (description: string) => z.number().int().min(0).describe(description);

/** A wait in whole minutes, at least 1 (rounded up): the lock, the hour's share, the budget. */
const WaitMinutesParams = z
  .object({
    minutes: z
      .number()
      .int()
      .min(1)
      .describe(
        'Whole minutes until it may be tried again, rounded up (`{minutes}` of the message)',
      ),
  })
  .meta({
    id: 'WaitMinutesParams',
    description: 'The wait, for the message; the header `Retry-After` says it in seconds',
  });

/** The reasons a catalogue code of a refused signature may carry (`EDS_REASON_CODE`). */
function reasonsOf(code: BackendErrorCode): [EdsReason, ...EdsReason[]] {
  const reasons = EDS_REASONS.filter((reason) => EDS_REASON_CODE[reason] === code);
  if (!reasons.length) throw new Error(`no EDS reason is answered with ${code}`);
  return reasons as [EdsReason, ...EdsReason[]];
}

const reason = (code: BackendErrorCode) =>
  z
    .enum(reasonsOf(code))
    .describe(
      'Why the signature was refused, finer than the code (`EDS_REASONS`; the site shows its own words for it)',
    );

const reasonParams = (code: BackendErrorCode, id: string) =>
  z.object({ reason: reason(code) }).meta({ id, description: `The reason of ${code}` });

/** A reason that is not always known: the code is also answered for what no signature caused. */
const optionalReasonParams = (code: BackendErrorCode, id: string) =>
  z
    .object({ reason: reason(code).optional() })
    .meta({ id, description: `The reason of ${code}, when a signature caused it` });

/** The codes a refused signature is answered with, each always with its `reason`. */
const EDS_REFUSAL_PARAMS = {
  EDS_INVALID_KEY: reasonParams('EDS_INVALID_KEY', 'EdsInvalidKeyParams'),
  EDS_AUTH_FILE_REQUIRED: reasonParams('EDS_AUTH_FILE_REQUIRED', 'EdsAuthFileRequiredParams'),
  EDS_SIGN_FILE_REQUIRED: reasonParams('EDS_SIGN_FILE_REQUIRED', 'EdsSignFileRequiredParams'),
  EDS_BIN_MISMATCH: reasonParams('EDS_BIN_MISMATCH', 'EdsBinMismatchParams'),
  EDS_EXPIRED: reasonParams('EDS_EXPIRED', 'EdsExpiredParams'),
  EDS_REVOKED: reasonParams('EDS_REVOKED', 'EdsRevokedParams'),
  EDS_SIGN_DATA_MISMATCH: reasonParams('EDS_SIGN_DATA_MISMATCH', 'EdsSignDataMismatchParams'),
  EDS_SIGN_NOT_ALLOWED: reasonParams('EDS_SIGN_NOT_ALLOWED', 'EdsSignNotAllowedParams'),
  EDS_KEY_MISMATCH: reasonParams('EDS_KEY_MISMATCH', 'EdsKeyMismatchParams'),
  EDS_NOT_FIRST_HEAD: reasonParams('EDS_NOT_FIRST_HEAD', 'EdsNotFirstHeadParams'),
  EDS_AUTH_FAILED: reasonParams('EDS_AUTH_FAILED', 'EdsAuthFailedParams'),
  EDS_ROLE_REQUIRED: reasonParams('EDS_ROLE_REQUIRED', 'EdsRoleRequiredParams'),
  // Also answered without a reason: the state register's verdict on the company (no signature
  // behind it), and a photo queue that is full.
  EDS_VERIFICATION_FAILED: optionalReasonParams(
    'EDS_VERIFICATION_FAILED',
    'EdsVerificationFailedParams',
  ),
  TRY_LATER: z
    .object({
      reason: reason('TRY_LATER').optional(),
      failed: z
        .enum(READINESS_CHECKS)
        .optional()
        .describe("ready's: the check that failed (the backend is to be taken out of rotation)"),
    })
    .meta({
      id: 'TryLaterParams',
      description:
        'Why to try later, when known: the reason of a signature (revocation could not be checked), or the readiness check that failed',
    }),
} as const;

export const ERROR_PARAMS = {
  SMS_RESEND_TOO_EARLY: z
    .object({
      seconds: z
        .number()
        .int()
        .min(1)
        .describe(
          'Seconds until a new code may be asked for (`{seconds}`; the countdown restarts from it)',
        ),
      codeLength: z
        .number()
        .int()
        .min(1)
        .describe('Digits of the code already sent, which is still the one to enter'),
      maskedPhone: z
        .string()
        .describe('The phone the code went to, masked as sms/send answers it: `+7 701 *** ** 67`'),
    })
    .meta({
      id: 'SmsResendTooEarlyParams',
      description:
        'The countdown of the code already sent: the site shows its code step again with it',
    }),
  SMS_ATTEMPTS_EXHAUSTED: WaitMinutesParams,
  TOO_MANY_REQUESTS: WaitMinutesParams,
  SMS_CODE_INVALID: z
    .object({
      attemptsLeft: count(
        'Wrong codes still allowed before the lock (counted across codes: a new code gives none back)',
      ),
    })
    .meta({ id: 'SmsCodeInvalidParams', description: 'What is left of the wrong-code run' }),
  CASE_LIMIT_REACHED: z
    .object({ limit: count('Success cases one phone may send in a Kazakhstan day') })
    .meta({ id: 'CaseLimitReachedParams', description: "The day's limit that was reached" }),
  FORBIDDEN_CHARACTERS: z
    .object({
      chars: z
        .string()
        .min(1)
        .describe('The forbidden characters found in the field, each once, separated by spaces'),
    })
    .meta({
      id: 'ForbiddenCharactersParams',
      description: 'What the field held that the CRM refuses',
    }),
  NUMBERS_LIMIT: z
    .object({ max: count("The tariff's cap on the field's count (`{max}` of the message)") })
    .meta({ id: 'NumbersLimitParams', description: "The tariff's cap that was exceeded" }),
  APPLICATION_UNFINISHED_EXISTS: z
    .object({
      opportunityId: z
        .string()
        .min(1)
        .describe('The unfinished application of the same type: continue it, or replace it'),
    })
    .meta({ id: 'ApplicationUnfinishedExistsParams', description: 'The application in the way' }),
  APPLICATION_STATE_INVALID: z
    .object({
      status: z
        .enum(DETAILED_STATUSES)
        .describe('The status the application is in, which does not allow the step'),
    })
    .meta({ id: 'ApplicationStateInvalidParams', description: 'Where the application stands' }),
  ...EDS_REFUSAL_PARAMS,
} as const satisfies Partial<Record<BackendErrorCode, z.ZodObject>>;

type Table = typeof ERROR_PARAMS;

/** A code that carries params. */
export type ParamsCode = keyof Table;

/** The params a failure with `code` carries (as sent: whole numbers, the enums' values). */
export type ErrorParams<C extends string> = C extends ParamsCode
  ? z.output<Table[C]>
  : Record<string, never>;

/** A code whose params are always sent (every key of its schema is required). */
export type RequiredParamsCode = {
  [C in ParamsCode]: Record<string, never> extends z.output<Table[C]> ? never : C;
}[ParamsCode];

/** The params schema of a code, or null when it carries none. */
export function errorParamsSchema(code: string): z.ZodObject | null {
  return (ERROR_PARAMS as Partial<Record<string, z.ZodObject>>)[code] ?? null;
}
