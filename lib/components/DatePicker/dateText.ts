import type { DayParts } from './calendarNames.ts';

/** What a date field holds: a whole day, or a month of a year. */
export const DATE_MODES = ['fullDate', 'monthAndYear'] as const;
export type DateMode = (typeof DATE_MODES)[number];

/** Digits per part, in the order the user types them: dd.mm.yyyy or mm.yyyy. */
const PARTS: Record<DateMode, readonly number[]> = {
  fullDate: [2, 2, 4],
  monthAndYear: [2, 4],
};

/** Characters people put between the parts of a date; all of them become a dot. */
const SEPARATOR = /[.,/\-\s]/;
const DIGIT = /\d/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** ISO form of a day (`2026-11-21`) or, in monthAndYear mode, of a month (`2026-11`). */
export function toIso(parts: DayParts, mode: DateMode = 'fullDate'): string {
  const month = `${pad(parts.year, 4)}-${pad(parts.month)}`;
  return mode === 'monthAndYear' ? month : `${month}-${pad(parts.day)}`;
}

/** The field's text for a day: always dd.mm.yyyy (or mm.yyyy). */
export function formatDateText(parts: DayParts, mode: DateMode = 'fullDate'): string {
  const month = `${pad(parts.month)}.${pad(parts.year, 4)}`;
  return mode === 'monthAndYear' ? month : `${pad(parts.day)}.${month}`;
}

const ISO_VALUE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * Reads an ISO day `YYYY-MM-DD` or month `YYYY-MM` (a month reads as its first day). Throws on
 * anything else: an ISO value comes from code (min, max, a stored value), so a bad one is a bug.
 */
export function parseIso(iso: string): DayParts {
  const match = ISO_VALUE.exec(iso);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = match?.[3] === undefined ? 1 : Number(match[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Expected an ISO date YYYY-MM-DD or month YYYY-MM, got "${iso}"`);
  }
  return { year, month, day };
}

/** The dd.mm.yyyy text of an ISO value, e.g. to fill a field from stored data. */
export function isoToDateText(iso: string, mode: DateMode = 'fullDate'): string {
  return formatDateText(parseIso(iso), mode);
}

/** How a field's text reads. */
export type ParsedDateText =
  | { status: 'empty' }
  /** Not a date in our format at all («Неверный формат даты»). */
  | { status: 'format' }
  /** In the format, but no such day or month (31.02.2025, 13.2025). */
  | { status: 'notExist' }
  | { status: 'ok'; parts: DayParts; iso: string };

const FULL_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const MONTH_AND_YEAR = /^(\d{1,2})\.(\d{4})$/;
const ISO_PASTE = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/;

/**
 * Reads what the user typed: `d.m.yyyy` with any of `. , / - space` between the parts (leading
 * zeros optional), or `mm.yyyy` in monthAndYear mode. An ISO `yyyy-mm-dd` is read too, since
 * people paste it from spreadsheets. Two-digit years are a format error: "21.11.26" could be 1926.
 */
export function parseDateText(text: string, mode: DateMode = 'fullDate'): ParsedDateText {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  let year: number;
  let month: number;
  let day = 1;
  const iso = ISO_PASTE.exec(trimmed);
  if (iso && (iso[3] === undefined) === (mode === 'monthAndYear')) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    if (iso[3] !== undefined) day = Number(iso[3]);
  } else {
    const normalised = trimmed.replace(new RegExp(`${SEPARATOR.source}+`, 'g'), '.');
    const match = (mode === 'fullDate' ? FULL_DATE : MONTH_AND_YEAR).exec(normalised);
    if (!match) return { status: 'format' };
    const numbers = match.slice(1).map(Number);
    if (mode === 'fullDate') [day, month, year] = numbers as [number, number, number];
    else [month, year] = numbers as [number, number];
  }
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { status: 'notExist' };
  }
  const parts = { year, month, day };
  return { status: 'ok', parts, iso: toIso(parts, mode) };
}

/** Anything but digits and the separators: letters of «21 ноября 2026», «завтра», a stray `%`. */
const FOREIGN = /[^\d.,/\-\s]/;

/** Whether `text` holds characters a dd.mm.yyyy date never has (letters, symbols). */
export function hasForeignCharacters(text: string): boolean {
  return FOREIGN.test(text);
}

/** The result of typing into a date field: the text to show and where the caret goes. */
export interface MaskedText {
  text: string;
  caret: number;
}

/**
 * Formats what is in the field as the user types: digits fill dd, mm, yyyy in turn and a dot is
 * inserted when the next part starts, so "21112026" reads "21.11.2026". A dot (or , / - space)
 * the user types closes the part early ("1.3.2025" stays as typed and becomes 01.03.2025 on blur).
 * The caret stays after the same digit it was after, so editing the middle never jumps to the end.
 *
 * Returns null when the edit does not fit (a fifth year digit, a digit typed into a full date):
 * the field should keep its previous text, as `maxLength` would.
 *
 * This is for keys typed one at a time. Text that arrives whole (pasted, dropped) must not go
 * through it when it holds letters or does not fit: «21 ноября 2026» would lose its month and
 * regroup into «21.20.26». `readInsertedText` decides.
 */
export function maskDateText(
  raw: string,
  caret: number,
  mode: DateMode = 'fullDate',
): MaskedText | null {
  const limits = PARTS[mode];
  const iso = ISO_PASTE.exec(raw.trim());
  if (iso && (iso[3] === undefined) === (mode === 'monthAndYear')) {
    const text = [iso[3], iso[2], iso[1]].filter((part) => part !== undefined).join('.');
    return { text, caret: text.length };
  }

  const parts: string[] = [''];
  let digitsBeforeCaret = 0;
  let separatorBeforeCaret = false;
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i]!;
    const current = parts.length - 1;
    if (DIGIT.test(char)) {
      if (parts[current]!.length === limits[current]) {
        if (parts.length === limits.length) return null;
        parts.push('');
      }
      parts[parts.length - 1] += char;
      if (i < caret) {
        digitsBeforeCaret += 1;
        separatorBeforeCaret = false;
      }
    } else if (SEPARATOR.test(char)) {
      if (parts[current] !== '' && parts.length < limits.length) parts.push('');
      if (i < caret) separatorBeforeCaret = true;
    }
    // Anything else (letters, symbols) is dropped.
  }

  const text = parts.join('.');
  let position = 0;
  let seen = 0;
  while (seen < digitsBeforeCaret && position < text.length) {
    if (DIGIT.test(text[position]!)) seen += 1;
    position += 1;
  }
  if (separatorBeforeCaret && text[position] === '.') position += 1;
  return { text, caret: position };
}

/**
 * What a field shows after text arrived whole (a paste, a drop, an autocorrection): the masked
 * date when it is digits and separators that fit («21.11.2026», «21/11/2026», ISO), or else the
 * text exactly as it came, with `unreadable: true`, so the field can say «Неверный формат даты»
 * about what the user actually pasted instead of showing a mangled date.
 */
export function readInsertedText(
  raw: string,
  caret: number,
  mode: DateMode = 'fullDate',
): MaskedText & { unreadable: boolean } {
  const masked = hasForeignCharacters(raw) ? null : maskDateText(raw, caret, mode);
  if (masked) return { ...masked, unreadable: false };
  return { text: raw, caret, unreadable: true };
}
