import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { isKzMobileE164, KZ_MOBILE_CODES, nationalDigits, toKzMobileE164 } from './phone.ts';

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
