import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import { KIOSK_CONFIG_PATH } from '../contract/kiosk.ts';
import { expectAxeClean } from './axe.ts';
import { devCall } from './dev-api.ts';
import { kioskDevice, kioskReady, smallTargets } from './kiosk-support.ts';
import { watchConsole } from './site.ts';
import { freshPhone, smsCode } from './widgets-support.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';

/*
 * The kiosk (docs/kiosk.md, issue 18) on a portrait touch screen, against a server started as a
 * kiosk device (KIOSK=1, KIOSK_ID): no exits, the idle reset (Playwright's clock), offline pages
 * and a form that waits for the connection (the service worker is on only for that test), the
 * kiosk's leads in the dev records, axe and the size of every target.
 */

const KIOSK_ID = 'e2e-kiosk-1';
// Every test but the offline one runs without the worker: its precache is not what they test.
const device = kioskDevice(KIOSK_ID, { DEV_API: '1' });
const { at, open } = device;
let api: APIRequestContext;

test.beforeAll(async () => {
  api = await http.newContext({ baseURL: device.url });
});
test.afterAll(async () => {
  await api.dispose();
});

async function expectKioskClean(page: Page) {
  await expectAxeClean(page);
  expect(await smallTargets(page)).toEqual([]);
}

test('a device opens the kiosk at / and keeps every site page in kiosk mode', async () => {
  for (const [path, to] of [
    ['/', '/kiosk'],
    ['/kk', '/kk/kiosk'],
    ['/kk/virtual-ats?utm_source=menu', '/kk/kiosk/product/virtual-ats'],
    ['/profile', '/kiosk'],
  ] as const) {
    const response = await api.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(to);
  }
  const config = await (await api.get(KIOSK_CONFIG_PATH)).json();
  expect(config).toMatchObject({ device: true, kioskId: KIOSK_ID });
});

test('no exits: every way out becomes a QR code to open on a phone, nothing navigates away', async ({
  page,
}) => {
  let popups = 0;
  // Windows this page opens (axe opens a page of its own in the context: not counted).
  page.on('popup', () => popups++);
  await open(page, '/kiosk/product/satellite-internet');
  const url = page.url();
  const dialog = page.getByRole('dialog', { name: 'Откройте на своём телефоне' });

  // A real link of the page's content to another site.
  await page.getByRole('link', { name: /Справочный центр Starlink/ }).tap();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Эта страница на другом сайте.');
  await expect(dialog.locator('svg[data-qr="https://www.starlink.com/support"]')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /www\.starlink\.com\/support/ })).toBeVisible();
  await expectKioskClean(page);
  await dialog.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(dialog).toBeHidden();

  // Every other way out, on links as a page could carry them.
  await page.evaluate(() => {
    const list = document.createElement('p');
    for (const [href, text, attrs] of [
      ['/kiosk/product/teams', 'В новой вкладке', { target: '_blank' }],
      ['mailto:b2b@dalatelecom.kz', 'Написать письмо', {}],
      ['/docs/letter-refund.rtf', 'Скачать бланк', { download: '' }],
      ['/kk/auth', 'Личный кабинет', {}],
    ] as const) {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
      list.append(link, ' ');
    }
    document.querySelector('main h1')?.after(list);
  });
  for (const [name, qr, why] of [
    [
      'В новой вкладке',
      'https://business.dalatelecom.kz/kiosk/product/teams',
      'отдельно от киоска',
    ],
    ['Написать письмо', 'mailto:b2b@dalatelecom.kz', 'со своего телефона'],
    ['Скачать бланк', 'https://business.dalatelecom.kz/docs/letter-refund.rtf', 'Файл сохранится'],
    ['Личный кабинет', 'https://business.dalatelecom.kz/kk/auth', 'нужна ваша ЭЦП'],
  ] as const) {
    await page.getByRole('link', { name, exact: true }).tap();
    await expect(dialog, name).toBeVisible();
    await expect(dialog).toContainText(why);
    await expect(dialog.locator(`svg[data-qr="${qr}"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  expect(page.url()).toBe(url);
  expect(popups).toBe(0);

  // No context menu, no selecting or dragging the page, no pull-to-refresh or swipe-back.
  expect(
    await page.evaluate(() => {
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.querySelector('main h1')?.dispatchEvent(menu);
      const html = getComputedStyle(document.documentElement);
      return {
        menu: menu.defaultPrevented,
        select: getComputedStyle(document.body).userSelect,
        overscroll: html.overscrollBehaviorY + ' ' + html.overscrollBehaviorX,
        touch: html.touchAction,
      };
    }),
  ).toEqual({ menu: true, select: 'none', overscroll: 'none none', touch: 'pan-x pan-y' });

  // A site product link opens the kiosk's page of it, in place.
  await page
    .getByRole('region', { name: /Другие услуги/ })
    .getByRole('link')
    .first()
    .tap();
  await expect(page).toHaveURL(/\/kiosk\/product\/[a-z0-9-]+$/);
  expect(popups).toBe(0);
});

for (const [locale, words] of [
  [
    'ru',
    {
      heading: 'Заявка на консультацию',
      intro: /^Оставьте телефон и БИН\/ИИН\. .* в течение 2 рабочих дней/,
      widgetIntro: 'Оставьте заявку — специалист свяжется',
    },
  ],
  [
    'kk',
    {
      heading: 'Кеңес алуға өтінім',
      intro: /^Телефон нөмірі мен БСН\/ЖСН-ді қалдырыңыз\. .*2 жұмыс күні ішінде/,
      widgetIntro: 'Өтінім қалдырыңыз',
    },
  ],
] as const) {
  test(`${locale}: the consultation screen is laid out for the portrait screen, with one intro`, async ({
    page,
  }) => {
    await open(page, locale === 'kk' ? '/kk/kiosk/consultation' : '/kiosk/consultation');
    const form = page.getByRole('region', { name: words.heading });
    await expect(form).toHaveAttribute('data-widget', 'consultation');
    await expect(page.getByRole('heading', { name: words.heading })).toHaveCount(1);
    // One intro: the screen's, naming the callback's days; not the widget's own beside it.
    await expect(page.getByRole('main').getByText(words.intro)).toHaveCount(1);
    await expect(page.getByText(words.widgetIntro)).toHaveCount(0);
    // The screen's width (1080 px less its margins), not the site's 720 px column, two fields a row.
    const box = await form.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(900);
    const name = await form
      .getByRole('textbox', { name: locale === 'kk' ? 'Аты' : 'Имя' })
      .boundingBox();
    const phone = await form
      .getByRole('textbox', { name: locale === 'kk' ? /Телефон нөмірі/ : /Номер телефона/ })
      .boundingBox();
    expect(name && phone && Math.abs(name.y - phone.y) < 40 && phone.x > name.x).toBe(true);
    await expectAxeClean(page);
  });
}

test('the consent’s notice link shows the notice as a QR code; the form keeps what was typed', async ({
  page,
}) => {
  let popups = 0;
  page.on('popup', () => popups++);
  await open(page, '/kiosk/consultation');
  const form = page.locator('[data-widget="consultation"]');
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
  await form
    .getByRole('link', {
      name: 'уведомлением об обработке персональных данных (откроется в новой вкладке)',
    })
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Откройте на своём телефоне' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.locator('svg[data-qr="https://business.dalatelecom.kz/personal-data"]'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(popups).toBe(0);
  await expect(form.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
  await expect(form.getByRole('checkbox', { name: /согласен/ })).not.toBeChecked();
});

test('the idle reset wipes the visitor: form, storage, language — and cuts the history', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, '/kk/kiosk?idle=10');
  await page.getByRole('link', { name: /Кеңес алуға өтінім/ }).tap();
  await expect(page).toHaveURL(/\/kk\/kiosk\/consultation$/);
  const form = page.locator('[data-widget="consultation"]');
  await form.getByRole('textbox', { name: 'Аты' }).fill('Айгерим');
  await form.getByRole('textbox', { name: /Телефон нөмірі/ }).pressSequentially('7011234');
  await page.getByRole('button', { name: 'Ірі мәтін', exact: true }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-text', 'l');
  await page.evaluate(() => {
    sessionStorage.setItem('biz:handoff', '{"phone":"+77011234567"}');
    localStorage.setItem('token', 'a-visitor-token');
    localStorage.setItem('operator-device-setting', 'kept');
  });
  const historyBefore = await page.evaluate(() => history.length);

  await page.clock.runFor(10_000);
  const dialog = page.getByRole('alertdialog', { name: 'Сіз әлі осындасыз ба?' });
  await expect(dialog).toBeVisible();
  // The countdown from 30 s, in the sentence and in figures. The installed clock also flows in
  // real time, so the figures are read, not guessed: 8 s of the clock take at least 8 off.
  const secondsLeft = async () =>
    Number(await dialog.locator('[data-countdown]').getAttribute('data-countdown'));
  const atOpen = await secondsLeft();
  expect(atOpen).toBeGreaterThan(20);
  expect(atOpen).toBeLessThanOrEqual(30);
  await expect(dialog).toContainText(/\d+ секундтан кейін экран басты бетке оралады/);
  await page.clock.runFor(8_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(atOpen - 8);
  await expect(dialog.getByRole('button', { name: 'Жалғастыру' })).toBeFocused();
  await expectKioskClean(page);

  await page.clock.runFor(22_000);
  await page.waitForURL(at('/kiosk?idle=10'));
  await kioskReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Связь и цифровые решения для вашего бизнеса',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-text');
  expect(
    await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage).sort(),
      history: history.length,
    })),
  ).toEqual({
    session: [],
    // The device's own keys (`kiosk.` — its last reset, the operator's settings) stay.
    local: expect.arrayContaining(['kiosk.last-reset', 'operator-device-setting']),
    history: historyBefore,
  });
  expect(
    (await page.evaluate(() => Object.keys(localStorage))).filter((k) => !k.startsWith('kiosk.')),
  ).toEqual(['operator-device-setting']);
  // The reset was said, politely, for a screen reader.
  await expect(page.locator('[data-live-announcer], [aria-live="polite"]').first()).toContainText(
    'Экран очищен для следующего посетителя.',
  );
  await page.getByRole('link', { name: /Заявка на консультацию/ }).tap();
  const fresh = page.locator('[data-widget="consultation"]');
  await expect(fresh.getByRole('textbox', { name: 'Имя' })).toHaveValue('');
  await expect(fresh.getByRole('textbox', { name: /Номер телефона/ })).toHaveValue('');
  // The consultation page the visitor was on is gone from the history.
  await page.goBack();
  await page.goBack();
  expect(page.url()).not.toContain('/consultation');
});

test('an untouched kiosk does not ask: nobody left anything to wipe', async ({ page }) => {
  await page.clock.install();
  await open(page, '/kiosk?idle=10');
  await page.clock.runFor(45_000);
  await expect(page.getByRole('alertdialog')).toBeHidden();
  expect(page.url()).toBe(at('/kiosk?idle=10'));
});

test('a touch during the countdown cancels it, and nothing typed is lost', async ({ page }) => {
  await page.clock.install();
  await open(page, '/kiosk/consultation?idle=10');
  const name = page.locator('[data-widget="consultation"]').getByRole('textbox', { name: 'Имя' });
  await name.tap();
  await name.fill('Айгерим');
  await page.clock.runFor(10_000);
  const dialog = page.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
  await expect(dialog).toBeVisible();
  await page.clock.runFor(5_000);
  await page.touchscreen.tap(540, 300);
  await expect(dialog).toBeHidden();
  // The full countdown passes: no reset; the idle wait started over.
  await page.clock.runFor(9_000);
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(at('/kiosk/consultation?idle=10'));
  await expect(name).toHaveValue('Айгерим');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline after the first visit, a product page opens and a form waits for the connection', async ({
    page,
    context,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await open(page, '/kiosk');
    // The worker installed (the precache is in) and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((done) =>
          navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
        );
      }
    });
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Нет связи' })).toBeVisible();

    // In place (the data and the chunk from the precache), then loaded afresh with no network.
    await page.getByRole('link', { name: /Связь/ }).first().tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Связь');
    await page.getByRole('link', { name: 'Телефония в Microsoft Teams' }).first().tap();
    await expect(page).toHaveURL(/\/kiosk\/product\/teams$/);
    await page.goto(at('/kiosk/product/virtual-ats'));
    await kioskReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Виртуальная АТС');
    await expectKioskClean(page);

    const phone = freshPhone();
    const form = page.locator('[data-widget="consultation"]');
    await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
    await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
    await form.getByRole('checkbox', { name: /согласен/ }).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).tap();
    await expect(form.getByText('Нет связи с сервером')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
    await expect(form.getByRole('button', { name: 'Повторить' })).toBeVisible();

    // Back online: the held submit goes by itself, and the code is asked for.
    await context.setOffline(false);
    await expect(form.getByRole('heading', { name: 'Подтвердите номер телефона' })).toBeVisible();
    await form
      .getByRole('textbox', { name: 'Код из СМС' })
      .fill(await smsCode(api, phone.e164, 'consultation'));
    await expect(form.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();

    // A kiosk lead: its source and the device's id, in the dev records.
    const response = await devCall(api, 'records', { kind: 'consultations' });
    const { records } = await response.json();
    expect(records.find((r) => r.phone === phone.e164)).toMatchObject({
      source: 'kiosk',
      kiosk_id: KIOSK_ID,
      product_slug: 'virtual-ats',
    });
  });
});

test('axe and 48px targets on the home, each form and the QR dialog, in both languages', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // Hydrated without a warning (the prerendered kiosk and the browser's agree); the worker's
  // registration is refused here on purpose.
  const problems = watchConsole(page);
  for (const path of ['/kiosk', '/kk/kiosk', '/kiosk/catalogue/iot']) {
    await open(page, path);
    await expectKioskClean(page);
  }
  await open(page, '/kiosk/consultation');
  await expectKioskClean(page);
  // The failed submit: the summary and the messages at the fields.
  await page.getByRole('button', { name: 'Отправить заявку' }).tap();
  await expect(page.getByRole('group', { name: /Исправьте ошибки|ошибк/i })).toBeVisible();
  await expectKioskClean(page);

  await open(page, '/kk/kiosk/handset-offer');
  await expectKioskClean(page);
  await open(page, '/kiosk/address-check');
  await expectKioskClean(page);
  // The phones' browsers should not offer the last visitor's data.
  await open(page, '/kiosk/consultation');
  for (const field of await page.locator('[data-widget="consultation"] input').all()) {
    const type = await field.getAttribute('type');
    if (type === 'checkbox') continue;
    await expect(field).toHaveAttribute('autocomplete', 'off');
  }
  expect(problems.filter((text) => !/Service Worker registration blocked/.test(text))).toEqual([]);
});
