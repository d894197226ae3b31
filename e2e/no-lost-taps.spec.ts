import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './site.ts';

/*
 * No lost taps (issue 19): on Lighthouse's mobile profile — slow 4G (1.6 Mbit/s down, 150 ms
 * RTT) and a CPU four times slower — the page's primary controls are tapped as soon as they are
 * painted, before the JavaScript has hydrated the page, and the visitor still gets what they
 * tapped for: the early input script holds the tap and the app replays it once hydrated; the
 * header search is a GET form and submits by itself.
 */

async function slowPhoneProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` and returns once its HTML has arrived, with the app's scripts held back until the
 * first tap: on this profile the window between first paint and hydration is about half a
 * second here, too short to tap into reliably, and on a real phone it is seconds.
 */
async function firstPaint(page: Page, path: string) {
  await slowPhoneProfile(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  scripts.set(page, release);
  await page.goto(path, { waitUntil: 'commit' });
}

/** A finger's tap on the middle of what `locator` finds, before the page has hydrated. */
async function tap(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  // The app marks <html data-hydrated> once hydrated; its scripts have not even arrived yet.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  scripts.get(page)?.();
}

/** Waits, within the test's own time, until the header has hydrated (at the first touch). */
async function headerHydrated(page: Page) {
  await page.locator('[data-island="header"][data-hydrated]').waitFor({ state: 'attached' });
}

/** Lets a page's held scripts load. */
const scripts = new WeakMap<Page, () => void>();

/*
 * On this profile hydration, and a part loaded when tapped (the address step, the drawer, the
 * results page's index), take seconds, and on a slower machine many more: each test waits for
 * what the visitor waits for — the part on screen — within its own time, not within an expect's
 * few seconds. Under `taskset -c 0` a test took 11–27 s; 60 s leaves more than twice that.
 */
test.describe.configure({ timeout: 60_000 });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('«Услуги» tapped before hydration opens the mega-menu', async ({ page }) => {
    await firstPaint(page, '/');
    const services = page.getByRole('button', { name: 'Услуги' });
    await tap(page, services);
    // The header hydrates at the first touch (docs/islands.md), then the tap is replayed.
    await headerHydrated(page);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Виртуальная АТС' }).first()).toBeVisible();
  });

  test('ArrowDown on «Услуги» before hydration opens the mega-menu at its first link', async ({
    page,
  }) => {
    await firstPaint(page, '/');
    const services = page.getByRole('button', { name: 'Услуги' });
    await page.waitForFunction(() => 'bizEarlyInput' in window);
    await services.focus();
    await page.keyboard.press('ArrowDown');
    scripts.get(page)?.();
    await headerHydrated(page);
    const panel = page.getByRole('navigation', { name: 'Услуги' });
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
  });

  test('«Подключить» tapped before hydration opens the flow at its address step', async ({
    page,
  }) => {
    await firstPaint(page, '/internet-for-office');
    const connect = page.getByRole('button', { name: 'Подключить' }).first();
    await tap(page, connect);
    // The flow's address step, its code loaded on the tap the app replayed.
    await page.getByRole('combobox', { name: /Город/ }).waitFor();
  });

  test('the header search submitted before hydration shows the results page', async ({ page }) => {
    await firstPaint(page, '/');
    const search = page.getByRole('search', { name: 'Поиск по сайту' });
    await search.getByRole('searchbox').fill('роуминг');
    await tap(page, search.getByRole('button', { name: 'Найти' }));
    // A GET form: the browser submits it by itself, and the results page hydrates in its time.
    await page.waitForURL(/\/search\?q=%D1%80%D0%BE%D1%83%D0%BC%D0%B8%D0%BD%D0%B3$/);
    await page.getByRole('list', { name: 'Результаты поиска' }).waitFor();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger tapped before hydration opens the menu drawer', async ({ page }) => {
    await firstPaint(page, '/kk');
    await tap(page, page.getByRole('button', { name: 'Мәзір' }));
    await page.getByRole('dialog', { name: 'Мәзір' }).waitFor();
  });

  test('a product filter tapped before hydration narrows the list', async ({ page }) => {
    await firstPaint(page, '/');
    const catalogue = page.getByRole('region', { name: 'Все продукты' });
    await tap(page, catalogue.getByText('Защита бизнеса', { exact: true }));
    // The filter hydrates at the first touch; React hands it the radio checked before that.
    await page.locator('[data-island="catalogue"][data-hydrated]').waitFor({ state: 'attached' });
    await expect(catalogue.getByRole('radio', { name: 'Защита бизнеса' })).toBeChecked();
    await expect(catalogue.getByRole('link', { name: 'Защита от DDoS-атак' })).toBeVisible();
    await expect(catalogue.getByRole('link', { name: 'Виртуальная АТС' })).toHaveCount(0);
  });
});

test('a prerendered page asks for its modules after its first paint, and hydrates', async ({
  page,
}) => {
  await slowPhoneProfile(page);
  await page.goto('/internet-for-office');
  await hydrated(page);
  // The header hydrates when pointed at, with the modules the page preloaded.
  await page.getByRole('banner').hover();
  await headerHydrated(page);
  const { paint, modules } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(modules.length).toBeGreaterThan(10);
  expect(Math.min(...modules)).toBeGreaterThanOrEqual(paint);
});

/*
 * A value that arrives without keys before hydration — autofill, a paste from the context menu,
 * dictation or a voice-control tool: the browser sets the field and fires `input`, nothing more —
 * is the island's when it hydrates (issue 40), as typed text is.
 */
test('values set without keys before hydration are the form’s once it hydrates', async ({
  page,
}) => {
  await firstPaint(page, '/virtual-ats');
  const form = page.locator('[data-widget="consultation"]');
  const fields = {
    name: form.getByRole('textbox', { name: 'Имя' }),
    bin: form.getByRole('textbox', { name: /БИН\/ИИН/ }),
    company: form.getByRole('textbox', { name: 'Название компании' }),
  };
  await fields.name.waitFor();
  const autofill = (locator: Locator, value: string) =>
    locator.evaluate((field: HTMLInputElement, text) => {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  await autofill(fields.name, 'Айгерим');
  await autofill(fields.bin, '180440000128');
  await autofill(fields.company, 'ТОО «Степной Логистик»');
  await tap(page, form.getByRole('button', { name: 'Отправить заявку' }));
  // The summary names only the phone, left empty; the three set without keys are kept.
  const summary = form.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toContainText('Введите номер телефона', { timeout: 40_000 });
  await expect(summary).not.toContainText(/имя|БИН|название компании/i);
  await expect(fields.name).toHaveValue('Айгерим');
  await expect(fields.bin).toHaveValue('180440000128');
});
