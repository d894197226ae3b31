import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test';
import type { ApplicationIntent } from '../contract/index.ts';
import { contentSecurityPolicy } from '../server/http/securityHeaders.ts';
import { hydrated, signIn } from './site.ts';
import { apiLogin, freshBin, freshPhone } from './widgets-support.ts';
import { advance } from './wizard-support.ts';

/*
 * The site under its own security headers (docs/deployment.md), served by the real server: each
 * kind of page answers with the policy, hydrates and works under it, and every kind of dialog,
 * drawer and popover of the site, the cabinet and the kiosk opens under it — and the browser
 * reports no Content-Security-Policy violation, neither as a `securitypolicyviolation` event nor
 * in the console. A modal also keeps the page behind it from scrolling (Radix's own lock wrote a
 * `<style>` the policy refused, so the page scrolled on).
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

/** A context that records every CSP violation and crash from the first byte of each page. */
async function watchedContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
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
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

/** No violation on this page so far, and none in the console or as a crash. */
async function expectNoViolations(page: Page, problems: string[], where: string) {
  expect(await page.evaluate(() => window.__cspViolations), where).toEqual([]);
  expect(problems, where).toEqual([]);
}

/** The page behind an open modal does not scroll: its root or body hides the overflow. */
async function expectPageLocked(page: Page, where: string) {
  const overflow = await page.evaluate(() =>
    [document.documentElement, document.body].map((element) => getComputedStyle(element).overflowY),
  );
  expect(overflow, where).toContain('hidden');
}

async function expectPageFree(page: Page, where: string) {
  const overflow = await page.evaluate(() =>
    [document.documentElement, document.body].map((element) => getComputedStyle(element).overflowY),
  );
  expect(overflow, where).not.toContain('hidden');
}

test('every kind of page works under the site’s CSP, without a single violation', async ({
  browser,
}) => {
  const { context, page, problems } = await watchedContext(browser);
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
    page.locator('biz-handset-check').getByRole('heading', { name: 'Акция завершилась' }),
  ).toBeVisible();
  expect(await violations(), '/embed/demo.html').toEqual([]);

  expect(problems).toEqual([]);
  await context.close();
});

test('the site’s dialogs, drawer, menus and popovers open under the CSP', async ({ browser }) => {
  const { context, page, problems } = await watchedContext(browser, { hasTouch: true });

  // The burger drawer (a Radix dialog) on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Меню' });
  await expect(drawer).toBeVisible();
  await expectPageLocked(page, 'the drawer');
  await expectNoViolations(page, problems, 'the drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectPageFree(page, 'the drawer closed');

  // The phone notice of the cabinet login: inline since issue 39, the page never locked.
  await open(page, '/auth');
  await expect(page.getByText('С телефона можно войти и подписать договор')).toBeVisible();
  await expectPageFree(page, '/auth notice');
  await expectNoViolations(page, problems, '/auth notice');

  // A kit dialog on a public page: how to connect a roaming tariff.
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/roaming');
  await page
    .getByRole('region', { name: 'Популярные' })
    .getByRole('button', { name: 'Россия' })
    .click();
  await page
    .locator('[data-tariff="roaming-cis-month"]')
    .getByRole('button', { name: 'Подключить' })
    .click();
  const howTo = page.getByRole('dialog', { name: /^Как подключить/ });
  await expect(howTo).toBeVisible();
  await expectPageLocked(page, 'the roaming dialog');
  await expectNoViolations(page, problems, 'the roaming dialog');
  await page.keyboard.press('Escape');
  await expect(howTo).toBeHidden();

  // The address combobox's list (react-aria) in the office flow.
  await open(page, '/internet-for-office');
  await page.getByRole('button', { name: 'Подключить' }).first().click();
  await page.getByRole('combobox', { name: /Город/ }).pressSequentially('Алм');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoViolations(page, problems, 'the address list');

  // The signed-in header's profile menu (Radix).
  await signIn(page);
  await open(page, '/contacts');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Степной Логистик/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, problems, 'the profile menu');
  await context.close();
});

const INTERNET: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-5-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};

test('the cabinet’s dialogs and popovers open under the CSP', async ({ browser, request }) => {
  const { context, page, problems } = await watchedContext(browser);
  const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET);
  const application = login.createdApplication?.opportunityId ?? '';
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('token', access as string);
      localStorage.setItem('refresh', refresh as string);
    },
    [login.accessToken, login.refreshToken],
  );

  // A kit Select's popover (react-aria) in the profile form.
  await open(page, '/profile');
  await page.getByRole('main').getByRole('button', { name: 'Изменить' }).click();
  await page.getByRole('combobox', { name: /Должность руководителя/ }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoViolations(page, problems, 'the position list');
  await page.keyboard.press('Escape');

  // The cancellation's confirmation (a kit alert dialog).
  await open(page, `/profile-applications/internet/${application}`);
  await page.getByRole('button', { name: 'Отменить заявку' }).click();
  const cancel = page.getByRole('alertdialog', { name: /^Отменить заявку/ });
  await expect(cancel).toBeVisible();
  await expectPageLocked(page, 'the cancel dialog');
  await expectNoViolations(page, problems, 'the cancel dialog');
  await cancel.getByRole('button', { name: 'Не отменять' }).click();
  await expect(cancel).toBeHidden();

  // The booking step's calendar (react-aria's popover).
  await page.setViewportSize({ width: 1280, height: 900 });
  await advance(request, application, 'TimeBooking');
  await open(page, `/application-for-connection?application=${application}`);
  await page.getByRole('button', { name: /^Выбрать в календаре/ }).click();
  await expect(page.getByRole('dialog', { name: /Календарь/ })).toBeVisible();
  await expectNoViolations(page, problems, 'the calendar');
  await context.close();
});

test('the kiosk’s dialogs open under the CSP', async ({ browser }) => {
  const { context, page, problems } = await watchedContext(browser, {
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  // «Вы ещё здесь?» after the idle wait (the page's clock, not the test's).
  await page.clock.install();
  await open(page, '/kiosk?idle=10');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk', '');
  // A visitor's touch: the kiosk asks only when someone has been there.
  await page.getByRole('heading', { level: 1 }).tap();
  await page.clock.runFor(10_000);
  const idle = page.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
  await expect(idle).toBeVisible();
  await expectPageLocked(page, 'the idle dialog');
  await expectNoViolations(page, problems, 'the idle dialog');
  await idle.getByRole('button', { name: 'Продолжить' }).tap();
  await expect(idle).toBeHidden();

  // A way out of the kiosk becomes a QR code in a dialog.
  await open(page, '/kiosk/product/satellite-internet');
  await page.getByRole('link', { name: /Справочный центр Starlink/ }).tap();
  const qr = page.getByRole('dialog', { name: 'Откройте на своём телефоне' });
  await expect(qr).toBeVisible();
  await expectPageLocked(page, 'the QR dialog');
  await expectNoViolations(page, problems, 'the QR dialog');
  await context.close();
});
