/**
 * Builds what a kiosk device runs besides the site and Chromium (docs/kiosk.md «Deployment») into
 * `dist/kiosk-device/`: `server.mjs` (the kiosk pages' server, `server/kioskDevice/main.ts`) and
 * `watchdog.mjs` (`server/kioskDevice/watchdogMain.ts`), each one file with its dependencies (Hono,
 * ws) inside, for Debian's `nodejs` (20 or newer): nothing to install on the device but that.
 * A step of `npm run build`; `npm run kiosk:release` packs it with the site.
 */
import { resolve } from 'node:path';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
export const KIOSK_DEVICE_DIR = resolve(ROOT, 'dist/kiosk-device');

const started = performance.now();
for (const [name, entry] of [
  ['server', 'server/kioskDevice/main.ts'],
  ['watchdog', 'server/kioskDevice/watchdogMain.ts'],
] as const) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    // Everything inside the file; only Node's own modules stay outside.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: resolve(ROOT, entry),
      outDir: KIOSK_DEVICE_DIR,
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        // ws loads these native speed-ups only if they are installed; they are not.
        external: ['bufferutil', 'utf-8-validate'],
        output: { entryFileNames: `${name}.mjs`, codeSplitting: false },
      },
    },
  });
}
console.log(
  `kiosk-device: server.mjs, watchdog.mjs in ${((performance.now() - started) / 1000).toFixed(1)}s`,
);
