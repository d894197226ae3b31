import type { Locale } from '../../contract/locale.ts';
import { COMPANY_NUMBER_ACCEPT } from '../../contract/rules/bin.ts';
import { isEmailAddress } from '../../contract/rules/email.ts';
import { toKzPhoneE164, type PhoneAccept } from '../../contract/rules/phone.ts';
import { binErrorMessage, validateBin } from '../../lib/components/BinInput/validateBin.ts';
import { phoneErrorMessage, validatePhone } from '../../lib/components/PhoneInput/validatePhone.ts';

/**
 * Checks the forms run before calling the backend, worded by the kit (phone, BIN) so the words
 * match every form of the site. The backend checks the same rules again (contract/rules).
 */

/**
 * The phone's problem, or undefined. An empty optional phone is fine.
 * @param accept `mobile` where a code is texted to it, `any` where a landline will do
 */
export function phoneProblem(
  value: string,
  locale: Locale,
  required = true,
  accept: PhoneAccept = 'mobile',
): string | undefined {
  const error = validatePhone(value, accept);
  if (error === 'EMPTY' && !required) return undefined;
  return error ? phoneErrorMessage(error, locale) : undefined;
}

/**
 * The company number's problem (empty, not digits, length, check digit), or undefined. A
 * company's number is a BIN or a sole proprietor's IIN (`COMPANY_NUMBER_ACCEPT`), as the API takes.
 */
export function binProblem(value: string, locale: Locale, required = true): string | undefined {
  if (!required && value.trim() === '') return undefined;
  const error = validateBin(value, COMPANY_NUMBER_ACCEPT);
  return error ? binErrorMessage(error, locale, COMPANY_NUMBER_ACCEPT) : undefined;
}

/** An optional e-mail: empty, or an address the API takes (`contract/rules/email.ts`). */
export function isEmailAcceptable(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || isEmailAddress(trimmed);
}

/** E.164 of a typed phone (the kit's PhoneInput already reports E.164 for a whole number). */
export function e164(value: string): string {
  return toKzPhoneE164(value) ?? value;
}

/** `''` → undefined, so optional fields are left out of the request rather than sent empty. */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
