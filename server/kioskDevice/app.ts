/**
 * What a kiosk device runs beside Chromium (docs/kiosk.md «Deployment»): the built site's kiosk
 * pages, served from the device itself so they open with the network gone, and nothing else. No
 * API and no database: the pages call the central backend (`VITE_API_BASE`, written into each page
 * as it is served, and named in its CSP), which hears the kiosk's heartbeats, keeps its leads and
 * sends its SMS. The device's own settings — its id, its heartbeat key, its idle time — are
 * answered at `/kiosk-config.json`, as the reference server answers them on a device.
 *
 * Built into one file with no dependencies (`scripts/kiosk-device.ts` →
 * `dist/kiosk-device/server.mjs`), which Debian's `nodejs` runs: no npm, no node_modules, no build
 * on the device.
 */
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import type { KioskConfig } from '../../contract/kiosk.ts';
import { apiOriginOf, kioskConfigFromEnv } from '../config.ts';
import { kioskHandlers } from '../handlers/kiosk.ts';
import { documentHeaders } from '../http/securityHeaders.ts';
import { createSiteHandler } from '../static.ts';

export interface KioskDeviceOptions {
  /** The built site (`dist/site`, or `site/` of a release). */
  siteDir: string;
  /** The device: always a kiosk (`device: true`), with its id and heartbeat key. */
  kiosk: KioskConfig;
  /** The central backend's base URL, which the pages call. */
  apiBase: string;
  /** Its origin, for the pages' Content-Security-Policy. */
  apiOrigin: string;
}

export function createKioskDeviceApp({ siteDir, kiosk, apiBase, apiOrigin }: KioskDeviceOptions) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
  });
  // A page that calls the device for its API was built or served for another layout: a plain
  // 404 rather than the site's Not Found page, so the failure reads as what it is.
  app.all('/api/*', (c) =>
    c.text(`No API on a kiosk device: its pages call ${apiBase}/api/…\n`, 404, {
      'Cache-Control': 'no-store',
    }),
  );
  app.route('/', kioskHandlers(kiosk));
  const site = createSiteHandler(siteDir, {
    documentHeaders: documentHeaders({ apiOrigin }),
    apiBase,
  });
  app.all('*', (c) => site(c));
  return app;
}

/**
 * The device's settings from `env` (the variables `main.ts` lists); `here` is the folder of the
 * server's file. Throws, saying what is missing or wrong.
 */
export function kioskDeviceConfig(env: NodeJS.ProcessEnv, here: string) {
  if (!env.KIOSK_ID?.trim()) throw new Error('KIOSK_ID is required: the device’s name');
  const kiosk = kioskConfigFromEnv({ ...env, KIOSK: '1' });
  if (!kiosk.deviceToken) {
    throw new Error('KIOSK_TOKEN is required: the key `npm run kiosk:token -- <id>` prints');
  }
  const apiBase = (env.VITE_API_BASE ?? '').trim().replace(/\/+$/, '');
  const apiOrigin = apiOriginOf(apiBase);
  if (!apiOrigin) {
    throw new Error(
      'VITE_API_BASE is required: the central backend’s http(s) URL (the device serves no API)',
    );
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  return {
    kiosk,
    apiBase,
    apiOrigin,
    host: env.HOST ?? '127.0.0.1',
    port,
    siteDir: resolve(env.SITE_DIR?.trim() || join(here, 'site')),
  };
}
