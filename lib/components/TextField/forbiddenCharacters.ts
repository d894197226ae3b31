import {
  FORBIDDEN_CHARACTERS,
  findForbiddenCharacters,
} from '../../../contract/rules/forbiddenCharacters.ts';
import { formatMessage, type KitLocale } from '../../i18n/index.ts';
import { textFieldMessages } from './intl.ts';

/** What a field's `forbiddenCharacters` prop takes: `true` for the spec's list, or your own. */
export type ForbiddenCharactersOption = boolean | string;

/** The characters an option forbids, or `null` when it forbids none. */
export function forbiddenSet(option: ForbiddenCharactersOption | undefined): string | null {
  if (option === true) return FORBIDDEN_CHARACTERS;
  if (typeof option === 'string' && option.length > 0) return option;
  return null;
}

/**
 * «Недопустимые символы: ! %» for the forbidden characters in `value` (each once, in the order
 * typed), or `null` when there are none. The same words TextField and TextArea show, so a form can
 * put them in its ErrorSummary.
 * @param chars the forbidden set; the spec's list by default
 */
export function forbiddenCharactersMessage(
  value: string,
  locale: KitLocale,
  chars: string = FORBIDDEN_CHARACTERS,
): string | null {
  const found = findForbiddenCharacters(value, chars);
  if (found.length === 0) return null;
  return formatMessage(textFieldMessages[locale].forbiddenCharacters, { chars: found.join(' ') });
}
