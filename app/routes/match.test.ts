import { describe, expect, it } from 'vitest';
import { PRODUCT_SLUGS } from '../../contract/domain.ts';
import { buildPath, matchPattern, matchRoute } from './match.ts';
import { ROUTES } from './table.ts';

describe('matchRoute', () => {
  it('finds every route of the table by its own path', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'x');
      expect(matchRoute(path).route.name, path).toBe(route.name);
    }
  });

  it('has a page for every product slug', () => {
    for (const slug of PRODUCT_SLUGS) {
      const match = matchRoute(`/${slug}`);
      expect(match.found, slug).toBe(true);
      expect(match.route.product).toBe(slug);
    }
  });

  it('gives the routes our own paths where the spec has none', () => {
    expect(matchRoute('/satellite-internet').route.name).toBe('satelliteInternet');
    expect(matchRoute('/become-agent').route.name).toBe('becomeAgent');
    expect(matchRoute('/success-cases').route.name).toBe('successCases');
  });

  it('reads params', () => {
    expect(matchRoute('/blog/42')).toMatchObject({ found: true, params: { id: '42' } });
    expect(matchRoute('/support/service/ecp-sign')).toMatchObject({
      route: { name: 'supportSection' },
      params: { link: 'service', sectionId: 'ecp-sign' },
    });
  });

  it('carries the spec route meta', () => {
    expect(matchRoute('/profile').route).toMatchObject({ requiresAuth: true });
    expect(matchRoute('/profile-applications').route).toMatchObject({
      name: 'cabinetHome',
      requiresAuth: true,
    });
    expect(matchRoute('/profile-applications/internet').route).toMatchObject({
      requiresAuth: true,
      appType: 'internet',
    });
    expect(matchRoute('/profile-applications/mobile').route).toMatchObject({ appType: 'mobile' });
    expect(matchRoute('/auth').route.requiresAuth).toBeFalsy();
    expect(matchRoute('/birlik-landing').route.layout).toBe('minimal');
    expect(matchRoute('/internet-for-office-landing').route.layout).toBe('minimal');
    expect(matchRoute('/birlik').route.layout ?? 'full').toBe('full');
  });

  it('falls back to Not Found', () => {
    for (const path of [
      '/nope',
      '/blog/1/2',
      '/support/service',
      '/profile-applications/other',
      '/roaming/x',
    ]) {
      expect(matchRoute(path)).toMatchObject({ found: false, route: { name: 'notFound' } });
    }
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('matchPattern / buildPath', () => {
  it('decodes and encodes params', () => {
    expect(matchPattern('/blog/:id', '/blog/%D0%B0')).toEqual({ id: 'а' });
    expect(buildPath('/blog/:id', { id: 'а б' })).toBe('/blog/%D0%B0%20%D0%B1');
    expect(matchPattern('/blog/:id', '/blog/%E0%A4%A')).toBeNull();
  });

  it('refuses to build a path with a missing param', () => {
    expect(() => buildPath('/blog/:id')).toThrow(/missing param/);
  });
});
