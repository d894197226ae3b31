import { toKzMobileE164 } from '../../../contract/rules/phone.ts';
import { useKitLocale, type KitLocale } from '../../i18n/index.ts';
import { phoneMessages } from './intl.ts';

export type PhoneError = 'EMPTY' | 'INVALID';

const PREFIX_ONLY: ReadonlySet<string> = new Set(['', '+', '+7', '8']);

/**
 * The single most important problem with a phone value (what `PhoneInput` reports, or any text a
 * person typed): nothing typed, then not a real KZ mobile number. `null` when valid. The ranges
 * themselves live in `contract/rules/phone.ts`, which the backend checks too.
 */
export function validatePhone(value: string): PhoneError | null {
  // Only the prefix the field draws (or the user's own `+`, `8`) counts as nothing typed.
  if (PREFIX_ONLY.has(value.replace(/[\s()-]/g, ''))) return 'EMPTY';
  return toKzMobileE164(value) === null ? 'INVALID' : null;
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
