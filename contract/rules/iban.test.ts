import { describe, expect, it } from 'vitest';
import { isValidKzIban, normalizeIban } from './iban.ts';

describe('KZ IBAN', () => {
  it.each(['KZ86125KZT5004100100', 'kz86 125k zt50 0410 0100'])('%j is valid', (value) => {
    expect(isValidKzIban(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['KZ87125KZT5004100100', 'wrong check digits'],
    ['KZ86125KZT500410010', 'too short'],
    ['DE89370400440532013000', 'another country'],
    ['KZ86125KZT50041001-0', 'a character outside A–Z 0–9'],
  ])('%j is not valid (%s)', (value) => {
    expect(isValidKzIban(value)).toBe(false);
  });

  it('normalises what people paste', () => {
    expect(normalizeIban(' kz86 125K ZT50 ')).toBe('KZ86125KZT50');
  });
});
