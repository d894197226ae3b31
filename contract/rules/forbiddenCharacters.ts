/**
 * Characters the operator's CRM rejects in addresses and success-case texts.
 *
 * `FORBIDDEN_CHARACTERS_LISTED` is the list as §5 of the spec gives it, character for character
 * («Недопустимые символы: !”№%:%:,.(;)_+=-№$»): the error message and the fields' hints show it so,
 * its repeats included, because it is the operator's own wording. The set refused is its distinct
 * characters plus the straight quote `"`, which the spec's other reading (the fragment `)_+=-№$"`)
 * adds: a person typing `"` is shown a list with `”`, its look-alike.
 */
export const FORBIDDEN_CHARACTERS_LISTED = '!”№%:%:,.(;)_+=-№$';

/** The distinct characters refused: the listed ones and the straight quote. */
export const FORBIDDEN_CHARACTERS = [...new Set([...FORBIDDEN_CHARACTERS_LISTED, '"'])].join('');

/** The distinct forbidden characters present in `text`, in the order they were typed. */
export function findForbiddenCharacters(
  text: string,
  forbidden: string = FORBIDDEN_CHARACTERS,
): string[] {
  const found: string[] = [];
  for (const char of text) {
    if (forbidden.includes(char) && !found.includes(char)) found.push(char);
  }
  return found;
}
