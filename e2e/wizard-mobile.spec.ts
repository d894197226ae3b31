import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { installNcaLayer } from './ncalayer.ts';
import { testWithOwnServer } from './own-server.ts';
import { expectAxeClean, freshPhone, records, registeredFreshBin } from './widgets-support.ts';
import {
  advance,
  bringToFront,
  choose,
  edsLogin,
  expireTokenOnce,
  fillDetails,
  loginOnAuth,
  mobileFromTariffs,
  newCompanyWith,
  openWizard,
  readyToSign,
  sendDetails,
  continueAfterSigning,
  expectPhoneNoticeAtAuth,
  signBySms,
  stepSection,
  watchCsp,
  watchLeaflet,
  type Locale,
} from './wizard-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * The mobile-connection wizard (spec §2.23, §4.4, §5, §8) against the reference backend: from the
 * public flow through the login, details, processing, SMS signing, pickup or delivery and done,
 * in Russian and Kazakh; the map loaded only for delivery; an address outside the zone; a card's
 * link into the receiving step; a failed network; EDS signing with the First Head's key, the bad
 * keys, a cancel, NCALayer not running and then SMS.
 */

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });

const MOBILE_INTENT = {
  appType: 'mobile' as const,
  tariffId: 'kense',
  ctnsAmount: 2,
  additionalCtnsAmount: 0,
  numbersChoice: 'new' as const,
  virtualPbx: false,
  roaming: true,
};

/** From the public flow to the receiving step, signing by SMS on the way. */
async function toReceiving(page: Page, request: Parameters<typeof advance>[0], locale: Locale) {
  const kk = locale === 'kk';
  const bin = await registeredFreshBin(request);
  const phone = freshPhone();
  await mobileFromTariffs(page, locale);
  // A phone-sized screen is told inline what works there (§2.18, issue 39): nothing to dismiss.
  await expectPhoneNoticeAtAuth(page, locale);
  await loginOnAuth(page, request, bin, phone, locale);
  await expect(page).toHaveURL(/\/mobile-application\?application=[\w-]+&step=details$/);
  // The wizard is titled by the tariff (§2.23): its h1 and the document title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    kk ? '«Кеңсе» тарифіне өтінім' : 'Заявка на «Кеңсе»',
  );
  await expect(page).toHaveTitle(
    kk
      ? '4 қадамның 1-қадамы: Компания деректері — «Кеңсе» тарифіне өтінім — Dala Business'
      : 'Шаг 1 из 4: Данные компании — Заявка на «Кеңсе» — Dala Business',
  );
  const aside = page.getByRole('complementary', {
    name: kk ? /^№ MB-.* өтінім$/ : /^Заявка № MB-/,
  });
  await expect(aside).toContainText(/17\s970 ₸/);
  await fillDetails(page, locale);
  await page.getByRole('button', { name: kk ? 'Сақтау' : 'Сохранить' }).click();
  await expect(page).toHaveURL(/&step=sign$/);
  const id = new URL(page.url()).searchParams.get('application') as string;
  await advance(request, id);
  await bringToFront(page);
  await signBySms(page, request, phone.e164, locale);
  await expect(page.locator('main')).toContainText(
    kk ? 'Өтініміңіз өңделуде' : 'Ваша заявка обрабатывается',
  );
  await advance(request, id);
  await bringToFront(page);
  await expect(page).toHaveURL(/&step=receiving$/);
  await expect(
    heading(page, kk ? 'SIM-карталарды алу тәсілі' : 'Способ получения SIM-карт'),
  ).toBeFocused();
  // The numbers the operator reserved are listed beside the step now.
  await expect(aside.getByRole('listitem')).toHaveCount(3);
  return id;
}

test('ru: the public flow through signing to a pickup at the office; no map code loaded', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const leaflet = watchLeaflet(page);
  const id = await toReceiving(page, request, 'ru');
  await expect(page).toHaveTitle(
    'Шаг 3 из 4: Способ получения SIM-карт — Заявка на «Кеңсе» — Dala Business',
  );
  await page.getByRole('radio', { name: /Самовывоз из офиса/ }).check();
  await choose(page, /^Город/, 'Алматы', 'алм');
  const point = page.getByRole('region', { name: 'Где забрать SIM-карты' });
  await expect(point).toContainText('пр. Абая, 150/230');
  await expect(point).toContainText('Ахметова Динара');
  await expectAxeClean(page, 'main');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/&step=done$/);
  await expect(heading(page, 'Заявка принята')).toBeFocused();
  await expect(stepSection(page, 'done')).toContainText(
    'В течение 2 рабочих дней придёт СМС о том, что SIM-карты готовы к получению.',
  );
  await expect(stepSection(page, 'done')).toContainText('пр. Абая, 150/230');
  await expectAxeClean(page, 'main');
  expect(leaflet).toEqual([]);
  const stored = (await records(request, 'applications')).find((r) => r.id === id);
  expect(stored).toMatchObject({ status: 'DeliveryInProgress', delivery_type: 'pickup' });
});

test('kk, phone width: delivery — the map loads only now, the address alone places it', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  const leaflet = watchLeaflet(page);
  const csp = await watchCsp(page);
  const id = await toReceiving(page, request, 'kk');
  await expectAxeClean(page, 'main');
  expect(leaflet).toEqual([]);
  await page.getByRole('radio', { name: /Курьермен жеткізу/ }).check();
  const map = page.getByRole('region', { name: 'Жеткізу аймақтарының картасы' });
  await expect(map).toBeVisible();
  await expect(map).toContainText('Алматы');
  expect(leaflet.some((url) => /DeliveryMap.*\.js$/.test(url))).toBe(true);
  expect(leaflet.some((url) => /leaflet.*\.css$/.test(url))).toBe(true);
  await page.getByRole('textbox', { name: /^Жеткізу мекенжайы/ }).fill('Алматы, Абай даңғылы, 10');
  await page.getByRole('textbox', { name: 'Қабат' }).fill('3');
  await page.getByRole('button', { name: 'Картадан табу' }).click();
  const status = page.locator('[data-pin]');
  await expect(status).toContainText('Табылды: Алматы қ., Абай даңғылы, 10.');
  await expect(status).toContainText('Белгі жеткізу аймағында (Алматы)');
  await expect(page.getByRole('button', { name: /Жеткізу мекенжайының белгісі/ })).toBeVisible();
  await expectAxeClean(page, 'main');
  await page.getByRole('button', { name: 'Растау' }).click();
  await expect(heading(page, 'Өтінім қабылданды')).toBeFocused();
  await expect(stepSection(page, 'done')).toContainText(
    'Курьер SIM-карталарды мына мекенжайға жеткізеді: Алматы, Абай даңғылы, 10.',
  );
  await expectAxeClean(page, 'main');
  const stored = (await records(request, 'applications')).find((r) => r.id === id);
  expect(stored).toMatchObject({ status: 'DeliveryInProgress', delivery_type: 'delivery' });
  // Leaflet, its stylesheet and the map's inline positions all within the site's policy.
  expect(await csp()).toEqual([]);
});

test('a card’s link to the delivery step; outside the zone said by the server; the pin by keyboard and click; a failed network keeps the inputs; an expired token refreshed', async ({
  page,
  request,
}) => {
  const { login, application } = await newCompanyWith(request, MOBILE_INTENT);
  await advance(request, application.opportunityId, 'MobileDelivery');
  await openWizard(page, login, 'mobile');
  await page.goto('/profile-applications/mobile');
  await page.getByRole('link', { name: 'Перейти к бронированию доставки' }).click();
  await expect(page).toHaveURL(
    `/mobile-application?application=${application.opportunityId}&step=receiving`,
  );
  await expect(heading(page, 'Способ получения SIM-карт')).toBeFocused();
  await page.getByRole('radio', { name: /Доставка курьером/ }).check();
  const address = page.getByRole('textbox', { name: /^Адрес доставки/ });
  await address.fill('Алматы, мкр Шанырак-2, 8');
  await page.getByRole('textbox', { name: 'Подъезд' }).fill('2');
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  const summary = page.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Адрес не входит в зону доставки');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveValue('Алматы, мкр Шанырак-2, 8');
  await expect(page.getByRole('textbox', { name: 'Подъезд' })).toHaveValue('2');
  await expect(page.locator('[data-pin]')).toContainText('Метка вне зоны доставки');
  await expectAxeClean(page, 'main');

  // The pin moved by keyboard: it starts where the address was found, arrows take it east into
  // the zone, and the text beside the map follows.
  const pin = page.getByRole('button', { name: /Метка адреса доставки/ });
  await pin.focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.locator('[data-pin]')).toContainText('Метка в зоне доставки (Алматы)');
  await expect(pin).toBeFocused();

  // A click or tap puts it where it lands, said in text too.
  const status = page.locator('[data-pin]');
  const before = await status.textContent();
  await page
    .getByRole('region', { name: 'Карта зон доставки' })
    .click({ position: { x: 60, y: 200 } });
  await expect(status).not.toHaveText(before ?? '');
  await expect(status).toContainText(/Метка (в зоне|вне зоны) доставки/);
  for (let i = 0; i < 8; i += 1) {
    await pin.focus();
    await page.keyboard.press('Shift+ArrowRight');
  }
  await expect(status).toContainText('Метка в зоне доставки (Алматы)');

  await page.route(`**${API_PATHS.pickupOption}`, (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('alert')).toContainText('Попробуйте позже');
  await expect(address).toHaveValue('Алматы, мкр Шанырак-2, 8');
  await expect(page.getByRole('textbox', { name: 'Подъезд' })).toHaveValue('2');
  await page.unroute(`**${API_PATHS.pickupOption}`);
  // The access token has run out meanwhile: answered 401 once, refreshed, sent again.
  const { refreshed } = await expireTokenOnce(page, API_PATHS.pickupOption);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await refreshed;
  await expect(heading(page, 'Заявка принята')).toBeFocused();
  await expect(stepSection(page, 'done')).toContainText('Алматы, мкр Шанырак-2, 8');
});

// The two EDS journeys sign a seeded company's application (the test PKI's keys carry fixed BINs):
// on a server of their own, so a second run (`--repeat-each`) meets the seed again, not the first
// run's signed or unfinished application.
testWithOwnServer(
  'EDS: the First Head’s SIGN key signs the mobile contract',
  async ({ page, request }) => {
    // Каспий Сервис Групп: its mobile application is completed, so a new one can be made.
    const login = await edsLogin(request, 'kaspiy-head-auth', MOBILE_INTENT);
    const application = login.createdApplication;
    expect(application).not.toBeNull();
    await sendDetails(request, login.accessToken, application!);
    await advance(request, application!.opportunityId);
    const ncaLayer = await installNcaLayer(page, { key: 'kaspiy-head' });
    await openWizard(page, login, 'mobile');
    await page.getByRole('checkbox', { name: /Я ознакомился с документами выше/ }).check();
    await page.getByRole('button', { name: 'Подписать ЭЦП' }).click();
    await continueAfterSigning(page, 'ru', 'ncalayer');
    await expect(page.locator('main')).toContainText('Ваша заявка обрабатывается');
    // An LLP's documents: the chooser offers the First Head's signing keys of this BIN only.
    expect(ncaLayer.requests[0]).toMatchObject({
      args: {
        signerParams: {
          extKeyUsageOids: ['1.3.6.1.5.5.7.3.4', '1.2.398.3.3.4.1.2.1'],
          bin: '190240000370',
        },
      },
    });
    const stored = (await records(request, 'applications')).find(
      (r) => r.id === application!.opportunityId,
    );
    expect(stored).toMatchObject({ status: 'SignatureProcessing', signature_method: 'eds' });
  },
);

testWithOwnServer(
  'EDS: bad keys and a cancel say their words; NCALayer not running; then the SMS code signs',
  async ({ page, request }) => {
    // КазТрансТех's demo mobile application, waiting for a signature.
    const login = await edsLogin(request, 'kaztranstech-head-auth');
    const ncaLayer = await installNcaLayer(page);
    await openWizard(page, login, 'mobile', { locale: 'kk' });
    await page.getByRole('checkbox', { name: /Жоғарыдағы құжаттармен таныстым/ }).check();
    const alert = page.getByRole('alert');
    const sign = page.getByRole('button', { name: 'ЭЦҚ-мен қол қою' });
    const BAD = [
      ['stepnoy-head-expired-sign', 'EDS_EXPIRED'],
      ['stepnoy-head-revoked-sign', 'EDS_REVOKED'],
      ['kaztranstech-head-auth', 'EDS_SIGN_FILE_REQUIRED'],
      ['stepnoy-head-sign', 'EDS_BIN_MISMATCH'],
      ['untrusted-head-sign', 'EDS_INVALID_KEY'],
    ] as const;
    for (const [key, code] of BAD) {
      ncaLayer.set({ key });
      await sign.click();
      await expect(page.locator('[data-eds-problem]')).toHaveAttribute('data-eds-problem', code);
      await expect(alert).toContainText('SMS-код арқылы қол қойып көріңіз');
    }
    await expect(alert).toContainText('Қате');
    ncaLayer.set({ behaviour: 'cancel' });
    await sign.click();
    await expect(page.locator('[data-eds-problem]')).toHaveAttribute(
      'data-eds-problem',
      'EDS_SIGN_CANCELLED',
    );
    // NCALayer closes (the open socket drops) and does not come back.
    ncaLayer.set({ unavailable: true, behaviour: 'drop' });
    await sign.click();
    await expect(page.locator('[data-eds-problem]')).toHaveAttribute(
      'data-eds-problem',
      'SIGNER_UNAVAILABLE',
    );
    await expect(alert.getByRole('listitem')).toHaveCount(3);
    await expectAxeClean(page, 'main');
    await signBySms(page, request, '+77012223344', 'kk');
    await expect(page.locator('main')).toContainText('Өтініміңіз өңделуде');
    const stored = (await records(request, 'applications')).find(
      (r) => r.company_bin === '050440000371' && r.app_type === 'mobile',
    );
    expect(stored).toMatchObject({ status: 'SignatureProcessing', signature_method: 'sms' });
  },
);

for (const [locale, folded, opened] of [
  ['ru', '40 номеров · показать', '40 номеров · скрыть'],
  ['kk', '40 нөмір · көрсету', '40 нөмір · жасыру'],
] as const) {
  test(`${locale}: on a phone the summary folds 40 numbers behind «${folded}», opened by keyboard`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const made = await readyToSign(request, { ...MOBILE_INTENT, ctnsAmount: 40 });
    await openWizard(page, made.login, 'mobile', {
      locale,
      opportunityId: made.application.opportunityId,
    });
    const summary = page.locator('aside[data-summary="mobile"]');
    const toggle = summary.getByRole('button', { name: folded });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(summary.getByRole('listitem')).toHaveCount(0);
    // The folded summary is a phone screen's worth, not ~1,300 px of numbers.
    expect((await summary.boundingBox())?.height).toBeLessThan(844);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(summary.getByRole('button', { name: opened })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(summary.getByRole('listitem')).toHaveCount(40);
    // The application's number is one token: «MB-2026-…» on one line.
    const title = summary.getByRole('heading', { level: 2 });
    const number = title.locator('span');
    const lines = await number.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
    await expectAxeClean(page);
  });
}
