import { describe, expect, it } from 'vitest';
import { RETENTION, type RetentionPeriod } from '../../../contract/retention.ts';
import { loadPersonalDataContent } from '../index.ts';
import { figureText } from '../testing/figures.ts';
import { durationKk, durationRu } from './duration.ts';

const months = (count: number): RetentionPeriod => ({ kind: 'period', count, unit: 'month' });

describe('retention periods in words', () => {
  it('agree with the number in Russian', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25].map((n) => durationRu(months(n)))).toEqual([
      '1 месяц',
      '2 месяца',
      '4 месяца',
      '5 месяцев',
      '11 месяцев',
      '12 месяцев',
      '14 месяцев',
      '21 месяц',
      '22 месяца',
      '25 месяцев',
    ]);
    expect(durationRu({ kind: 'period', count: 30, unit: 'day' })).toBe('30 дней');
    expect(durationRu({ kind: 'period', count: 24, unit: 'hour' })).toBe('24 часа');
  });

  it('keep the Kazakh noun singular after a number', () => {
    expect(durationKk(months(12))).toBe('12 ай');
    expect(durationKk({ kind: 'period', count: 30, unit: 'day' })).toBe('30 күн');
    expect(durationKk({ kind: 'period', count: 24, unit: 'hour' })).toBe('24 сағат');
  });
});

describe('the personal-data notice', () => {
  it.each([
    ['ru', durationRu],
    ['kk', durationKk],
  ] as const)(
    'says every period of contract/retention.ts in its retention table (%s)',
    async (locale, duration) => {
      const page = await loadPersonalDataContent(locale);
      const section = page.sections.find((s) => s.id === 'retention');
      expect(section).toBeDefined();
      const rows = [...(section?.content ?? '').matchAll(/<tr><th scope="row">/g)];
      expect(rows).toHaveLength(Object.keys(RETENTION).length);
      const text = figureText(section?.content ?? '');
      for (const [kind, entry] of Object.entries(RETENTION)) {
        if (entry.kind === 'period') expect(text, kind).toContain(duration(entry));
      }
    },
  );

  it('carries the date it took effect, the same in both languages', async () => {
    const [ru, kk] = await Promise.all([
      loadPersonalDataContent('ru'),
      loadPersonalDataContent('kk'),
    ]);
    expect(ru.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(kk.effectiveDate).toBe(ru.effectiveDate);
  });
});
