import {
  COMPANY_NUMBER_ACCEPT,
  idNumberKind,
  validateIdNumber,
  type IdNumberAccept,
} from '../../../contract/rules/bin.ts';
import { useKitLocale, type KitLocale } from '../../i18n/index.ts';
import { binMessages } from './intl.ts';

/**
 * What can be wrong with a BIN / IIN, most important first. `contract/rules/bin.ts`'s WRONG_KIND
 * is split by what the number actually is, so the message can say "this is an IIN"; a 5th digit
 * that fits neither kind means no such number exists, which reads as CHECKSUM.
 */
export type BinError = 'EMPTY' | 'NOT_DIGITS' | 'LENGTH' | 'CHECKSUM' | 'IS_IIN' | 'IS_BIN';

/**
 * `null` when `value` is a real number of an accepted kind. Spaces are ignored. By default a
 * company's number: a BIN or a sole proprietor's IIN (`COMPANY_NUMBER_ACCEPT`).
 */
export function validateBin(
  value: string,
  accept: IdNumberAccept = COMPANY_NUMBER_ACCEPT,
): BinError | null {
  const compact = value.replace(/\s/g, '');
  const error = validateIdNumber(compact, accept);
  if (error !== 'WRONG_KIND') return error;
  const kind = idNumberKind(compact);
  if (kind === 'iin') return 'IS_IIN';
  if (kind === 'bin') return 'IS_BIN';
  return 'CHECKSUM';
}

/** The words for a BIN error in a language, naming the kind of number asked for. */
export function binErrorMessage(
  error: BinError,
  locale: KitLocale,
  accept: IdNumberAccept = COMPANY_NUMBER_ACCEPT,
): string {
  const messages = binMessages[locale];
  if (error === 'IS_IIN' || error === 'IS_BIN') return messages[error];
  return messages[accept][error];
}

/** `binErrorMessage` in the kit's current language; passes `null` through as `undefined`. */
export function useBinErrorMessage(
  accept: IdNumberAccept = COMPANY_NUMBER_ACCEPT,
): (error: BinError | null | undefined) => string | undefined {
  const locale = useKitLocale();
  return (error) => (error ? binErrorMessage(error, locale, accept) : undefined);
}

/**
 * What a shown number is called: «БИН» for a BIN, «ИИН» for an IIN (a sole proprietor's), in the
 * kit's words — a profile's or an application's row labels the number it holds, not the field.
 */
export function idNumberLabel(value: string, locale: KitLocale): string {
  return binMessages[locale][idNumberKind(value) ?? COMPANY_NUMBER_ACCEPT].label;
}

/** `idNumberLabel` in the kit's current language. */
export function useIdNumberLabel(): (value: string) => string {
  const locale = useKitLocale();
  return (value) => idNumberLabel(value, locale);
}
