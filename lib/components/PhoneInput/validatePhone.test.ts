import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../contract/errors.ts';
import { phoneErrorMessage, validatePhone } from './validatePhone.ts';

// Written out rather than imported, so this table checks the contract's list instead of echoing it.
const VALID_CODES = new Set([
  '700', '701', '702', '705', '706', '707', '708', '747',
  '760', '761', '762', '763', '764', '771', '775', '776', '777', '778', '785',
]); // prettier-ignore

const forms: [string, (code: string) => string][] = [
  ['+7 with spaces', (c) => `+7 ${c} 123 45 67`],
  ['+7 formatted', (c) => `+7 (${c}) 123-45-67`],
  ['8 prefix', (c) => `8${c}1234567`],
  ['8 with brackets', (c) => `8 (${c}) 123-45-67`],
  ['bare 10 digits', (c) => `${c}1234567`],
  ['E.164', (c) => `+7${c}1234567`],
];

describe('validatePhone', () => {
  const codes = Array.from({ length: 100 }, (_, i) => String(700 + i));
  const cases = codes.flatMap((code) =>
    forms.map(([form, make]) => [code, form, make(code), VALID_CODES.has(code)] as const),
  );

  it.each(cases)('7%s… as %s (%s): valid %s', (code, _form, input, valid) => {
    // the area codes 710–729 are landlines: a Kazakhstan number, but no code can be texted to it
    const landline = /^7[12]/.test(code);
    expect(validatePhone(input)).toBe(valid ? null : landline ? 'NOT_MOBILE' : 'INVALID');
    expect(validatePhone(input, 'any')).toBe(valid || landline ? null : 'INVALID');
  });

  it.each(['', '   ', '+', '+7', '8', '+7 (', ' +7 ( '])('%j is empty', (input) => {
    expect(validatePhone(input)).toBe('EMPTY');
  });

  it.each(['+7701', '+7 (701) 123-45', '+1 701 123 4567', 'abc', '+7 (730) 123-45-67'])(
    '%j is invalid',
    (input) => {
      expect(validatePhone(input)).toBe('INVALID');
      expect(validatePhone(input, 'any')).toBe('INVALID');
    },
  );

  it.each(['7271234567', '+7 (712) 123-45-67', '8 7172 12 34 56'])(
    '%j is a landline: refused where a code is texted, taken where any number is',
    (input) => {
      expect(validatePhone(input)).toBe('NOT_MOBILE');
      expect(validatePhone(input, 'any')).toBeNull();
    },
  );

  it('says why a mobile is needed in the catalogue’s words (PHONE_NOT_MOBILE)', () => {
    for (const locale of ['ru', 'kk'] as const) {
      expect(phoneErrorMessage('NOT_MOBILE', locale)).toBe(ERROR_MESSAGES[locale].PHONE_NOT_MOBILE);
      expect(phoneErrorMessage('INVALID', locale)).toBe(ERROR_MESSAGES[locale].PHONE_INVALID);
    }
  });

  it('words the errors in Russian and Kazakh', () => {
    expect(phoneErrorMessage('INVALID', 'ru')).toBe('Некорректный номер телефона');
    expect(phoneErrorMessage('INVALID', 'kk')).toBe('Телефон нөмірі қате');
    expect(phoneErrorMessage('EMPTY', 'ru')).toBe('Введите номер телефона');
    expect(phoneErrorMessage('EMPTY', 'kk')).toBe('Телефон нөмірін енгізіңіз');
  });
});
