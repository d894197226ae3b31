import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  displayFromValue,
  formatNational,
  readNational,
  valueFromDisplay,
} from './phoneFormat.ts';

describe('phone formatting', () => {
  it.each([
    ['', ''],
    ['7', '+7 (7'],
    ['701', '+7 (701'],
    ['7011', '+7 (701) 1'],
    ['701123', '+7 (701) 123'],
    ['7011234', '+7 (701) 123-4'],
    ['70112345', '+7 (701) 123-45'],
    ['701123456', '+7 (701) 123-45-6'],
    ['7011234567', '+7 (701) 123-45-67'],
  ])('%j is shown as %j', (national, display) => {
    expect(formatNational(national)).toBe(display);
  });

  it.each([
    ['+7 (701) 123-45-67', '7011234567'],
    ['8 701 123 45 67', '7011234567'],
    ['77011234567', '7011234567'],
    ['7011234567', '7011234567'],
    ['+7 8 701', '701'],
    ['+7 (', ''],
    ['+', ''],
    ['8', ''],
    ['770112345', '770112345'], // not yet 11 digits: the leading 7 is still the code's
  ])('reads the national digits of %j as %j', (text, national) => {
    expect(readNational(text).digits).toBe(national);
  });

  it('does not count the country code 7 of the prefix as a digit before the caret', () => {
    expect(caretAfterDigits('+7 (701) 123-45-67', 0)).toBe(4);
    expect(caretAfterDigits('+7 (701) 123-45-67', 3)).toBe(7);
    expect(caretAfterDigits('+7 (701) 123-45-67', 4)).toBe(10);
    expect(caretAfterDigits('+7 (701) 123-45-67', 10)).toBe(18);
    expect(caretAfterDigits('', 0)).toBe(0);
  });

  it('round-trips what it reports', () => {
    for (const value of ['', '+7', '+77', '+7701123', '+77011234567']) {
      expect(valueFromDisplay(displayFromValue(value))).toBe(value);
    }
    expect(displayFromValue('8 (701) 1234567')).toBe('+7 (701) 123-45-67');
  });
});
