import { formatMessage, type KitLocale } from '../../i18n/index.ts';
import {
  formatDateText,
  parseDateText,
  parseIso,
  type DateMode,
  type ParsedDateText,
} from './dateText.ts';
import type { DayParts } from './calendarNames.ts';
import { dateErrorMessages, type DateErrorWords } from './intl.ts';

/**
 * What can be wrong with a date field, most important first (GOV.UK date-input order): nothing
 * entered, not a date at all, no such day, outside min/max, a day that cannot be chosen.
 */
export const DATE_ERROR_CODES = [
  'ERROR_EMPTY',
  'FORMAT',
  'NOT_EXIST',
  'ERROR_RANGE',
  'UNAVAILABLE',
] as const;
export type DateErrorCode = (typeof DATE_ERROR_CODES)[number];

/** A period adds one more: its end lies before its start. */
export type DateRangeErrorCode = DateErrorCode | 'END_BEFORE_START';

/** The rules a date field is checked against. The same object configures the picker. */
export interface DateRules {
  /** @default 'fullDate' */
  mode?: DateMode;
  /** An empty field is an error (`ERROR_EMPTY`). @default false */
  required?: boolean;
  /** Earliest allowed day (`YYYY-MM-DD`) or month (`YYYY-MM`), inclusive. */
  min?: string;
  /** Latest allowed day or month, inclusive. */
  max?: string;
  /**
   * Days that exist and lie within min/max but cannot be chosen (a fully booked day, a holiday).
   * Gets the ISO day `YYYY-MM-DD`. Checked in fullDate mode only.
   */
  isDateUnavailable?: (isoDate: string) => boolean;
}

/** Compares days, or only months when `mode` is monthAndYear. */
export function compareDays(a: DayParts, b: DayParts, mode: DateMode = 'fullDate'): number {
  return a.year - b.year || a.month - b.month || (mode === 'monthAndYear' ? 0 : a.day - b.day);
}

function checkParsed(parsed: ParsedDateText, rules: DateRules): DateErrorCode | null {
  const mode = rules.mode ?? 'fullDate';
  switch (parsed.status) {
    case 'empty':
      return rules.required ? 'ERROR_EMPTY' : null;
    case 'format':
      return 'FORMAT';
    case 'notExist':
      return 'NOT_EXIST';
    case 'ok':
      break;
  }
  if (rules.min !== undefined && compareDays(parsed.parts, parseIso(rules.min), mode) < 0) {
    return 'ERROR_RANGE';
  }
  if (rules.max !== undefined && compareDays(parsed.parts, parseIso(rules.max), mode) > 0) {
    return 'ERROR_RANGE';
  }
  if (mode === 'fullDate' && rules.isDateUnavailable?.(parsed.iso)) return 'UNAVAILABLE';
  return null;
}

/**
 * Checks a date field's text and returns the single most important error, or null when the text
 * is acceptable. Pure: forms call it on submit and show the same words in their error summary as
 * the field shows inline (see `dateErrorMessage`).
 *
 * ```ts
 * validateDate('31.02.2025', { required: true })            // 'NOT_EXIST'
 * validateDate('', { required: true })                      // 'ERROR_EMPTY'
 * validateDate('01.01.2024', { min: '2025-01-01' })         // 'ERROR_RANGE'
 * validateDate('11.2026', { mode: 'monthAndYear' })         // null
 * ```
 */
export function validateDate(text: string, rules: DateRules = {}): DateErrorCode | null {
  return checkParsed(parseDateText(text, rules.mode ?? 'fullDate'), rules);
}

/** The text of a period's two fields. */
export interface DateRangeText {
  start: string;
  end: string;
}

/** A period's error and the field it belongs to (for `aria-invalid` and error-summary links). */
export interface DateRangeError {
  code: DateRangeErrorCode;
  field: 'start' | 'end';
}

const priority = (code: DateErrorCode) => DATE_ERROR_CODES.indexOf(code);

/**
 * Checks a period and returns its single most important error: each field as `validateDate`
 * would (the more important of the two wins, the start on a tie), then the order of the two.
 * Both bounds are inclusive, and a one-day period (start = end) is valid. An optional period may
 * be left wholly empty, but not half filled.
 */
export function validateDateRange(
  range: DateRangeText,
  rules: DateRules = {},
): DateRangeError | null {
  const mode = rules.mode ?? 'fullDate';
  const start = parseDateText(range.start, mode);
  const end = parseDateText(range.end, mode);
  const bothEmpty = start.status === 'empty' && end.status === 'empty';
  const fieldRules = { ...rules, required: rules.required || !bothEmpty };
  const startCode = checkParsed(start, fieldRules);
  const endCode = checkParsed(end, fieldRules);
  if (startCode && (!endCode || priority(startCode) <= priority(endCode))) {
    return { code: startCode, field: 'start' };
  }
  if (endCode) return { code: endCode, field: 'end' };
  if (start.status === 'ok' && end.status === 'ok') {
    if (compareDays(end.parts, start.parts, mode) < 0) {
      return { code: 'END_BEFORE_START', field: 'end' };
    }
  }
  return null;
}

/** Where the words of an error come from and what fills them. */
export interface DateErrorMessageOptions {
  /** @default 'ru' */
  locale?: KitLocale;
  /** @default 'fullDate' */
  mode?: DateMode;
  min?: string;
  max?: string;
  /** Which field of a period the error belongs to; absent for a single date. */
  field?: 'start' | 'end';
}

/**
 * The words for an error code, in GOV.UK's phrasing («Дата должна быть между 01.01.2025 и
 * 31.12.2026»), exactly as the picker shows them inline — use it for the error summary.
 */
export function dateErrorMessage(
  code: DateRangeErrorCode,
  { locale = 'ru', mode = 'fullDate', min, max, field }: DateErrorMessageOptions = {},
): string {
  const messages = dateErrorMessages[locale];
  if (code === 'END_BEFORE_START') return messages.END_BEFORE_START;
  const words: DateErrorWords =
    field === 'start' ? messages.rangeStart : field === 'end' ? messages.rangeEnd : messages[mode];
  const bound = (iso: string) => formatDateText(parseIso(iso), mode);
  if (code === 'ERROR_RANGE') {
    if (min !== undefined && max !== undefined) {
      return formatMessage(words.ERROR_RANGE, { min: bound(min), max: bound(max) });
    }
    if (min !== undefined) return formatMessage(words.ERROR_RANGE_MIN, { min: bound(min) });
    if (max !== undefined) return formatMessage(words.ERROR_RANGE_MAX, { max: bound(max) });
  }
  return words[code];
}
