import { describe, expect, it } from 'vitest';
import { RETENTION, retentionCutoff, type RetentionPeriod } from './retention.ts';

const at = (iso: string) => new Date(iso);
const period = (count: number, unit: RetentionPeriod['unit']): RetentionPeriod => ({
  kind: 'period',
  count,
  unit,
});

describe('retentionCutoff', () => {
  it('goes back whole calendar months, kept to the month’s last day', () => {
    expect(retentionCutoff(period(12, 'month'), at('2027-12-02T10:00:00Z'))).toEqual(
      at('2026-12-02T10:00:00Z'),
    );
    expect(retentionCutoff(period(1, 'month'), at('2027-03-31T00:00:00Z'))).toEqual(
      at('2027-02-28T00:00:00Z'),
    );
    expect(retentionCutoff(period(1, 'month'), at('2028-03-31T00:00:00Z'))).toEqual(
      at('2028-02-29T00:00:00Z'),
    );
    expect(retentionCutoff(period(6, 'month'), at('2027-01-15T08:30:00Z'))).toEqual(
      at('2026-07-15T08:30:00Z'),
    );
  });

  it('goes back days and hours', () => {
    expect(retentionCutoff(period(30, 'day'), at('2027-03-01T12:00:00Z'))).toEqual(
      at('2027-01-30T12:00:00Z'),
    );
    expect(retentionCutoff(period(24, 'hour'), at('2027-01-01T05:00:00Z'))).toEqual(
      at('2026-12-31T05:00:00Z'),
    );
  });

  it('leaves the moment it was given unchanged', () => {
    const now = at('2027-05-31T00:00:00Z');
    retentionCutoff(period(3, 'month'), now);
    expect(now).toEqual(at('2027-05-31T00:00:00Z'));
  });
});

describe('RETENTION', () => {
  it('gives every timed kind a positive whole count', () => {
    for (const [kind, entry] of Object.entries(RETENTION)) {
      if (entry.kind !== 'period') continue;
      expect(Number.isInteger(entry.count) && entry.count > 0, kind).toBe(true);
    }
  });

  it('never deletes a signed contract or a published case on a timer', () => {
    expect(RETENTION.contracts.kind).toBe('law');
    expect(RETENTION.publishedCases.kind).toBe('consent');
  });
});
