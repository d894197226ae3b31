import { expect, type Page } from '@playwright/test';
import { BLANK_PROFILE } from '../app/test/fixtures.ts';
import { API_PATHS } from '../contract/index.ts';

/**
 * Helpers for the site-shell suites. The site is served by the real server (global-setup), with
 * the prerendered pages of `npm run build`.
 */

/** Collects console errors and uncaught exceptions (hydration mismatches included). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Has every island of a prerendered public page hydrate now (docs/islands.md), as if the visitor
 * had pressed in each (the islands' runtime hydrates a pressed island next), and waits until all
 * have. Nothing on an app page (the cabinet, the kiosk).
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]:not([data-hydrated])')) {
      const part = island.firstElementChild ?? island;
      part.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    }
  });
  await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Whether React hydrated or rendered this element (it holds the element's props). */
export async function reactOwns(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}

/**
 * Waits until the page has hydrated: `<html data-hydrated>` once an app page (the cabinet, the
 * kiosk) has, or once a public page's eager islands have; and what the early input script held
 * has been replayed. A public page's header hydrates when the visitor comes to it (points at it,
 * touches or focuses it): this has it do so, as the suites drive a hydrated header; what a
 * visitor does before that is `no-lost-taps.spec.ts`'s.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const header = page.locator('[data-island="header"]');
  if ((await header.count()) === 0) return;
  await header.evaluate((island) => {
    const part = island.firstElementChild ?? island;
    part.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  await header.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
}

/**
 * Where the hydrated app and the prerendered HTML disagree. React's production build hydrates
 * without comparing attributes and says nothing (only differing text or structure is an error,
 * which `watchConsole` collects): an element keeps the prerendered value while the app holds its
 * own, until the app changes it — an `id` the server counted differently, and a later
 * `aria-describedby` points at nothing. So this reads the props React holds for each hydrated
 * element (its `__reactProps$…` field) and compares the naming attributes with the page's.
 */
export async function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NAMING =
      /^(id|className|htmlFor|href|role|lang|aria-(labelledby|describedby|controls|label))$/;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key] ?? {};
      for (const [prop, value] of Object.entries(props)) {
        if (!NAMING.test(prop) || (typeof value !== 'string' && typeof value !== 'number'))
          continue;
        const attribute = prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
        const inPage = element.getAttribute(attribute);
        if (inPage !== String(value)) {
          const tag = element.tagName.toLowerCase();
          found.push(`<${tag}> ${attribute}: page "${inPage}", app "${String(value)}"`);
        }
      }
    }
    return found;
  });
}

/**
 * A signed-in visitor: tokens in storage, the account call answered with this company and the
 * cabinet's reads with nothing (no application), so pages that read them stay signed in.
 */
/**
 * Signs the page in with the e2e tokens and answers the cabinet's calls. With `holdAccount`,
 * account-info waits until the returned `releaseAccount()` — a test that asserts the loading state
 * sees it for as long as it needs, on any machine, instead of racing a fixed delay.
 */
export async function signIn(
  page: Page,
  companyName = 'ТОО «Степной Логистик»',
  { holdAccount = false } = {},
) {
  let releaseAccount = () => {};
  const accountReleased = holdAccount
    ? new Promise<void>((resolve) => (releaseAccount = resolve))
    : Promise.resolve();
  await page.addInitScript(() => {
    localStorage.setItem('token', 'e2e-access');
    localStorage.setItem('refresh', 'e2e-refresh');
  });
  await page.route(`**${API_PATHS.clientApplications}?*`, (route) =>
    route.fulfill({
      json: {
        productType: new URL(route.request().url()).searchParams.get('productType'),
        applications: [],
      },
    }),
  );
  await page.route(/\/api\/v1\/creatio\/(mobile-)?last-application-detail$/, (route) =>
    route.fulfill({ json: { application: null } }),
  );
  await page.route(`**${API_PATHS.accountInfo}`, async (route) => {
    await accountReleased;
    await route.fulfill({
      json: { ...BLANK_PROFILE, companyName },
    });
  });
  return { releaseAccount };
}

export async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
