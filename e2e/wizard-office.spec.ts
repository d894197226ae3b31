import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_POLL_MS } from '../contract/limits.ts';
import { installNcaLayer } from './ncalayer.ts';
import { testWithOwnServer } from './own-server.ts';
import { EXPECT_TIMEOUT_MS, JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import {
  expectAxeClean,
  freshPhone,
  records,
  registeredFreshBin,
  signInWith,
} from './widgets-support.ts';
import {
  advance,
  bookByApi,
  bringToFront,
  edsLogin,
  expireTokenOnce,
  fillDetails,
  loginOnAuth,
  newCompanyWith,
  officeFromTariffs,
  officeToApply,
  openWizard,
  readyToSign,
  sendDetails,
  signBySms,
  stepSection,
  timeSlots,
  watchCsp,
  type Locale,
  type OfficeAddressPick,
  continueAfterSigning,
  expectPhoneNoticeAtAuth,
} from './wizard-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * The office-internet wizard (spec §2.22, §4.4, §5, §8) against the reference backend: from the
 * public flow through the login, company details, processing, signing, booking and done, in
 * Russian and Kazakh; a card's link into a step; a slot someone else took; a failed network and
 * an expired token mid-way; EDS signing with the First Head's key, every bad key, a cancel and
 * NCALayer not running, then SMS. Each test has its own company (or a demo one it leaves as it
 * was), and its own city where it books, so they run side by side.
 */

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 2, name });
const currentStep = (page: Page) =>
  page
    .getByRole('list', { name: /Этапы заявки|Өтінім кезеңдері/ })
    .locator('[aria-current="step"]');

type Word =
  | 'page' | 'details' | 'save' | 'summary' | 'signing' | 'processing' | 'contract' | 'download'
  | 'consent' | 'sms' | 'booking' | 'date' | 'confirm' | 'done' | 'doneText' | 'home'
  | 'title1' | 'title2' | 'title3' | 'title4'; // prettier-ignore

const JOURNEYS: Array<{
  locale: Locale;
  viewport: { width: number; height: number };
  address: OfficeAddressPick;
  words: Record<Word, string>;
}> = [
  {
    locale: 'ru',
    viewport: { width: 1280, height: 900 },
    address: { city: ['Алм', /^Алматы /], street: ['Сат', /Сатпаева/], house: ['3', /^30$/] },
    words: {
      page: 'Заявка на подключение интернета для офиса — Dala Business',
      details: 'Данные компании',
      save: 'Сохранить',
      summary: 'Исправьте ошибки',
      signing: 'Подписание документов',
      processing: 'Ваша заявка обрабатывается, пожалуйста подождите',
      contract: 'Договор о предоставлении услуг связи',
      download: 'Скачать договор',
      consent: 'Подтвердите, что ознакомились с документами и осведомлены об условиях договора',
      sms: 'Подписать кодом из СМС',
      booking: 'Дата и время подключения',
      date: 'Дата подключения',
      confirm: 'Подтвердить бронирование',
      done: 'Заявка принята',
      doneText:
        'Наши техники приедут по адресу г. Алматы, ул. Сатпаева, 30 для подключения интернета.',
      home: 'Вернуться на главную',
      title1: 'Шаг 1 из 4: Данные компании',
      title2: 'Шаг 2 из 4: Подписание документов',
      title3: 'Шаг 3 из 4: Дата и время подключения',
      title4: 'Шаг 4 из 4: Заявка принята',
    },
  },
  {
    locale: 'kk',
    viewport: { width: 375, height: 800 },
    address: {
      city: ['Қарағ', /^Қарағанды /],
      street: ['Бұқ', /Бұқар жырау/],
      house: ['3', /^30$/],
    },
    words: {
      page: 'Кеңсеге интернет қосуға өтінім — Dala Business',
      details: 'Компания деректері',
      save: 'Сақтау',
      summary: 'Қателерді түзетіңіз',
      signing: 'Құжаттарға қол қою',
      processing: 'Өтініміңіз өңделуде, күте тұрыңыз',
      contract: 'Байланыс қызметтерін көрсету туралы шарт',
      download: 'Шартты жүктеп алу',
      consent: 'Құжаттармен танысқаныңызды және шарт талаптарынан хабардар екеніңізді растаңыз',
      sms: 'SMS-кодпен қол қою',
      booking: 'Қосылу күні мен уақыты',
      date: 'Қосылу күні',
      confirm: 'Брондауды растау',
      done: 'Өтінім қабылданды',
      doneText:
        'Техниктеріміз интернетті қосу үшін Қарағанды қ., Бұқар жырау даңғылы, 30 мекенжайына келеді.',
      home: 'Басты бетке оралу',
      title1: '4 қадамның 1-қадамы: Компания деректері',
      title2: '4 қадамның 2-қадамы: Құжаттарға қол қою',
      title3: '4 қадамның 3-қадамы: Қосылу күні мен уақыты',
      title4: '4 қадамның 4-қадамы: Өтінім қабылданды',
    },
  },
];

for (const { locale, viewport, address, words: w } of JOURNEYS) {
  test(`${locale}: the public flow, login, details, processing, SMS signing, booking, done (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.setViewportSize(viewport);
    const csp = await watchCsp(page);
    const leaflet: string[] = [];
    page.on('request', (r) => {
      if (/leaflet|DeliveryMap/i.test(r.url())) leaflet.push(r.url());
    });
    const bin = await registeredFreshBin(request);
    const phone = freshPhone();
    await officeFromTariffs(page, locale, address);
    // A phone is told inline what works there (issue 39: no dialog to dismiss first).
    await expectPhoneNoticeAtAuth(page, locale);
    await loginOnAuth(page, request, bin, phone, locale);

    // Step 1: a new company has no details yet, so the fields are open.
    await expect(page).toHaveURL(/\?application=[\w-]+&step=details$/);
    await expect(heading(page, w.details)).toBeFocused();
    await expect(page).toHaveTitle(`${w.title1} — ${w.page}`);
    await expect(currentStep(page)).toContainText(w.details);
    const aside = page.getByRole('complementary', { name: /IN-\d{4}-\d+/ });
    await expect(aside).toContainText(/23\s900 ₸/);
    await expectAxeClean(page, 'main');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('group', { name: w.summary })).toBeFocused();
    await expectAxeClean(page, 'main');
    await fillDetails(page, locale);
    await page.getByRole('button', { name: w.save }).click();

    // Processing: the operator prepares the documents; the page moves on by itself.
    await expect(page).toHaveURL(/&step=sign$/);
    await expect(heading(page, w.signing)).toBeFocused();
    await expect(page).toHaveTitle(`${w.title2} — ${w.page}`);
    await expect(page.locator('main')).toContainText(w.processing);
    await expectAxeClean(page, 'main');
    const id = new URL(page.url()).searchParams.get('application') as string;
    await advance(request, id);
    // No focus or visibility event: the poll alone finds the next step open — after up to one
    // interval, then as long as any other step takes to show.
    const contract = page.getByRole('region', { name: w.contract });
    await expect(contract).toContainText(/IN-\d{4}-\d+/, {
      timeout: PROCESSING_POLL_MS + EXPECT_TIMEOUT_MS,
    });
    await expect(heading(page, w.signing)).toBeFocused();
    await expectAxeClean(page, 'main');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^contract-IN-\d{4}-\d+\.html$/);
    await page.getByRole('button', { name: w.sms }).click();
    await expect(page.getByRole('group', { name: w.summary })).toBeFocused();
    await expect(page.getByRole('group', { name: w.summary })).toContainText(w.consent);
    await signBySms(page, request, phone.e164, locale);
    await expect(page.locator('main')).toContainText(w.processing);
    await expectAxeClean(page, 'main');

    // Signature checked: the connection date and time.
    await advance(request, id);
    await bringToFront(page);
    await expect(page).toHaveURL(/&step=booking$/);
    await expect(heading(page, w.booking)).toBeFocused();
    await expect(page).toHaveTitle(`${w.title3} — ${w.page}`);
    const date = page.getByRole('textbox', { name: new RegExp(`^${w.date}`) });
    await expect(date).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    const slots = page.getByRole('radio');
    await expect(slots.first()).toBeVisible();
    await expectAxeClean(page, 'main');
    await page.getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: w.confirm }).click();

    await expect(page).toHaveURL(/&step=done$/);
    await expect(heading(page, w.done)).toBeFocused();
    await expect(page).toHaveTitle(`${w.title4} — ${w.page}`);
    await expect(stepSection(page, 'done')).toContainText(w.doneText);
    await expect(page.getByRole('link', { name: w.home })).toHaveAttribute(
      'href',
      locale === 'kk' ? '/kk' : '/',
    );
    await expectAxeClean(page, 'main');
    const stored = (await records(request, 'applications')).find((r) => r.id === id);
    expect(stored).toMatchObject({ status: 'BookingSlot', signature_method: 'sms' });
    expect(leaflet).toEqual([]);
    expect(await csp()).toEqual([]);
  });
}

const INTERNET = (houseId: string) => ({
  appType: 'internet' as const,
  tariffId: 'office-5-reduced',
  address: { houseId },
});

test('a card’s link opens the step the application stands at; a step it has not reached is corrected', async ({
  page,
  request,
}) => {
  const { login, application } = await readyToSign(request, INTERNET('almaty-dostyk-38'));
  await openWizard(page, login, 'internet');
  await page.goto('/profile-applications/internet');
  await page.getByRole('link', { name: 'Подписать документы' }).click();
  await expect(page).toHaveURL(
    `/application-for-connection?application=${application.opportunityId}&step=sign`,
  );
  await expect(heading(page, 'Подписание документов')).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Договор о предоставлении услуг связи' }),
  ).toBeVisible();
  // A later step in the address (a bookmark, a stale link) lands where the application is,
  // replacing the entry rather than adding one.
  await page.goto(
    `/application-for-connection?application=${application.opportunityId}&step=booking`,
  );
  await expect(page).toHaveURL(/&step=sign$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/application-for-connection\?application=[\w-]+&step=sign$/);
  // Another company's application (or none at all) is said plainly.
  await page.goto('/application-for-connection?application=nope');
  await expect(page.getByRole('alert')).toContainText('Заявка не найдена');
  // The page's own link (the header has «Мои заявки» too, to the cabinet home).
  await expect(page.getByRole('main').getByRole('link', { name: 'Мои заявки' })).toHaveAttribute(
    'href',
    '/profile-applications/internet',
  );
});

test('a window someone else took meanwhile: said at the windows, read again, the date kept', async ({
  page,
  request,
}) => {
  // Astana: the other suites book in Almaty and Karaganda; a window is taken once per city.
  const mine = await newCompanyWith(request, INTERNET('astana-syganak-10'));
  const theirs = await newCompanyWith(request, INTERNET('astana-kenesary-40'));
  await advance(request, mine.application.opportunityId, 'TimeBooking');
  await advance(request, theirs.application.opportunityId, 'TimeBooking');
  await openWizard(page, mine.login, 'internet');
  await expect(heading(page, 'Дата и время подключения')).toBeFocused();
  const date = page.getByRole('textbox', { name: /^Дата подключения/ });
  await expect(date).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const chosenDay = await date.inputValue();
  // A day outside the offered ones gets the picker's own words.
  await date.fill('01.01.2020');
  await page.getByRole('button', { name: 'Подтвердить бронирование' }).click();
  await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toContainText(
    /Дата должна быть между \d{2}\.\d{2}\.\d{4} и \d{2}\.\d{2}\.\d{4}/,
  );
  await date.fill(chosenDay);
  const first = page.getByRole('radio', { disabled: false }).first();
  await first.check();
  const label = (await first.getAttribute('value')) as string;
  // The other company books the same window first.
  expect(
    (
      await bookByApi(request, theirs.login.accessToken, theirs.application.opportunityId, label)
    ).ok(),
  ).toBe(true);
  await page.getByRole('button', { name: 'Подтвердить бронирование' }).click();
  const summary = page.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Выбранное время недоступно. Попробуйте выбрать другое');
  await expect(page.getByRole('group', { name: /^Время подключения/ })).toContainText(
    'Выбранное время недоступно. Попробуйте выбрать другое',
  );
  await expect(date).toHaveValue(chosenDay);
  await expect(page.locator(`input[type="radio"][value="${label}"]`)).toBeDisabled();
  await expectAxeClean(page, 'main');
  await page.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Подтвердить бронирование' }).click();
  await expect(heading(page, 'Заявка принята')).toBeFocused();
  const days = await timeSlots(request, theirs.login.accessToken, theirs.application.opportunityId);
  expect(days.flatMap((d) => d.slots).find((s) => s.id === label)?.available).toBe(false);
});

test('the network failing on a submit keeps every input; an expired token is refreshed silently', async ({
  page,
  request,
}) => {
  const { login, application, phone } = await newCompanyWith(request, INTERNET('almaty-abay-10'));
  await openWizard(page, login, 'internet');
  await expect(heading(page, 'Данные компании')).toBeFocused();
  await fillDetails(page, 'ru');
  await page.getByRole('textbox', { name: /^Номер офиса или квартиры/ }).fill('12');
  await page.route(`**${API_PATHS.updateApplication}`, (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert')).toContainText('Попробуйте позже');
  await expect(page.getByRole('textbox', { name: /^Юридический адрес/ })).toHaveValue(
    'г. Алматы, ул. Толе би, 99',
  );
  await expect(page.getByRole('textbox', { name: /^Номер офиса или квартиры/ })).toHaveValue('12');
  await expect(page.getByRole('textbox', { name: /^Номер счёта \(IBAN\)/ })).toHaveValue(
    /^KZ\d{18}$/,
  );
  await expectAxeClean(page, 'main');
  await page.unroute(`**${API_PATHS.updateApplication}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('main')).toContainText('Ваша заявка обрабатывается');
  await advance(request, application.opportunityId);
  await bringToFront(page);
  await expect(page.getByRole('button', { name: 'Подписать кодом из СМС' })).toBeVisible();

  // The access token runs out mid-wizard: the next call is answered 401 once, the client
  // refreshes and repeats it, and the person sees nothing of it.
  const { refreshed } = await expireTokenOnce(page, API_PATHS.signDocuments);
  const before = await page.evaluate(() => localStorage.getItem('token'));
  await signBySms(page, request, phone.e164, 'ru');
  await refreshed;
  await expect(page.locator('main')).toContainText('Ваша заявка обрабатывается');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
});

// On a server of its own: the test PKI's keys carry fixed BINs, and a second run
// (`--repeat-each`) would find КазТрансТех's office application of the first unfinished.
testWithOwnServer(
  'EDS: the First Head’s SIGN key signs the contract, NCALayer asked for it over the document',
  async ({ page, request }) => {
    // КазТрансТех (JSC): its head signs; a new office application of its own.
    const login = await edsLogin(request, 'kaztranstech-head-auth', INTERNET('almaty-al-farabi-5'));
    const application = login.createdApplication;
    expect(application).not.toBeNull();
    const id = application?.opportunityId as string;
    await sendDetails(request, login.accessToken, application!);
    await advance(request, id);
    const ncaLayer = await installNcaLayer(page, { key: 'kaztranstech-head' });
    await openWizard(page, login, 'internet', { locale: 'kk' });
    await page.getByRole('checkbox', { name: /Жоғарыдағы құжаттармен таныстым/ }).check();
    await page.getByRole('button', { name: 'ЭЦҚ-мен қол қою' }).click();
    await continueAfterSigning(page, 'kk', 'ncalayer');
    await expect(page.locator('main')).toContainText('Өтініміңіз өңделуде, күте тұрыңыз');
    expect(ncaLayer.requests[0]).toMatchObject({
      module: 'kz.gov.pki.knca.basics',
      method: 'sign',
      args: {
        format: 'cms',
        signingParams: { decode: true, encapsulate: false },
        signerParams: {
          extKeyUsageOids: ['1.3.6.1.5.5.7.3.4', '1.2.398.3.3.4.1.2.1'],
          bin: '050440000371',
        },
        locale: 'kk',
      },
    });
    const stored = (await records(request, 'applications')).find((r) => r.id === id);
    expect(stored).toMatchObject({ status: 'SignatureProcessing', signature_method: 'eds' });
  },
);

test('EDS: every bad key says its catalogue words, a cancel too; nothing is signed', async ({
  page,
  request,
}) => {
  // Степной Логистик's own demo application, waiting for a signature: refusals leave it so.
  const login = await edsLogin(request, 'stepnoy-head-auth');
  const ncaLayer = await installNcaLayer(page);
  await openWizard(page, login, 'internet');
  await page.getByRole('checkbox', { name: /Я ознакомился с документами выше/ }).check();
  const alert = page.getByRole('alert');
  const sign = page.getByRole('button', { name: 'Подписать ЭЦП' });
  const BAD = [
    ['stepnoy-head-expired-sign', 'Выбранный ЭЦП ключ истёк'],
    ['stepnoy-head-revoked-sign', 'Выбранный ЭЦП ключ отозван'],
    ['stepnoy-head-auth', 'Необходимо выбрать файл для подписи'],
    ['alma-head-sign', 'Не совпадает ИИН/БИН подписанта и ЭЦП ключа'],
    ['stepnoy-employee-sign', 'Выбран ЭЦП ключ без права подписи'],
    ['stepnoy-accountant-sign', 'ЭЦП не содержит прав Первого Руководителя'],
    ['stepnoy-head-ca2-sign', 'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе'],
    ['untrusted-head-sign', 'Необходимо выбрать действительный ЭЦП ключ'],
  ] as const;
  for (const [key, says] of BAD) {
    ncaLayer.set({ key });
    await sign.click();
    await expect(alert).toContainText(says);
    await expect(alert).toContainText('Попробуйте подписать через СМС-код или вернитесь позже');
    await expect(sign).toBeEnabled();
  }
  await expectAxeClean(page, 'main');
  ncaLayer.set({ key: 'stepnoy-head', behaviour: 'tamper' });
  await sign.click();
  await expect(page.locator('[data-eds-problem]')).toHaveAttribute(
    'data-eds-problem',
    /EDS_INVALID_KEY|EDS_SIGN_DATA_MISMATCH/,
  );
  ncaLayer.set({ behaviour: 'cancel' });
  await sign.click();
  await expect(alert).toContainText('Отмена подписи!');
  const stored = (await records(request, 'applications')).find(
    (r) =>
      r.company_bin === '180440000128' &&
      r.app_type === 'internet' &&
      r.status !== 'StatusCompleted',
  );
  expect(stored).toMatchObject({ status: 'SolutionOnClient', signature_method: null });
});

test('NCALayer not running: what to check, then the SMS code signs', async ({ page, request }) => {
  const { login, phone } = await readyToSign(request, INTERNET('almaty-tole-bi-103'));
  await installNcaLayer(page, { unavailable: true });
  await openWizard(page, login, 'internet');
  await page.getByRole('checkbox', { name: /Я ознакомился с документами выше/ }).check();
  await page.getByRole('button', { name: 'Подписать ЭЦП' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Нет связи с приложением для подписи. Убедитесь, что оно запущено, и попробуйте снова',
  );
  await expect(alert.getByRole('listitem')).toHaveCount(3);
  await expect(alert).toContainText('Попробуйте подписать через СМС-код или вернитесь позже');
  await expectAxeClean(page, 'main');
  await signBySms(page, request, phone.e164, 'ru');
  await expect(page.locator('main')).toContainText('Ваша заявка обрабатывается');
});

test('kk, signed in on a phone: «Өтінімді рәсімдеу» goes straight into the wizard, no dialog (§2.18, issue 39)', async ({
  browser,
  request,
}) => {
  // A company signed in with a mobile application: the office one is made from the hand-off.
  const { login } = await newCompanyWith(request, {
    appType: 'mobile',
    tariffId: 'kense',
    ctnsAmount: 1,
    additionalCtnsAmount: 0,
    numbersChoice: 'new',
    virtualPbx: false,
    roaming: false,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInWith(page, login);
  await officeToApply(page, 'kk', {
    city: ['Қарағ', /^Қарағанды /],
    street: ['Бұқ', /Бұқар жырау/],
    house: ['3', /^30$/],
  });
  // What works on a phone is said at the signing step itself; nothing stands in the way here.
  await expect(page).toHaveURL(
    /\/kk\/application-for-connection\?application=[\w-]+&step=details$/,
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Кеңсеге интернет қосуға өтінім',
  );
  await context.close();
});

for (const locale of ['ru', 'kk'] as const) {
  test(`${locale}, 1366 px: the three ways to sign are three equal buttons on one line, with the how-to open too`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { login } = await readyToSign(request, INTERNET('almaty-dostyk-38'));
    await openWizard(page, login, 'internet', { locale });
    const buttons = page.locator('[data-method] button[type="submit"]');
    await expect(buttons).toHaveCount(3);
    // «Подписать в eGov Business» takes two lines where «Подписать ЭЦП» takes one: the three
    // used to differ in height and stand at different heights.
    const boxes = () =>
      buttons.evaluateAll((all) =>
        all.map((button) => {
          const box = button.getBoundingClientRect();
          return { x: box.left, top: box.top, width: box.width, height: box.height };
        }),
      );
    const equal = async () => {
      const all = await boxes();
      expect(new Set(all.map((box) => Math.round(box.x))).size, 'three columns').toBe(3);
      for (const side of ['top', 'width', 'height'] as const) {
        expect(new Set(all.map((box) => Math.round(box[side]))).size, side).toBe(1);
      }
    };
    await equal();
    await page.locator('[data-method="eds"] summary').click();
    await expect(page.locator('[data-method="eds"] details')).toHaveAttribute('open', '');
    await equal();
  });
}
