import { useSyncExternalStore } from 'react';
import type { KioskSettings } from '../../../../contract/index.ts';
import { KIOSK_DEFAULT_SETTINGS, KIOSK_IDLE_MIN_SECONDS } from '../../../../contract/kiosk.ts';

/**
 * The operator's settings for this kiosk (docs/kiosk.md «Heartbeat and remote settings»): each
 * heartbeat's answer is kept in localStorage, and a page applies what was kept when it loads — so
 * a change reaches the screen at the next idle reset (which reloads it), never under a visitor,
 * and an offline start has the last ones. The key is the device's, not a visitor's: outside the
 * `kiosk:` prefix the reset wipes.
 */
export const DEVICE_SETTINGS_KEY = 'kiosk.device-settings';

export const DEFAULT_SETTINGS: KioskSettings = KIOSK_DEFAULT_SETTINGS;

const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Settings as stored (or answered), checked by hand: zod stays out of the kiosk's pages. */
export function readSettings(value: unknown): KioskSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { idleSeconds, attract, notice } = value as Record<string, unknown>;
  const idleOk =
    idleSeconds === null ||
    (typeof idleSeconds === 'number' &&
      Number.isInteger(idleSeconds) &&
      idleSeconds >= KIOSK_IDLE_MIN_SECONDS);
  if (!idleOk || typeof attract !== 'boolean') return null;
  let line: KioskSettings['notice'] = null;
  if (notice !== null) {
    const { ru, kk } = (notice ?? {}) as Record<string, unknown>;
    if (!text(ru) || !text(kk)) return null;
    line = { ru: ru as string, kk: kk as string };
  }
  return { idleSeconds: idleSeconds as number | null, attract, notice: line };
}

export function storeSettings(settings: KioskSettings, storage: Storage = localStorage): void {
  try {
    storage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage off: the next start uses the defaults.
  }
}

export function storedSettings(storage: Storage = localStorage): KioskSettings {
  try {
    return (
      readSettings(JSON.parse(storage.getItem(DEVICE_SETTINGS_KEY) ?? 'null')) ?? DEFAULT_SETTINGS
    );
  } catch {
    return DEFAULT_SETTINGS;
  }
}

let applied: KioskSettings | null = null;

/** The settings this page applies: those kept when it loaded, for the whole page life. */
export function useKioskSettings(): KioskSettings {
  return useSyncExternalStore(
    () => () => {},
    () => (applied ??= storedSettings()),
    () => DEFAULT_SETTINGS,
  );
}
