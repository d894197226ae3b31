/**
 * Sweeps every Ladle story with axe in Chromium and fails on any serious or critical violation.
 * Runs over the static Ladle build (`ladle build` → dist/ladle).
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { assertChromium, CHROME_ARGS, CHROME_PATH } from '../e2e/chromium.ts';
import { serveFolder } from './static-server.ts';

const LADLE_DIR = resolve(import.meta.dirname, '../dist/ladle');
const CONCURRENCY = 3;

interface Meta {
  stories: Record<string, { name: string; levels: string[] }>;
}

assertChromium();
const meta = JSON.parse(readFileSync(resolve(LADLE_DIR, 'meta.json'), 'utf8')) as Meta;
const ids = Object.keys(meta.stories);
if (ids.length === 0) throw new Error('Ladle build has no stories');

const site = await serveFolder(LADLE_DIR);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const failures: string[] = [];
let checked = 0;

async function sweep(id: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${site.url}/?story=${id}&mode=preview`);
    // In preview mode the story renders straight into #ladle-root once its chunk has loaded.
    await page.waitForSelector('#ladle-root > :not(.ladle-ring-wrapper)', { timeout: 15_000 });
    const results = await new AxeBuilder({ page }).include('#ladle-root').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    for (const v of serious) {
      failures.push(
        `${id}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
      );
    }
    for (const message of errors) failures.push(`${id}: page error: ${message}`);
    checked += 1;
  } catch (error) {
    failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
}

const queue = [...ids];
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let id = queue.shift(); id; id = queue.shift()) await sweep(id);
  }),
);
await browser.close();
await site.close();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.error(
    `axe: ${failures.length} problem(s) in ${ids.length} stories:\n${failures.join('\n')}`,
  );
  process.exit(1);
}
console.log(`axe: ${checked} stories, no serious or critical violation (${seconds}s)`);
