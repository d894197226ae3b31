import { describe, expect, it } from 'vitest';
import { idNumberKind, isValidBin, validateIdNumber } from './bin.ts';

// Check digits computed by hand with the two weight rows; the demo companies of the README first.
const BINS = [
  '180440000128', '081140000377', '050440000371', '100240000374',
  '210140000125', '991250000345', '150360001235', '070841000561',
]; // prettier-ignore
const IINS = ['850315300128', '900101300017', '751231400127', '000229600123', '950702000430'];

describe('BIN / IIN samples', () => {
  it.each(BINS)('BIN %s', (bin) => {
    expect(validateIdNumber(bin, 'bin')).toBeNull();
    expect(idNumberKind(bin)).toBe('bin');
    expect(isValidBin(bin)).toBe(true);
  });

  it.each(IINS)('IIN %s', (iin) => {
    expect(validateIdNumber(iin, 'iin')).toBeNull();
    expect(idNumberKind(iin)).toBe('iin');
    expect(isValidBin(iin)).toBe(false);
  });

  it.each([...BINS, ...IINS])('%s with any other last digit fails the check', (valid) => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) === valid[11]) continue;
      expect(validateIdNumber(`${valid.slice(0, 11)}${digit}`)).toBe('CHECKSUM');
    }
  });
});
