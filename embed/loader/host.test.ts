import { describe, expect, it } from 'vitest';
import { readLocale } from './host.ts';

describe('readLocale', () => {
  it('reads Kazakh however a partner spells it, and Russian otherwise', () => {
    expect(['kk', 'KK', 'kk-KZ', ' kk '].map(readLocale)).toEqual(Array(4).fill('kk'));
    expect(['ru', 'ru-RU', 'en', 'kkk', '', null, undefined].map(readLocale)).toEqual(
      Array(7).fill('ru'),
    );
  });
});
