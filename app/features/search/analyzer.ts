import type { Locale } from '../../../contract/locale.ts';

/*
 * How page text and queries become search terms, the same way on both sides: lower case, «ё» as
 * «е», words of letters and digits, and a light suffix stemmer per language so that «тариф»
 * finds «тарифы» / «тарифов» and «тарифтер» / «тарифтерді». It strips endings, never roots: a
 * stem keeps at least three letters, and where it cannot tell an ending from the end of a word
 * it leaves the longer stem, which a query of the bare word still finds by prefix. Prefix and
 * fuzzy matching in the engine cover the rest.
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

function stripOnce(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/*
 * Kazakh is agglutinative: a noun takes at most one plural, then one possessive, then one case
 * suffix (тариф·тер·іңіз·ге). Each suffix has vowel-harmony variants (лар / лер), and its first
 * sound follows the sound before it: лар after a vowel, дар after л м н ң з ж, тар after a
 * voiceless consonant; ны after a vowel, ды after a voiced consonant, ты after a voiceless one.
 * The stemmer peels the slots from the right (case, then possessive, then plural), each at most
 * once, and takes a suffix only where the sound left before it is one that suffix can follow.
 * That keeps it out of roots: «бұлты» is бұлт·ы, not бұл·ты (after л the accusative is «ды»);
 * «қызметі» is қызмет·і, not қызме·ті (after a vowel it would be «ні»).
 */

/** Vowels that end a stem as vowels (a final и or у sounds as the consonant й or w). */
const KK_VOWELS = 'аәеёоөұүыіэюя';

type Host = (last: string, stem: string) => boolean;

const isIn =
  (letters: string): Host =>
  (last) =>
    last !== '' && letters.includes(last);
const either =
  (...hosts: Host[]): Host =>
  (last, stem) =>
    hosts.some((host) => host(last, stem));

const vowel = isIn(KK_VOWELS);
const consonant: Host = (last) => last !== '' && !KK_VOWELS.includes(last);
/** Voiceless consonants, and б в г д, which loanwords devoice at the end (клуб·қа). */
const voiceless = isIn('кқпстфхцчшщбвгд');
/** Sounds that take the л-forms like a vowel does (и is «ій», у is «уw»). */
const sonorant = isIn('рйуи');
const liquidNasal = isIn('лмнңзж');
const nasal = isIn('мнң');
/** Right after a third-person possessive (қызметі·нде, бұлты·на): the n-forms of the cases. */
const possessed = isIn('ыі');

interface Suffix {
  form: string;
  after: Host;
}

/** Both harmony variants of each suffix (`['лар', 'лер', …]`), with the sounds they may follow. */
function suffixes(list: [back: string, front: string, after: Host][]): Suffix[] {
  return list
    .flatMap(([back, front, after]) => [
      { form: back, after },
      { form: front, after },
    ])
    .sort((a, b) => b.form.length - a.form.length);
}

const KK_CASE = suffixes([
  // genitive
  ['ның', 'нің', either(vowel, nasal)],
  ['дың', 'дің', either(sonorant, isIn('лзж'))],
  ['тың', 'тің', voiceless],
  // accusative; after a possessive it is a bare «н» (қызметі·н), which is left on: too many
  // words end in -ын / -ін themselves (орын, мәтін, шағын, кейін), and «қызмет» finds
  // «қызметін» by prefix
  ['ны', 'ні', vowel],
  ['ды', 'ді', either(sonorant, liquidNasal)],
  ['ты', 'ті', voiceless],
  // dative
  ['ға', 'ге', either(vowel, sonorant, liquidNasal)],
  ['қа', 'ке', voiceless],
  ['на', 'не', possessed],
  // locative, and its attributive form (кеңсе·дегі)
  ['да', 'де', either(vowel, sonorant, liquidNasal)],
  ['та', 'те', voiceless],
  ['нда', 'нде', possessed],
  ['дағы', 'дегі', either(vowel, sonorant, liquidNasal)],
  ['тағы', 'тегі', voiceless],
  ['ндағы', 'ндегі', possessed],
  // ablative
  ['дан', 'ден', either(vowel, sonorant, isIn('лзж'))],
  ['тан', 'тен', voiceless],
  ['нан', 'нен', either(nasal, possessed)],
  // instrumental
  ['мен', 'мен', either(vowel, sonorant, isIn('л'))],
  ['бен', 'бен', liquidNasal],
  ['пен', 'пен', voiceless],
]);

const KK_PLURAL = suffixes([
  ['лар', 'лер', either(vowel, sonorant)],
  ['дар', 'дер', liquidNasal],
  ['тар', 'тер', voiceless],
]);

/** What is left ends in a plural: «шешімдер·ім» has a possessive, «шешім» is a whole word. */
const plural: Host = (_last, stem) => stripSlot(stem, KK_PLURAL) !== stem;

const KK_POSSESSIVE = suffixes([
  // Third person, by far the commonest in site text: тариф·і, and after a vowel кеңсе·сі. The
  // two cannot be told apart without a dictionary (байланыс·ы or байланы·сы? кеңсес·і or
  // кеңсе·сі?), so only -ы / -і is taken: кеңсесі keeps «кеңсес», which «кеңсе» still finds by
  // prefix, where cutting -сы would leave «байланы», which «байланыс» never finds.
  ['ы', 'і', consonant],
  // «біздің …іміз», «сіздің …іңіз»
  ['мыз', 'міз', vowel],
  ['ымыз', 'іміз', consonant],
  ['ңыз', 'ңіз', vowel],
  ['ыңыз', 'іңіз', consonant],
  // first and second person singular only after a plural: on a bare word -ым / -ім is as often
  // part of the word (шешім, өнім, білім) as a suffix
  ['ым', 'ім', plural],
  ['ың', 'ің', plural],
]);

/** Minimum Kazakh stem: three letters with a vowel in them. */
const KK_STEM = /^(?=.*[аәеёиоөуұүыіэюя]).{3,}$/;

/** The sound before a suffix: the stem's last letter, looking through a soft or hard sign. */
function lastSound(stem: string): string {
  return stem.replace(/[ьъ]+$/, '').slice(-1);
}

/** Takes off the longest suffix of `slot` that fits the sound before it and leaves a stem. */
function stripSlot(word: string, slot: readonly Suffix[]): string {
  for (const { form, after } of slot) {
    if (!word.endsWith(form)) continue;
    const rest = word.slice(0, -form.length);
    if (KK_STEM.test(rest) && after(lastSound(rest), rest)) return rest;
  }
  return word;
}

/**
 * A stem-final -ы / -і after a consonant, once more after the plural: a word that ends in one
 * (желі, құрылғы, басшы) has lost it as a possessive already, so its plural must too
 * (желі·лер → желі → жел, like желі → жел).
 */
const KK_FINAL_VOWEL = suffixes([['ы', 'і', consonant]]);

/**
 * Between vowels к, қ and п are voiced (жылдамдық → жылдамдығы, бөлік → бөлігі, жауап →
 * жауабы); a stem left ending in one gets its own consonant back. Native words never end in ғ;
 * г only after a front vowel (a loan keeps it: каталог·ы); б not after у (клуб·ы).
 */
function unvoice(stem: string): string {
  return stem
    .replace(/(?<=[аәеоөұүыіэяё])ғ$/, 'қ')
    .replace(/(?<=[әеөүіэи])г$/, 'к')
    .replace(/(?<=[аәеоөұүыіэяё])б$/, 'п');
}

/**
 * Russian: one inflectional ending. Kazakh: at most one case, one possessive and one plural
 * suffix, taken off in that order, each only where its form fits the sound before it.
 */
export function stem(word: string, locale: Locale): string {
  if (!/^\p{L}+$/u.test(word)) return word;
  if (locale === 'ru') return stripOnce(word, RU_ENDINGS);
  const stripped = [KK_CASE, KK_POSSESSIVE, KK_PLURAL, KK_FINAL_VOWEL].reduce(stripSlot, word);
  return stripped === word ? word : unvoice(stripped);
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
