import { expect, type Page } from '@playwright/test';

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

/** Waits until React has hydrated the prerendered page (the app marks nothing, so we probe). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
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
      json: {
        bin: '180440000128',
        companyName,
        legalForm: 'LLP',
        owner: null,
        headPositionId: null,
        headPosition: null,
        phone: '+77011234567',
        employeesNumber: null,
        legalAddress: null,
        actualAddress: null,
        flat: null,
        bankId: null,
        bankName: null,
        iban: null,
        loginMethod: 'sms',
      },
    });
  });
}

export async function expectHeading(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}
