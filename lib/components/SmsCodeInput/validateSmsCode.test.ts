import { describe, expect, it } from 'vitest';
import { smsCodeErrorMessage, validateSmsCode } from './validateSmsCode.ts';

describe('validateSmsCode', () => {
  it.each([
    ['', 4, 'EMPTY'],
    ['  ', 4, 'EMPTY'],
    ['482', 4, 'LENGTH'],
    ['48215', 4, 'LENGTH'],
    ['48a1', 4, 'LENGTH'],
    ['4821', 4, null],
    ['482155', 6, null],
    ['4821', 6, 'LENGTH'],
  ])('%j of %i digits gives %s', (value, length, error) => {
    expect(validateSmsCode(value, length)).toBe(error);
  });

  it('words the length in both languages', () => {
    expect(smsCodeErrorMessage('LENGTH', 'ru', 4)).toBe('Код должен состоять из 4 цифр');
    expect(smsCodeErrorMessage('LENGTH', 'kk', 6)).toBe('Код 6 цифрдан тұруы керек');
    expect(smsCodeErrorMessage('EMPTY', 'kk')).toBe('SMS-хабарламадағы кодты енгізіңіз');
  });
});
