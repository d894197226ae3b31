/**
 * First-load JavaScript as a browser sees it: each page opened in a fresh Chromium context (no
 * cache) from the real server, left alone until the network is idle — no tap, no scroll — and
 * every same-origin script it fetched counted, gzip level 9 as `scripts/js-budget.ts` counts
 * (the size of the file on disk, whatever the server's compression). `js-budget.ts` reads the
 * built HTML and manifest and is what `npm test` checks; this measures any build the same way,
 * a past one included, for side-by-side figures (docs/performance.md).
 *
 *   node --import tsx scripts/first-load.ts                       this build (dist/site)
 *   node --import tsx scripts/first-load.ts --site ../old/dist/site   another build, same server
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';

/** One page per kind of route, as the README's table lists them. */
export const PAGES = [
  '/',
  '/virtual-ats',
  '/internet-for-office',
  '/roaming',
  '/support/mobile-connection/info',
  '/support/mobile-connection/sign-note',
  '/blog/business-roaming-tips',
  '/contacts',
  '/auth',
] as const;

export interface FirstLoad {
  path: string;
  files: number;
  bytes: number;
}

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'dist/site' },
    page: { type: 'string', multiple: true },
  },
});
assertChromium();
const site = resolve(values.site);
const gzipped = (file: string) => gzipSync(readFileSync(join(site, file)), { level: 9 }).length;

const server = await startServer({ SITE_DIR: site });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const rows: FirstLoad[] = [];
try {
  for (const path of values.page ?? PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const files = [...scripts].map((pathname) => pathname.slice(1));
    rows.push({ path, files: files.length, bytes: files.reduce((n, f) => n + gzipped(f), 0) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`first-load JavaScript of ${site}, gzip level 9:`);
for (const { path, files, bytes } of rows) {
  console.log(
    `${path.padEnd(40)} ${String(files).padStart(3)} files ${(bytes / 1024).toFixed(1).padStart(7)} KB`,
  );
}
