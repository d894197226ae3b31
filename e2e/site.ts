import { expect, type Page } from '@playwright/test';
import { ACCOUNT } from '../app/test/fixtures.ts';

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
 * Waits until the app has hydrated the prerendered page: it marks `<html data-hydrated>` once it
 * has (and has replayed what the early input script held), whichever runtime it was built on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Where the hydrated app and the prerendered HTML disagree. Preact (what the built site runs on)
 * hydrates without comparing attributes and says nothing: an element keeps the prerendered
 * value while the app holds its own, until the app changes it — an `id` the server counted
 * differently, and a later `aria-describedby` points at nothing. So this walks Preact's tree
 * (`__k` children, `__e` the element, stable field names of Preact 10) and compares each
 * element's naming attributes with what the app rendered. Empty on a React build, which warns
 * in the console instead (see `watchConsole`).
 */
export async function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface PreactNode {
      type: unknown;
      props: Record<string, unknown>;
      __k?: (PreactNode | null)[] | null;
      __e?: Node | null;
    }
    const NAMING =
      /^(id|class|className|for|htmlFor|href|role|lang|aria-(labelledby|describedby|controls|label))$/;
    const found: string[] = [];
    const visit = (node: PreactNode | null | undefined) => {
      if (!node) return;
      const element = node.__e;
      if (typeof node.type === 'string' && element instanceof Element) {
        for (const [prop, value] of Object.entries(node.props)) {
          if (!NAMING.test(prop) || (typeof value !== 'string' && typeof value !== 'number'))
            continue;
          const attribute = prop === 'className' ? 'class' : prop === 'htmlFor' ? 'for' : prop;
          const inPage = element.getAttribute(attribute);
          if (inPage !== String(value)) {
            found.push(`<${node.type}> ${attribute}: page "${inPage}", app "${String(value)}"`);
          }
        }
      }
      for (const child of node.__k ?? []) visit(child);
    };
    const root = document.getElementById('root') as (HTMLElement & { __k?: PreactNode }) | null;
    visit(root?.__k);
    return found;
  });
}

/**
 * A signed-in visitor: tokens in storage, the account call answered with this company and the
 * cabinet's reads with nothing (no application), so pages that read them stay signed in.
 */
export async function signIn(page: Page, companyName = 'ТОО «Степной Логистик»', delayMs = 0) {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'e2e-access');
    localStorage.setItem('refresh', 'e2e-refresh');
  });
  await page.route('**/api/v1/creatio/client-applications?*', (route) =>
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
  await page.route('**/api/v1/creatio/account-info', async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({
      json: { ...ACCOUNT, companyName },
    });
  });
}

export async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
