import { describe, expect, it } from 'vitest';
import { apiOriginOf, configFromEnv } from './config.ts';

describe('configFromEnv: the site’s policy settings', () => {
  it('takes the API origin from VITE_API_BASE, the variable the build reads', () => {
    expect(configFromEnv({}).apiOrigin).toBeNull();
    expect(configFromEnv({ VITE_API_BASE: '' }).apiOrigin).toBeNull();
    expect(configFromEnv({ VITE_API_BASE: 'https://api.example.kz/' }).apiOrigin).toBe(
      'https://api.example.kz',
    );
  });

  it('reads a base with a path as its origin, and a bare path as the site’s own', () => {
    expect(apiOriginOf('https://gw.example.kz:8443/crm/')).toBe('https://gw.example.kz:8443');
    expect(apiOriginOf('/backend')).toBeNull();
  });

  it('refuses what is not an http(s) URL rather than send a policy that blocks the API', () => {
    expect(() => apiOriginOf('api.example.kz')).toThrow(/VITE_API_BASE/);
    expect(() => apiOriginOf('ftp://api.example.kz')).toThrow(/VITE_API_BASE/);
  });

  it('trusts a proxy’s X-Forwarded-Proto only with TRUST_PROXY=1', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });
});
