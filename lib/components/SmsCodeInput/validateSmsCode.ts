import { SMS_CODE_LENGTH } from '../../../contract/limits.ts';
import { formatMessage, useKitLocale, type KitLocale } from '../../i18n/index.ts';
import { smsCodeMessages } from './intl.ts';

export type SmsCodeError = 'EMPTY' | 'LENGTH';

/** `null` when `value` is exactly `length` digits; whether it is the right code is the server's. */
export function validateSmsCode(
  value: string,
  length: number = SMS_CODE_LENGTH,
): SmsCodeError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'EMPTY';
  return new RegExp(`^\\d{${length}}$`).test(trimmed) ? null : 'LENGTH';
}

export function smsCodeErrorMessage(
  error: SmsCodeError,
  locale: KitLocale,
  length: number = SMS_CODE_LENGTH,
): string {
  return formatMessage(smsCodeMessages[locale][error], { length });
}

/** `smsCodeErrorMessage` in the kit's current language; passes `null` through as `undefined`. */
export function useSmsCodeErrorMessage(
  length: number = SMS_CODE_LENGTH,
): (error: SmsCodeError | null | undefined) => string | undefined {
  const locale = useKitLocale();
  return (error) => (error ? smsCodeErrorMessage(error, locale, length) : undefined);
}
