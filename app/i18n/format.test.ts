import { describe, expect, it } from 'vitest';
import { formatAmount } from './format.ts';

describe('formatAmount', () => {
  it('groups thousands with no-break spaces, the same in ru and kk, without Intl', () => {
    expect(formatAmount(2200)).toBe('2\u00a0200');
    expect(formatAmount(24900)).toBe('24\u00a0900');
    expect(formatAmount(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatAmount(490)).toBe('490');
  });
});
