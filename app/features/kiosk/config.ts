import { useEffect, useState } from 'react';
import {
  isKioskDeviceToken,
  isKioskId,
  KIOSK_CONFIG_PATH,
  KIOSK_IDLE_DEFAULT_SECONDS,
  KIOSK_IDLE_MIN_SECONDS,
  type KioskConfig,
} from '../../../contract/kiosk.ts';

/** A kiosk page outside a device, or a server that does not answer the config: no id, defaults. */
export const NO_KIOSK_CONFIG: KioskConfig = {
  device: false,
  kioskId: null,
  idleSeconds: null,
  deviceToken: null,
};

function readConfig(value: unknown): KioskConfig {
  if (typeof value !== 'object' || value === null) return NO_KIOSK_CONFIG;
  const { device, kioskId, idleSeconds, deviceToken } = value as Record<string, unknown>;
  const id = isKioskId(kioskId) ? kioskId : null;
  return {
    device: device === true,
    kioskId: id,
    deviceToken: id && isKioskDeviceToken(deviceToken) ? deviceToken : null,
    idleSeconds:
      typeof idleSeconds === 'number' &&
      Number.isInteger(idleSeconds) &&
      idleSeconds >= KIOSK_IDLE_MIN_SECONDS
        ? idleSeconds
        : null,
  };
}

let loading: Promise<KioskConfig> | null = null;

/**
 * The device's configuration (`/kiosk-config.json`, answered by the server from KIOSK, KIOSK_ID,
 * KIOSK_IDLE_SECONDS): fetched once per page, offline from the service worker's copy. Without
 * either (no network, no copy yet) it is asked again on the next call.
 */
export function loadKioskConfig(fetcher: typeof fetch = fetch): Promise<KioskConfig> {
  loading ??= fetcher(KIOSK_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then(readConfig, () => {
      loading = null;
      return NO_KIOSK_CONFIG;
    });
  return loading;
}

/**
 * The config once loaded; null before (and during the prerender). Read again when the connection
 * returns, so a kiosk started offline still names itself on the leads it sends.
 */
export function useKioskConfig(): KioskConfig | null {
  const [config, setConfig] = useState<KioskConfig | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadKioskConfig().then((loaded) => {
        if (live) setConfig(loaded);
      });
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return config;
}

/**
 * `?idle=SECONDS` of the address the kiosk was opened with (set-up and tests), if it is a whole
 * number of at least `KIOSK_IDLE_MIN_SECONDS`; null otherwise. Read once per page load: client
 * navigation drops the query, the setting stays.
 */
export function idleParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('idle');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds >= KIOSK_IDLE_MIN_SECONDS ? seconds : null;
}

let openedWith: number | null | undefined;

/** The `?idle=` this page was loaded with (see `idleParam`), kept across client navigation. */
export function idleOverride(): number | null {
  if (openedWith === undefined) {
    openedWith = typeof location === 'undefined' ? null : idleParam(location.search);
  }
  return openedWith;
}

/**
 * Seconds of inactivity before «Вы ещё здесь?»: `?idle=`, else the operator's setting (remote),
 * else the device's (`KIOSK_IDLE_SECONDS`), else 90.
 */
export function idleSeconds(config: KioskConfig | null, remote: number | null = null): number {
  return idleOverride() ?? remote ?? config?.idleSeconds ?? KIOSK_IDLE_DEFAULT_SECONDS;
}

/** The query a full load of a kiosk page carries to keep the set-up (`?idle=`), or ''. */
export function setupQuery(): string {
  const idle = idleOverride();
  return idle === null ? '' : `?idle=${idle}`;
}
