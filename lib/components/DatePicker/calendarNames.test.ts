import { describe, expect, it } from 'vitest';
import {
  CALENDAR_NAMES,
  formatDateLong,
  formatDateWithWeekday,
  formatMonthYear,
  weekdayIndex,
} from './calendarNames.ts';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

describe('calendar names', () => {
  it('has twelve months and seven weekdays, Monday first, in both languages', () => {
    for (const names of Object.values(CALENDAR_NAMES)) {
      expect(names.months).toHaveLength(12);
      expect(names.monthsInDate).toHaveLength(12);
      expect(names.weekdaysShort).toHaveLength(7);
      expect(names.weekdaysLong).toHaveLength(7);
    }
    expect(CALENDAR_NAMES.ru.weekdaysShort).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(CALENDAR_NAMES.kk.weekdaysShort).toEqual(['Дс', 'Сс', 'Ср', 'Бс', 'Жм', 'Сб', 'Жс']);
  });

  // Node carries full CLDR data (Chromium has none for kk), so it can vouch for our tables.
  it.each(MONTHS)('month %i matches CLDR in Russian and Kazakh', (month) => {
    const date = new Date(Date.UTC(2026, month - 1, 21, 12));
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
    expect(CALENDAR_NAMES.ru.months[month - 1]!.toLowerCase()).toBe(intl('ru', { month: 'long' }));
    expect(formatDateLong({ year: 2026, month, day: 21 }, 'ru')).toBe(
      intl('ru', { day: 'numeric', month: 'long', year: 'numeric' }).replace(' г.', ''),
    );
    expect(CALENDAR_NAMES.kk.months[month - 1]).toBe(intl('kk', { month: 'long' }));
    const weekday = CALENDAR_NAMES.kk.weekdaysLong[weekdayIndex({ year: 2026, month, day: 21 })];
    expect(weekday).toBe(intl('kk', { weekday: 'long' }));
  });

  it('formats long dates: ru genitive, kk with жылғы', () => {
    expect(formatDateLong('2026-11-21', 'ru')).toBe('21 ноября 2026');
    expect(formatDateLong('2026-11-21', 'kk')).toBe('2026 жылғы 21 қараша');
    expect(formatDateLong({ year: 2025, month: 3, day: 8 }, 'ru')).toBe('8 марта 2025');
    expect(formatDateLong(new Date(2026, 0, 1), 'kk')).toBe('2026 жылғы 1 қаңтар');
    expect(formatDateLong('2026-05-09T10:30:00', 'ru')).toBe('9 мая 2026');
    expect(() => formatDateLong('вчера', 'ru')).toThrow(RangeError);
  });

  it('names the weekday', () => {
    expect(weekdayIndex({ year: 2026, month: 11, day: 21 })).toBe(5);
    expect(weekdayIndex({ year: 2024, month: 2, day: 29 })).toBe(3);
    expect(weekdayIndex({ year: 2000, month: 1, day: 1 })).toBe(5);
    expect(formatDateWithWeekday('2026-11-21', 'ru')).toBe('суббота, 21 ноября 2026');
    expect(formatDateWithWeekday('2026-11-21', 'kk')).toBe('2026 жылғы 21 қараша, сенбі');
  });

  it('titles a month', () => {
    expect(formatMonthYear({ year: 2026, month: 11 }, 'ru')).toBe('Ноябрь 2026');
    expect(formatMonthYear({ year: 2026, month: 11 }, 'kk')).toBe('Қараша 2026');
  });
});
