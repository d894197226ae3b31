import type { KitLocale, KitMessages } from '../../i18n/index.ts';

/**
 * Month and weekday names of the kit, in Russian and Kazakh. Chromium ships no CLDR data for `kk`
 * (`Intl.DateTimeFormat('kk')` prints "2026 M11 21"), so no date text of the kit goes through
 * `Intl`: every name comes from these tables.
 */
export interface CalendarNames {
  /** Nominative month names, January first, as a calendar header shows them ("Ноябрь"). */
  months: readonly string[];
  /**
   * Month names as they stand in a long date, January first: the Russian genitive ("21 ноября
   * 2026"); Kazakh does not decline the month there ("2026 жылғы 21 қараша").
   */
  monthsInDate: readonly string[];
  /** Two-letter weekday names, Monday first (the week starts on Monday in Kazakhstan). */
  weekdaysShort: readonly string[];
  /** Full weekday names, Monday first, for screen-reader labels. */
  weekdaysLong: readonly string[];
}

export const CALENDAR_NAMES: KitMessages<CalendarNames> = {
  ru: {
    months: [
      'Январь',
      'Февраль',
      'Март',
      'Апрель',
      'Май',
      'Июнь',
      'Июль',
      'Август',
      'Сентябрь',
      'Октябрь',
      'Ноябрь',
      'Декабрь',
    ],
    monthsInDate: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    weekdaysShort: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
    weekdaysLong: [
      'понедельник',
      'вторник',
      'среда',
      'четверг',
      'пятница',
      'суббота',
      'воскресенье',
    ],
  },
  kk: {
    months: [
      'Қаңтар',
      'Ақпан',
      'Наурыз',
      'Сәуір',
      'Мамыр',
      'Маусым',
      'Шілде',
      'Тамыз',
      'Қыркүйек',
      'Қазан',
      'Қараша',
      'Желтоқсан',
    ],
    monthsInDate: [
      'қаңтар',
      'ақпан',
      'наурыз',
      'сәуір',
      'мамыр',
      'маусым',
      'шілде',
      'тамыз',
      'қыркүйек',
      'қазан',
      'қараша',
      'желтоқсан',
    ],
    weekdaysShort: ['Дс', 'Сс', 'Ср', 'Бс', 'Жм', 'Сб', 'Жс'],
    weekdaysLong: ['дүйсенбі', 'сейсенбі', 'сәрсенбі', 'бейсенбі', 'жұма', 'сенбі', 'жексенбі'],
  },
};

/** A day of the Gregorian calendar; `month` is 1–12. */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/** Anything the long-date formatters accept. */
export type DateLike = Date | string | DayParts;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a day out of a `Date` (its local calendar day), an ISO day `YYYY-MM-DD` (taken as is, no
 * time-zone shift), any other string `Date` can parse (an ISO date-time such as a blog post's
 * `createdDate`, read in the local time zone), or `{ year, month, day }`.
 */
export function toDayParts(date: DateLike): DayParts {
  if (typeof date === 'string') {
    const iso = ISO_DAY.exec(date);
    if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    const parsed = new Date(date);
    if (Number.isNaN(parsed.getTime())) throw new RangeError(`Not a date: "${date}"`);
    return toDayParts(parsed);
  }
  if (date instanceof Date) {
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  }
  return date;
}

function monthName(names: readonly string[], month: number): string {
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`Month out of range: ${month}`);
  return name;
}

/**
 * A long date in the kit's words: ru «21 ноября 2026», kk «2026 жылғы 21 қараша». For blog posts,
 * application cards and screen-reader labels.
 */
export function formatDateLong(date: DateLike, locale: KitLocale): string {
  const { year, month, day } = toDayParts(date);
  const name = monthName(CALENDAR_NAMES[locale].monthsInDate, month);
  return locale === 'kk' ? `${year} жылғы ${day} ${name}` : `${day} ${name} ${year}`;
}

/** A month and year as a calendar header shows them: ru «Ноябрь 2026», kk «Қараша 2026». */
export function formatMonthYear(date: Omit<DayParts, 'day'>, locale: KitLocale): string {
  return `${monthName(CALENDAR_NAMES[locale].months, date.month)} ${date.year}`;
}

/**
 * A month and year as a sentence names them, for screen-reader labels: ru «ноябрь 2026», kk
 * «2026 жылғы қараша».
 */
export function formatMonthYearLong(date: Omit<DayParts, 'day'>, locale: KitLocale): string {
  const name = monthName(CALENDAR_NAMES[locale].monthsInDate, date.month);
  if (locale === 'kk') return `${date.year} жылғы ${name}`;
  return `${monthName(CALENDAR_NAMES.ru.months, date.month).toLowerCase()} ${date.year}`;
}

/** Day of the week, 0 = Monday … 6 = Sunday (proleptic Gregorian, Sakamoto's method). */
export function weekdayIndex({ year, month, day }: DayParts): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;
  const y = month < 3 ? year - 1 : year;
  const sundayFirst =
    (y +
      Math.floor(y / 4) -
      Math.floor(y / 100) +
      Math.floor(y / 400) +
      offsets[month - 1]! +
      day) %
    7;
  return (sundayFirst + 6) % 7;
}

/**
 * A long date with its weekday, for a calendar cell's accessible name: ru «суббота, 21 ноября
 * 2026», kk «2026 жылғы 21 қараша, сенбі».
 */
export function formatDateWithWeekday(date: DateLike, locale: KitLocale): string {
  const parts = toDayParts(date);
  const weekday = CALENDAR_NAMES[locale].weekdaysLong[weekdayIndex(parts)]!;
  const long = formatDateLong(parts, locale);
  return locale === 'kk' ? `${long}, ${weekday}` : `${weekday}, ${long}`;
}
