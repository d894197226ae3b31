import { toKzE164, toKzPhoneE164, type PhoneAccept } from '../../../contract/rules/phone.ts';
import { useKitLocale, type KitLocale } from '../../i18n/index.ts';
import { phoneMessages } from './intl.ts';

/** Nothing typed; no Kazakhstan number; a landline where a code must be texted. */
export type PhoneError = 'EMPTY' | 'INVALID' | 'NOT_MOBILE';

const PREFIX_ONLY: ReadonlySet<string> = new Set(['', '+', '+7', '8']);

/**
 * The single most important problem with a phone value (what `PhoneInput` reports, or any text a
 * person typed): nothing typed, then not a real KZ number, then (where a code is texted,
 * `accept: 'mobile'`) a landline. `null` when valid. The ranges themselves live in
 * `contract/rules/phone.ts`, which the backend checks too.
 * @param accept `mobile` (the default) where a code is texted to the number; `any` where a
 *   landline will do (a lead form, the company's contact phone)
 */
export function validatePhone(value: string, accept: PhoneAccept = 'mobile'): PhoneError | null {
  // Only the prefix the field draws (or the user's own `+`, `8`) counts as nothing typed.
  if (PREFIX_ONLY.has(value.replace(/[\s()-]/g, ''))) return 'EMPTY';
  if (toKzE164(value, accept) !== null) return null;
  return toKzPhoneE164(value) !== null ? 'NOT_MOBILE' : 'INVALID';
}

/** The words for a phone error in a language, for inline errors and the error summary alike. */
export function phoneErrorMessage(error: PhoneError, locale: KitLocale): string {
  return phoneMessages[locale][error];
}

/** `phoneErrorMessage` in the kit's current language; passes `null` through as `undefined`. */
export function usePhoneErrorMessage(): (
  error: PhoneError | null | undefined,
) => string | undefined {
  const locale = useKitLocale();
  return (error) => (error ? phoneErrorMessage(error, locale) : undefined);
}
