import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PATHS,
  type AppType,
  type ApplicationDetail,
  type ApplicationIntent,
  type DetailedStatus,
  type LoginResponse,
  type Out,
} from '../contract/index.ts';
import {
  apiLogin,
  freshPhone,
  pickAddress,
  ready,
  registeredFreshBin,
  signInWith,
  smsCode,
} from './widgets-support.ts';
import { devCall } from './dev-api.ts';

/*
 * Helpers of the wizard suites (wizard-office, wizard-mobile): applications brought to a step
 * through the API as the stand-in CRM would (the developer call `advanceApplication`), logins by SMS or by
 * the test PKI's AUTH keys (no SMS, so no countdown shared with other suites), and the steps a
 * visitor walks through in the page.
 */

export type Locale = 'ru' | 'kk';
export const at = (locale: Locale, path: string) => (locale === 'kk' ? `/kk${path}` : path);

export const WIZARD = {
  internet: '/application-for-connection',
  mobile: '/mobile-application',
} as const satisfies Record<AppType, string>;

/** A Kazakhstan IBAN with right check digits at a bank of the seed (`601` Halyk). */
export function kzIban(bankCode = '601'): string {
  const account = String(Math.floor(Math.random() * 1e13)).padStart(13, '0');
  const bban = `${bankCode}${account}`;
  const digits = `${bban}KZ00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `KZ${String(98 - remainder).padStart(2, '0')}${bban}`;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new company signed in by SMS with an application made of `intent` (status Qualification). */
export async function newCompanyWith(request: APIRequestContext, intent: ApplicationIntent) {
  const phone = freshPhone();
  const bin = await registeredFreshBin(request);
  const login = await apiLogin(request, bin, phone, intent);
  const application = login.createdApplication;
  expect(application).not.toBeNull();
  return { login, phone, bin, application: application as ApplicationDetail };
}

/**
 * Signs in with a test-PKI AUTH key (the developer call `edsSign` plays NCALayer): a demo company, no SMS.
 * With an intent, the application is made as the login's.
 */
export async function edsLogin(
  request: APIRequestContext,
  keyId: string,
  intent?: ApplicationIntent,
): Promise<LoginResponse> {
  const challenge = (await (
    await request.post(API_PATHS.edsChallenge, { data: {} })
  ).json()) as Out<'edsChallenge'>;
  const signed = await devCall(request, 'edsSign', {
    certificateId: keyId,
    data: Buffer.from(challenge.challenge, 'utf8').toString('base64'),
  });
  const { signature } = await signed.json();
  const login = await request.post(API_PATHS.edsLogin, {
    data: { challengeId: challenge.challengeId, signature, intent },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as LoginResponse;
}

/** Finishes the CRM's processing now, or forces a status. */
export async function advance(
  request: APIRequestContext,
  opportunityId: string,
  status?: DetailedStatus,
): Promise<ApplicationDetail> {
  const response = await devCall(request, 'advanceApplication', { opportunityId, status });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Step 1 sent through the API, as the wizard sends it. */
export async function sendDetails(
  request: APIRequestContext,
  token: string,
  application: ApplicationDetail,
) {
  const path =
    application.appType === 'internet'
      ? API_PATHS.updateApplication
      : API_PATHS.mobileUpdateApplication;
  const response = await request.post(path, {
    headers: bearer(token),
    data: {
      opportunityId: application.opportunityId,
      positionId: 'director',
      bankId: 'halyk',
      iban: kzIban(),
      lawAddress: 'г. Алматы, ул. Толе би, 99',
      factAddress: 'г. Алматы, ул. Толе би, 99',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An application of a new company brought to the signing step (SolutionOnClient). */
export async function readyToSign(request: APIRequestContext, intent: ApplicationIntent) {
  const made = await newCompanyWith(request, intent);
  await sendDetails(request, made.login.accessToken, made.application);
  await advance(request, made.application.opportunityId);
  return made;
}

/** The free connection windows an application is offered. */
export async function timeSlots(request: APIRequestContext, token: string, opportunityId: string) {
  const response = await request.get(
    `${API_PATHS.timeSlots}?opportunityId=${opportunityId}&days=21`,
    { headers: bearer(token) },
  );
  return ((await response.json()) as Out<'timeSlots'>).days;
}

export async function bookByApi(
  request: APIRequestContext,
  token: string,
  opportunityId: string,
  slotId: string,
) {
  return request.post(API_PATHS.bookTimeSlot, {
    headers: bearer(token),
    data: { opportunityId, slotId },
  });
}

/** The page signed in with `login`, on the wizard for `opportunityId` (no step: where it stands). */
export async function openWizard(
  page: Page,
  login: LoginResponse,
  appType: AppType,
  { locale = 'ru', opportunityId }: { locale?: Locale; opportunityId?: string } = {},
) {
  await signInWith(page, login);
  const query = opportunityId ? `?application=${opportunityId}` : '';
  await page.goto(at(locale, `${WIZARD[appType]}${query}`));
}

/**
 * The access token runs out before the next call to `apiPath`: that call is answered 401 once,
 * as the API does, and later ones go through. `refreshed` settles on the client's refresh request.
 */
export async function expireTokenOnce(page: Page, apiPath: string) {
  let expired = true;
  await page.route(`**${apiPath}`, (route) => {
    if (!expired) return route.continue();
    expired = false;
    return route.fulfill({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
      json: { error: { code: 'TOKEN_EXPIRED', message: 'Сеанс истёк' } },
    });
  });
  return { refreshed: page.waitForRequest(`**${API_PATHS.refreshToken}`) };
}

/** The step section the wizard shows (`data-step`: details, sign, booking, receiving, done). */
export const stepSection = (page: Page, slug: string) =>
  page.locator(`main section[data-step="${slug}"]`);

/** Tells the page its window is back in front: the processing screen reads the application. */
export async function bringToFront(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Picks an option of a kit Select, searching first when it has a search field. */
export async function choose(page: Page, label: RegExp, option: string | RegExp, search?: string) {
  await page.getByRole('combobox', { name: label }).click();
  if (search) {
    await page
      .getByRole('searchbox', { name: /^(Поиск по названию|Атауы бойынша іздеу)$/ })
      .pressSequentially(search);
  }
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const DETAILS_WORDS = {
  ru: {
    position: /^Должность руководителя/,
    director: /^Директор$/,
    bank: /^Банк/,
    halyk: /Народный сберегательный/,
    iban: /^Счёт \(IBAN\)/,
    other: 'Другой счёт — ввести IBAN',
    newIban: /^Номер счёта \(IBAN\)/,
    legal: /^Юридический адрес/,
    actual: /^Фактический адрес/,
  },
  kk: {
    position: /^Басшының лауазымы/,
    director: /^Директор$/,
    bank: /^Банк/,
    halyk: /Халық Жинақ/,
    iban: /^Шот \(IBAN\)/,
    other: /^Басқа шот/,
    newIban: /^Шот нөмірі \(IBAN\)/,
    legal: /^Заңды мекенжай/,
    actual: /^Нақты мекенжай/,
  },
};

/** Fills the company details of a new company (no account of its own yet: one typed). */
export async function fillDetails(page: Page, locale: Locale) {
  const w = DETAILS_WORDS[locale];
  await choose(page, w.position, w.director);
  await choose(page, w.bank, w.halyk, locale === 'kk' ? 'Халық' : 'Народный');
  await choose(page, w.iban, w.other);
  await page.getByRole('textbox', { name: w.newIban }).fill(kzIban());
  await page.getByRole('textbox', { name: w.legal }).fill('г. Алматы, ул. Толе би, 99');
  // An office's actual address starts as its connection address; a mobile one is empty.
  const actual = page.getByRole('textbox', { name: w.actual });
  if ((await actual.inputValue()) === '') await actual.fill('г. Алматы, ул. Толе би, 99, офис 5');
}

/**
 * On a phone /auth says, inline, what works there (§2.18, issue 39): the notice shows, no dialog
 * stands in front of the form. On a wider screen there is none.
 */
export async function expectPhoneNoticeAtAuth(page: Page, locale: Locale) {
  const title =
    locale === 'kk'
      ? 'Телефоннан кабинетке кіріп, шартқа қол қоюға болады'
      : 'С телефона можно войти и подписать договор';
  const narrow = (page.viewportSize()?.width ?? 1280) < 768;
  await expect(page.getByText(title)).toHaveCount(narrow ? 1 : 0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** The signature card's word for each way of signing, as «Договор подписан» names it. */
const CHANNEL_WORDS = {
  ru: { ncalayer: 'ЭЦП через NCALayer', egov: 'ЭЦП в eGov Business по QR-коду', sms: 'Код из СМС' },
  kk: {
    ncalayer: 'NCALayer арқылы ЭЦҚ',
    egov: 'eGov Business-те QR-код арқылы ЭЦҚ',
    sms: 'SMS-код',
  },
} as const;

/**
 * «Договор подписан» after a signature (issue 39): its heading focused, the way named, the link
 * to the application's page with the signature card; then «Продолжить» goes on to the next step.
 */
export async function continueAfterSigning(
  page: Page,
  locale: Locale,
  channel: keyof (typeof CHANNEL_WORDS)['ru'],
) {
  const kk = locale === 'kk';
  const title = page.getByRole('heading', { name: kk ? 'Шартқа қол қойылды' : 'Договор подписан' });
  await expect(title).toBeFocused();
  const confirmation = page.locator('main section[data-signed]');
  await expect(confirmation).toContainText(CHANNEL_WORDS[locale][channel]);
  await expect(
    confirmation.getByRole('link', {
      name: kk ? 'Қолтаңба мен шарт — өтінім бетінде' : 'Подпись и договор — на странице заявки',
    }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^${kk ? '/kk' : ''}/profile-applications/(internet|mobile)/`),
  );
  await confirmation.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
}

/**
 * Signs by SMS: the code sent to the application's phone (purpose `sign`), typed in; then
 * «Договор подписан» and «Продолжить».
 */
export async function signBySms(
  page: Page,
  request: APIRequestContext,
  phone: string,
  locale: Locale,
) {
  const kk = locale === 'kk';
  await page
    .getByRole('checkbox', {
      name: kk ? /Жоғарыдағы құжаттармен таныстым/ : /Я ознакомился с документами выше/,
    })
    .check();
  await page
    .getByRole('button', { name: kk ? 'SMS-кодпен қол қою' : 'Подписать кодом из СМС' })
    .click();
  const code = page.getByRole('textbox', { name: kk ? 'SMS-хабарламадағы код' : 'Код из СМС' });
  await expect(code).toBeVisible();
  await code.fill(await smsCode(request, phone, 'sign'));
  await continueAfterSigning(page, locale, 'sms');
}

export interface OfficeAddressPick {
  city: [typed: string, option: RegExp];
  street: [typed: string, option: RegExp];
  house: [typed: string, option: RegExp];
}

/** The office-internet public flow (§2.15): a tariff, the office address, «Оформить заявку». */
export async function officeFromTariffs(page: Page, locale: Locale, address: OfficeAddressPick) {
  await officeToApply(page, locale, address);
  await expect(page).toHaveURL(locale === 'kk' ? /\/kk\/auth$/ : /\/auth$/);
}

/** The same up to pressing «Оформить заявку» (where it leads is the caller's to check). */
export async function officeToApply(page: Page, locale: Locale, address: OfficeAddressPick) {
  const kk = locale === 'kk';
  await page.goto(at(locale, '/internet-for-office'));
  await ready(page);
  await ready(page);
  await page.getByRole('tab', { name: kk ? 'Төмендетусіз' : 'Без понижения' }).click();
  await page
    .getByRole('button', { name: kk ? 'Қосу' : 'Подключить' })
    .nth(1)
    .click();
  await pickAddress(page, kk ? /Қала/ : /Город/, ...address.city);
  await pickAddress(page, kk ? /Көше/ : /Улица/, ...address.street);
  await pickAddress(page, kk ? /Үй/ : /Дом/, ...address.house);
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  await page.getByRole('button', { name: kk ? 'Өтінімді рәсімдеу' : 'Оформить заявку' }).click();
}

/** The login on /auth with the hand-off: BIN, phone, the SMS code. */
export async function loginOnAuth(
  page: Page,
  request: APIRequestContext,
  bin: string,
  phone: { e164: string; typed: string },
  locale: Locale,
) {
  const kk = locale === 'kk';
  await page.getByRole('textbox', { name: kk ? /БСН\/ЖСН/ : /БИН\/ИИН/ }).fill(bin);
  await page
    .getByRole('textbox', { name: kk ? /Телефон нөмірі/ : /Номер телефона/ })
    .pressSequentially(phone.typed);
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  const code = await smsCode(request, phone.e164, 'login');
  await page.getByRole('textbox', { name: kk ? 'SMS-хабарламадағы код' : 'Код из СМС' }).fill(code);
}

/** The mobile public flow (§2.16): «Кеңсе», the number of numbers, «Продолжить» to /auth. */
export async function mobileFromTariffs(page: Page, locale: Locale, numbers = 3) {
  const kk = locale === 'kk';
  await page.goto(at(locale, '/mobile-connection'));
  await ready(page);
  await ready(page);
  await page
    .locator('[data-tariff="kense"]')
    .getByRole('button', { name: kk ? 'Таңдау' : 'Выбрать' })
    .click();
  await page
    .getByRole('textbox', { name: kk ? /Нөмірлер саны/ : /Количество номеров/ })
    .fill(String(numbers));
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  await expect(page).toHaveURL(kk ? /\/kk\/auth$/ : /\/auth$/);
}

/** Requests for the map's code or styles: none may leave before the delivery choice. */
export function watchLeaflet(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/leaflet|DeliveryMap/i.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

/**
 * Content-Security-Policy violations on the journey's pages (the site's policy, as the server
 * sends it): the `securitypolicyviolation` events from the first byte, where they came from —
 * the login page and its phone notice included.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  // Reported to the test as they happen: a page's own record would go with it on navigation.
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => void seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void (window as unknown as { __reportCsp: (line: string) => Promise<void> }).__reportCsp(
          `${event.effectiveDirective} ${event.blockedURI || 'inline'} ${location.pathname} ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  return async () => seen;
}
