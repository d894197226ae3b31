import { describe, expect, it } from 'vitest';
import {
  COMPANY_NUMBER_ACCEPT,
  ENTREPRENEUR_POSITION_ID,
  idNumberCheckDigit,
  idNumberKind,
  isSoleProprietorNumber,
  positionFitsCompany,
  validateIdNumber,
} from './bin.ts';

describe('IIN/BIN check digit', () => {
  it.each([
    ['180440000128', 'bin'],
    ['050440000371', 'bin'],
    ['060950000374', 'bin'],
    ['111160000374', 'bin'],
    ['850315300128', 'iin'],
  ] as const)('%s is a valid %s', (value, kind) => {
    expect(validateIdNumber(value)).toBeNull();
    expect(validateIdNumber(value, kind)).toBeNull();
    expect(idNumberKind(value)).toBe(kind);
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['18044000012', 'LENGTH'],
    ['1804400001280', 'LENGTH'],
    ['18044000012a', 'NOT_DIGITS'],
    ['180440000121', 'CHECKSUM'],
    ['180440000129', 'CHECKSUM'],
    ['180470000121', 'WRONG_KIND'], // 5th digit 7 is neither an IIN day nor a BIN entity type
  ])('%j gives %s', (value, code) => {
    expect(validateIdNumber(value)).toBe(code);
  });

  it('tells a BIN from an IIN when only one kind is accepted', () => {
    expect(validateIdNumber('850315300128', 'bin')).toBe('WRONG_KIND');
    expect(validateIdNumber('180440000128', 'iin')).toBe('WRONG_KIND');
  });

  it('uses the second weight row when the first sum gives 10, and rejects a second 10', () => {
    // First pass over 00000000001 is 11 % 11 = 0; over 00000000010 it is 10, so the second row
    // (…, 1, 2) gives 1 % 11 = 1.
    expect(idNumberCheckDigit('00000000001')).toBe(0);
    expect(idNumberCheckDigit('00000000010')).toBe(1);
    // Find an 11-digit prefix where both passes give 10: no check digit can exist.
    let impossible: string | null = null;
    for (let n = 0; n < 100000 && impossible === null; n += 1) {
      const prefix = `180440${String(n).padStart(5, '0')}`;
      if (idNumberCheckDigit(prefix) === null) impossible = prefix;
    }
    expect(impossible).not.toBeNull();
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(validateIdNumber(`${impossible}${digit}`)).toBe('CHECKSUM');
    }
  });
});

describe('a company’s number', () => {
  it('is a legal entity’s BIN or a sole proprietor’s IIN, with its check digit', () => {
    expect(validateIdNumber('180440000128', COMPANY_NUMBER_ACCEPT)).toBeNull();
    expect(validateIdNumber('910405300814', COMPANY_NUMBER_ACCEPT)).toBeNull();
    expect(validateIdNumber('910405300815', COMPANY_NUMBER_ACCEPT)).toBe('CHECKSUM');
  });

  it('tells a sole proprietor by its IIN (an IE with a BIN is a BIN’s)', () => {
    expect(isSoleProprietorNumber('910405300814')).toBe(true);
    expect(isSoleProprietorNumber('111160000374')).toBe(false);
    expect(isSoleProprietorNumber('180440000128')).toBe(false);
    expect(isSoleProprietorNumber('')).toBe(false);
  });

  it('heads a sole proprietor by its owner only; a legal entity by any position', () => {
    expect(positionFitsCompany('910405300814', ENTREPRENEUR_POSITION_ID)).toBe(true);
    expect(positionFitsCompany('910405300814', 'director')).toBe(false);
    expect(positionFitsCompany('180440000128', 'director')).toBe(true);
    expect(positionFitsCompany('111160000374', ENTREPRENEUR_POSITION_ID)).toBe(true);
  });
});
