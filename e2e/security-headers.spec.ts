import { expect, test, type Page, type Response } from '@playwright/test';
import { contentSecurityPolicy } from '../server/http/securityHeaders.ts';
import { hydrated } from './site.ts';

/*
 * The site under its own security headers (README "Deployment"), served by the real server: each
 * kind of page answers with the policy, hydrates and works under it, and the browser reports no
 * Content-Security-Policy violation — neither as a `securitypolicyviolation` event nor in the
 * console. One browser context, one page after another.
 */

const POLICY = contentSecurityPolicy({ apiOrigin: null });

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

function expectDocumentHeaders(response: Response | null, path: string) {
  const headers = response?.headers() ?? {};
  expect(response?.status(), path).toBe(200);
  expect(headers['content-security-policy'], path).toBe(POLICY);
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  // The reference server speaks plain HTTP here: no HSTS (it would pin this host to TLS).
  expect(headers['strict-transport-security'], path).toBeUndefined();
}

/** Opens a page of the site and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expectDocumentHeaders(response, path);
  await hydrated(page);
}

test('every kind of page works under the site’s CSP, without a single violation', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Before any of the page's own code: violations while the HTML is parsed count too.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
        ),
      true,
    );
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  const violations = () => page.evaluate(() => window.__cspViolations);

  // Home: the services mega-menu opens, at its full width (an inline style of the prerendered
  // markup, which the policy's style-src-attr keeps).
  await open(page, '/');
  const services = page.getByRole('button', { name: 'Услуги' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Услуги' });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBe(1028);
  expect(await violations(), '/').toEqual([]);

  // A landing: its form answers an empty submit with the error summary.
  await open(page, '/internet-for-office-landing');
  await page
    .locator('[data-form="reprice"]')
    .getByRole('button', { name: 'Отправить заявку' })
    .click();
  await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
  expect(await violations(), '/internet-for-office-landing').toEqual([]);

  await open(page, '/internet-for-office');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(), '/internet-for-office').toEqual([]);

  // The Kazakh roaming page's country search is react-aria's Select once used (it loads on the
  // first touch): react-aria's one <style> is let in by hash.
  await open(page, '/kk/roaming');
  await page.getByRole('combobox', { name: /^Ел/ }).click();
  await expect(page.getByRole('searchbox', { name: 'Ел атауы бойынша іздеу' })).toBeFocused();
  const pressStyle = page.locator('head style#react-aria-pressable-style');
  await expect(pressStyle).toHaveCount(1);
  expect(await pressStyle.evaluate((style) => (style as HTMLStyleElement).sheet !== null)).toBe(
    true,
  );
  expect(await violations(), '/kk/roaming').toEqual([]);

  await open(page, '/blog/business-roaming-tips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(), '/blog/business-roaming-tips').toEqual([]);

  // The cabinet's login: rendered in the browser, its form validates.
  await open(page, '/auth');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
  expect(await violations(), '/auth').toEqual([]);

  // The embed demo page: the widgets' loader and chunks, their adopted stylesheets.
  const demo = await page.goto('/embed/demo.html');
  expectDocumentHeaders(demo, '/embed/demo.html');
  await expect(
    page
      .locator('biz-consultation-form')
      .getByRole('heading', { name: 'Подберём решение для вашего бизнеса' }),
  ).toBeVisible();
  await expect(
    page.locator('biz-handset-check').getByRole('button', { name: 'Узнать' }),
  ).toBeVisible();
  expect(await violations(), '/embed/demo.html').toEqual([]);

  expect(console).toEqual([]);
  expect(crashes).toEqual([]);
  await context.close();
});
