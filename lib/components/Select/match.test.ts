import { describe, expect, it } from 'vitest';
import { matchesSearch } from './match.ts';

describe('matchesSearch', () => {
  it('ignores case for every Kazakh letter', () => {
    const pairs = ['Әә', 'Ғғ', 'Ққ', 'Ңң', 'Өө', 'Ұұ', 'Үү', 'Һһ', 'Іі'];
    for (const [upper, lower] of pairs.map((pair) => [...pair] as [string, string])) {
      expect(matchesSearch(`x${lower}y`, upper), upper).toBe(true);
      expect(matchesSearch(`x${upper}y`, lower), lower).toBe(true);
    }
    expect(matchesSearch('Қарағанды облысы', 'ҚАРАҒ')).toBe(true);
    expect(matchesSearch('ШЫҒЫС ҚАЗАҚСТАН', 'шығыс қаз')).toBe(true);
    expect(matchesSearch('Түркістан облысы', 'ТҮРКІСТАН')).toBe(true);
  });

  it('ignores case in Russian and treats ё as е both ways', () => {
    expect(matchesSearch('Алматинская область', 'АЛМАТ')).toBe(true);
    expect(matchesSearch('Семёновка', 'семен')).toBe(true);
    expect(matchesSearch('Семеновка', 'СЕМЁН')).toBe(true);
    // A decomposed ё (е + combining diaeresis) is the same letter.
    expect(matchesSearch('Семе\u0308новка', 'семен')).toBe(true);
  });

  it('lets plain letters find Kazakh ones, but not the other way round', () => {
    expect(matchesSearch('Қарағанды', 'караганды')).toBe(true);
    expect(matchesSearch('Өскемен', 'оскемен')).toBe(true);
    expect(matchesSearch('Түркістан', 'туркистан')).toBe(true);
    // A Latin i typed for the Kazakh і.
    expect(matchesSearch('Түркістан', 'туркiстан')).toBe(true);
    expect(matchesSearch('Кокшетау', 'көкшетау')).toBe(false);
    expect(matchesSearch('Алматы', 'әлмат')).toBe(false);
  });

  it('matches anywhere in the text, and everything for an empty query', () => {
    expect(matchesSearch('Северо-Казахстанская область', 'казах')).toBe(true);
    expect(matchesSearch('Астана', '  ')).toBe(true);
    expect(matchesSearch('Астана', 'алматы')).toBe(false);
    expect(matchesSearch('г. Астана', 'г.  астана')).toBe(true);
  });
});
