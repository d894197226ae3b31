import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiBaseMeta } from '../../contract/site.ts';
import { createKioskDeviceApp, kioskDeviceConfig } from './app.ts';

/*
 * The kiosk device's server (docs/kiosk.md «Deployment»): the built kiosk pages, pointed at the
 * central backend, and the device's own settings — nothing else.
 */

const TOKEN = 'k'.repeat(43);
const CENTRAL = 'https://business.example.kz';

const site = mkdtempSync(join(tmpdir(), 'kiosk-device-'));
mkdirSync(join(site, 'kiosk'), { recursive: true });
const page = `<!doctype html><html><head>${apiBaseMeta('')}<title>Киоск</title></head><body></body></html>`;
writeFileSync(join(site, 'kiosk/index.html'), page);
writeFileSync(join(site, '404.html'), page);
writeFileSync(join(site, 'kiosk-sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const env = { KIOSK_ID: 'almaty-dostyk-1', KIOSK_TOKEN: TOKEN, VITE_API_BASE: `${CENTRAL}/` };
const app = createKioskDeviceApp({ ...kioskDeviceConfig({ ...env, SITE_DIR: site }, '/opt/x') });

describe('the kiosk device’s server', () => {
  it('answers the device’s settings: always a kiosk, its id and its heartbeat key', async () => {
    const res = await app.request('/kiosk-config.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      device: true,
      kioskId: 'almaty-dostyk-1',
      idleSeconds: null,
      deviceToken: TOKEN,
    });
  });

  it('serves the kiosk pages calling the central backend, which their CSP names', async () => {
    const res = await app.request('/kiosk');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<meta name="api-base" content="${CENTRAL}">`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${CENTRAL} `);
    expect(csp).toContain(`img-src 'self' blob: ${CENTRAL}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps every page a kiosk page, and serves the service worker as a file', async () => {
    expect((await app.request('/')).headers.get('location')).toBe('/kiosk');
    expect((await app.request('/kk/roaming')).headers.get('location')).toBe(
      '/kk/kiosk/product/roaming',
    );
    const worker = await app.request('/kiosk-sw.js');
    expect([worker.status, worker.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  });

  it('has no API: a call meant for the central backend is a plain 404 saying so', async () => {
    const res = await app.request('/api/v1/kiosk/heartbeat', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`its pages call ${CENTRAL}/api/`);
  });
});

describe('the device’s settings', () => {
  it('need the id, the heartbeat key and the central backend, and say which is missing', () => {
    expect(() => kioskDeviceConfig({ ...env, KIOSK_ID: '' }, '/x')).toThrow(/KIOSK_ID is required/);
    expect(() => kioskDeviceConfig({ ...env, KIOSK_TOKEN: '' }, '/x')).toThrow(
      /KIOSK_TOKEN is required/,
    );
    expect(() => kioskDeviceConfig({ ...env, VITE_API_BASE: '' }, '/x')).toThrow(
      /VITE_API_BASE is required/,
    );
    expect(() => kioskDeviceConfig({ ...env, VITE_API_BASE: '/api-proxy' }, '/x')).toThrow(
      /VITE_API_BASE is required/,
    );
    expect(() => kioskDeviceConfig({ ...env, KIOSK_TOKEN: 'short' }, '/x')).toThrow(
      /KIOSK_TOKEN must be/,
    );
  });

  it('listen on the loopback only, port 8080, with the release’s site beside the server', () => {
    expect(kioskDeviceConfig(env, '/opt/dala-kiosk/current')).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      siteDir: '/opt/dala-kiosk/current/site',
      apiBase: CENTRAL,
      apiOrigin: CENTRAL,
      kiosk: { device: true, kioskId: 'almaty-dostyk-1', deviceToken: TOKEN },
    });
  });
});
