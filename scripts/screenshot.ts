/**
 * Takes a Chromium screenshot, for looking at what you built.
 *
 *   node --import tsx scripts/screenshot.ts <url-or-path> <out.png> [--width 1280] [--height 800]
 *        [--serve <folder>] [--full]
 *
 * With --serve, the folder (e.g. a Ladle build) is served on a free port and the first argument is
 * a path on it: `scripts/screenshot.ts "/?story=kit--button--variants&mode=preview" /tmp/b.png
 * --serve dist/ladle`.
 */
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { serveFolder } from './static-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    serve: { type: 'string' },
    full: { type: 'boolean', default: false },
    wait: { type: 'string', default: '500' },
  },
});
const [target, out] = positionals;
if (!target || !out) {
  console.error('usage: screenshot.ts <url-or-path> <out.png> [--serve dir] [--width n] [--full]');
  process.exit(2);
}
assertChromium();
const site = values.serve ? await serveFolder(values.serve) : null;
const url = site ? `${site.url}${target}` : target;
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const context = await browser.newContext({
  viewport: { width: Number(values.width), height: Number(values.height) },
});
const page = await context.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(values.wait));
await page.screenshot({ path: out, fullPage: values.full });
await browser.close();
await site?.close();
console.log(`saved ${out}`);
