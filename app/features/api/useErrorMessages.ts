import { useMemo } from 'react';
import type { ErrorCode } from '../../../contract/errors.ts';
import { useLocale } from '../../i18n/index.ts';
import { fieldErrors, userMessage, type UserMessageOptions } from './messages.ts';

export interface ErrorMessages {
  /** One sentence for a failed call, in the page's language. */
  userMessage(error: unknown, options?: UserMessageOptions): string;
  /** `{ field: message }` for a failed form submission. */
  fieldErrors(error: unknown): Record<string, string>;
  /** Shorthand for `userMessage(error, { fallback })`. */
  loadFailed(error: unknown, fallback: ErrorCode): string;
}

/** `userMessage` and `fieldErrors` bound to the page's language (needs `I18nProvider`). */
export function useErrorMessages(): ErrorMessages {
  const locale = useLocale();
  return useMemo(
    () => ({
      userMessage: (error, options) => userMessage(error, locale, options),
      fieldErrors: (error) => fieldErrors(error, locale),
      loadFailed: (error, fallback) => userMessage(error, locale, { fallback }),
    }),
    [locale],
  );
}
