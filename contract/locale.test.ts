import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['kk', 'kk'],
    ['kk-KZ,kk;q=0.9,ru;q=0.8', 'kk'],
    ['ru-RU,ru;q=0.9,kk;q=0.8', 'ru'],
    ['en-US,en;q=0.9', 'ru'],
    ['en;q=0.9,kk;q=0.5', 'kk'],
    ['ru;q=0.1,kk;q=0.5', 'kk'],
    ['kk;q=0', 'ru'],
  ])('%j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
