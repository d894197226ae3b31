import {
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

/** `null` when `value` is a real number of an accepted kind. Spaces are ignored. */
export function validateBin(value: string, accept: IdNumberAccept = 'bin'): BinError | null {
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
  accept: IdNumberAccept = 'bin',
): string {
  const messages = binMessages[locale];
  if (error === 'IS_IIN' || error === 'IS_BIN') return messages[error];
  return messages[accept][error];
}

/** `binErrorMessage` in the kit's current language; passes `null` through as `undefined`. */
export function useBinErrorMessage(
  accept: IdNumberAccept = 'bin',
): (error: BinError | null | undefined) => string | undefined {
  const locale = useKitLocale();
  return (error) => (error ? binErrorMessage(error, locale, accept) : undefined);
}
