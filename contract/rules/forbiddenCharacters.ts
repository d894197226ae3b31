/**
 * Characters the operator's CRM rejects in addresses and success-case texts. The spec gives the
 * list `!”№%:%:,.(;)_+=-№$` and, in another reading, a fragment that adds the straight quote `"`;
 * both quotes are rejected so either reading is honoured.
 */
export const FORBIDDEN_CHARACTERS = '!”"№%:,.(;)_+=-$';

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
