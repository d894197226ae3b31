/**
 * The kiosk device's server (`node server.mjs` on the device; docs/kiosk.md «Deployment»). Its
 * settings, from the environment (`/etc/dala-kiosk/kiosk.env` under systemd):
 *
 *   KIOSK_ID            the device's name (required), recorded with its leads
 *   KIOSK_TOKEN         its heartbeat key, `npm run kiosk:token -- <id>` on the operator's side
 *                       (required: without it the fleet never hears the device)
 *   VITE_API_BASE       the central backend, an http(s) URL (required)
 *   KIOSK_IDLE_SECONDS  inactivity before «Вы ещё здесь?» (default: the kiosk's 90)
 *   HOST, PORT          where to listen (default 127.0.0.1:8080: only this machine's browser)
 *   SITE_DIR            the built site (default: `site/` beside this file, as a release has it)
 */
import { serve } from '@hono/node-server';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKioskDeviceApp, kioskDeviceConfig } from './app.ts';

let config: ReturnType<typeof kioskDeviceConfig>;
try {
  config = kioskDeviceConfig(process.env, dirname(fileURLToPath(import.meta.url)));
} catch (error) {
  console.error(`kiosk device: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const app = createKioskDeviceApp(config);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  // The first line names the URL; the test harness that starts us on port 0 reads it.
  console.log(`listening on http://${config.host}:${info.port}`);
  console.log(
    `kiosk device ${config.kiosk.kioskId}: pages from ${config.siteDir}, API ${config.apiBase}`,
  );
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// A harness that owns us closes our stdin when it goes away; we go with it.
if (process.env.EXIT_WITH_STDIN === '1') {
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
}
