import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format.ts';

describe('cabinet dates', () => {
  it('reads the Kazakhstan date and time as the backend wrote them, whatever the browser zone', () => {
    // 23:30 in Almaty is already the next day in UTC; the card must still say the 2nd.
    expect(formatDate('2026-03-02T23:30:00+05:00')).toBe('02.03.2026');
    expect(formatTime('2026-03-02T23:30:00+05:00')).toBe('23:30');
    expect(formatDateTime('2026-03-02T09:05:00+05:00')).toBe('02.03.2026 09:05');
    expect(formatDateTime('2026-03-02')).toBe('02.03.2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
