import { describe, expect, it } from 'vitest';
import { localizePath, normalizePath, resolveLocale } from './locale.ts';

describe('resolveLocale', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/roaming', 'ru', '/roaming'],
    ['/support/service/ecp-sign', 'ru', '/support/service/ecp-sign'],
    ['/kk', 'kk', '/'],
    ['/kk/', 'kk', '/'],
    ['/kk/roaming', 'kk', '/roaming'],
    ['/kk/blog/12/', 'kk', '/blog/12'],
    ['/ofd', 'ru', '/ofd'],
    ['/iot', 'ru', '/iot'],
  ])('%s is the %s page %s', (pathname, locale, path) => {
    expect(resolveLocale(pathname)).toEqual({ kind: 'page', locale, path });
  });

  it('redirects /ru/... to the path without the prefix, permanently', () => {
    expect(resolveLocale('/ru/roaming')).toEqual({
      kind: 'redirect',
      to: '/roaming',
      permanent: true,
    });
    expect(resolveLocale('/ru')).toEqual({ kind: 'redirect', to: '/', permanent: true });
    expect(resolveLocale('/ru/support/service/ecp-sign')).toMatchObject({
      to: '/support/service/ecp-sign',
    });
  });

  it.each(['/en', '/en/roaming', '/de', '/KZ/x', '/uz/blog/1'])(
    'sends the unknown language %s to /',
    (pathname) => {
      expect(resolveLocale(pathname)).toEqual({ kind: 'redirect', to: '/', permanent: false });
    },
  );

  it('does not take a longer first segment for a language', () => {
    expect(resolveLocale('/kkk')).toEqual({ kind: 'page', locale: 'ru', path: '/kkk' });
    expect(resolveLocale('/m2m')).toEqual({ kind: 'page', locale: 'ru', path: '/m2m' });
  });
});

describe('localizePath', () => {
  it('adds /kk for Kazakh and nothing for Russian', () => {
    expect(localizePath('/', 'ru')).toBe('/');
    expect(localizePath('/', 'kk')).toBe('/kk');
    expect(localizePath('/virtual-ats', 'kk')).toBe('/kk/virtual-ats');
    expect(localizePath('/virtual-ats/', 'ru')).toBe('/virtual-ats');
  });

  it('round-trips through resolveLocale', () => {
    for (const path of ['/', '/roaming', '/support/service/ecp-sign']) {
      for (const locale of ['ru', 'kk'] as const) {
        expect(resolveLocale(localizePath(path, locale))).toEqual({ kind: 'page', locale, path });
      }
    }
  });

  it('normalises slashes', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//a//b/')).toBe('/a/b');
  });
});
