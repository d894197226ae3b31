import { KIOSK_CONFIG_PATH } from '../../../../contract/kiosk.ts';

/**
 * The kiosk's service worker (`worker.ts`): where it is, what it controls, and what it does with
 * each request. Shared by the worker and the page that registers it, and tested on its own.
 */

/** The worker script the build writes (`scripts/kiosk-sw.ts`), at the root so both scopes fit. */
export const KIOSK_WORKER_URL = '/kiosk-sw.js';

/** The kiosk's pages in each language; nothing else of the site is ever controlled. */
export const KIOSK_SCOPES = ['/kiosk', '/kk/kiosk'] as const;

/** Prefix of the worker's caches: `kiosk-<version>`, one per build. */
export const CACHE_PREFIX = 'kiosk-';

/** The page tells a waiting worker to take over (only at an idle reset, between visitors). */
export const APPLY_UPDATE = 'kiosk:apply-update';

/** The page asks a worker its version (for the heartbeat); it answers on the message's port. */
export const VERSION_QUERY = 'kiosk:version';

export type RequestPlan =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'pass'
  /** From the build's precache (or the runtime cache), else the network (and cached if static). */
  | 'cache-first'
  /** The network, and the last answer kept for when there is none (the kiosk's config). */
  | 'network-first';

export interface RequestFacts {
  url: URL;
  method: string;
  /** The worker's own origin. */
  origin: string;
}

/**
 * What the worker does with a request:
 * - the API is never touched: personal answers (a company's eligibility, an SMS check, an address
 *   lookup) are never cached, and a call with no connection fails for the form to hold it;
 * - the kiosk's config goes to the network first (a new `KIOSK_ID` counts at once);
 * - the kiosk's pages, their data and the site's files come from what this version precached, so
 *   a visitor never gets a page of a newer build mid-visit and every page opens offline;
 * - anything else (another origin, a POST) passes.
 */
export function planFor({ url, method, origin }: RequestFacts): RequestPlan {
  if (method !== 'GET' || url.origin !== origin) return 'pass';
  if (url.pathname.startsWith('/api/')) return 'pass';
  if (url.pathname === KIOSK_CONFIG_PATH) return 'network-first';
  return 'cache-first';
}

/** Files worth keeping when fetched outside the precache: content-hashed, never personal. */
export function isRuntimeCacheable(url: URL): boolean {
  return url.pathname.startsWith('/assets/');
}

/** The kiosk home a page of `pathname` falls back to offline (its language's). */
export function offlineFallback(pathname: string): string {
  return pathname === '/kk' || pathname.startsWith('/kk/') ? '/kk/kiosk' : '/kiosk';
}
