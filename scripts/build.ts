/**
 * `npm run build`: everything `npm start` serves, into dist/.
 *   dist/site     the static site: client bundle, then every public page prerendered to HTML
 *                 (both languages), the cabinet shells, 404 pages and the search indexes
 *   dist/server   the SSR bundle the prerenderer renders with (not served)
 *   dist/site/embed.js, dist/site/embed/   the partner embed bundle (embed/build.ts)
 *   dist/site/kiosk-sw.js         the kiosk's service worker, with its precache list (scripts/kiosk-sw.ts)
 *   dist/kiosk-device/            a kiosk device's server and watchdog, one file each
 *                                 (scripts/kiosk-device.ts; `npm run kiosk:release` packs them)
 *   dist/openapi.json             the API's OpenAPI document, as /api/openapi.json serves it, for the
 *                                 operator's backend team (scripts/openapi.ts; outside dist/site)
 * `VITE_SITE_ORIGIN` sets the origin of canonical and hreflang URLs; `VITE_API_BASE` the API host.
 */
import { bin, node, runStep, type Step } from './run.ts';

const stages: Step[][] = [
  // The two Vite builds share nothing but sources, so they run side by side; the OpenAPI
  // document is made from the server's routes alone.
  [
    node('openapi', 'scripts/openapi.ts'),
    node('kiosk-device', 'scripts/kiosk-device.ts'),
    bin('client', 'vite', ['build', '--logLevel', 'warn']),
    bin('ssr', 'vite', [
      'build',
      '--ssr',
      'app/entry-server.tsx',
      '--outDir',
      'dist/server',
      '--logLevel',
      'warn',
    ]),
  ],
  // The embed bundle writes into dist/site, so it waits for the client build (which empties it).
  [node('prerender', 'scripts/prerender.ts'), node('embed', 'embed/build.ts')],
  // It lists the kiosk's prerendered pages, so it waits for the prerender.
  [node('kiosk', 'scripts/kiosk-sw.ts')],
  // Last: `.br` and `.gz` beside every text file, once, for the server to answer from.
  [node('precompress', 'scripts/precompress.ts')],
];

const started = performance.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => runStep(step)));
  for (const result of results) console.log(`build: ${result.name} ${result.seconds.toFixed(1)}s`);
  const failed = results.find((r) => !r.ok);
  if (failed) {
    console.error(`build: ${failed.name} failed`);
    process.exit(1);
  }
}
console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)}s`);
