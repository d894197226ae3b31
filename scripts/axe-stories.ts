/**
 * Sweeps every Ladle story with axe in Chromium and fails on any serious or critical violation.
 * Runs over the static Ladle build (`ladle build` → dist/ladle; `LADLE_DIR` overrides).
 *
 * Speed: each worker loads Ladle once, injects axe once, then moves between stories the way
 * Ladle's own sidebar does (history.pushState + popstate), waiting for the story's title. A story
 * that does not appear that way gets a full page load instead.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { axeViolations, settleAnimations } from '../e2e/axe.ts';
import { assertChromium, CHROME_ARGS, SUITE_CHROME_PATH } from '../e2e/chromium.ts';
import { serveFolder } from './static-server.ts';

const LADLE_DIR = resolve(process.env.LADLE_DIR ?? resolve(import.meta.dirname, '../dist/ladle'));
const CONCURRENCY = Number(process.env.AXE_CONCURRENCY ?? 2);

interface StoryMeta {
  name: string;
  levels: string[];
}

assertChromium(SUITE_CHROME_PATH);
const meta = JSON.parse(readFileSync(resolve(LADLE_DIR, 'meta.json'), 'utf8')) as {
  stories: Record<string, StoryMeta>;
};
const ids = Object.keys(meta.stories);
if (ids.length === 0) throw new Error('Ladle build has no stories');

/** Ladle titles a story page "<story> - <component> - <group> | Ladle". */
const titleOf = (id: string) => {
  const story = meta.stories[id];
  if (!story) throw new Error(`unknown story ${id}`);
  return `${story.name} - ${[...story.levels].reverse().join(' - ')} | Ladle`;
};

const site = await serveFolder(LADLE_DIR);
const browser = await chromium.launch({ executablePath: SUITE_CHROME_PATH, args: CHROME_ARGS });
const failures: string[] = [];
let checked = 0;

const storyUrl = (id: string) => `?story=${id}&mode=preview`;
const rendered = (page: Page, id: string) =>
  page.waitForFunction(
    (title) =>
      // Compared without whitespace: Ladle trims and collapses spaces in its titles.
      document.title.replace(/\s+/g, '') === title.replace(/\s+/g, '') &&
      document.documentElement.hasAttribute('data-storyloaded') &&
      !!document.querySelector('#ladle-root > :not(.ladle-ring-wrapper)') &&
      // A driven story (stories/widgets/driver.tsx) is checked in the state it drives to.
      !document.querySelector('[data-driven="running"]'),
    titleOf(id),
    { timeout: 15_000 },
  );

async function fullLoad(page: Page, id: string) {
  await page.goto(`${site.url}/${storyUrl(id)}`);
  await rendered(page, id);
}

async function sweepAll(queue: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let current = '';
  let loaded = false;
  page.on('pageerror', (error) => failures.push(`${current}: page error: ${error.message}`));
  for (let id = queue.shift(); id; id = queue.shift()) {
    current = id;
    try {
      if (!loaded) {
        await fullLoad(page, id);
        loaded = true;
      } else {
        await page.evaluate((url) => {
          history.pushState({}, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        }, storyUrl(id));
        await rendered(page, id).catch(() => fullLoad(page, id));
      }
      await settleAnimations(page);
      failures.push(...(await axeViolations(page)).map((line) => `${id}: ${line}`));
      checked += 1;
    } catch (error) {
      failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      loaded = false;
    }
  }
  await context.close();
}

const queue = [...ids];
const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, () => sweepAll(queue)));
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
