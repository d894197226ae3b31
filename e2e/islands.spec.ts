import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../app/routes/table.ts';
import { PHONE } from '../scripts/browser-load.ts';
import { hydrationModulesOf } from '../scripts/deferred-hydration.ts';
import { islandManifestOf, routeMatcher } from '../scripts/js-budget.ts';
import { AHEAD_OF_VIEWPORT_PX } from '../app/islands/intent.ts';
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
  // Nothing is hydrated until it is pointed at, touched or focused.
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

test('the home page hydrates nothing at load, on a phone: its product filter when the visitor comes to it', async ({
  page,
}) => {
  // Lighthouse's phone screen, where the filter is in the first screen.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  expect(await reactOwns(page, '[data-island="catalogue"] input')).toBe(false);
  const catalogue = page.locator('[data-island="catalogue"]');
  await page.getByRole('radio', { name: 'Защита бизнеса' }).focus();
  await expect(catalogue).toHaveAttribute('data-hydrated', '');
  expect(await reactOwns(page, '[data-island="catalogue"] input')).toBe(true);
});

/** The same-site scripts a page asks for, as site paths, in the order asked. */
function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.js$/.test(path)) scripts.push(path);
  });
  return scripts;
}

test('a page whose only island is the header loads React and the islands’ runtime, nothing more — the header’s code comes when the pointer comes near it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = scriptsAskedFor(page);
  const response = await page.goto('/contacts');
  const html = (await response?.text()) ?? '';
  const listed = hydrationModulesOf(html);
  const header = islandManifestOf(html)?.modules?.header ?? [];
  expect(header.length).toBeGreaterThan(0);
  expect(header.filter((path) => listed.includes(path))).toEqual([]);
  // Loaded and left alone: what it hydrates with comes, the header's code does not.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(listed.filter((path) => !scripts.includes(path))).toEqual([]);
  expect(header.filter((path) => scripts.includes(path))).toEqual([]);
  // The pointer nears the header (below it, over the page's heading): its code is fetched, and
  // nothing hydrates until it is used.
  const bottom = await page
    .locator('header')
    .first()
    .evaluate((element) => element.getBoundingClientRect().bottom);
  await page.mouse.move(640, bottom + 60);
  await expect.poll(() => header.filter((path) => !scripts.includes(path))).toEqual([]);
  expect(await reactOwns(page, 'header button')).toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[data-island]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Услуги' }).hover();
  await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-hydrated', '');
  expect(scripts.filter((path) => !listed.includes(path) && !header.includes(path))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a touch anywhere on the page fetches the code of the islands near the screen, not of those further down, and hydrates none', async ({
    page,
  }) => {
    const scripts = scriptsAskedFor(page);
    const response = await page.goto('/');
    const modules = islandManifestOf((await response?.text()) ?? '')?.modules ?? {};
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // Which islands are within reach is read from the page as laid out at this width (home's
    // content decides it; the rule, AHEAD_OF_VIEWPORT_PX around the screen, does not change). An
    // island's container has no box (`display: contents`): its parts are measured, and a part with
    // no area (a visually hidden live region) reaches nothing.
    const reach = await page.evaluate((ahead) => {
      const near: string[] = [];
      const far: string[] = [];
      for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
        const within = [...island.children].some((part) => {
          const box = part.getBoundingClientRect();
          return box.height > 1 && box.top < innerHeight + ahead && box.bottom > -ahead;
        });
        (within ? near : far).push(island.dataset.island ?? '');
      }
      return { near, far };
    }, AHEAD_OF_VIEWPORT_PX);
    const nearCode = reach.near.flatMap((name) => modules[name] ?? []);
    const farCode = reach.far
      .flatMap((name) => modules[name] ?? [])
      .filter((path) => !nearCode.includes(path));
    expect(reach.near).toContain('header');
    expect(farCode.length).toBeGreaterThan(0);
    expect(nearCode.filter((path) => scripts.includes(path))).toEqual([]);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('islands.spec: home has no visible heading');
    await page.touchscreen.tap(heading.x + 4, heading.y + 4);
    await expect.poll(() => nearCode.filter((path) => !scripts.includes(path))).toEqual([]);
    expect(farCode.filter((path) => scripts.includes(path))).toEqual([]);
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  });
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
