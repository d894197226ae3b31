import { describe, expect, it } from 'vitest';
import { median, medianPercentiles, percentile, percentiles } from './load.ts';

describe('bench statistics', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1…100 ms

  it('takes nearest-rank percentiles', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(() => percentile([], 50)).toThrow();
  });

  it('sorts the samples first', () => {
    expect(percentiles([...hundred].reverse())).toEqual({ p50: 50, p95: 95, p99: 99 });
  });

  it('reports the median of the rounds, so one slow round does not decide', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const rounds = [
      { p50: 10, p95: 20, p99: 30 },
      { p50: 11, p95: 400, p99: 500 },
      { p50: 9, p95: 21, p99: 29 },
    ];
    expect(medianPercentiles(rounds)).toEqual({ p50: 10, p95: 21, p99: 30 });
  });
});
