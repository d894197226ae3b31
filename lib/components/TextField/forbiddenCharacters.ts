import {
  FORBIDDEN_CHARACTERS,
  FORBIDDEN_CHARACTERS_LISTED,
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

/** The list as a person is shown it: the spec's, to the character, or the caller's own string. */
function shownList(chars: string): string {
  return chars === FORBIDDEN_CHARACTERS ? FORBIDDEN_CHARACTERS_LISTED : chars;
}

/**
 * «Недопустимые символы: !”№%:%:,.(;)_+=-№$» (§5, the whole list as the spec words it) when
 * `value` holds any forbidden character, or `null` when it holds none. The same words TextField and
 * TextArea show and the backend answers (the catalogue's FORBIDDEN_CHARACTERS), so a form can put
 * them in its ErrorSummary.
 * @param chars the forbidden set; the spec's list by default
 */
export function forbiddenCharactersMessage(
  value: string,
  locale: KitLocale,
  chars: string = FORBIDDEN_CHARACTERS,
): string | null {
  if (findForbiddenCharacters(value, chars).length === 0) return null;
  return formatMessage(textFieldMessages[locale].forbiddenCharacters, { chars: shownList(chars) });
}

/** «Не используйте символы: …», the field's hint before anyone types; `null` without a list. */
export function forbiddenCharactersHint(
  option: ForbiddenCharactersOption | undefined,
  locale: KitLocale,
): string | null {
  const set = forbiddenSet(option);
  if (set === null) return null;
  return formatMessage(textFieldMessages[locale].forbiddenHint, { chars: shownList(set) });
}
