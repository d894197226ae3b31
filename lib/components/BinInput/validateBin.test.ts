import { describe, expect, it } from 'vitest';
import type { IdNumberAccept } from '../../../contract/rules/bin.ts';
import { binErrorMessage, idNumberLabel, validateBin, type BinError } from './validateBin.ts';

const BINS = ['180440000128', '081140000377', '050440000371', '100240000374', '210140000125',
  '991250000345', '150360001235', '070841000561']; // prettier-ignore
const IINS = ['850315300128', '900101300017', '751231400127', '000229600123', '950702000430'];

describe('validateBin', () => {
  it.each(BINS)('BIN %s is valid as a BIN and as either kind', (bin) => {
    expect(validateBin(bin)).toBeNull();
    expect(validateBin(bin, 'any')).toBeNull();
    expect(validateBin(bin, 'iin')).toBe('IS_BIN');
  });

  it.each(IINS)('IIN %s is valid as an IIN and as either kind', (iin) => {
    expect(validateBin(iin)).toBeNull();
    expect(validateBin(iin, 'iin')).toBeNull();
    expect(validateBin(iin, 'any')).toBeNull();
    expect(validateBin(iin, 'bin')).toBe('IS_IIN');
  });

  it.each<[string, IdNumberAccept, BinError]>([
    ['', 'bin', 'EMPTY'],
    ['   ', 'any', 'EMPTY'],
    ['18044000012', 'bin', 'LENGTH'],
    ['1804400001281', 'bin', 'LENGTH'],
    ['1804400001', 'iin', 'LENGTH'],
    ['18044000012a', 'bin', 'NOT_DIGITS'],
    ['180-440-000-128', 'bin', 'NOT_DIGITS'],
    ['180440000127', 'bin', 'CHECKSUM'],
    ['180440000129', 'any', 'CHECKSUM'],
    ['081140000378', 'bin', 'CHECKSUM'],
    ['850315300129', 'iin', 'CHECKSUM'],
    ['180470000121', 'any', 'CHECKSUM'], // check digit right, but a 5th digit 7 fits no kind
  ])('%j as %s gives %s', (value, accept, error) => {
    expect(validateBin(value, accept)).toBe(error);
  });

  it('ignores spaces from a pasted or dictated number', () => {
    expect(validateBin('180 440 000 128')).toBeNull();
  });

  it('takes a company’s number by default: a BIN or a sole proprietor’s IIN', () => {
    expect(validateBin('910405300814')).toBeNull();
    expect(validateBin('180440000128')).toBeNull();
    expect(validateBin('910405300815')).toBe('CHECKSUM');
    expect(validateBin('9104053008')).toBe('LENGTH');
    expect(validateBin('91040530081x')).toBe('NOT_DIGITS');
  });

  it('names the number asked for in both languages', () => {
    expect(binErrorMessage('LENGTH', 'ru')).toBe('БИН или ИИН должен состоять из 12 цифр');
    expect(binErrorMessage('LENGTH', 'ru', 'bin')).toBe('БИН должен состоять из 12 цифр');
    expect(binErrorMessage('LENGTH', 'ru', 'iin')).toBe('ИИН должен состоять из 12 цифр');
    expect(binErrorMessage('LENGTH', 'kk', 'bin')).toBe('БСН 12 цифрдан тұруы керек');
    expect(binErrorMessage('EMPTY', 'kk')).toBe('БСН немесе ЖСН енгізіңіз');
    expect(binErrorMessage('EMPTY', 'kk', 'iin')).toBe('ЖСН енгізіңіз');
    expect(binErrorMessage('IS_IIN', 'ru')).toBe(
      'Это ИИН физического лица. Введите БИН организации',
    );
    expect(binErrorMessage('CHECKSUM', 'ru', 'any')).toBe(
      'БИН или ИИН введён с ошибкой — проверьте цифры',
    );
    expect(binErrorMessage('CHECKSUM', 'kk')).toBe(
      'БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз',
    );
  });

  it('labels a shown number by its kind', () => {
    expect(idNumberLabel('180440000128', 'ru')).toBe('БИН');
    expect(idNumberLabel('910405300814', 'ru')).toBe('ИИН');
    expect(idNumberLabel('180440000128', 'kk')).toBe('БСН');
    expect(idNumberLabel('910405300814', 'kk')).toBe('ЖСН');
    expect(idNumberLabel('', 'ru')).toBe('БИН/ИИН');
  });
});
