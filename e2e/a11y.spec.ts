import { expect, test, type Page } from '@playwright/test';
import { localePath } from '../locales/content/index.ts';
import { axeViolations, settleAnimations } from './axe.ts';
import { publicPages, titleOf } from './pages.ts';
import { hydrateAllIslands, hydrated } from './site.ts';

/*
 * axe over every public page in both languages and the Not Found pages, in Chromium at desktop
 * width, then a representative set at phone width with the burger drawer open; any serious or
 * critical violation fails. Speed: each test loads one page and hydrates it, injects axe once
 * (e2e/axe.ts), then puts each other page of its share in place of the first one's body, as
 * prerendered (its title and language with it): a public page is that HTML, and its islands
 * hydrate to the same markup (`e2e/islands.spec.ts` checks every route for mismatches).
 */

interface Target {
  path: string;
  title: string;
}

const targets: Target[] = publicPages().map((p) => ({ path: p.path, title: titleOf(p.html) }));
/*
 * Pages per test. Under `taskset -c 0` (two workers on one core) a page took 1.6–2.1 s and a test
 * of 56 pages ran out of its 120 s; 14 pages (about 30 s there) stay well inside it on a slower
 * machine too, and the tests spread evenly over the workers.
 */
const PAGES_PER_TEST = 14;

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  return (await axeViolations(page)).map((line) => `${path} ${line}`);
}

/** The same, once opening transitions have finished (a fresh load, an opened drawer). */
async function settledViolations(page: Page, where: string): Promise<string[]> {
  await settleAnimations(page);
  return seriousViolations(page, where);
}

for (const locale of ['ru', 'kk'] as const) {
  const mine = targets.filter((t) => (locale === 'kk') === /^\/kk(\/|$)/.test(t.path));
  const chunks = Math.ceil(mine.length / PAGES_PER_TEST);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const share = mine.filter((_, i) => i % chunks === chunk);
    test(`axe: ${locale} pages, part ${chunk + 1} (${share.length} pages)`, async ({ page }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      const [first, ...rest] = share;
      if (!first) return;
      await page.goto(first.path);
      await expect(page).toHaveTitle(first.title);
      await hydrateAllIslands(page);
      failures.push(...(await seriousViolations(page, first.path)));
      for (const target of rest) {
        await page.evaluate(async (path) => {
          const html = await (await fetch(path)).text();
          const next = new DOMParser().parseFromString(html, 'text/html');
          document.title = next.title;
          document.documentElement.lang = next.documentElement.lang;
          // Parsed scripts never run: the body is the page as prerendered.
          document.body.replaceWith(document.adoptNode(next.body));
        }, target.path);
        await expect(page).toHaveTitle(target.title);
        failures.push(...(await seriousViolations(page, target.path)));
      }
      expect(failures).toEqual([]);
    });
  }
}

test('axe: the Not Found pages and the cabinet login (rendered in the browser)', async ({
  page,
}) => {
  const failures: string[] = [];
  for (const path of ['/no-such-page', '/kk/no-such-page', '/auth', '/kk/auth']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    failures.push(...(await seriousViolations(page, path)));
  }
  expect(failures).toEqual([]);
});

/*
 * The same bar at phone width (375px), where the header folds into the burger and grids become
 * one column: a representative page of each kind in both languages, and the open burger drawer.
 */
test.describe('axe at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const article = targets.find((t) => /^\/blog\/[^/]+$/.test(t.path))?.path;
  // One page of each layout and template (desktop covers every page; these are the kinds whose
  // phone layout differs): home, a landing, an application flow, roaming, a help page, an
  // article, the success cases, search results, the minimal layout.
  const PHONE_PAGES = [
    '/',
    '/virtual-ats',
    '/internet-for-office',
    '/roaming',
    '/support/service/ecp-sign',
    ...(article ? [article] : []),
    '/success-cases',
    '/search?q=тариф',
    '/birlik-landing',
  ];

  for (const locale of ['ru', 'kk'] as const) {
    const paths = PHONE_PAGES.map((path) => localePath(locale, path));

    test(`axe at 375px: ${locale} pages (${paths.length})`, async ({ page }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        if (path.includes('/search?')) {
          await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        }
        failures.push(...(await settledViolations(page, path)));
      }
      expect(failures).toEqual([]);
    });

    test(`axe at 375px: the open burger menu (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/roaming'));
      await hydrated(page);
      const name = locale === 'kk' ? 'Мәзір' : 'Меню';
      await page.getByRole('button', { name }).click();
      const drawer = page.getByRole('dialog', { name });
      await expect(drawer).toBeVisible();
      const failures = await settledViolations(page, 'drawer');
      // With a section open and a query typed into its search box.
      const services = locale === 'kk' ? 'Қызметтер' : 'Услуги';
      await drawer.getByRole('navigation', { name: services }).getByRole('button').first().click();
      await drawer.getByRole('searchbox').fill('ip');
      failures.push(...(await settledViolations(page, 'drawer, section open')));
      expect(failures).toEqual([]);
    });
  }
});
