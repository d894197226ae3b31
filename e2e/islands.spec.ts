import { expect, test } from '@playwright/test';
import { ROUTES } from '../app/routes/table.ts';
import { hydrationModulesOf } from '../scripts/deferred-hydration.ts';
import { routeMatcher } from '../scripts/js-budget.ts';
import { builtPages } from './pages.ts';
import {
  hydrateAllIslands,
  hydrated,
  hydrationMismatches,
  reactOwns,
  watchConsole,
} from './site.ts';

/*
 * Public pages are prerendered HTML with islands (docs/islands.md): only the interactive parts
 * hydrate, each on its own root; the app pages (the kiosk here; the cabinet renders in the
 * browser) hydrate whole.
 */

/** One prerendered page per route (hydrated ones: not the cabinet's shells), the languages taking turns. */
function onePagePerRoute(): string[] {
  const pages = builtPages().filter((page) => page.public);
  const hydrating = ROUTES.filter((route) => route.render !== 'client');
  const paths = hydrating.map((route, i) => {
    const matches = pages.filter((page) => routeMatcher(route.path)(page.path));
    const kk = matches.find((page) => page.path.startsWith('/kk'));
    const ru = matches.find((page) => !page.path.startsWith('/kk'));
    const path = (i % 2 === 0 ? (ru ?? kk) : (kk ?? ru))?.path;
    if (!path) throw new Error(`islands.spec: no prerendered page of ${route.path}`);
    return path;
  });
  return [...paths, '/kk/no-such-page'];
}

const PAGES = onePagePerRoute();
const HALF = Math.ceil(PAGES.length / 2);

for (const [part, paths] of [
  [1, PAGES.slice(0, HALF)],
  [2, PAGES.slice(HALF)],
] as const) {
  test(`every prerendered route hydrates without a warning or a mismatch, part ${part}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(PAGES.length).toBeGreaterThan(50);
    const problems = watchConsole(page);
    const mismatches: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await hydrateAllIslands(page);
      mismatches.push(...(await hydrationMismatches(page)).map((m) => `${path}: ${m}`));
    }
    // The Not Found page's own status is the only complaint allowed.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    expect(mismatches).toEqual([]);
  });
}

test('static bands never hydrate; the header when the visitor comes to it, a band below the fold near the viewport', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/virtual-ats');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const header = page.locator('[data-island="header"]');
  // Its modules are loaded, but nothing is hydrated until it is pointed at, touched or focused.
  await page.waitForLoadState('networkidle');
  expect(await reactOwns(page, 'header button')).toBe(false);
  await page.getByRole('button', { name: 'Услуги' }).hover();
  await expect(header).toHaveAttribute('data-hydrated', '');
  expect(await reactOwns(page, 'header button')).toBe(true);
  expect(await reactOwns(page, 'main h1')).toBe(false);
  const faq = page.locator('[data-island="faq"]');
  await expect(faq).not.toHaveAttribute('data-hydrated');
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-hydrated', '');
  expect(await reactOwns(page, '[data-island="faq"] button')).toBe(true);
  // Scrolled through, everything interactive hydrated: the text around it is still plain HTML.
  await hydrateAllIslands(page);
  for (const band of ['main h1', '#faq-title', 'footer a', '#steps']) {
    expect(await reactOwns(page, band), band).toBe(false);
  }
});

test('a page whose only island is the header loads the header’s code and React, nothing more', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/contacts');
  const listed = hydrationModulesOf((await response?.text()) ?? '');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-island]')).toHaveCount(1);
  await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-hydrated', '');
  const modules = scripts.filter((path) => path.startsWith('/assets/'));
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.filter((path) => !listed.includes(path))).toEqual([]);
});

test('moving between public pages loads each page’s own HTML, at its top', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Роуминг' });
  await footerLink.scrollIntoViewIfNeeded();
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/roaming'),
    footerLink.click(),
  ]);
  expect(response.request().resourceType()).toBe('document');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Роуминг и звонки за границу');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
