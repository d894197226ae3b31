import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/index.ts';
import { createApp, type AppOptions } from './app.ts';
import { openDatabase } from './db/database.ts';
import { contentSecurityPolicy } from './http/securityHeaders.ts';
import { createLogger } from './log.ts';

const site = mkdtempSync(join(tmpdir(), 'site-headers-'));
mkdirSync(join(site, 'assets'));
mkdirSync(join(site, 'roaming'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Dala</title>');
writeFileSync(join(site, 'roaming/index.html'), '<!doctype html><title>Роуминг</title>');
writeFileSync(join(site, '404.html'), '<!doctype html><title>404</title>');
writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(site, 'assets/index-a1.js'), 'export {};');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const appWith = (options: Partial<AppOptions> = {}) =>
  createApp({
    db: openDatabase(':memory:'),
    log: createLogger('silent'),
    siteDir: site,
    ...options,
  });

const DOCUMENT = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
];

describe('security headers', () => {
  const app = appWith();

  it('sends the site’s policy with every page, the Not Found page included', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/roaming', 200],
      ['/nope', 404],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-security-policy'), path).toBe(
        contentSecurityPolicy({ apiOrigin: null }),
      );
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/^camera=\(\), microphone=\(\)/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    // An SVG opened on its own is a document too.
    const svg = await app.request('/favicon.svg');
    expect(svg.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends scripts without the document headers (partner pages load embed.js cross-origin)', async () => {
    const res = await app.request('/assets/index-a1.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of DOCUMENT) expect(res.headers.get(name), name).toBeNull();
  });

  it('names the API in connect-src and img-src when the site calls another host', async () => {
    const api = 'https://api.example.kz';
    const res = await appWith({ apiOrigin: api }).request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${api} wss://127.0.0.1:13579`);
    expect(csp).toContain(`img-src 'self' blob: ${api}`);
  });

  it('answers the API as data that nothing may run or frame', async () => {
    const res = await app.request(API_PATHS.health);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends HSTS only for a request that came over TLS', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    // Plain HTTP, as the reference server speaks it: none, whatever a client writes.
    for (const path of ['/', API_PATHS.health]) {
      expect((await app.request(path)).headers.get('strict-transport-security'), path).toBeNull();
      const forged = await app.request(path, { headers: https });
      expect(forged.headers.get('strict-transport-security'), path).toBeNull();
    }
    // Behind a proxy that terminates TLS (TRUST_PROXY=1, or more hops): by its X-Forwarded-Proto.
    const proxied = appWith({ trustProxy: 1 });
    for (const path of ['/', '/nope', API_PATHS.health]) {
      const tls = await proxied.request(path, { headers: https });
      expect(tls.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await proxied.request(path, { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
    }
    // A TLS URL needs no proxy to say so.
    const direct = await app.request('https://business.dalatelecom.kz/');
    expect(direct.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
