import { describe, expect, it } from 'vitest';
import { createTranslator } from './index.ts';
import { pluralCategory } from './plural.ts';

describe('pluralCategory', () => {
  it('follows the Russian one / few / many rules', () => {
    const cases: [number, string][] = [
      [0, 'many'],
      [1, 'one'],
      [2, 'few'],
      [4, 'few'],
      [5, 'many'],
      [11, 'many'],
      [12, 'many'],
      [14, 'many'],
      [21, 'one'],
      [22, 'few'],
      [25, 'many'],
      [101, 'one'],
      [111, 'many'],
      [112, 'many'],
      [122, 'few'],
      [1.5, 'other'],
    ];
    for (const [n, category] of cases) expect(pluralCategory(n, 'ru'), String(n)).toBe(category);
  });

  it('has one and other in Kazakh', () => {
    expect(pluralCategory(1, 'kk')).toBe('one');
    for (const n of [0, 2, 5, 11, 21, 101]) expect(pluralCategory(n, 'kk')).toBe('other');
  });

  it('gives the count line its right word form', () => {
    const ru = createTranslator('ru');
    const line = (n: number) => ru(`shell.search.count.${pluralCategory(n, 'ru')}`, { count: n });
    expect(line(1)).toBe('Найден 1 результат');
    expect(line(3)).toBe('Найдено 3 результата');
    expect(line(11)).toBe('Найдено 11 результатов');
    expect(line(21)).toBe('Найден 21 результат');
    const kk = createTranslator('kk');
    expect(kk(`shell.search.count.${pluralCategory(5, 'kk')}`, { count: 5 })).toBe(
      '5 нәтиже табылды',
    );
  });
});
