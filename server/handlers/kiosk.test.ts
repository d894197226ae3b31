import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/index.ts';
import { KIOSK_CONFIG_PATH, type KioskConfig } from '../../contract/kiosk.ts';
import { createApp } from '../app.ts';
import { kioskConfigFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { kioskDeviceToken } from '../domain/kioskFleet.ts';
import { createLogger } from '../log.ts';

/** A heartbeat key as `npm run kiosk:token` prints one. */
const KEY = kioskDeviceToken('any-fleet-secret-0123456789abcdefghij', 'almaty-dostyk-1');

const appWith = (kiosk?: KioskConfig) =>
  createApp({
    db: openDatabase(':memory:'),
    log: createLogger('silent'),
    siteDir: null,
    kiosk,
  });

describe('the kiosk configuration (docs/kiosk.md)', () => {
  it('answers no device and no id on a plain site, never kept by a cache', async () => {
    const res = await appWith().request(KIOSK_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      device: false,
      kioskId: null,
      idleSeconds: null,
      deviceToken: null,
    });
  });

  it('names the device, its id and idle time from KIOSK, KIOSK_ID and KIOSK_IDLE_SECONDS', async () => {
    const kiosk = kioskConfigFromEnv({
      KIOSK: '1',
      KIOSK_ID: 'almaty-dostyk-1',
      KIOSK_IDLE_SECONDS: '120',
    });
    expect(kiosk).toEqual({
      device: true,
      kioskId: 'almaty-dostyk-1',
      idleSeconds: 120,
      deviceToken: null,
    });
    expect(kioskConfigFromEnv({})).toEqual({
      device: false,
      kioskId: null,
      idleSeconds: null,
      deviceToken: null,
    });
  });

  it('gives the device its heartbeat key: KIOSK_TOKEN, or made by the backend it stands beside', async () => {
    const enrolled = kioskConfigFromEnv({
      KIOSK: '1',
      KIOSK_ID: 'almaty-dostyk-1',
      KIOSK_TOKEN: KEY,
    });
    expect(enrolled.deviceToken).toBe(KEY);
    expect(await (await appWith(enrolled).request(KIOSK_CONFIG_PATH)).json()).toEqual(enrolled);
    // Without KIOSK_TOKEN, the reference server that is also the fleet's backend makes the key
    // from its own KIOSK_FLEET_SECRET.
    const secret = 'fleet-secret-0123456789abcdefghijklmnop';
    const own = createApp({
      db: openDatabase(':memory:'),
      log: createLogger('silent'),
      siteDir: null,
      kiosk: kioskConfigFromEnv({ KIOSK: '1', KIOSK_ID: 'astana-1' }),
      kioskFleetSecret: secret,
    });
    expect(await (await own.request(KIOSK_CONFIG_PATH)).json()).toMatchObject({
      kioskId: 'astana-1',
      deviceToken: kioskDeviceToken(secret, 'astana-1'),
    });
  });

  it.each([
    [{ KIOSK_ID: 'almaty dostyk' }, /KIOSK_ID/],
    [{ KIOSK_ID: '-leading-dash' }, /KIOSK_ID/],
    [{ KIOSK_IDLE_SECONDS: '5' }, /KIOSK_IDLE_SECONDS/],
    [{ KIOSK_IDLE_SECONDS: '90s' }, /KIOSK_IDLE_SECONDS/],
    [{ KIOSK_ID: 'almaty-1', KIOSK_TOKEN: 'short' }, /KIOSK_TOKEN must be/],
    [{ KIOSK_TOKEN: KEY }, /KIOSK_TOKEN needs the KIOSK_ID/],
  ])('refuses to start with %o', (env, message) => {
    expect(() => kioskConfigFromEnv(env)).toThrow(message);
  });
});

describe('a kiosk device (KIOSK=1)', () => {
  const device = appWith({
    device: true,
    kioskId: 'astana-1',
    idleSeconds: null,
    deviceToken: null,
  });

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
