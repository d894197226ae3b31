/*
 * Search that is right for Russian and Kazakh. Case folding is Unicode's (Ә→ә, Қ→қ, І→і…), ё
 * counts as е, and a Kazakh letter in the text also answers to the plain letter people type on a
 * Russian or Latin keyboard (қ to к, ә to а, і to и or Latin i…). That leniency runs one way
 * only: typing қ finds қ, not к.
 */

/** Kazakh letters and the keyboard stand-ins that may find them. */
const STAND_INS: Readonly<Record<string, string>> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'иi',
};

/** Folds text for comparison: composed form, lower case, ё as е, runs of spaces as one. */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

function charMatches(textChar: string, queryChar: string): boolean {
  return textChar === queryChar || (STAND_INS[textChar]?.includes(queryChar) ?? false);
}

/**
 * Whether `foldedText` (from `foldForSearch`) contains `foldedQuery` (also folded), with the
 * Kazakh stand-ins above.
 */
export function containsFolded(foldedText: string, foldedQuery: string): boolean {
  if (foldedQuery === '' || foldedText.includes(foldedQuery)) return true;
  const last = foldedText.length - foldedQuery.length;
  outer: for (let start = 0; start <= last; start += 1) {
    for (let i = 0; i < foldedQuery.length; i += 1) {
      if (!charMatches(foldedText[start + i]!, foldedQuery[i]!)) continue outer;
    }
    return true;
  }
  return false;
}

/** Case-insensitive "contains" for Russian and Kazakh text. */
export function matchesSearch(text: string, query: string): boolean {
  return containsFolded(foldForSearch(text), foldForSearch(query).trim());
}

/** A printable key with no modifier: the start of a search typed on the closed trigger. */
export function isTypedCharacter(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    [...event.key].length === 1 &&
    event.key !== ' ' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  );
}
