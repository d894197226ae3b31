import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { publicPages, titleOf } from './pages.ts';

/*
 * axe over every public page in both languages and the Not Found pages, in Chromium at desktop
 * width; any serious or critical violation fails. Speed: each test loads one page, injects axe
 * once, then moves through its share of the pages the way the site's own links do (pushState +
 * popstate, so the app fetches each page's data and renders it), waiting for the page's own
 * title. That also proves every page renders by client navigation, not only prerendered.
 */

interface Target {
  path: string;
  title: string;
}

const targets: Target[] = publicPages().map((p) => ({ path: p.path, title: titleOf(p.html) }));
const CHUNKS = 4;

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const { violations } = await run(document);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path} ${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

for (const locale of ['ru', 'kk'] as const) {
  const mine = targets.filter((t) => (locale === 'kk') === /^\/kk(\/|$)/.test(t.path));
  for (let chunk = 0; chunk < CHUNKS / 2; chunk++) {
    const share = mine.filter((_, i) => i % (CHUNKS / 2) === chunk);
    test(`axe: ${locale} pages, part ${chunk + 1} (${share.length} pages)`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      const failures: string[] = [];
      const [first, ...rest] = share;
      if (!first) return;
      await page.goto(first.path);
      await expect(page).toHaveTitle(first.title);
      await page.addScriptTag({ content: axe.source });
      failures.push(...(await seriousViolations(page, first.path)));
      for (const target of rest) {
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, target.path);
        await expect(page).toHaveTitle(target.title);
        await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
        failures.push(...(await seriousViolations(page, target.path)));
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }
}

test('axe: the Not Found pages and the cabinet login (rendered in the browser)', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const failures: string[] = [];
  for (const path of ['/no-such-page', '/kk/no-such-page', '/auth', '/kk/auth']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await page.addScriptTag({ content: axe.source });
    failures.push(...(await seriousViolations(page, path)));
  }
  expect(failures).toEqual([]);
  await context.close();
});
