/**
 * The JavaScript a phone downloads when it opens a page and is left alone: the page opened in a
 * fresh Chromium context (no cache) on Lighthouse's phone screen, no tap, no scroll, until the
 * network has been quiet for half a second (Playwright's `networkidle`), and every same-origin
 * script it fetched counted — the entry, its preloads, and whatever the page fetched by itself
 * before going quiet (an island near the viewport, a prefetch). Each file counts at its gzip size
 * on disk, level 9, whatever the server's compression. The verdict of `scripts/js-budget.ts`, and
 * the figures of `scripts/first-load.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions } from 'playwright-core';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';

/** Lighthouse's mobile profile (a Moto G Power): the screen a page's first load is judged on. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface BrowserLoad {
  path: string;
  /** Site paths of the scripts fetched, in the order asked for. */
  files: string[];
  /** gzip bytes (level 9) of those files. */
  bytes: number;
}

/** A file of the site at its gzip size, level 9, each file compressed once. */
export function gzipSizer(siteDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(siteDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Opens each page of `siteDir` on a phone, served by the real server, and counts its scripts. */
export async function loadInBrowser(
  siteDir: string,
  paths: readonly string[],
  gzipSize: (file: string) => number = gzipSizer(siteDir),
): Promise<BrowserLoad[]> {
  assertChromium();
  const server = await startServer({ SITE_DIR: siteDir });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const loads: BrowserLoad[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const files = [...scripts].map((pathname) => pathname.slice(1));
      loads.push({ path, files, bytes: files.reduce((n, f) => n + gzipSize(f), 0) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return loads;
}
