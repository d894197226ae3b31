import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { ApplicationIntent } from '../contract/index.ts';
import { cabinet as kkCabinet } from '../locales/kk/cabinet.ts';
import { wizard as kkWizard } from '../locales/kk/wizard.ts';
import { cabinet as ruCabinet } from '../locales/ru/cabinet.ts';
import { wizard as ruWizard } from '../locales/ru/wizard.ts';
import { devCall } from './dev-api.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { testWithOwnServer } from './own-server.ts';
import { expectAxeClean, ready, signInWith, smsCode } from './widgets-support.ts';
import { at, continueAfterSigning, edsLogin, readyToSign, type Locale } from './wizard-support.ts';

/*
 * Phones welcome (issue 39, §2.18): on a phone /auth and the signing step say, inline and in the
 * same words, what works there (the SMS login; SMS or eGov Business signing) and what needs a
 * computer (an EDS through NCALayer) — no dialog, the form usable at once. After an SMS and after
 * an eGov signature the wizard says «Договор подписан» before it goes on. Screenshots of /auth and
 * of the signing step at 390 and 1366, ru and kk, are kept in the test's output folder.
 */

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const WORDS = {
  ru: { notice: ruCabinet.phoneNotice, signing: ruWizard.signing, processing: ruWizard.processing },
  kk: { notice: kkCabinet.phoneNotice, signing: kkWizard.signing, processing: kkWizard.processing },
} as const;

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;

const INTERNET: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-5-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};

/** The notice: its title and its three lines, as the catalogue has them. */
async function expectNotice(page: Page, locale: Locale) {
  const words = WORDS[locale].notice;
  const notice = page.getByRole('status').filter({ hasText: words.title });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText([words.login, words.sign, words.computer]);
  return notice;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function newPage(browser: Browser, options: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

for (const locale of ['ru', 'kk'] as const) {
  test(`${locale}: /auth on a phone says what works there and blocks nothing; a computer sees no notice`, async ({
    browser,
  }, testInfo) => {
    const kk = locale === 'kk';
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(at(locale, '/auth'));
    await ready(page);
    const notice = await expectNotice(page, locale);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Nothing took focus, and the notice holds nothing to focus.
    expect(await notice.evaluate((n) => n.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The login form works at once: a tap reaches the field (nothing covers it), typing lands.
    const bin = page.getByRole('textbox', { name: kk ? /БСН\/ЖСН/ : /БИН\/ИИН/ });
    await bin.tap();
    await expect(bin).toBeFocused();
    await page.keyboard.type('180440000128');
    await expect(bin).toHaveValue('180440000128');
    await expectAxeClean(page, 'main');
    await bin.fill('');
    await shot(page, testInfo, `auth-390-${locale}`);
    await context.close();

    const desktop = await newPage(browser, DESKTOP);
    await desktop.page.goto(at(locale, '/auth'));
    await ready(desktop.page);
    await expect(
      desktop.page.getByRole('textbox', { name: kk ? /БСН\/ЖСН/ : /БИН\/ИИН/ }),
    ).toBeVisible();
    await expect(desktop.page.getByText(WORDS[locale].notice.title)).toHaveCount(0);
    await shot(desktop.page, testInfo, `auth-1366-${locale}`);
    await desktop.context.close();
  });

  test(`${locale}: the signing step on a phone — the same notice, three ways; SMS signs and «Договор подписан» shows`, async ({
    browser,
    request,
  }, testInfo) => {
    const words = WORDS[locale];
    const { login, phone, application } = await readyToSign(request, INTERNET);
    const path = at(locale, `/application-for-connection?application=${application.opportunityId}`);

    // A computer first: the three choices side by side, no phone notice.
    const desktop = await newPage(browser, DESKTOP);
    await signInWith(desktop.page, login);
    await desktop.page.goto(path);
    const choices = desktop.page.locator('main [data-method]');
    await expect(choices).toHaveCount(3);
    await expect(desktop.page.getByText(words.notice.title)).toHaveCount(0);
    const tops = await choices.evaluateAll((cards) =>
      cards.map((card) => Math.round(card.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, 'three cards on one row').toBe(1);
    await shot(desktop.page, testInfo, `signing-1366-${locale}`);
    await desktop.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await signInWith(page, login);
    await page.goto(path);
    await expect(page.locator('main')).toContainText(words.signing.intro);
    const notice = await expectNotice(page, locale);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // One column: each card below the one before.
    const phoneTops = await page
      .locator('main [data-method]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(phoneTops).toEqual([...phoneTops].sort((a, b) => a - b));
    expect(new Set(phoneTops).size).toBe(3);
    // The how-to is folded.
    await expect(page.getByText(words.signing.howToSteps.install)).toBeHidden();
    await expectAxeClean(page, 'main');
    await shot(page, testInfo, `signing-390-${locale}`);
    const atSigning = await notice.textContent();

    await page.getByRole('checkbox', { name: words.signing.consent }).check();
    await page.getByRole('button', { name: words.signing.sms }).click();
    const code = page.getByRole('textbox', {
      name: locale === 'kk' ? 'SMS-хабарламадағы код' : 'Код из СМС',
    });
    await code.fill(await smsCode(request, phone.e164, 'sign'));
    await expect(page.getByRole('heading', { name: words.signing.signedTitle })).toBeFocused();
    await expectAxeClean(page, 'main');
    await shot(page, testInfo, `signed-sms-390-${locale}`);
    await continueAfterSigning(page, locale, 'sms');
    await expect(page.locator('main')).toContainText(words.processing.title);

    // The words at /auth are the signing step's, letter for letter.
    const auth = await newPage(browser, PHONE);
    await auth.page.goto(at(locale, '/auth'));
    expect(await (await expectNotice(auth.page, locale)).textContent()).toBe(atSigning);
    await auth.context.close();
    await context.close();
  });
}

test.describe('eGov Business on a phone', () => {
  // A server of its own (as egov-qr.spec.ts): the demo company whose head holds a test-PKI key
  // signs its demo application, which other suites on the shared server also use.
  testWithOwnServer(
    'ru: «Открыть в eGov Business» is the main action, the QR folded; the signature ends on «Договор подписан»',
    async ({ browser, server }, testInfo) => {
      const context = await browser.newContext({ ...PHONE, baseURL: server.url });
      try {
        const request: APIRequestContext = context.request;
        const login = await edsLogin(request, 'stepnoy-head-auth');
        const page = await context.newPage();
        await signInWith(page, login);
        await page.goto('/application-for-connection');
        const words = WORDS.ru.signing;
        await expect(page.getByRole('button', { name: words.egov })).toHaveAccessibleDescription(
          words.egovHintPhone,
        );
        await page.getByRole('checkbox', { name: words.consent }).check();
        await page.getByRole('button', { name: words.egov }).click();
        await expect(page.getByRole('heading', { name: words.egovTitle })).toBeFocused();
        const launch = page.getByRole('link', { name: words.egovOpen });
        await expect(launch).toBeInViewport();
        const qr = page.getByRole('img', { name: words.egovQrLabel });
        await expect(qr).toBeHidden();
        await shot(page, testInfo, 'egov-390-ru');
        await page.getByText(words.egovShowQr).click();
        await expect(qr).toBeVisible();
        const qrText = await qr.getAttribute('data-qr');

        const scanned = await devCall(request, 'egovScan', {
          qrText: qrText ?? '',
          behaviour: 'sign',
          certificateId: 'stepnoy-head-sign',
          lang: 'ru',
        });
        expect(scanned.ok(), await scanned.text()).toBe(true);
        await expect(page.getByRole('heading', { name: words.signedTitle })).toBeFocused();
        await expectAxeClean(page, 'main');
        await shot(page, testInfo, 'signed-egov-390-ru');
        await continueAfterSigning(page, 'ru', 'egov');
        await expect(page.locator('main')).toContainText(WORDS.ru.processing.title);
      } finally {
        await context.close();
      }
    },
  );
});
