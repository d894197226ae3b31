import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { publicPages } from './pages.ts';

/*
 * axe over every public page in both languages (and the 404 pages), in Chromium at desktop width.
 * One test per route keeps the two workers busy; each checks the route's ru and kk pages.
 */
const byRoute = new Map<string, string[]>();
for (const page of publicPages()) {
  const key = page.path.replace(/^\/kk(?=\/|$)/, '') || '/';
  byRoute.set(key, [...(byRoute.get(key) ?? []), page.path]);
}
byRoute.set('not found', ['/no-such-page', '/kk/no-such-page']);

for (const [route, paths] of byRoute) {
  test(`axe: ${route}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map(
          (v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
        ),
      ).toEqual([]);
    }
    await context.close();
  });
}
