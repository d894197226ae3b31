import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  WRONG_TOKEN_REPEATS_PER_HOUR,
  type In,
  type Out,
} from '../../contract/index.ts';
import { kioskFleet, kioskSettings } from '../../contract/calls/kiosk.ts';
import {
  KIOSK_HEARTBEATS_PER_ID_PER_HOUR,
  KIOSK_SILENT_AFTER_SECONDS,
  KIOSK_STATUS_PAGE_PATH,
} from '../../contract/kiosk.ts';
import { createApp } from '../app.ts';
import { kioskFleetSecretFromEnv, kioskStatusTokenFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { kioskDeviceToken } from '../domain/kioskFleet.ts';
import { createLogger } from '../log.ts';

const TOKEN = 'staff-token-0123456789abcdef';
const FLEET_SECRET = 'fleet-secret-0123456789abcdefghijklmnop';

function fleetApp(options: { siteDir?: string | null } = {}) {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const lines: string[] = [];
  const stdout = { write: (chunk: string) => void lines.push(chunk) };
  const app = createApp({
    db: openDatabase(':memory:'),
    log: createLogger('info', { stream: stdout }),
    siteDir: options.siteDir ?? null,
    now: () => now,
    kioskStatusToken: TOKEN,
    kioskFleetSecret: FLEET_SECRET,
  });
  return {
    app,
    lines,
    advance: (ms: number) => void (now += ms),
  };
}

const beat = (
  kioskId: string,
  extra: Partial<In<'kioskHeartbeat'>> = {},
): In<'kioskHeartbeat'> => ({
  kioskId,
  deviceToken: kioskDeviceToken(FLEET_SECRET, kioskId),
  version: 'v1',
  waitingVersion: null,
  online: true,
  since: '2026-11-27T09:00:00.000Z',
  lastResetAt: null,
  lastError: null,
  accessMode: false,
  ...extra,
});

const post = (app: ReturnType<typeof createApp>, body: unknown) =>
  app.request(API_PATHS.kioskHeartbeat, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const staff = { Authorization: `Bearer ${TOKEN}` };

describe('the kiosk heartbeat', () => {
  it('keeps each kiosk’s last state and answers its settings', async () => {
    const { app } = fleetApp();
    const res = await post(app, beat('almaty-1'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      settings: { idleSeconds: null, attract: true, notice: null },
      nextInSeconds: 60,
    });
    await post(app, beat('almaty-1', { online: false, lastError: 'TypeError: x' }));
    await post(app, beat('astana-2'));
    const fleet = (await (
      await app.request(kioskFleet.path, { headers: staff })
    ).json()) as Out<'kioskFleet'>;
    expect(fleet.kiosks.map((k) => [k.kioskId, k.online, k.lastError])).toEqual([
      ['almaty-1', false, 'TypeError: x'],
      ['astana-2', true, null],
    ]);
  });

  it('refuses what is not a heartbeat with a 4xx naming the field', async () => {
    const { app } = fleetApp();
    const bad = await post(app, { ...beat('almaty-1'), kioskId: 'no spaces' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('kioskId');
    expect((await post(app, { ...beat('almaty-1'), phone: '+77011234567' })).status).toBe(422);
    const text = await app.request(API_PATHS.kioskHeartbeat, { method: 'POST', body: 'x' });
    expect(text.status).toBe(415);
  });

  it('is heard only from the device given the id: 401 for another key, kept and shown without it', async () => {
    const { app, lines } = fleetApp();
    const stranger = {
      deviceToken: kioskDeviceToken('another-fleet-secret-0123456789abcdef', 'almaty-1'),
    };
    // Another kiosk's key, another fleet's, none: refused, and nothing kept.
    for (const body of [
      beat('almaty-1', { deviceToken: beat('astana-2').deviceToken }),
      beat('almaty-1', stranger),
    ]) {
      const refused = await post(app, body);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'AUTH_REQUIRED' } });
    }
    const { deviceToken: _none, ...keyless } = beat('almaty-1');
    expect((await post(app, keyless)).status).toBe(422);
    const empty = (await (
      await app.request(kioskFleet.path, { headers: staff })
    ).json()) as Out<'kioskFleet'>;
    expect(empty.kiosks).toEqual([]);
    // The device's own: kept — the key is neither stored for staff nor written to the log.
    expect((await post(app, beat('almaty-1'))).status).toBe(200);
    const fleet = await (await app.request(kioskFleet.path, { headers: staff })).text();
    expect(fleet).toContain('almaty-1');
    expect(fleet).not.toContain(beat('almaty-1').deviceToken);
    expect(lines.join('')).not.toContain(beat('almaty-1').deviceToken);
  });

  it('spends no kiosk’s quota on a stranger’s wrong keys', async () => {
    const { app } = fleetApp();
    const wrong = beat('busy-1', { deviceToken: beat('other-2').deviceToken });
    for (let i = 0; i < KIOSK_HEARTBEATS_PER_ID_PER_HOUR; i++) {
      expect((await post(app, wrong)).status).toBe(401);
    }
    expect((await post(app, beat('busy-1'))).status).toBe(200);
  });

  it('takes a fleet secret of at least 32 characters from KIOSK_FLEET_SECRET, or none', () => {
    expect(kioskFleetSecretFromEnv({})).toBeUndefined();
    expect(kioskFleetSecretFromEnv({ KIOSK_FLEET_SECRET: FLEET_SECRET })).toBe(FLEET_SECRET);
    expect(() => kioskFleetSecretFromEnv({ KIOSK_FLEET_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('is limited per kiosk: 429 with Retry-After past its hour’s share', async () => {
    const { app } = fleetApp();
    for (let i = 0; i < KIOSK_HEARTBEATS_PER_ID_PER_HOUR; i++) {
      expect((await post(app, beat('busy-1'))).status).toBe(200);
    }
    const refused = await post(app, beat('busy-1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another kiosk is not held back by it.
    expect((await post(app, beat('calm-2'))).status).toBe(200);
  });
});

describe('the fleet’s status and settings, for staff only', () => {
  it('answers 401 without the token, with a wrong one, and the page asks the browser for it', async () => {
    const { app } = fleetApp();
    expect((await app.request(kioskFleet.path)).status).toBe(401);
    const wrong = await app.request(kioskFleet.path, {
      headers: { Authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status).toBe(401);
    const page = await app.request(KIOSK_STATUS_PAGE_PATH);
    expect(page.status).toBe(401);
    expect(page.headers.get('www-authenticate')).toMatch(/^Basic realm="kiosk-status"/);
    expect(await page.text()).not.toContain('<table');
    const save = await app.request(kioskSettings.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kioskId: null, attract: false }),
    });
    expect(save.status).toBe(401);
  });

  it('limits a wrong token tried again, never the right one (handlers/hostile/staffToken.test.ts)', async () => {
    const { app } = fleetApp();
    const stale = { Authorization: 'Bearer an-old-staff-token' };
    for (let i = 0; i < WRONG_TOKEN_REPEATS_PER_HOUR; i++) {
      expect((await app.request(kioskFleet.path, { headers: stale })).status).toBe(401);
    }
    expect((await app.request(kioskFleet.path, { headers: stale })).status).toBe(429);
    expect((await app.request(kioskFleet.path, { headers: staff })).status).toBe(200);
  });

  it('flags the silent kiosks and those on another version than the site’s', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fleet-'));
    mkdirSync(join(dist, 'site'));
    writeFileSync(join(dist, 'kiosk-precache.json'), JSON.stringify({ version: 'v2', files: [] }));
    const { app, advance } = fleetApp({ siteDir: join(dist, 'site') });
    await post(app, beat('old-1', { version: 'v1' }));
    advance((KIOSK_SILENT_AFTER_SECONDS + 1) * 1000);
    await post(app, beat('new-2', { version: 'v2' }));
    const fleet = (await (
      await app.request(kioskFleet.path, { headers: staff })
    ).json()) as Out<'kioskFleet'>;
    expect(fleet.currentVersion).toBe('v2');
    expect(fleet.kiosks.map((k) => [k.kioskId, k.silent, k.outdated])).toEqual([
      ['old-1', true, true],
      ['new-2', false, false],
    ]);
    // The page, with HTTP Basic (the browser's prompt): the silent one first, flagged.
    const basic = `Basic ${Buffer.from(`staff:${TOKEN}`).toString('base64')}`;
    const page = await app.request(KIOSK_STATUS_PAGE_PATH, {
      headers: { Authorization: basic },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = await page.text();
    expect(text).toMatch(/data-kiosk="old-1" data-silent[\s\S]*молчит[\s\S]*старая версия/);
    expect(text.indexOf('old-1')).toBeLessThan(text.indexOf('new-2'));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sets settings for all and for one kiosk, its own winning, null falling back', async () => {
    const { app, lines } = fleetApp();
    const save = (body: unknown) =>
      app.request(kioskSettings.path, {
        method: 'POST',
        headers: { ...staff, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const notice = { ru: 'Офис закрыт 1 декабря', kk: 'Кеңсе 1 желтоқсанда жабық' };
    expect((await save({ kioskId: null, idleSeconds: 120, notice })).status).toBe(200);
    expect((await save({ kioskId: 'almaty-1', idleSeconds: 45, attract: false })).status).toBe(200);
    const settings = async (id: string) =>
      ((await (await post(app, beat(id))).json()) as { settings: unknown }).settings;
    expect(await settings('almaty-1')).toEqual({ idleSeconds: 45, attract: false, notice });
    expect(await settings('astana-2')).toEqual({ idleSeconds: 120, attract: true, notice });
    await save({ kioskId: 'almaty-1', idleSeconds: null });
    expect(await settings('almaty-1')).toEqual({ idleSeconds: 120, attract: false, notice });
    expect((await save({ kioskId: null, idleSeconds: 5 })).status).toBe(422);
    // The log says a scope changed; never the token.
    expect(lines.join('')).not.toContain(TOKEN);
  });

  it('takes a token of at least 16 characters from KIOSK_STATUS_TOKEN, or none', () => {
    expect(kioskStatusTokenFromEnv({})).toBeNull();
    expect(kioskStatusTokenFromEnv({ KIOSK_STATUS_TOKEN: TOKEN })).toBe(TOKEN);
    expect(() => kioskStatusTokenFromEnv({ KIOSK_STATUS_TOKEN: 'short' })).toThrow(/at least 16/);
  });
});
