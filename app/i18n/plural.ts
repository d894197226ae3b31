import type { Locale } from '../../contract/locale.ts';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/**
 * CLDR cardinal plural categories for our two languages, written out because Chromium ships no
 * `kk` data for `Intl.PluralRules`.
 * - ru: one (1, 21, 101…), few (2–4, 22–24…), many (0, 5–20, 25–30…, 11–14), other (fractions).
 * - kk: one (1), other (everything else); Kazakh keeps the noun singular after a numeral.
 */
export function pluralCategory(count: number, locale: Locale): PluralCategory {
  if (locale === 'kk') return count === 1 ? 'one' : 'other';
  if (!Number.isInteger(count)) return 'other';
  const n = Math.abs(count);
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
  return 'many';
}
