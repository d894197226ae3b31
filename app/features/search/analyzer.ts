import type { Locale } from '../../../contract/locale.ts';

/*
 * How page text and queries become search terms, the same way on both sides: lower case, «ё» as
 * «е», words of letters and digits, and a light suffix stemmer per language so that «тариф»
 * finds «тарифы» / «тарифов» and «тарифтер» / «тарифтерді». It strips endings, never roots: a
 * stem keeps at least three letters. Prefix and fuzzy matching in the engine cover the rest.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into words (letters and digits; hyphens and punctuation separate). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Every word of `text` with where it starts and ends, for highlighting. */
export function tokenSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function normalize(word: string): string {
  return word.toLowerCase().replace(/ё/g, 'е');
}

const MIN_STEM = 3;

// Longest first, so «ами» wins over «и».
const RU_ENDINGS = [
  'иями',
  'ями',
  'ами',
  'иях',
  'ях',
  'ах',
  'ией',
  'ием',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ей',
  'ой',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ые',
  'ие',
  'ую',
  'юю',
  'ов',
  'ев',
  'ам',
  'ям',
  'ом',
  'ем',
  'ью',
  'ия',
  'ья',
  'ии',
  'ы',
  'и',
  'а',
  'я',
  'о',
  'е',
  'у',
  'ю',
  'ь',
  'й',
].sort((a, b) => b.length - a.length);

const KK_ENDINGS = [
  // plural
  'лар',
  'лер',
  'дар',
  'дер',
  'тар',
  'тер',
  // possessive
  'ымыз',
  'іміз',
  'мыз',
  'міз',
  'ыңыз',
  'іңіз',
  'ңыз',
  'ңіз',
  'ым',
  'ім',
  'ың',
  'ің',
  'сы',
  'сі',
  'ы',
  'і',
  // cases
  'ның',
  'нің',
  'дың',
  'дің',
  'тың',
  'тің',
  'ға',
  'ге',
  'қа',
  'ке',
  'на',
  'не',
  'ны',
  'ні',
  'ды',
  'ді',
  'ты',
  'ті',
  'нда',
  'нде',
  'да',
  'де',
  'та',
  'те',
  'дан',
  'ден',
  'тан',
  'тен',
  'нан',
  'нен',
  'мен',
  'бен',
  'пен',
  'ша',
  'ше',
].sort((a, b) => b.length - a.length);

function stripOnce(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** Russian: one inflectional ending. Kazakh: up to three stacked suffixes (case, possessive, plural). */
export function stem(word: string, locale: Locale): string {
  if (!/^\p{L}+$/u.test(word)) return word;
  if (locale === 'ru') return stripOnce(word, RU_ENDINGS);
  let current = word;
  for (let i = 0; i < 3; i++) {
    const next = stripOnce(current, KK_ENDINGS);
    if (next === current) break;
    current = next;
  }
  return current;
}

const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  ru: new Set([
    'и',
    'в',
    'во',
    'на',
    'с',
    'со',
    'по',
    'для',
    'от',
    'до',
    'не',
    'за',
    'к',
    'о',
    'об',
    'из',
    'у',
    'а',
    'или',
    'что',
    'это',
    'как',
  ]),
  kk: new Set([
    'және',
    'мен',
    'бен',
    'пен',
    'үшін',
    'да',
    'де',
    'та',
    'те',
    'бұл',
    'ол',
    'не',
    'немесе',
  ]),
};

/** One word → its search term, or null for words not worth indexing. */
export function processTerm(word: string, locale: Locale): string | null {
  const normal = normalize(word);
  if (!normal || STOP_WORDS[locale].has(normal)) return null;
  return stem(normal, locale);
}
