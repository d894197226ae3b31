/**
 * The kiosk (a touch screen in a sales office, README «Kiosk»): what the site and the backend
 * share about it. A device is named by `KIOSK_ID`; the server answers its configuration at
 * `KIOSK_CONFIG_PATH`, and every lead made on it carries `source: 'kiosk'` and that id.
 */

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
