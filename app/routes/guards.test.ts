import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards.ts';
import { matchRoute } from './match.ts';

const none = { access: false, refresh: false };
const both = { access: true, refresh: true };
const accessOnly = { access: true, refresh: false };
const route = (path: string) => matchRoute(path).route;

describe('guardRedirect', () => {
  it('sends an anonymous visitor of a requiresAuth route to auth, keeping the locale', () => {
    expect(guardRedirect(route('/profile'), none, 'ru')).toBe('/auth');
    expect(guardRedirect(route('/profile-applications/mobile'), none, 'kk')).toBe('/kk/auth');
    expect(guardRedirect(route('/profile-applications'), none, 'kk')).toBe('/kk/auth');
    expect(guardRedirect(route('/profile'), both, 'ru')).toBeNull();
    expect(guardRedirect(route('/profile-applications'), both, 'ru')).toBeNull();
  });

  it("sends an authenticated visitor of auth to the cabinet's home, «Мои заявки»", () => {
    expect(guardRedirect(route('/auth'), accessOnly, 'ru')).toBe('/profile-applications');
    expect(guardRedirect(route('/auth'), both, 'kk')).toBe('/kk/profile-applications');
    expect(guardRedirect(route('/auth'), none, 'kk')).toBeNull();
  });

  it('sends a wizard without both tokens to its product page (spec §4.6)', () => {
    expect(guardRedirect(route('/application-for-connection'), none, 'ru')).toBe(
      '/internet-for-office',
    );
    expect(guardRedirect(route('/application-for-connection'), accessOnly, 'kk')).toBe(
      '/kk/internet-for-office',
    );
    expect(guardRedirect(route('/mobile-application'), none, 'kk')).toBe('/kk/mobile-connection');
    expect(guardRedirect(route('/mobile-application'), both, 'ru')).toBeNull();
  });

  it('leaves public pages alone', () => {
    for (const path of ['/', '/roaming', '/search', '/nope']) {
      expect(guardRedirect(route(path), none, 'ru')).toBeNull();
      expect(guardRedirect(route(path), both, 'ru')).toBeNull();
    }
  });
});
