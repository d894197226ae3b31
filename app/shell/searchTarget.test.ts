import { describe, expect, it } from 'vitest';
import { isSearchable, searchHref } from './searchTarget.ts';

describe('searchHref', () => {
  it('goes to /search with q, keeping the locale', () => {
    expect(searchHref('тариф', 'main', 'ru')).toBe('/search?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84');
    expect(searchHref(' roaming ', 'roaming', 'kk')).toBe('/kk/search?q=roaming');
  });

  it('goes to /products from the route named products', () => {
    expect(searchHref('sim', 'products', 'ru')).toBe('/products?q=sim');
    expect(searchHref('sim', 'products', 'kk')).toBe('/kk/products?q=sim');
  });
});

describe('isSearchable', () => {
  it('needs three characters, not counting spaces around', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('а б')).toBe(true);
  });
});
