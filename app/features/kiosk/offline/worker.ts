/*
 * The kiosk's service worker. Not part of the app's bundle: `scripts/kiosk-sw.ts` builds it into
 * `dist/site/kiosk-sw.js` after the prerender, with the precache list (every kiosk page in both
 * languages, its data, and the files those pages load) and the build's version written in.
 *
 * - install: precaches this version's list into `kiosk-<version>`; it then WAITS — a new version
 *   never takes over a page a visitor is using;
 * - the page posts `APPLY_UPDATE` at an idle reset (between visitors): the waiting worker takes
 *   over, drops the older caches, and the kiosk reloads its home on the new version;
 * - fetch: `planFor` (cachePolicy.ts) — the API is never touched, the config is network-first,
 *   everything else is served from the precache first.
 */
import { KIOSK_CONFIG_PATH } from '../../../../contract/kiosk.ts';
import {
  APPLY_UPDATE,
  CACHE_PREFIX,
  VERSION_QUERY,
  isRuntimeCacheable,
  offlineFallback,
  planFor,
} from './cachePolicy.ts';

declare const __KIOSK_PRECACHE__: readonly string[];
declare const __KIOSK_VERSION__: string;

// The few worker types used here (the project type-checks against the DOM library, which has no
// ServiceWorkerGlobalScope; adding the WebWorker library would clash with it).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

const CACHE = `${CACHE_PREFIX}${__KIOSK_VERSION__}`;
/** Requests at once while precaching: the kiosk shares its line with the office. */
const BATCH = 6;

const keyOf = (path: string) => new URL(path, self.location.origin).href;

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  // The device's config is not a build file: kept if the server answers it (a static host does
  // not), so a kiosk restarted offline still knows its id.
  try {
    const config = await fetch(KIOSK_CONFIG_PATH, { cache: 'no-cache' });
    if (config.ok) await cache.put(keyOf(KIOSK_CONFIG_PATH), config);
  } catch {
    // No network now: the first answer it sees later is kept (network-first).
  }
  const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = __KIOSK_PRECACHE__.filter((path) => !have.has(path));
  for (let i = 0; i < missing.length; i += BATCH) {
    await Promise.all(
      missing.slice(i, i + BATCH).map(async (path) => {
        // Revalidated, not taken from the HTTP cache: a page must be this build's.
        const response = await fetch(path, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`kiosk precache: ${path} answered ${response.status}`);
        await cache.put(keyOf(path), response);
      }),
    );
  }
}

/** This version's copy first; any kiosk cache after (the other language's worker may be newer). */
async function cached(path: string): Promise<Response | undefined> {
  const own = await (await caches.open(CACHE)).match(keyOf(path));
  return own ?? (await caches.match(keyOf(path)));
}

async function cacheFirst(request: Request, url: URL): Promise<Response> {
  const hit = await cached(url.pathname);
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok && isRuntimeCacheable(url)) {
      await (await caches.open(CACHE)).put(keyOf(url.pathname), response.clone());
    }
    return response;
  } catch (error) {
    // A kiosk page this build did not list: its language's home rather than the browser's error.
    if (request.mode === 'navigate') {
      const home = await cached(offlineFallback(url.pathname));
      if (home) return home;
    }
    throw error;
  }
}

async function networkFirst(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(keyOf(url.pathname), response.clone());
    return response;
  } catch (error) {
    const hit = await cached(url.pathname);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first visit's page is controlled at once, so it works offline from then on.
      await self.clients.claim();
    })(),
  ),
);

self.addEventListener('message', (event) => {
  if (event.data === APPLY_UPDATE) event.waitUntil(self.skipWaiting());
  // The heartbeat reports the running and the waiting version (issue 29).
  if (event.data === VERSION_QUERY) event.ports[0]?.postMessage(__KIOSK_VERSION__);
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const plan = planFor({ url, method: request.method, origin: self.location.origin });
  if (plan === 'pass') return;
  event.respondWith(
    plan === 'network-first' ? networkFirst(request, url) : cacheFirst(request, url),
  );
});
