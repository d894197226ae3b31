import { describe, expect, it } from 'vitest';
import { isRuntimeCacheable, offlineFallback, planFor } from './cachePolicy.ts';

const origin = 'http://127.0.0.1:8080';
const plan = (path: string, method = 'GET', base = origin) =>
  planFor({ url: new URL(path, base), method, origin });

describe('the kiosk service worker’s plan for a request', () => {
  it('never touches the API: personal answers are never cached', () => {
    for (const path of [
      '/api/v1/sms/check',
      '/api/v1/price-plan-offer?bin=180440000128',
      '/api/v1/address/cities?query=Ал',
      '/api/v1/blog',
    ]) {
      expect(plan(path), path).toBe('pass');
    }
    expect(plan('/api/v1/create-consultancy', 'POST')).toBe('pass');
  });

  it('takes the kiosk’s pages, their data and the site’s files from the precache', () => {
    for (const path of [
      '/kiosk',
      '/kk/kiosk/product/teams',
      '/kiosk/product/teams/__data.json',
      '/assets/index-abc.js',
      '/assets/style-abc.css',
      '/favicon.svg',
    ]) {
      expect(plan(path), path).toBe('cache-first');
    }
  });

  it('asks the network first for the kiosk config, and passes other origins and methods', () => {
    expect(plan('/kiosk-config.json')).toBe('network-first');
    expect(plan('https://tiles.example.kz/1/2/3.png', 'GET', 'https://tiles.example.kz')).toBe(
      'pass',
    );
    expect(plan('/kiosk', 'HEAD')).toBe('pass');
  });

  it('keeps only content-hashed files fetched beside the precache', () => {
    expect(isRuntimeCacheable(new URL('/assets/x-abc.js', origin))).toBe(true);
    expect(isRuntimeCacheable(new URL('/kiosk/product/teams', origin))).toBe(false);
    expect(isRuntimeCacheable(new URL('/api/v1/blog', origin))).toBe(false);
  });

  it('falls back to the home of the page’s language', () => {
    expect(offlineFallback('/kk/kiosk/catalogue/iot')).toBe('/kk/kiosk');
    expect(offlineFallback('/kiosk/product/soc')).toBe('/kiosk');
  });
});
