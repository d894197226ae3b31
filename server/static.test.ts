import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteHandler, localeRedirect } from './static.ts';

describe('localeRedirect', () => {
  it('drops the default language prefix for good', () => {
    expect(localeRedirect('/ru')).toEqual({ to: '/', status: 301 });
    expect(localeRedirect('/ru/roaming')).toEqual({ to: '/roaming', status: 301 });
    expect(localeRedirect('/ru/support/service/ecp-sign/')).toEqual({
      to: '/support/service/ecp-sign',
      status: 301,
    });
  });

  it('sends any other language to the home page', () => {
    for (const path of ['/en', '/en/roaming', '/DE/x', '/uz/']) {
      expect(localeRedirect(path), path).toEqual({ to: '/', status: 302 });
    }
  });

  it('leaves Kazakh, pages and files alone', () => {
    for (const path of [
      '/',
      '/kk',
      '/kk/roaming',
      '/ofd',
      '/m2m',
      '/assets/a.js',
      '/favicon.svg',
    ]) {
      expect(localeRedirect(path), path).toBeNull();
    }
  });
});

describe('createSiteHandler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'roaming'), { recursive: true });
  mkdirSync(join(dir, 'kk'), { recursive: true });
  writeFileSync(join(dir, 'roaming/index.html'), 'roaming');
  writeFileSync(join(dir, '404.html'), 'ru 404');
  writeFileSync(join(dir, 'kk/404.html'), 'kk 404');
  mkdirSync(join(dir, 'embed'), { recursive: true });
  writeFileSync(join(dir, 'embed/biz-widgets.d.ts'), 'export {};');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const app = new Hono().all('*', createSiteHandler(dir));

  it('serves a prerendered page and answers unknown paths 404 in their language', async () => {
    const page = await app.request('/roaming');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('roaming');
    const ru = await app.request('/nope');
    expect([ru.status, await ru.text()]).toEqual([404, 'ru 404']);
    const kk = await app.request('/kk/nope');
    expect([kk.status, await kk.text()]).toEqual([404, 'kk 404']);
  });

  it('answers a cabinet page with an id in its address with the shell built for it', async () => {
    mkdirSync(join(dir, 'profile-applications/internet/_'), { recursive: true });
    writeFileSync(join(dir, 'profile-applications/internet/_/index.html'), 'application shell');
    const page = await app.request('/profile-applications/internet/0b6c5d2e-9f1c');
    expect([page.status, await page.text()]).toEqual([200, 'application shell']);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // Only where the build wrote a shell: other unknown ids stay Not Found.
    const other = await app.request('/roaming/0b6c5d2e');
    expect([other.status, await other.text()]).toEqual([404, 'ru 404']);
    const deeper = await app.request('/profile-applications/internet/0b6c/extra');
    expect(deeper.status).toBe(404);
  });

  it('serves the embed typings as text a browser tab shows, not a download', async () => {
    const typings = await app.request('/embed/biz-widgets.d.ts');
    expect(typings.status).toBe(200);
    expect(typings.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('redirects language prefixes, keeping the query of /ru/', async () => {
    const ru = await app.request('/ru/roaming?utm_source=menu');
    expect(ru.status).toBe(301);
    expect(ru.headers.get('location')).toBe('/roaming?utm_source=menu');
    const en = await app.request('/en/roaming?x=1');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/');
  });

  it('never serves a file outside the site folder', async () => {
    const response = await app.request('/..%2f..%2fetc/passwd');
    expect(response.status).toBe(404);
  });
});
