import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { API_PATHS, type ApplicationIntent } from '../contract/index.ts';
import {
  apiLogin,
  expectAxeClean,
  freshBin,
  freshPhone,
  ready,
  smsCode,
  smsMark,
} from './widgets-support.ts';

/*
 * The cabinet after login (spec §2.4, §2.19–2.21, §4.1–4.6) against the reference backend: the
 * home a login lands on (more in cabinet-home.spec.ts), the profile and its edit, the application
 * lists and their filters, an application's page and its cancellation, logout from the header and
 * the burger, and the session's silent refresh. Each test signs in as its own company (an SMS
 * code may be asked once a minute per phone), so they run in parallel without touching each
 * other's data.
 */

type Locale = 'ru' | 'kk';
const at = (locale: Locale, path: string) => (locale === 'kk' ? `/kk${path}` : path);

/** A demo company of the seed (server/README.md «Demo data»). */
const DEMO = {
  stepnoy: { bin: '180440000128', e164: '+77011234567', typed: '7011234567' },
  alma: { bin: '081140000377', e164: '+77051112233', typed: '7051112233' },
  megaMarket: { bin: '160440000372', e164: '+77471234500', typed: '7471234500' },
  kaspiy: { bin: '190240000370', e164: '+77781234501', typed: '7781234501' },
  seitkali: { bin: '111160000374', e164: '+77051239876', typed: '7051239876' },
  kaztranstech: { bin: '050440000371', e164: '+77012223344', typed: '7012223344' },
};

const INTERNET_INTENT: ApplicationIntent = {
  appType: 'internet',
  tariffId: 'office-10-reduced',
  address: { houseId: 'almaty-dostyk-38' },
};

/** Signs in through /auth as a visitor would: BIN, phone, the code from the SMS. */
async function smsLogin(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  company: (typeof DEMO)[keyof typeof DEMO],
) {
  const kk = locale === 'kk';
  await page.goto(at(locale, '/auth'));
  await page.getByRole('textbox', { name: kk ? /БСН\/ЖСН/ : /БИН\/ИИН/ }).fill(company.bin);
  await page
    .getByRole('textbox', { name: kk ? /Телефон нөмірі/ : /Номер телефона/ })
    .pressSequentially(company.typed);
  const mark = await smsMark(request, company.e164);
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  const code = await smsCode(request, company.e164, 'login', mark);
  await page.getByRole('textbox', { name: kk ? 'SMS-хабарламадағы код' : 'Код из СМС' }).fill(code);
  // A login lands on the cabinet's home, «Мои заявки» (issue 39), no longer on the profile.
  await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile-applications')}$`));
}

/**
 * Starts signed in with a login's tokens, stored once (not by an init script, which would put
 * them back after a logout or a failed refresh cleared them).
 */
async function storeTokens(page: Page, tokens: { accessToken: string; refreshToken: string }) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('token', access as string);
      localStorage.setItem('refresh', refresh as string);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

const termValue = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Counts API calls whose path ends with `suffix`. */
function countCalls(page: Page, suffix: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(suffix)) counter.count += 1;
  });
  return counter;
}

const JOURNEYS = [
  {
    locale: 'ru' as const,
    company: DEMO.stepnoy,
    name: 'ТОО «Степной Логистик»',
    words: {
      todo: 'Требует действия',
      profile: 'Профиль компании',
      edit: 'Изменить',
      save: 'Сохранить',
      saved: 'Информация успешно обновлена',
      flat: 'Номер офиса или квартиры',
      owner: /Руководитель/,
      summary: 'Исправьте ошибки',
      ownerMissing: 'Введите ФИО руководителя',
      filters: 'Заявки по статусу',
      products: 'Мои заявки',
      mobile: 'Мобильная связь',
      more: /^Подробнее/,
    },
    counts: { all: 2, new: 0, inProgress: 1, completed: 1, cancelled: 0 },
    labels: ['Все', 'Новые', 'В работе', 'Завершённые', 'Отменённые'],
    action: { name: 'Подписать документы', step: 'sign', wizard: '/application-for-connection' },
    homeAction: /^Подписать договор по заявке № IN-/,
    mobileAction: 'Перейти к бронированию доставки',
  },
  {
    locale: 'kk' as const,
    company: DEMO.megaMarket,
    name: 'ТОО «Мега Маркет Шымкент»',
    words: {
      todo: 'Әрекет қажет',
      profile: 'Компания профилі',
      edit: 'Өзгерту',
      save: 'Сақтау',
      saved: 'Ақпарат сәтті жаңартылды',
      flat: 'Кеңсе немесе пәтер нөмірі',
      owner: /Басшы$|Басшы\*/,
      summary: 'Қателерді түзетіңіз',
      ownerMissing: 'Басшының аты-жөнін енгізіңіз',
      filters: 'Мәртебесі бойынша өтінімдер',
      products: 'Менің өтінімдерім',
      mobile: 'Мобильді байланыс',
      more: /^Толығырақ/,
    },
    counts: { all: 1, new: 0, inProgress: 1, completed: 0, cancelled: 0 },
    labels: ['Барлығы', 'Жаңа', 'Жұмыста', 'Аяқталған', 'Бас тартылған'],
    action: {
      name: 'Қосылу уақытын брондау',
      step: 'booking',
      wizard: '/application-for-connection',
    },
    homeAction: /^Уақытты таңдау — № IN-/,
    mobileAction: null,
  },
];

for (const j of JOURNEYS) {
  test(`${j.locale}: SMS login → profile edited and saved for good → lists by filter → an application's page and action`, async ({
    page,
    request,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.setViewportSize({ width: 1280, height: 900 });
    const w = j.words;
    await smsLogin(page, request, j.locale, j.company);
    const main = page.getByRole('main');
    // The home: the step waiting in the office application, then the profile one link away.
    await expect(
      main.getByRole('region', { name: w.todo }).getByRole('link', { name: j.homeAction }),
    ).toHaveAttribute(
      'href',
      new RegExp(`${at(j.locale, j.action.wizard)}\\?application=[\\w-]+&step=${j.action.step}$`),
    );
    await main.getByRole('link', { name: w.profile }).click();
    await expect(page).toHaveURL(new RegExp(`${at(j.locale, '/profile')}$`));
    await expect(main.getByRole('heading', { level: 2, name: j.name })).toBeVisible();
    await expectAxeClean(page);

    // Edit: a rule broken first (the head cleared), then a real change saved.
    await main.getByRole('button', { name: w.edit }).click();
    const owner = main.getByRole('textbox', { name: w.owner });
    const before = await owner.inputValue();
    await owner.fill('');
    await main.getByRole('button', { name: w.save }).click();
    await expect(main.getByRole('group', { name: w.summary })).toBeFocused();
    await expect(owner).toHaveAccessibleDescription(new RegExp(w.ownerMissing));
    await expectAxeClean(page);
    await owner.fill(before);
    const flat = `${Math.floor(Math.random() * 900) + 100}`;
    await main.getByRole('textbox', { name: w.flat }).fill(flat);
    await expectAxeClean(page);
    await main.getByRole('button', { name: w.save }).click();
    await expect(main.getByText(w.saved)).toBeVisible();
    await expect(termValue(page, w.flat)).toHaveText(flat);
    await page.reload();
    await expect(termValue(page, w.flat)).toHaveText(flat);

    // The header's menu leads to the lists.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(j.name.slice(5, 15)) })
      .click();
    await page.getByRole('menuitem').first().click();
    await expect(page).toHaveURL(new RegExp(`${at(j.locale, '/profile-applications/internet')}$`));
    const filters = main.getByRole('navigation', { name: w.filters });
    const keys = ['all', 'new', 'inProgress', 'completed', 'cancelled'] as const;
    await expect(filters.getByRole('link')).toHaveText(
      keys.map((key, i) => `${j.labels[i]} (${j.counts[key]})`),
    );
    await expectAxeClean(page);
    for (const [i, key] of keys.entries()) {
      await filters.getByRole('link', { name: `${j.labels[i]} (` }).click();
      await expect(page).toHaveURL(key === 'all' ? /\/internet$/ : new RegExp(`\\?status=${key}$`));
      await expect(filters.getByRole('link', { name: `${j.labels[i]} (` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(main.getByRole('article')).toHaveCount(j.counts[key]);
    }
    // The filter lives in the address: back and reload keep it.
    await page.goBack();
    await expect(page).toHaveURL(/\?status=completed$/);
    await page.reload();
    await expect(main.getByRole('article')).toHaveCount(j.counts.completed);

    // «Подробнее» → the application's own page, which a reload keeps.
    await filters.getByRole('link', { name: `${j.labels[2]} (` }).click();
    const card = main.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: w.more }).click();
    await expect(page).toHaveURL(
      new RegExp(`${at(j.locale, '/profile-applications/internet/')}[\\w-]+$`),
    );
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAxeClean(page);
    const detailUrl = page.url();
    const id = detailUrl.split('/').pop();

    // The card's one action opens its wizard step for this application.
    await page.goBack();
    await main.getByRole('article').first().getByRole('link', { name: j.action.name }).click();
    await expect(page).toHaveURL(
      new RegExp(`${at(j.locale, j.action.wizard)}\\?application=${id}&step=${j.action.step}$`),
    );

    // The other product's tab.
    await page.goto(at(j.locale, '/profile-applications/internet'));
    await main
      .getByRole('navigation', { name: w.products })
      .getByRole('link', { name: w.mobile })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at(j.locale, '/profile-applications/mobile')}$`));
    await expect(main.getByRole('article')).toHaveCount(1);
    if (j.mobileAction) {
      await expect(main.getByRole('link', { name: j.mobileAction })).toHaveAttribute(
        'href',
        /\/mobile-application\?application=[\w-]+&step=receiving$/,
      );
    }
  });
}

test('kk: «Өтінімдер жоқ» for a company without mobile applications, and a processing one', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, DEMO.seitkali.bin, DEMO.seitkali);
  await storeTokens(page, login);
  await page.goto('/kk/profile-applications/mobile');
  const main = page.getByRole('main');
  await expect(main.getByText('Өтінімдер жоқ')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Барлығы (0)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('link', { name: 'Мобильді байланыс қосу' })).toHaveAttribute(
    'href',
    '/kk/mobile-connection',
  );
  await expectAxeClean(page);
  // The office application is with the operator: no action, a note on its page.
  await main.getByRole('link', { name: 'Кеңсеге арналған интернет' }).click();
  const card = main.getByRole('article');
  await expect(card).toContainText('Деректер жаңартылуда');
  await expect(card.getByRole('link')).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(main.getByText('Өтінімді өңдеп жатырмыз.', { exact: false })).toBeVisible();
});

test('ru: cancelling an application, confirmed in a dialog, shows in its page, history and list', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
  const id = login.createdApplication?.opportunityId ?? '';
  const number = login.createdApplication?.applicationNumber ?? '';
  await storeTokens(page, login);
  await page.goto(`/profile-applications/internet/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Заявка № ${number}`);
  await expect(main.getByRole('link', { name: 'Продолжить заявку' })).toHaveAttribute(
    'href',
    `/application-for-connection?application=${id}&step=details`,
  );
  // A quiet action after the application's sections, not a filled red button by the next step.
  const cancel = main.getByRole('button', { name: 'Отменить заявку' });
  expect(await cancel.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );
  const history = main.getByRole('region', { name: 'История статусов' });
  expect((await cancel.boundingBox())?.y).toBeGreaterThan((await history.boundingBox())?.y ?? 0);
  // «Не отменять» changes nothing: the dialog closes, focus is back, the application stays open.
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: `Отменить заявку № ${number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  // Confirmed, it is cancelled.
  await cancel.press('Enter');
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Да, отменить заявку' }).click();
  await expect(main.getByText(`Заявка № ${number} отменена`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').last()).toContainText('Отменена');
  await expect(main.getByRole('button', { name: 'Отменить заявку' })).toHaveCount(0);
  await page.goto('/profile-applications/internet?status=cancelled');
  await expect(main.getByRole('link', { name: 'Отменённые (1)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(main.getByRole('article')).toContainText('Отменена');
});

test.describe('logout', () => {
  test('ru, from the header menu: revoked, anonymous, and /profile goes to /auth', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = await apiLogin(request, DEMO.kaztranstech.bin, DEMO.kaztranstech);
    await storeTokens(page, login);
    await page.goto('/profile');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /КазТрансТех/ }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(banner.getByRole('link', { name: 'Кабинет' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refresh')]),
    ).toEqual([null, null]);
    // The session is over on the server too.
    const refresh = await request.post(API_PATHS.refreshToken, {
      data: { refreshToken: login.refreshToken },
    });
    expect(refresh.status()).toBe(401);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('kk, from the burger at phone width', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const login = await apiLogin(request, DEMO.kaspiy.bin, DEMO.kaspiy);
    await storeTokens(page, login);
    await page.goto('/kk/profile-applications/internet');
    // The shell's header is there before the app: wait until the page is the app's.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: 'Мәзір' }).click();
    const drawer = page.getByRole('dialog', { name: 'Мәзір' });
    await expect(drawer.getByRole('link', { name: /Мобильді байланыс/ })).toHaveAttribute(
      'href',
      '/kk/profile-applications/mobile',
    );
    await expect(drawer.getByRole('link', { name: 'Профиль' })).toHaveAttribute(
      'href',
      '/kk/profile',
    );
    // Logging out reloads the page (spec §4.1): wait for that load, not only the address.
    const reloaded = page.waitForEvent('load');
    await drawer.getByRole('button', { name: 'Шығу' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/kk\/auth$/);
    await page.goto('/kk/profile');
    await expect(page).toHaveURL(/\/kk\/auth$/);
  });
});

test.describe('the session mid-visit (§4.1)', () => {
  test('an access token the server no longer takes is refreshed once, silently', async ({
    page,
    request,
  }) => {
    const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
    await storeTokens(page, login);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
    const refreshes = countCalls(page, API_PATHS.refreshToken);
    await page.evaluate(() => localStorage.setItem('token', 'expired-access-token'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /БИН|Кабинет/ })
      .click();
    await page.getByRole('menuitem').first().click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    expect(refreshes.count).toBe(1);
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).not.toBe('expired-access-token');
    expect(stored).not.toBeNull();
  });

  test('a refresh that fails logs out, reloading once', async ({ page, request }) => {
    const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
    await storeTokens(page, login);
    await page.goto('/kk/profile');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
    const refreshes = countCalls(page, API_PATHS.refreshToken);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-access-token');
      localStorage.setItem('refresh', 'spent-refresh-token');
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /БИН|Кабинет/ })
      .click();
    await page.getByRole('menuitem').first().click();
    await expect(page).toHaveURL(/\/kk\/auth$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Кабинет' })).toBeVisible();
    expect(refreshes.count).toBe(1);
    // Playwright reports the page's load event on its own schedule, maybe after the header shows.
    await expect.poll(() => loads).toBe(1);
  });
});

test.describe('axe at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('profile: view with «Не указано», edit, a failed check', async ({ page, request }) => {
    const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
    await storeTokens(page, login);
    const main = page.getByRole('main');
    await page.goto('/profile');
    await expect(main.getByText('Не указано').first()).toBeVisible();
    await expectAxeClean(page);
    await main.getByRole('button', { name: 'Изменить' }).click();
    await expect(main.getByRole('combobox', { name: /Должность руководителя/ })).toBeEnabled();
    await expectAxeClean(page);
    await main.getByRole('textbox', { name: /Штатное расписание/ }).fill('сорок');
    await main.getByRole('button', { name: 'Сохранить' }).click();
    await expect(main.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
    await expectAxeClean(page);
  });

  test('lists, a wizard link straight in at phone width, an empty filter, an application, the cancel dialog', async ({
    page,
    request,
  }) => {
    const login = await apiLogin(request, DEMO.alma.bin, DEMO.alma);
    await storeTokens(page, login);
    const main = page.getByRole('main');
    await page.goto('/kk/profile-applications/internet');
    await expect(main.getByRole('article')).toHaveCount(1);
    await expectAxeClean(page);
    // On a phone a wizard action goes straight in (issue 39): the signing step says, inline,
    // what works on a phone — no dialog turns it back here.
    await main.getByRole('link', { name: 'Өтінімді жалғастыру' }).click();
    await expect(page).toHaveURL(/\/kk\/application-for-connection\?application=/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.goto('/kk/profile-applications/internet?status=cancelled');
    await expect(main.getByText('Өтінімдер жоқ')).toBeVisible();
    await expectAxeClean(page);

    await page.goto('/profile-applications/internet');
    await main.getByRole('link', { name: /^Подробнее/ }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Заявка № /);
    await expectAxeClean(page);
    await main.getByRole('button', { name: 'Отменить заявку' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Не отменять' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
});

test.describe('a phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the status filters are one row that scrolls in itself, the current one in view; Tab reaches each', async ({
    page,
    request,
  }) => {
    const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
    await storeTokens(page, login);
    await page.goto('/kk/profile-applications/internet?status=cancelled');
    const filters = page
      .getByRole('navigation', { name: 'Мәртебесі бойынша өтінімдер' })
      .getByRole('link');
    await expect(filters).toHaveCount(5);
    // Wrapped, the five made two rows with the current tab's bar on one of them.
    const tops = await filters.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const current = filters.last();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    // The strip scrolls, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await filters.first().focus();
    await expect(filters.first()).toBeInViewport({ ratio: 1 });
    for (let i = 1; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      await expect(filters.nth(i)).toBeFocused();
      await expect(filters.nth(i)).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kk\/profile-applications\/internet\?status=cancelled$/);
    await expectAxeClean(page);
  });
});

test('a signed-in company entering a product flow with an unfinished application is asked first (§2.21)', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, freshBin(), freshPhone(), INTERNET_INTENT);
  const id = login.createdApplication?.opportunityId ?? '';
  await storeTokens(page, login);
  await page.goto('/internet-for-office');
  await ready(page);
  const prompt = page.getByRole('region', {
    name: 'Не все данные были введены для подключения услуги «Интернет для офиса»',
  });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Продолжить заполнение заявки' })).toHaveAttribute(
    'href',
    `/application-for-connection?application=${id}&step=details`,
  );
  await expectAxeClean(page, '[data-resume-prompt]');
  await prompt.getByRole('button', { name: 'Создать новую заявку' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.locator('#tariffs')).toBeFocused();
  // An anonymous visitor sees the flow alone.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/mobile-connection');
  await expect(page.locator('[data-resume-prompt]')).toHaveCount(0);
});
