/**
 * The kiosk (a touch screen in a sales office, docs/kiosk.md): what the site and the backend
 * share about it. A device is named by `KIOSK_ID`; the server answers its configuration at
 * `KIOSK_CONFIG_PATH`, and every lead made on it carries `source: 'kiosk'` and that id.
 */
import type { KioskSettings } from './index.ts';

/** Where the server answers the kiosk's runtime configuration (`KioskConfig`), not under /api. */
export const KIOSK_CONFIG_PATH = '/kiosk-config.json';

/** What `KIOSK_CONFIG_PATH` answers. */
export interface KioskConfig {
  /** `KIOSK=1`: this server runs a kiosk device; every page it serves is a kiosk page. */
  device: boolean;
  /** `KIOSK_ID`: the device's name, recorded with its leads; null when none is configured. */
  kioskId: string | null;
  /** `KIOSK_IDLE_SECONDS`: inactivity before «Вы ещё здесь?»; null for the kiosk's default. */
  idleSeconds: number | null;
  /**
   * `KIOSK_TOKEN`: the device's key for its heartbeat (`KIOSK_DEVICE_TOKEN_PATTERN`), issued for its
   * id by the fleet's secret; null without one (the device sends no heartbeat).
   */
  deviceToken: string | null;
}

/**
 * A device's heartbeat key: HMAC-SHA256 of its id under the fleet's secret (`KIOSK_FLEET_SECRET`),
 * base64url — so a heartbeat names a kiosk only if it comes from the device given that id.
 */
export const KIOSK_DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isKioskDeviceToken(value: unknown): value is string {
  return typeof value === 'string' && KIOSK_DEVICE_TOKEN_PATTERN.test(value);
}

/** Inactivity before the kiosk asks «Вы ещё здесь?», unless configured. */
export const KIOSK_IDLE_DEFAULT_SECONDS = 90;
/** The shortest inactivity the kiosk accepts (`?idle=`, `KIOSK_IDLE_SECONDS`): for set-up and tests. */
export const KIOSK_IDLE_MIN_SECONDS = 10;

/**
 * A kiosk id: letters, digits, `.`, `_`, `-`, up to 64, starting with a letter or digit
 * (`almaty-dostyk-1`). It names a device, never a person.
 */
export const KIOSK_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isKioskId(value: unknown): value is string {
  return typeof value === 'string' && KIOSK_ID_PATTERN.test(value);
}

// --- The kiosk fleet (issue 29): its calls are declared in `calls/kiosk.ts` ---

/** The staff's page of the fleet (HTML, `KIOSK_STATUS_TOKEN`): outside the site's routes and the API. */
export const KIOSK_STATUS_PAGE_PATH = '/kiosk-status';

/** The first heartbeat, this long after a kiosk page starts (its config and voices first). */
export const KIOSK_FIRST_HEARTBEAT_SECONDS = 5;
/** Then one a minute. */
export const KIOSK_HEARTBEAT_SECONDS = 60;
/** A kiosk unheard for this long (three heartbeats missed) is flagged silent. */
export const KIOSK_SILENT_AFTER_SECONDS = 180;
/**
 * Heartbeats accepted per kiosk id in an hour: one a minute, one per page load (a language switch
 * or a reset reloads it) and room for a restarting device. Beyond it: 429 with Retry-After.
 */
export const KIOSK_HEARTBEATS_PER_ID_PER_HOUR = 180;
/** Per client address: a sales office's kiosks share one, so room for about 20 of them. */
export const KIOSK_HEARTBEATS_PER_ADDRESS_PER_HOUR = 3600;
/** The most kiosks the backend keeps: a spray of invented ids cannot grow the table without end. */
export const KIOSK_FLEET_MAX = 1000;
/** The longest idle wait the operator may set (an hour). */
export const KIOSK_IDLE_MAX_SECONDS = 3600;
/** A notice line's length at most, in each language. */
export const KIOSK_NOTICE_MAX_CHARS = 200;

/** The settings a kiosk uses until the operator sets others (the heartbeat's answer). */
export const KIOSK_DEFAULT_SETTINGS: Readonly<KioskSettings> = {
  idleSeconds: null,
  attract: true,
  notice: null,
};
