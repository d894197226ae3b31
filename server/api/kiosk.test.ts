import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api.ts';
import { KIOSK_CONFIG_PATH, type KioskConfig } from '../../contract/kiosk.ts';
import { createApp } from '../app.ts';
import { kioskConfigFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createLogger } from '../log.ts';

const appWith = (kiosk?: KioskConfig) =>
  createApp({
    db: openDatabase(':memory:'),
    log: createLogger('silent'),
    siteDir: null,
    kiosk,
  });

describe('the kiosk configuration (README «Kiosk»)', () => {
  it('answers no device and no id on a plain site, never kept by a cache', async () => {
    const res = await appWith().request(KIOSK_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ device: false, kioskId: null, idleSeconds: null });
  });

  it('names the device, its id and idle time from KIOSK, KIOSK_ID and KIOSK_IDLE_SECONDS', async () => {
    const kiosk = kioskConfigFromEnv({
      KIOSK: '1',
      KIOSK_ID: 'almaty-dostyk-1',
      KIOSK_IDLE_SECONDS: '120',
    });
    expect(kiosk).toEqual({ device: true, kioskId: 'almaty-dostyk-1', idleSeconds: 120 });
    const res = await appWith(kiosk).request(KIOSK_CONFIG_PATH);
    expect(await res.json()).toEqual(kiosk);
    expect(kioskConfigFromEnv({})).toEqual({ device: false, kioskId: null, idleSeconds: null });
  });

  it.each([
    [{ KIOSK_ID: 'almaty dostyk' }, /KIOSK_ID/],
    [{ KIOSK_ID: '-leading-dash' }, /KIOSK_ID/],
    [{ KIOSK_IDLE_SECONDS: '5' }, /KIOSK_IDLE_SECONDS/],
    [{ KIOSK_IDLE_SECONDS: '90s' }, /KIOSK_IDLE_SECONDS/],
  ])('refuses to start with %o', (env, message) => {
    expect(() => kioskConfigFromEnv(env)).toThrow(message);
  });
});

describe('a kiosk device (KIOSK=1)', () => {
  const device = appWith({ device: true, kioskId: 'astana-1', idleSeconds: null });

  it('sends the site home and every other page to its kiosk counterpart', async () => {
    for (const [path, to] of [
      ['/', '/kiosk'],
      ['/kk', '/kk/kiosk'],
      ['/virtual-ats?utm_source=menu', '/kiosk/product/virtual-ats'],
      ['/profile', '/kiosk'],
      ['/?idle=30', '/kiosk?idle=30'],
    ] as const) {
      const res = await device.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(to);
    }
  });

  it('leaves the kiosk, its files and the API alone', async () => {
    expect((await device.request('/kiosk')).status).toBe(404); // no site in this test: not moved
    expect((await device.request(KIOSK_CONFIG_PATH)).status).toBe(200);
    expect((await device.request(API_PATHS.health)).status).toBe(200);
  });

  it('moves nothing when it is not a device', async () => {
    expect((await appWith().request('/')).status).toBe(404);
  });
});
