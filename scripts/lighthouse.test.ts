import { describe, expect, it } from 'vitest';
import { belowTarget, cpuMultiplier, median, medianScores, scoresOf } from './lighthouse.ts';

describe('bench:lighthouse', () => {
  it('calibrates the CPU slowdown from the benchmarkIndex as Lighthouse’s calculator does', () => {
    // The default 4× is for a host of 1533; this machine measured 1030–1280.
    expect(cpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(cpuMultiplier(2000)).toBeCloseTo(6, 2);
    expect(cpuMultiplier(1300)).toBe(3);
    expect(cpuMultiplier(1030)).toBeCloseTo(2.46, 2);
    expect(cpuMultiplier(800)).toBe(2);
    expect(cpuMultiplier(150)).toBe(1);
    expect(cpuMultiplier(40)).toBe(1);
  });

  it('takes the median of each figure over the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const report = (performance: number, tbt: number) =>
      scoresOf({
        categories: {
          performance: { score: performance / 100 },
          accessibility: { score: 1 },
          'best-practices': { score: 1 },
          seo: { score: 1 },
        },
        audits: {
          'total-blocking-time': { numericValue: tbt },
          'largest-contentful-paint': { numericValue: 1200 },
        },
      });
    const scores = medianScores([report(97, 240), report(99, 120), report(98, 160)]);
    expect(scores).toMatchObject({ performance: 98, tbt: 160, accessibility: 100 });
    expect(belowTarget(scores)).toEqual([]);
    expect(belowTarget(report(97, 240))).toEqual(['performance', 'tbt']);
  });
});
