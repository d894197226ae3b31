import type { In } from '../../../../contract/index.ts';
import { withoutInvisibleCharacters } from '../../../../contract/rules/invisibleCharacters.ts';
import {
  KIOSK_FIRST_HEARTBEAT_SECONDS,
  KIOSK_HEARTBEAT_SECONDS,
} from '../../../../contract/kiosk.ts';
import { callEndpoint, createApiClient, defaultApiBase, type ApiClient } from '../../api/index.ts';
import { ACCESS_KEY } from '../access/accessMode.ts';
import { LAST_RESET_KEY } from '../idle/reset.ts';
import { KIOSK_SCOPES, VERSION_QUERY } from '../offline/cachePolicy.ts';
import { readSettings, storeSettings } from './deviceSettings.ts';

/**
 * The kiosk's heartbeat (docs/kiosk.md «Heartbeat and remote settings»): `KIOSK_FIRST_HEARTBEAT_
 * SECONDS` after a page of a device (one with a `KIOSK_ID`) starts, then every minute, its state
 * to the backend — its id, versions, connection, last reset and last error, nothing of a visitor
 * — and the settings in the answer kept for the next reset. Loaded after the page, on its own.
 */

let started = false;
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let since = new Date().toISOString();
let lastError: string | null = null;

/**
 * An error as the heartbeat reports it: its kind and message on one line, at most 120 characters,
 * with any run of 5 or more digits (a phone, a BIN, a code) replaced — an error text must not
 * carry a visitor's data to the backend. Control, bidi and zero-width characters become spaces
 * first (the backend refuses them in every text, this one included: INVISIBLE_CHARACTERS), and the
 * cut never splits a character in two (a lone surrogate is refused as well).
 */
export function reportableError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = withoutInvisibleCharacters(text)
    .replace(/\+?\d[\d\s()+-]{3,}\d/g, '#')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(line).slice(0, 120).join('').trimEnd();
}

/** Asks a worker its version (`VERSION_QUERY`); null without an answer within `ms`. */
function versionOf(worker: ServiceWorker | null | undefined, ms = 2000): Promise<string | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((done) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => done(null), ms);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      done(typeof event.data === 'string' ? event.data : null);
    };
    worker.postMessage(VERSION_QUERY, [channel.port2]);
  });
}

async function versions(): Promise<{ version: string | null; waitingVersion: string | null }> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  if (!container) return { version: null, waitingVersion: null };
  const registrations = await container.getRegistrations().catch(() => []);
  const own = registrations.filter((r) =>
    KIOSK_SCOPES.some((scope) => new URL(r.scope).pathname === scope),
  );
  const waiting = own.find((r) => r.waiting)?.waiting;
  const [version, waitingVersion] = await Promise.all([
    versionOf(container.controller),
    versionOf(waiting),
  ]);
  return { version, waitingVersion };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A device as its heartbeat names it: its id and its key for that id (`KIOSK_TOKEN`). */
export interface KioskDevice {
  kioskId: string;
  deviceToken: string;
}

/** The state the heartbeat sends now. */
export async function heartbeatOf({
  kioskId,
  deviceToken,
}: KioskDevice): Promise<In<'kioskHeartbeat'>> {
  return {
    kioskId,
    deviceToken,
    ...(await versions()),
    online,
    since,
    lastResetAt: read(LAST_RESET_KEY),
    lastError,
    accessMode: read(ACCESS_KEY) === '1',
  };
}

/**
 * The heartbeat's own client: no session (the call needs none) and never a reload of the page —
 * a kiosk's screen is the visitor's, whatever the backend answers.
 */
function fleetClient(): ApiClient {
  return createApiClient({
    baseUrl: defaultApiBase(),
    getLocale: () => (document.documentElement.lang === 'kk' ? 'kk' : 'ru'),
    locks: null,
    reload: () => {},
  });
}

async function send(client: ApiClient, device: KioskDevice): Promise<void> {
  try {
    const answer = await callEndpoint(client, 'kioskHeartbeat', await heartbeatOf(device));
    // Checked again as it is kept: the cache outlives this page and this build.
    const settings = readSettings(answer.settings);
    if (settings) storeSettings(settings);
  } catch {
    // Offline, or the backend away: the next beat tries again; the kept settings stay.
  }
}

/** Starts the heartbeat of this page (once per page life). */
export function startHeartbeat(device: KioskDevice): void {
  if (started) return;
  started = true;
  const changed = () => {
    online = navigator.onLine;
    since = new Date().toISOString();
  };
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  window.addEventListener('error', (event) => {
    lastError = reportableError(event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    lastError = reportableError(event.reason);
  });
  const client = fleetClient();
  setTimeout(() => {
    void send(client, device);
    setInterval(() => void send(client, device), KIOSK_HEARTBEAT_SECONDS * 1000);
  }, KIOSK_FIRST_HEARTBEAT_SECONDS * 1000);
}
