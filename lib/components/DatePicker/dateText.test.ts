import { describe, expect, it } from 'vitest';
import {
  formatDateText,
  isoToDateText,
  maskDateText,
  readInsertedText,
  type DateMode,
} from './dateText.ts';

/** Types `keys` one by one at the end of the field, as a user does. */
function typeAtEnd(keys: string, mode: DateMode = 'fullDate'): string {
  let text = '';
  for (const key of keys) {
    const next = maskDateText(text + key, text.length + 1, mode);
    if (next) text = next.text;
  }
  return text;
}

describe('maskDateText', () => {
  it.each<[string, DateMode, string]>([
    ['2', 'fullDate', '2'],
    ['21', 'fullDate', '21'],
    ['211', 'fullDate', '21.1'],
    ['21112026', 'fullDate', '21.11.2026'],
    // A fifth year digit does not fit.
    ['211120261', 'fullDate', '21.11.2026'],
    ['21.11.2026', 'fullDate', '21.11.2026'],
    ['1.3.2025', 'fullDate', '1.3.2025'],
    ['1/3/2025', 'fullDate', '1.3.2025'],
    ['21..11', 'fullDate', '21.11'],
    ['.21', 'fullDate', '21'],
    ['2a1b1', 'fullDate', '21.1'],
    ['112026', 'monthAndYear', '11.2026'],
    ['1.2026', 'monthAndYear', '1.2026'],
    ['1120261', 'monthAndYear', '11.2026'],
  ])('typing %j in %s shows %j', (keys, mode, shown) => {
    expect(typeAtEnd(keys, mode)).toBe(shown);
  });

  it('keeps the caret after the digit it followed when a dot is inserted', () => {
    expect(maskDateText('211', 3)).toEqual({ text: '21.1', caret: 4 });
    expect(maskDateText('21.112', 6)).toEqual({ text: '21.11.2', caret: 7 });
  });

  it('keeps the caret in place when editing the middle', () => {
    // "21.11.2026" with the second month digit deleted (caret was after it).
    expect(maskDateText('21.1.2026', 4)).toEqual({ text: '21.1.2026', caret: 4 });
    // …and a "2" typed there.
    expect(maskDateText('21.12.2026', 5)).toEqual({ text: '21.12.2026', caret: 5 });
  });

  it('steps back over a dot on Backspace instead of getting stuck', () => {
    // "21.|11.2026": Backspace removes the dot; the parts regroup and the caret lands before it.
    expect(maskDateText('2111.2026', 2)).toEqual({ text: '21.11.2026', caret: 2 });
  });

  it('puts the caret after a dot the user typed', () => {
    expect(maskDateText('21.', 3)).toEqual({ text: '21.', caret: 3 });
  });

  it('refuses a digit that does not fit anywhere', () => {
    expect(maskDateText('321.11.2026', 1)).toBeNull();
    expect(maskDateText('21.11.20261', 11)).toBeNull();
  });

  it('turns a pasted ISO date into the field format', () => {
    expect(maskDateText('2026-11-21', 10)).toEqual({ text: '21.11.2026', caret: 10 });
    expect(maskDateText('2026-11', 7, 'monthAndYear')).toEqual({ text: '11.2026', caret: 7 });
  });
});

describe('readInsertedText', () => {
  it.each<[string, DateMode, string]>([
    ['21.11.2026', 'fullDate', '21.11.2026'],
    ['21112026', 'fullDate', '21.11.2026'],
    ['2026-11-21', 'fullDate', '21.11.2026'],
    ['11/2026', 'monthAndYear', '11.2026'],
  ])('masks pasted %j in %s like typing', (pasted, mode, shown) => {
    expect(readInsertedText(pasted, pasted.length, mode)).toEqual({
      text: shown,
      caret: shown.length,
      unreadable: false,
    });
  });

  it.each<[string, DateMode]>([
    ['21 ноября 2026', 'fullDate'],
    ['21 қараша 2026 ж.', 'fullDate'],
    ['21.11.2026 г.', 'fullDate'],
    ['21.11.20265', 'fullDate'],
    ['ноябрь 2026', 'monthAndYear'],
  ])(
    'keeps pasted %j in %s as it came, unreadable (maskDateText would regroup it)',
    (pasted, mode) => {
      expect(readInsertedText(pasted, pasted.length, mode)).toEqual({
        text: pasted,
        caret: pasted.length,
        unreadable: true,
      });
    },
  );

  it('is needed: the typing mask alone drops the month and regroups the digits', () => {
    expect(maskDateText('21 ноября 2026', 14)?.text).toBe('21.20.26');
  });
});

describe('formatDateText', () => {
  it('always shows dd.mm.yyyy with leading zeros', () => {
    expect(formatDateText({ year: 2025, month: 3, day: 1 })).toBe('01.03.2025');
    expect(formatDateText({ year: 2025, month: 3, day: 1 }, 'monthAndYear')).toBe('03.2025');
    expect(isoToDateText('2026-11-21')).toBe('21.11.2026');
    expect(isoToDateText('2026-11', 'monthAndYear')).toBe('11.2026');
  });
});
