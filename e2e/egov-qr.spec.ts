import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  errorMessage,
  type AppType,
  type DevIn,
  type DevOut,
  type ErrorCode,
} from '../contract/index.ts';
import { wizard as kkWizard } from '../locales/kk/wizard.ts';
import { wizard as ruWizard } from '../locales/ru/wizard.ts';
import { expectAxeClean } from './axe.ts';
import { devCall } from './dev-api.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { testWithOwnServer } from './own-server.ts';
import { continueAfterSigning, edsLogin, openWizard, type Locale } from './wizard-support.ts';

/*
 * eGov QR signing in the browser (issue 28): step 2 of both wizards shows the QR and the launch
 * link, the eGov Business stand-in (the developer call `egovScan`) plays the phone, and the page learns
 * the outcome by itself. Each test has a server of its own with a fresh data dir: the demo
 * companies whose heads hold test-PKI keys are used by other suites on the shared server, and
 * here their demo applications waiting for a signature are signed.
 */

const test = testWithOwnServer;

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** The demo company whose application of each kind waits for a signature, and its head's keys. */
const SIGNER: Record<AppType, { login: string; sign: string }> = {
  internet: { login: 'stepnoy-head-auth', sign: 'stepnoy-head-sign' },
  mobile: { login: 'kaztranstech-head-auth', sign: 'kaztranstech-head-sign' },
};

const WORDS = { ru: ruWizard, kk: kkWizard } as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The wizard of `appType` at its signing step, signed in by the head's AUTH key. */
async function atSigning(page: Page, request: APIRequestContext, appType: AppType, locale: Locale) {
  const login = await edsLogin(request, SIGNER[appType].login);
  await openWizard(page, login, appType, { locale });
  await page.getByRole('checkbox', { name: WORDS[locale].signing.consent }).check();
  await page.getByRole('button', { name: WORDS[locale].signing.egov }).click();
}

/**
 * The code the page shows: its heading focused, the QR (its text, `mobileSign:<API №1 URL>`),
 * the launch link to the same URL and the time left. Returns the QR's text.
 */
async function shownCode(page: Page, locale: Locale): Promise<string> {
  const words = WORDS[locale].signing;
  await expect(page.getByRole('heading', { name: words.egovTitle })).toBeFocused();
  const qr = page.getByRole('img', { name: words.egovQrLabel });
  await expect(qr).toBeVisible();
  const qrText = (await qr.getAttribute('data-qr')) ?? '';
  expect(qrText).toMatch(/^mobileSign:http:\/\/127\.0\.0\.1:\d+\/\S*mgovSign\S*$/);
  const api1 = qrText.slice('mobileSign:'.length);
  await expect(page.getByRole('link', { name: words.egovOpen })).toHaveAttribute(
    'href',
    `https://m.egov.kz/mobileSign/?link=${encodeURIComponent(api1)}`,
  );
  const [before, after] = words.egovExpiresIn.split('{{time}}') as [string, string];
  await expect(
    page.getByText(new RegExp(`^${escaped(before)}[23]:\\d\\d${escaped(after)}$`)),
  ).toBeVisible();
  return qrText;
}

/** The phone scans `qrText` and does what `behaviour` says (the stand-in eGov Business). */
async function scan(
  request: APIRequestContext,
  qrText: string,
  behaviour: DevIn<'egovScan'>['behaviour'],
  { appType, lang }: { appType: AppType; lang: Locale },
): Promise<DevOut<'egovScan'>> {
  const response = await devCall(request, 'egovScan', {
    qrText,
    behaviour,
    certificateId: SIGNER[appType].sign,
    lang,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The outcome the page shows instead of the code, focused, with its words. */
function outcome(page: Page, status: 'refused' | 'expired' | 'cancelled') {
  return page.locator(`main [data-egov="${status}"]`);
}

/** A refusal: focused, the page's title of it and the server's words for `code` in `locale`. */
async function expectRefused(page: Page, locale: Locale, code: ErrorCode) {
  const shown = outcome(page, 'refused');
  await expect(shown).toBeFocused();
  const alert = shown.getByRole('alert');
  await expect(alert).toContainText(WORDS[locale].signing.egovRefused);
  await expect(alert).toContainText(errorMessage(locale, code));
}

/** «Показать новый код»: another code, not the one before. */
async function renewed(page: Page, locale: Locale, before: string): Promise<string> {
  await page.getByRole('button', { name: WORDS[locale].signing.egovRenew }).click();
  await expect(
    page.getByRole('img', { name: WORDS[locale].signing.egovQrLabel }),
  ).not.toHaveAttribute('data-qr', before);
  return shownCode(page, locale);
}

/**
 * Signed: the page learns it by itself and says «Договор подписан» (no longer jumping straight
 * to the next step, issue 39); «Продолжить» leads to the processing screen.
 */
async function signedAndMovedOn(
  page: Page,
  request: APIRequestContext,
  qrText: string,
  appType: AppType,
  locale: Locale,
) {
  const result = await scan(request, qrText, 'sign', { appType, lang: locale });
  expect(result.steps.map((s) => s.status)).toEqual([200, 200, 200]);
  await expect(
    page.getByRole('heading', { name: WORDS[locale].signing.signedTitle }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: WORDS[locale].signing.egovQrLabel })).toHaveCount(0);
  await continueAfterSigning(page, locale, 'egov');
  await expect(page.locator('main')).toContainText(WORDS[locale].processing.title);
}

test('office, ru: the QR and the link; a tampered CMS is refused in words; a new code signs', async ({
  page,
  request,
}) => {
  await atSigning(page, request, 'internet', 'ru');
  const first = await shownCode(page, 'ru');
  const tampered = await scan(request, first, 'tamper', { appType: 'internet', lang: 'ru' });
  // The app is answered 403 with the words it shows its user.
  expect(tampered.steps.map((s) => s.status)).toEqual([200, 200, 403]);
  expect(tampered.message).toBe(errorMessage('ru', 'EDS_SIGN_DATA_MISMATCH'));
  await expectRefused(page, 'ru', 'EDS_SIGN_DATA_MISMATCH');
  const second = await renewed(page, 'ru', first);
  await signedAndMovedOn(page, request, second, 'internet', 'ru');
});

test('office, kk: another person’s key is refused; the code expires; a new code signs', async ({
  page,
  request,
}) => {
  await atSigning(page, request, 'internet', 'kk');
  const first = await shownCode(page, 'kk');
  await expectAxeClean(page, 'main');
  const wrong = await scan(request, first, 'wrongPerson', { appType: 'internet', lang: 'kk' });
  expect(wrong.steps.map((s) => s.status)).toEqual([200, 200, 403]);
  await expectRefused(page, 'kk', 'EDS_BIN_MISMATCH');
  await expectAxeClean(page, 'main');

  const second = await renewed(page, 'kk', first);
  // The phone comes too late (the stand-in moves the code past its time first).
  const late = await scan(request, second, 'expire', { appType: 'internet', lang: 'kk' });
  expect(late.steps).toEqual([{ step: 'api1', status: 404 }]);
  await expect(outcome(page, 'expired')).toBeFocused();
  await expect(outcome(page, 'expired')).toContainText(kkWizard.signing.egovExpired);

  const third = await renewed(page, 'kk', second);
  await signedAndMovedOn(page, request, third, 'internet', 'kk');
});

test('mobile, ru: the app reads and stops; «Отменить» ends the code; the next code expires, then one signs', async ({
  page,
  request,
}) => {
  await atSigning(page, request, 'mobile', 'ru');
  const first = await shownCode(page, 'ru');
  // Cancelled in the app: it read the documents and sent nothing back; the page says it was read.
  const read = await scan(request, first, 'cancel', { appType: 'mobile', lang: 'ru' });
  expect(read.steps.map((s) => s.status)).toEqual([200, 200]);
  await expect(
    page.getByRole('status').filter({ hasText: ruWizard.signing.egovScanned }),
  ).toBeVisible();

  const cancelled = page.waitForResponse(
    (r) => r.url().includes('/egov-sign/cancel') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ruWizard.signing.egovCancel }).click();
  expect((await cancelled).ok()).toBe(true);
  // Back to the three ways of signing, and the code shown is dead for the phone.
  await expect(page.getByRole('img', { name: ruWizard.signing.egovQrLabel })).toHaveCount(0);
  await expect(page.getByRole('button', { name: ruWizard.signing.eds })).toBeVisible();
  const dead = await scan(request, first, 'sign', { appType: 'mobile', lang: 'ru' });
  expect(dead.steps).toEqual([{ step: 'api1', status: 404 }]);

  await page.getByRole('button', { name: ruWizard.signing.egov }).click();
  const second = await shownCode(page, 'ru');
  expect(second).not.toBe(first);
  await scan(request, second, 'expire', { appType: 'mobile', lang: 'ru' });
  await expect(outcome(page, 'expired')).toBeFocused();
  await expect(outcome(page, 'expired')).toContainText(ruWizard.signing.egovExpired);
  const third = await renewed(page, 'ru', second);
  await signedAndMovedOn(page, request, third, 'mobile', 'ru');
});

test('mobile, kk: a tampered CMS and another person’s key are refused in words; a new code signs', async ({
  page,
  request,
}) => {
  await atSigning(page, request, 'mobile', 'kk');
  const first = await shownCode(page, 'kk');
  await scan(request, first, 'tamper', { appType: 'mobile', lang: 'kk' });
  await expectRefused(page, 'kk', 'EDS_SIGN_DATA_MISMATCH');
  const second = await renewed(page, 'kk', first);
  await scan(request, second, 'wrongPerson', { appType: 'mobile', lang: 'kk' });
  await expectRefused(page, 'kk', 'EDS_BIN_MISMATCH');
  const third = await renewed(page, 'kk', second);
  await signedAndMovedOn(page, request, third, 'mobile', 'kk');
});

test('office, ru: the page’s own clock runs out before the phone comes; a new code is shown', async ({
  page,
  request,
}) => {
  // Playwright's clock stands in for three minutes of waiting; the server keeps its own time.
  await page.clock.install();
  await atSigning(page, request, 'internet', 'ru');
  const first = await shownCode(page, 'ru');
  await page.clock.fastForward('03:01');
  await expect(outcome(page, 'expired')).toBeFocused();
  await expect(outcome(page, 'expired')).toContainText(ruWizard.signing.egovExpired);
  const second = await renewed(page, 'ru', first);
  // The first code ended when the second was made: the phone that kept it cannot sign.
  const stale = await scan(request, first, 'sign', { appType: 'internet', lang: 'ru' });
  expect(stale.steps).toEqual([{ step: 'api1', status: 404 }]);
  await signedAndMovedOn(page, request, second, 'internet', 'ru');
});
