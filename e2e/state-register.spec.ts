import { expect, test, type Page } from '@playwright/test';
import { EXPECT_TIMEOUT_MS } from './playwright.config.ts';
import { apiLogin, expectAxeClean, freshBin, freshPhone, records } from './widgets-support.ts';
import { advance, openWizard, sendDetails, type Locale } from './wizard-support.ts';

/*
 * Issue 28: the company is checked against the state register before it signs. A BIN the
 * register does not hold (an invented one, as `freshBin` makes without registering it) gets
 * through the login and step 1, then stops at «verification failed»: the signing step shows §8's
 * 2–3-day words and offers nothing to sign — in both wizards, in Russian and Kazakh.
 */

const WORDS = {
  ru: {
    title: 'Документы пока нельзя подписать',
    message: 'Наш специалист свяжется с вами в течение 2–3 дней, чтобы помочь оформить подключение',
    consent: /Я ознакомился с документами выше/,
    sign: /Подписать/,
    status: 'Проверка компании не пройдена',
  },
  kk: {
    title: 'Құжаттарға әзірге қол қою мүмкін емес',
    message: 'Қосылуды рәсімдеуге көмектесу үшін маманымыз 2–3 күн ішінде сізбен хабарласады',
    consent: /Жоғарыдағы құжаттармен таныстым/,
    sign: /қол қою/,
    status: 'Компания тексерістен өтпеді',
  },
} as const;

const INTERNET = {
  appType: 'internet' as const,
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};
const MOBILE = {
  appType: 'mobile' as const,
  tariffId: 'kense',
  ctnsAmount: 2,
  additionalCtnsAmount: 0,
  numbersChoice: 'new' as const,
  virtualPbx: false,
  roaming: false,
};

async function expectVerificationFailed(page: Page, locale: Locale, number: string) {
  const words = WORDS[locale];
  const notice = page.locator('[data-verification="failed"]');
  // The wizard's first load (the application, then the step's chunk): on a shared, slow machine
  // it can take longer than one expectation's wait.
  await expect(notice).toBeVisible({ timeout: 3 * EXPECT_TIMEOUT_MS });
  await expect(notice.getByRole('status')).toContainText(words.title);
  await expect(notice.getByRole('status')).toContainText(words.message);
  await expect(notice).toContainText(number);
  // Nothing to sign: no consent, no EDS or SMS button.
  await expect(page.getByRole('checkbox', { name: words.consent })).toHaveCount(0);
  await expect(page.locator('main').getByRole('button', { name: words.sign })).toHaveCount(0);
}

for (const [appType, intent, locale] of [
  ['internet', INTERNET, 'ru'],
  ['mobile', MOBILE, 'kk'],
] as const) {
  test(`${appType} (${locale}): an invented BIN stops at «verification failed», nothing to sign`, async ({
    page,
    request,
  }) => {
    const login = await apiLogin(request, freshBin(), freshPhone(), intent);
    const application = login.createdApplication;
    expect(application).not.toBeNull();
    await sendDetails(request, login.accessToken, application!);
    // The CRM's processing ends now: the register check runs and refuses the company.
    const after = await advance(request, application!.opportunityId);
    expect(after.status).toBe('VerificationFailed');

    await openWizard(page, login, appType, { locale });
    await expectVerificationFailed(page, locale, application!.applicationNumber);
    await expectAxeClean(page);
    await page.screenshot({
      path: `test-results/state-register-${appType}-${locale}.png`,
      fullPage: true,
    });

    const stored = (await records(request, 'applications')).find(
      (r) => r.id === application!.opportunityId,
    );
    expect(stored).toMatchObject({ status: 'VerificationFailed', signature_method: null });
  });
}

test('the cabinet names the status on the application’s card (kk)', async ({ page, request }) => {
  const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET);
  await sendDetails(request, login.accessToken, login.createdApplication!);
  await advance(request, login.createdApplication!.opportunityId);
  await openWizard(page, login, 'internet', { locale: 'kk' });
  await expect(page.locator('[data-verification="failed"]')).toBeVisible({
    timeout: 3 * EXPECT_TIMEOUT_MS,
  });
  await page.goto('/kk/profile-applications/internet');
  await expect(page.locator('main')).toContainText(WORDS.kk.status);
});
