/**
 * The kiosk fleet (issue 29, docs/kiosk.md «Heartbeat and remote settings»): each kiosk's last
 * heartbeat, the operator's settings per kiosk and for all, and the staff's token.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { KioskSettings, KioskStatus, In, Out, Received } from '../../contract/index.ts';
import { kioskHeartbeat } from '../../contract/calls/kiosk.ts';
import {
  KIOSK_DEFAULT_SETTINGS,
  KIOSK_FLEET_MAX,
  KIOSK_HEARTBEAT_SECONDS,
  KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR,
  KIOSK_HEARTBEATS_PER_ID_PER_HOUR,
  KIOSK_SILENT_AFTER_SECONDS,
} from '../../contract/kiosk.ts';
import type { Ctx } from './context.ts';
import { ApiError, tooManyRequests } from './errors.ts';
import { takeWrongTokenShare, type Guard } from './guard.ts';
import { createRateWindow, type RateWindow } from './rateLimit.ts';

const HOUR = 60 * 60_000;
const digest = (value: string) => createHash('sha256').update(value).digest();
// Stored rows are read back through the declaration's own schemas (a row from an older version
// that no longer fits is skipped, not trusted).
const storedState = kioskHeartbeat.body.omit({ kioskId: true, deviceToken: true });
const storedNotice = kioskHeartbeat.response.shape.settings.shape.notice;
/** The fleet's own settings row. */
const ALL = '*';

// The fleet's limits live beside the app's other per-address counts, one window per app.
const windows = new WeakMap<Guard, RateWindow>();
function windowOf(guard: Guard): RateWindow {
  let window = windows.get(guard);
  if (!window) windows.set(guard, (window = createRateWindow()));
  return window;
}

function limit(ctx: Ctx, key: string, max: number): void {
  const window = windowOf(ctx.guard);
  const wait = window.wait(key, max, HOUR, ctx.now);
  if (wait !== null) throw tooManyRequests('TOO_MANY_REQUESTS', wait, { unit: 'minutes' });
  window.record(key, ctx.now);
}

interface SettingsRow {
  scope: string;
  idle_seconds: number | null;
  attract: number | null;
  notice: string | null;
}

function readNotice(raw: string | null): KioskSettings['notice'] | undefined {
  if (raw === null) return undefined;
  const parsed = storedNotice.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : undefined;
}

/** A kiosk's settings: its own over the fleet's over the defaults. */
export function settingsFor(ctx: Pick<Ctx, 'db'>, kioskId: string): KioskSettings {
  const rows = ctx.db
    .prepare('SELECT * FROM kiosk_settings WHERE scope IN (?, ?)')
    .all(ALL, kioskId) as SettingsRow[];
  const settings: KioskSettings = { ...KIOSK_DEFAULT_SETTINGS };
  // The fleet's first, then the kiosk's own on top.
  for (const row of rows.sort((a, b) => (a.scope === ALL ? -1 : b.scope === ALL ? 1 : 0))) {
    if (row.idle_seconds !== null) settings.idleSeconds = row.idle_seconds;
    if (row.attract !== null) settings.attract = row.attract === 1;
    const notice = readNotice(row.notice);
    if (notice) settings.notice = notice;
  }
  return settings;
}

/**
 * The heartbeat key of the device named `kioskId` (`KIOSK_DEVICE_TOKEN_PATTERN`): what the operator
 * gives the device as `KIOSK_TOKEN` when it enrols it (`npm run kiosk:token -- <id>`).
 */
export function kioskDeviceToken(fleetSecret: string, kioskId: string): string {
  return createHmac('sha256', fleetSecret).update(`kiosk-device:${kioskId}`).digest('base64url');
}

/**
 * A kiosk's heartbeat: limited per address, then checked to come from the device given that id
 * (401 otherwise — a stranger cannot report a dead kiosk alive, or fill the fleet with invented
 * ids), then limited per kiosk (after the key, so a stranger cannot spend a real kiosk's quota);
 * 429 with Retry-After. Refused for a new id once the fleet is full, kept as its last state — the
 * key never; answers the settings it should use.
 */
export function recordHeartbeat(
  ctx: Ctx,
  fleetSecret: string,
  heartbeat: In<'kioskHeartbeat'>,
): Out<'kioskHeartbeat'> {
  if (!ctx.guard.exempt(ctx.client)) {
    limit(ctx, `address:${ctx.client}`, KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR);
  }
  const expected = kioskDeviceToken(fleetSecret, heartbeat.kioskId);
  // Digests of equal length, compared in constant time.
  if (!timingSafeEqual(digest(heartbeat.deviceToken), digest(expected))) {
    throw new ApiError(401, 'AUTH_REQUIRED');
  }
  limit(ctx, `id:${heartbeat.kioskId}`, KIOSK_HEARTBEATS_PER_ID_PER_HOUR);
  const known = ctx.db
    .prepare('SELECT 1 FROM kiosk_devices WHERE kiosk_id = ?')
    .get(heartbeat.kioskId);
  if (!known) {
    const { count } = ctx.db.prepare('SELECT COUNT(*) AS count FROM kiosk_devices').get() as {
      count: number;
    };
    // A full fleet: an hour, said in Retry-After like every 429's wait.
    if (count >= KIOSK_FLEET_MAX) {
      throw tooManyRequests('TOO_MANY_REQUESTS', 60 * 60_000, { unit: 'minutes' });
    }
  }
  const { kioskId, deviceToken: _key, ...state } = heartbeat;
  ctx.db
    .prepare(
      `INSERT INTO kiosk_devices (kiosk_id, state, last_seen_at) VALUES (?, ?, ?)
       ON CONFLICT (kiosk_id) DO UPDATE SET state = excluded.state, last_seen_at = excluded.last_seen_at`,
    )
    .run(kioskId, JSON.stringify(state), ctx.now);
  return { settings: settingsFor(ctx, kioskId), nextInSeconds: KIOSK_HEARTBEAT_SECONDS };
}

/** Replaces the settings given (null: removes them) for one kiosk or for all. */
export function updateSettings(ctx: Ctx, update: Received<'kioskSettings'>): KioskSettings {
  const scope = update.kioskId ?? ALL;
  const row = (ctx.db.prepare('SELECT * FROM kiosk_settings WHERE scope = ?').get(scope) as
    SettingsRow | undefined) ?? { scope, idle_seconds: null, attract: null, notice: null };
  if (update.idleSeconds !== undefined) row.idle_seconds = update.idleSeconds;
  if (update.attract !== undefined) row.attract = update.attract === null ? null : +update.attract;
  if (update.notice !== undefined) {
    row.notice = update.notice === null ? null : JSON.stringify(update.notice);
  }
  ctx.db
    .prepare(
      `INSERT INTO kiosk_settings (scope, idle_seconds, attract, notice, updated_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope) DO UPDATE SET idle_seconds = excluded.idle_seconds,
         attract = excluded.attract, notice = excluded.notice, updated_at = excluded.updated_at`,
    )
    .run(scope, row.idle_seconds, row.attract, row.notice, ctx.now);
  return update.kioskId ? settingsFor(ctx, update.kioskId) : settingsFor(ctx, ALL);
}

/** Every kiosk's last state, the silent and the outdated flagged; the silent first. */
export function fleetStatus(
  ctx: Ctx,
  currentVersion: string | null,
  silentAfterSeconds = KIOSK_SILENT_AFTER_SECONDS,
): Out<'kioskFleet'> {
  const rows = ctx.db
    .prepare('SELECT kiosk_id, state, last_seen_at FROM kiosk_devices ORDER BY kiosk_id')
    .all() as { kiosk_id: string; state: string; last_seen_at: number }[];
  const kiosks: KioskStatus[] = [];
  for (const row of rows) {
    const parsed = storedState.safeParse(JSON.parse(row.state));
    if (!parsed.success) continue;
    const state = parsed.data;
    kiosks.push({
      kioskId: row.kiosk_id,
      ...state,
      lastSeenAt: new Date(row.last_seen_at).toISOString(),
      silent: ctx.now - row.last_seen_at > silentAfterSeconds * 1000,
      // A kiosk with no worker in control reports no version: shown as such, not flagged.
      outdated:
        currentVersion !== null && state.version !== null && state.version !== currentVersion,
      settings: settingsFor(ctx, row.kiosk_id),
    });
  }
  kiosks.sort((a, b) => Number(b.silent) - Number(a.silent));
  return { currentVersion, kiosks };
}

/**
 * The staff's token from a request: `Authorization: Bearer <token>`, or HTTP Basic with the token
 * as the password (a browser's own prompt, for the status page). Null when neither is there.
 */
export function presentedToken(header: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (bearer?.[1]) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!basic?.[1]) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/**
 * Whether a request carries the staff token (KIOSK_STATUS_TOKEN). Compared in constant time
 * (SHA-256 digests of equal length); without a configured token nobody is staff. The right token
 * is always accepted: it is compared before any limit is read (issue 36 — before, ten wrong tokens
 * from one address, a neighbour's behind the same NAT, locked the staff out for an hour). A wrong
 * one spends the wrong tokens' budget, per token tried and per address, and past it is a 429; no
 * token at all (a browser's first request, before its login prompt) spends nothing. The token
 * itself is never logged.
 */
export function assertStaff(ctx: Ctx, token: string | null, header: string | undefined): void {
  const given = presentedToken(header);
  const ok = token !== null && given !== null && timingSafeEqual(digest(given), digest(token));
  if (ok) return;
  if (given !== null) takeWrongTokenShare(ctx.guard, ctx.client, 'staff', given, ctx.now);
  throw new ApiError(401, 'AUTH_REQUIRED');
}

/**
 * The version the site's kiosk pages are built at: the kiosk worker's (`dist/kiosk-precache.json`
 * beside the served folder, `scripts/kiosk-sw.ts`), or null without a build.
 */
export function builtKioskVersion(siteDir: string | null): string | null {
  if (!siteDir) return null;
  try {
    const list = JSON.parse(readFileSync(join(dirname(siteDir), 'kiosk-precache.json'), 'utf8'));
    return typeof list.version === 'string' ? list.version : null;
  } catch {
    return null;
  }
}
