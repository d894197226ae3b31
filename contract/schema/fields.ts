/**
 * The field rules every request is checked with, as zod schemas: the backend validates with
 * them, the client's types come from them (`z.input`), and the OpenAPI document describes them.
 * Each rule fails with a catalogue code as its issue message (`contract/errors.ts`), which the
 * backend turns into `{ error: { fields: { <path>: { code, message } } } }`. The character and
 * number rules themselves live in `contract/rules` (shared with the site's forms) and the lengths
 * in `FIELD_MAX_LENGTH`.
 */
import { z } from 'zod';
import { CONSULTATION_SOURCES } from '../domain.ts';
import type { ErrorCode } from '../errors.ts';
import { KIOSK_ID_PATTERN } from '../kiosk.ts';
import { FIELD_MAX_LENGTH } from '../limits.ts';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { findForbiddenCharacters } from '../rules/forbiddenCharacters.ts';
import { hasInvisibleCharacters } from '../rules/invisibleCharacters.ts';
import { isKzMobileE164, isKzPhoneE164, toKzMobileE164, toKzPhoneE164 } from '../rules/phone.ts';
import { COMPANY_NUMBER_ACCEPT, validateIdNumber } from '../rules/bin.ts';

const L = FIELD_MAX_LENGTH;

/** What a client may send for an optional text: absent, null and blank all mean "not given". */
type Blankable = string | null | undefined;

const blankToUndefined = (value: Blankable) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional field whose blank or null value is taken as absent. */
export const optionalBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional());

/**
 * Every text field of every request: trimmed, and without control, bidi-control, zero-width or
 * broken characters (INVISIBLE_CHARACTERS, `contract/rules/invisibleCharacters.ts`). Only a
 * multi-line field (a comment, a case's texts) keeps tabs and line breaks.
 */
export const text = (error: ErrorCode, { multiLine = false } = {}) =>
  z
    .string({ error })
    .trim()
    .refine((value) => !hasInvisibleCharacters(value, { multiLine }), 'INVISIBLE_CHARACTERS');

export const requiredText = (max: number, options?: { multiLine?: boolean }) =>
  text('FIELD_REQUIRED', options).min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');

export const optionalText = (max: number, options?: { multiLine?: boolean }) =>
  optionalBlank(text('FIELD_INVALID', options).max(max, 'FIELD_TOO_LONG'));

/** Nullable text: null (or blank) clears the value. */
export const nullableText = (max: number) =>
  z.preprocess(
    (v: Blankable) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text('FIELD_INVALID').max(max, 'FIELD_TOO_LONG').nullable().optional(),
  );

/**
 * Refuses the characters the CRM rejects, naming them (`params.chars`).
 *
 * Where it applies — decided, and pinned by `contract/schema/forbidden.test.ts`. The spec (§5) gives
 * the list for the address input of the office-address check («Недопустимые символы: …») and for
 * the success case texts. So it applies to:
 * - the parts of an office address typed by hand: `address.city`, `address.street`,
 *   `address.house` (create-application, a login intent) and the coverage query's `street`,
 *   `house` — each part is a name or a number, where `.` `,` `(` have no business;
 * - the delivery details typed beside the map pin: `entrance`, `flat`, `intercom`, `floor`;
 * - the success case texts (`crmText`).
 * It does not apply to the one-line addresses: the company's `factAddress` / `lawAddress`
 * (update-application, mobile-update-application), `legalAddress` / `actualAddress`
 * (update-account-info), and the delivery `address` (the map's geocoded line). The list holds
 * `.` and `,`, which every real one-line address has («г. Алматы, ул. Абая, 10»), and the legal
 * address must be written as in the registration documents; refusing them would refuse every
 * company. They are bounded by FIELD_MAX_LENGTH.address instead.
 */
export function rejectForbidden(value: string | undefined | null, ctx: z.RefinementCtx): void {
  if (!value) return;
  const found = findForbiddenCharacters(value);
  if (found.length) {
    ctx.addIssue({
      code: 'custom',
      message: 'FORBIDDEN_CHARACTERS',
      params: { chars: found.join(' ') },
    });
  }
}

/** Free text that goes to the CRM: bounded, and without the characters it rejects. */
export const crmText = (max: number, options?: { multiLine?: boolean }) =>
  requiredText(max, options).superRefine(rejectForbidden);
export const optionalCrmText = (max: number) =>
  optionalBlank(text('FIELD_INVALID').max(max, 'FIELD_TOO_LONG').superRefine(rejectForbidden));

/** A company's number: a legal entity's BIN or a sole proprietor's IIN, with its check digit. */
export const bin = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .refine((value) => validateIdNumber(value, COMPANY_NUMBER_ACCEPT) === null, 'BIN_INVALID')
  .meta({
    description:
      "The company's number: a legal entity's BIN, or a sole proprietor's IIN (an IE registered without a BIN). 12 digits with a valid check digit.",
    example: '180440000128',
  });

export const optionalBin = optionalBlank(bin);

/**
 * A KZ mobile number in any reasonable spelling, taken as E.164: every number a code is texted to.
 * A landline answers PHONE_NOT_MOBILE (it cannot receive an SMS), anything else PHONE_INVALID.
 */
export const phone = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .transform((value) => toKzPhoneE164(value) ?? value)
  .superRefine((value, ctx) => {
    if (isKzMobileE164(value)) return;
    const message = isKzPhoneE164(value) ? 'PHONE_NOT_MOBILE' : 'PHONE_INVALID';
    ctx.addIssue({ code: 'custom', message });
  })
  .meta({
    description:
      'A Kazakhstan mobile number in any spelling (+7, 8, spaces, brackets): a code is texted to it, so a landline is refused (PHONE_NOT_MOBILE)',
    example: '+77011234567',
  });

/** A KZ mobile number that is a SIM, not a number texted to (a company's own numbers to move). */
export const mobileNumber = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .transform((value) => toKzMobileE164(value) ?? value)
  .refine(isKzMobileE164, 'PHONE_INVALID')
  .meta({
    description: 'A Kazakhstan mobile number in any spelling (+7, 8, spaces, brackets)',
    example: '+77011234567',
  });

/**
 * A contact number nothing is texted to (a lead form, the company's profile): a KZ mobile or a
 * landline (`+7 727 …`), in any spelling, taken as E.164.
 */
export const contactPhone = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .transform((value) => toKzPhoneE164(value) ?? value)
  .refine(isKzPhoneE164, 'PHONE_INVALID')
  .meta({
    description:
      'A Kazakhstan mobile or landline number in any spelling (+7, 8, spaces, brackets); nothing is texted to it',
    example: '+77273123456',
  });

export const optionalPhone = optionalBlank(phone);
export const optionalContactPhone = optionalBlank(contactPhone);

export const email = text('FIELD_INVALID')
  .max(L.email, 'FIELD_TOO_LONG')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'EMAIL_INVALID' }));
export const optionalEmail = optionalBlank(email);

/** Consent checkboxes: must be exactly true. */
/**
 * The visitor's consent: a boolean the form sends as ticked, refused unless `true` (a form
 * sends its box's state; the backend, not the type, says that an unticked box is refused).
 */
export const consent = z
  .boolean({ error: 'CONSENT_REQUIRED' })
  .refine((value) => value, 'CONSENT_REQUIRED')
  .meta({ description: 'Must be `true` (CONSENT_REQUIRED otherwise)' });

/** A record's id (a tariff, a bank, an application…). */
export const id = text('FIELD_REQUIRED').min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG');
export const optionalId = optionalBlank(id);

export const token = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(512, 'FIELD_TOO_LONG');

/** The one-use proof of a confirmed phone (`sms/check`'s `proofToken`). */
export const smsProof = z
  .string({ error: 'SMS_PROOF_REQUIRED' })
  .trim()
  .min(1, 'SMS_PROOF_REQUIRED')
  .max(512, 'FIELD_TOO_LONG')
  .describe(
    "sms/check's `proofToken` for this phone and purpose: one use (SMS_PROOF_REQUIRED without a live one)",
  );

export const smsCode = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .regex(/^\d{4,8}$/, 'SMS_CODE_INVALID')
  .meta({ example: '1234' });

/** A detached CMS SignedData, base64 (what NCALayer answers). */
export const cmsSignature = (missing: ErrorCode) =>
  z.string({ error: missing }).trim().min(1, missing).max(20_000, 'FIELD_TOO_LONG');

export const flag = z.boolean({ error: 'FIELD_INVALID' });

/** A whole number of things (numbers on a tariff). */
export const count = (min: number) =>
  z
    .number({ error: 'FIELD_INVALID' })
    .int('FIELD_INVALID')
    .min(min, 'FIELD_INVALID')
    .max(10_000, 'FIELD_INVALID');

export const coordinate = (min: number, max: number) =>
  z.number({ error: 'FIELD_INVALID' }).min(min, 'FIELD_INVALID').max(max, 'FIELD_INVALID');

/** A choice among fixed values; anything else is FIELD_INVALID. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'FIELD_INVALID' });

/**
 * The origin of a partner page (`https://partner.kz`, `http://127.0.0.1:8080`): scheme, host and
 * port only, as `URL.origin` spells it. A path, query or fragment could carry personal data, so
 * anything but a bare http(s) origin is refused.
 */
export const hostOrigin = optionalBlank(
  z
    .string({ error: 'FIELD_INVALID' })
    .trim()
    .max(200, 'FIELD_TOO_LONG')
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
      } catch {
        return false;
      }
    }, 'FIELD_INVALID'),
).describe(
  "With `source: 'embed'` only: the partner page's origin (`https://partner.kz`), which must be the request's `Origin` and allowed by EMBED_ORIGINS (FIELD_INVALID otherwise)",
);

/** The touch screen a kiosk lead was made on (`contract/kiosk.ts`): a device name, no person's. */
export const kioskId = optionalBlank(
  z.string({ error: 'FIELD_INVALID' }).trim().regex(KIOSK_ID_PATTERN, 'FIELD_INVALID'),
).describe(
  "With `source: 'kiosk'` only: the sales-office touch screen the form was on (its KIOSK_ID)",
);

export const source = oneOf(CONSULTATION_SOURCES)
  .optional()
  .describe(
    "Where the form was: the site's home, a product or support page, a partner page (`embed`), a kiosk",
  );

/** A search box's text. */
export const search = optionalBlank(text('FIELD_INVALID').max(L.search, 'FIELD_TOO_LONG'));

/** A query parameter that is a flag: only `true` or `false` spelled out. */
export const queryFlag = oneOf(['true', 'false']);

/** A number in a query string (every query value is text). */
export const queryNumber = (min: number, max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, 'FIELD_INVALID');

/** Only a kiosk names a kiosk: an id sent with another source is refused, not stored. */
export function checkKiosk(
  value: { source?: string; kioskId?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.kioskId && value.source !== 'kiosk') {
    ctx.addIssue({ code: 'custom', path: ['kioskId'], message: 'FIELD_INVALID' });
  }
}
