import { parsePhoneNumberFromString as parseAnyNumber } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import {
  isKzMobileE164,
  isKzPhoneE164,
  KZ_MOBILE_CODES,
  kzPhoneKind,
  nationalDigits,
  toKzE164,
  toKzMobileE164,
  toKzPhoneE164,
} from './phone.ts';

describe('KZ mobile numbers', () => {
  const allCodes = Array.from({ length: 100 }, (_, i) => String(700 + i));

  it.each(allCodes)('7%s… agrees with libphonenumber-js mobile metadata', (code) => {
    const e164 = `+7${code}1234567`;
    const reference = parsePhoneNumberFromString(e164);
    const isMobile = reference?.isValid() === true && reference.getType() === 'MOBILE';
    expect(isKzMobileE164(e164)).toBe(isMobile);
    expect(KZ_MOBILE_CODES.includes(code as never)).toBe(isMobile);
  });

  it.each([
    ['+7 701 123 45 67', '+77011234567'],
    ['+7 (701) 123-45-67', '+77011234567'],
    ['8 701 123 45 67', '+77011234567'],
    ['87011234567', '+77011234567'],
    ['77011234567', '+77011234567'],
    ['7011234567', '+77011234567'],
    ['  +77471234500 ', '+77471234500'],
    ['8(785)000-00-00', '+77850000000'],
  ])('%j normalises to %s', (input, e164) => {
    expect(toKzMobileE164(input)).toBe(e164);
  });

  it.each([
    '',
    '+7 712 123 45 67',
    '+7 701 123 45',
    '+1 701 123 4567',
    '7271234567',
    '+7 701 123 45 678',
    '870112345678',
    '70112345678',
  ])('%j is not a KZ mobile number', (input) => {
    expect(toKzMobileE164(input)).toBeNull();
  });

  it('reads the national digits typed so far', () => {
    expect(nationalDigits('+7 70')).toBe('70');
    expect(nationalDigits('8 (70')).toBe('70');
    expect(nationalDigits('701')).toBe('701');
  });
});

describe('KZ landlines (taken where nothing is texted)', () => {
  const codes = Array.from({ length: 100 }, (_, i) => String(700 + i));

  it.each(codes)('7%s… is a landline wherever libphonenumber-js calls it a fixed line', (code) => {
    // a 4-digit area code and a 6-digit number, or a 3-digit one and 7 digits: the same digits
    const e164 = `+7${code}2123456`;
    const reference = parseAnyNumber(e164);
    if (reference?.isValid() && reference.getType() === 'FIXED_LINE') {
      expect(kzPhoneKind(e164.slice(2))).toBe('landline');
      expect(isKzPhoneE164(e164)).toBe(true);
      expect(isKzMobileE164(e164)).toBe(false);
    }
    if (reference?.isValid() && reference.getType() === 'MOBILE') {
      expect(kzPhoneKind(e164.slice(2))).toBe('mobile');
    }
  });

  it.each([
    ['+7 727 312 34 56', '+77273123456'],
    ['8 (7172) 12-34-56', '+77172123456'],
    ['87212123456', '+77212123456'],
    ['7252123456', '+77252123456'],
  ])('%j is taken as %s where any number is, refused where a mobile is needed', (input, e164) => {
    expect(toKzPhoneE164(input)).toBe(e164);
    expect(toKzE164(input, 'any')).toBe(e164);
    expect(toKzMobileE164(input)).toBeNull();
    expect(toKzE164(input, 'mobile')).toBeNull();
  });

  it('takes mobiles where any number is', () => {
    expect(toKzPhoneE164('8 701 123 45 67')).toBe('+77011234567');
  });

  it.each(['+7 730 123 45 67', '+7 690 123 45 67', '+7 727 312 34 5', '+1 727 312 3456'])(
    '%j is no Kazakhstan number',
    (input) => {
      expect(toKzPhoneE164(input)).toBeNull();
    },
  );
});
