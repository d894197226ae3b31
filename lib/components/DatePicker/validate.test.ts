import { describe, expect, it } from 'vitest';
import { isLeapYear, parseDateText, type DateMode } from './dateText.ts';
import {
  dateErrorMessage,
  validateDate,
  validateDateRange,
  type DateErrorCode,
  type DateRules,
} from './validate.ts';

describe('parseDateText', () => {
  it.each<[string, DateMode, string]>([
    ['', 'fullDate', 'empty'],
    ['   ', 'fullDate', 'empty'],
    ['21.11.2026', 'fullDate', '2026-11-21'],
    ['1.3.2025', 'fullDate', '2025-03-01'],
    [' 21.11.2026 ', 'fullDate', '2026-11-21'],
    ['21/11/2026', 'fullDate', '2026-11-21'],
    ['21-11-2026', 'fullDate', '2026-11-21'],
    ['21 11 2026', 'fullDate', '2026-11-21'],
    ['2026-11-21', 'fullDate', '2026-11-21'],
    ['21.11.26', 'fullDate', 'format'],
    ['21.11', 'fullDate', 'format'],
    ['21112026', 'fullDate', 'format'],
    ['дата', 'fullDate', 'format'],
    ['21.11.2026г', 'fullDate', 'format'],
    ['31.02.2025', 'fullDate', 'notExist'],
    ['29.02.2026', 'fullDate', 'notExist'],
    ['29.02.2028', 'fullDate', '2028-02-29'],
    ['29.02.2000', 'fullDate', '2000-02-29'],
    ['29.02.1900', 'fullDate', 'notExist'],
    ['31.04.2025', 'fullDate', 'notExist'],
    ['30.04.2025', 'fullDate', '2025-04-30'],
    ['31.12.2025', 'fullDate', '2025-12-31'],
    ['32.01.2025', 'fullDate', 'notExist'],
    ['00.01.2025', 'fullDate', 'notExist'],
    ['01.00.2025', 'fullDate', 'notExist'],
    ['01.13.2025', 'fullDate', 'notExist'],
    ['01.01.0000', 'fullDate', 'notExist'],
    ['2025-02-31', 'fullDate', 'notExist'],
    ['11.2026', 'monthAndYear', '2026-11'],
    ['1.2026', 'monthAndYear', '2026-01'],
    ['2026-11', 'monthAndYear', '2026-11'],
    ['13.2026', 'monthAndYear', 'notExist'],
    ['00.2026', 'monthAndYear', 'notExist'],
    ['21.11.2026', 'monthAndYear', 'format'],
    ['11.26', 'monthAndYear', 'format'],
    ['11.2026', 'fullDate', 'format'],
  ])('%j in %s reads as %s', (text, mode, expected) => {
    const parsed = parseDateText(text, mode);
    expect(parsed.status === 'ok' ? parsed.iso : parsed.status).toBe(expected);
  });

  it.each([
    [2024, true],
    [2025, false],
    [2026, false],
    [2028, true],
    [2000, true],
    [2400, true],
    [1900, false],
    [2100, false],
  ])('leap year %i: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('validateDate', () => {
  const booked = new Set(['2026-11-24', '2026-11-25']);
  const rules: DateRules = {
    required: true,
    min: '2026-11-10',
    max: '2026-12-20',
    isDateUnavailable: (date) => booked.has(date),
  };

  it.each<[string, DateRules, DateErrorCode | null]>([
    ['', rules, 'ERROR_EMPTY'],
    ['  ', rules, 'ERROR_EMPTY'],
    ['', {}, null],
    ['21.13', rules, 'FORMAT'],
    ['21.11.26', rules, 'FORMAT'],
    ['31.11.2026', rules, 'NOT_EXIST'],
    ['31.02.2025', {}, 'NOT_EXIST'],
    ['29.02.2026', {}, 'NOT_EXIST'],
    ['29.02.2028', {}, null],
    // The bounds are inclusive.
    ['10.11.2026', rules, null],
    ['09.11.2026', rules, 'ERROR_RANGE'],
    ['20.12.2026', rules, null],
    ['21.12.2026', rules, 'ERROR_RANGE'],
    ['01.01.2027', { min: '2026-11-10' }, null],
    ['01.01.2027', { max: '2026-12-20' }, 'ERROR_RANGE'],
    ['24.11.2026', rules, 'UNAVAILABLE'],
    ['23.11.2026', rules, null],
    // Out of range outranks unavailable; not-real outranks out of range.
    ['24.11.2026', { ...rules, max: '2026-11-20' }, 'ERROR_RANGE'],
    ['31.02.2020', rules, 'NOT_EXIST'],
    ['11.2026', { mode: 'monthAndYear', min: '2026-11-15' }, null],
    ['10.2026', { mode: 'monthAndYear', min: '2026-11' }, 'ERROR_RANGE'],
    ['12.2026', { mode: 'monthAndYear', max: '2026-11-30' }, 'ERROR_RANGE'],
    ['13.2026', { mode: 'monthAndYear' }, 'NOT_EXIST'],
    ['', { mode: 'monthAndYear', required: true }, 'ERROR_EMPTY'],
  ])('%j → %s', (text, ruleSet, code) => {
    expect(validateDate(text, ruleSet)).toBe(code);
  });

  it('refuses a malformed bound loudly rather than ignoring it', () => {
    expect(() => validateDate('01.01.2026', { min: '01.01.2026' })).toThrow(/ISO/);
  });
});

describe('validateDateRange', () => {
  const rules: DateRules = { min: '2026-01-01', max: '2026-12-31' };
  it.each<[string, string, DateRules, ReturnType<typeof validateDateRange>]>([
    ['01.03.2026', '31.03.2026', rules, null],
    ['15.03.2026', '15.03.2026', rules, null],
    ['01.01.2026', '31.12.2026', rules, null],
    ['31.12.2025', '31.12.2026', rules, { code: 'ERROR_RANGE', field: 'start' }],
    ['01.01.2026', '01.01.2027', rules, { code: 'ERROR_RANGE', field: 'end' }],
    ['31.03.2026', '01.03.2026', rules, { code: 'END_BEFORE_START', field: 'end' }],
    ['', '', rules, null],
    ['', '', { required: true }, { code: 'ERROR_EMPTY', field: 'start' }],
    ['01.03.2026', '', rules, { code: 'ERROR_EMPTY', field: 'end' }],
    ['', '01.03.2026', rules, { code: 'ERROR_EMPTY', field: 'start' }],
    ['31.02.2026', '', rules, { code: 'ERROR_EMPTY', field: 'end' }],
    ['31.02.2026', '1.3', rules, { code: 'FORMAT', field: 'end' }],
    ['xx', 'yy', rules, { code: 'FORMAT', field: 'start' }],
    ['31.02.2026', '01.01.2027', rules, { code: 'NOT_EXIST', field: 'start' }],
    ['03.2026', '01.2026', { mode: 'monthAndYear' }, { code: 'END_BEFORE_START', field: 'end' }],
    ['03.2026', '03.2026', { mode: 'monthAndYear' }, null],
  ])('%j – %j → %j', (start, end, ruleSet, expected) => {
    expect(validateDateRange({ start, end }, ruleSet)).toEqual(expected);
  });
});

describe('dateErrorMessage', () => {
  it('words each code as GOV.UK would, in Russian by default', () => {
    expect(dateErrorMessage('ERROR_EMPTY')).toBe('Введите дату');
    expect(dateErrorMessage('FORMAT')).toBe('Неверный формат даты');
    expect(dateErrorMessage('NOT_EXIST')).toBe('Такой даты не существует');
    expect(dateErrorMessage('ERROR_RANGE', { min: '2025-01-01', max: '2026-12-31' })).toBe(
      'Дата должна быть между 01.01.2025 и 31.12.2026',
    );
    expect(dateErrorMessage('ERROR_RANGE', { min: '2025-01-01' })).toBe(
      'Дата должна быть не раньше 01.01.2025',
    );
    expect(dateErrorMessage('ERROR_RANGE', { max: '2026-12-31' })).toBe(
      'Дата должна быть не позже 31.12.2026',
    );
    expect(dateErrorMessage('UNAVAILABLE')).toBe('Эта дата недоступна. Выберите другую');
  });

  it('speaks of months in monthAndYear mode, with mm.yyyy bounds', () => {
    expect(dateErrorMessage('ERROR_EMPTY', { mode: 'monthAndYear' })).toBe('Введите месяц и год');
    expect(
      dateErrorMessage('ERROR_RANGE', { mode: 'monthAndYear', min: '2025-01', max: '2026-12' }),
    ).toBe('Месяц должен быть между 01.2025 и 12.2026');
  });

  it('names the field of a period', () => {
    expect(dateErrorMessage('ERROR_EMPTY', { field: 'end' })).toBe('Введите дату окончания');
    expect(dateErrorMessage('END_BEFORE_START')).toBe(
      'Дата окончания должна быть не раньше даты начала',
    );
  });

  it('has the same words in Kazakh', () => {
    const kk = { locale: 'kk' as const };
    expect(dateErrorMessage('ERROR_EMPTY', kk)).toBe('Күнді енгізіңіз');
    expect(dateErrorMessage('FORMAT', kk)).toBe('Күн пішімі қате');
    expect(dateErrorMessage('NOT_EXIST', kk)).toBe('Күнтізбеде мұндай күн жоқ');
    expect(dateErrorMessage('ERROR_RANGE', { ...kk, min: '2025-01-01', max: '2026-12-31' })).toBe(
      'Күн 01.01.2025 және 31.12.2026 аралығында болуы керек',
    );
    expect(dateErrorMessage('END_BEFORE_START', kk)).toBe(
      'Аяқталу күні басталу күнінен ерте болмауы керек',
    );
  });
});
