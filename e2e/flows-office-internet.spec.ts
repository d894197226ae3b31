import { expect, test, type Page } from '@playwright/test';
import { fillDetails } from './wizard-support.ts';
import {
  apiLogin,
  expectAxeClean,
  freshBin,
  freshPhone,
  pickAddress,
  ready,
  records,
  signInWith,
  smsCode,
  startNewDespiteUnfinished,
} from './widgets-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * The office-internet public flow into the cabinet (spec §2.15, §2.18, §4.5): tariff → address →
 * /auth (login with the hand-off) → the wizard's first step and on (the whole wizard is
 * wizard-office.spec.ts); the unfinished-application screen; the reprice form of the flow and of
 * the minimal landing; the access gate.
 */

async function chooseTariffAndAddress(
  page: Page,
  locale: 'ru' | 'kk' = 'ru',
  { unfinished = false }: { unfinished?: boolean } = {},
) {
  const kk = locale === 'kk';
  await page.goto(kk ? '/kk/internet-for-office' : '/internet-for-office');
  await ready(page);
  // A signed-in company with an unfinished application is asked first (§2.21).
  if (unfinished) await startNewDespiteUnfinished(page, 'internet', locale);
  await page.getByRole('tab', { name: kk ? 'Төмендетусіз' : 'Без понижения' }).click();
  await page
    .getByRole('button', { name: kk ? 'Қосу' : 'Подключить' })
    .nth(1)
    .click();
  await pickAddress(page, kk ? /Қала/ : /Город/, 'Алм', /^Алматы /);
  await pickAddress(page, kk ? /Көше/ : /Улица/, 'Сат', kk ? /Сәтбаев/ : /Сатпаева/);
  await pickAddress(page, kk ? /Үй/ : /Дом/, '3', /^30$/);
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  await page.getByRole('button', { name: kk ? 'Өтінімді рәсімдеу' : 'Оформить заявку' }).click();
}

async function login(
  page: Page,
  request: Parameters<typeof smsCode>[0],
  bin: string,
  phone: ReturnType<typeof freshPhone>,
  kk = false,
) {
  await page.getByRole('textbox', { name: kk ? /БСН\/ЖСН/ : /БИН\/ИИН/ }).fill(bin);
  await page
    .getByRole('textbox', { name: kk ? /Телефон нөмірі/ : /Номер телефона/ })
    .pressSequentially(phone.typed);
  await page.getByRole('button', { name: kk ? 'Жалғастыру' : 'Продолжить' }).click();
  const code = await smsCode(request, phone.e164, 'login');
  await page.getByRole('textbox', { name: kk ? 'SMS-хабарламадағы код' : 'Код из СМС' }).fill(code);
}

test('tariff and address go through the login into the wizard, on from its first step', async ({
  page,
  request,
}) => {
  const bin = freshBin();
  const phone = freshPhone();
  await chooseTariffAndAddress(page);
  await expect(page).toHaveURL(/\/auth$/);
  const intent = page.getByRole('region', { name: 'Вы оформляете заявку' });
  await expect(intent).toContainText('«Интернет для офиса 10 Мбит/с»');
  await expect(intent).toContainText('Сатпаева, 30');
  await expect(intent).toContainText(/23\s900 ₸\/мес\./);
  await expectAxeClean(page, 'main');
  await page.getByRole('textbox', { name: /Название компании/ }).fill('ТОО «Новый Офис»');
  await login(page, request, bin, phone);

  await expect(page).toHaveURL(/\/application-for-connection\?application=[\w-]+&step=details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Заявка на подключение интернета для офиса',
  );
  // The wizard opens at its first step, the application beside it.
  await expect(page.getByRole('heading', { level: 2, name: 'Данные компании' })).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Этапы заявки' }).locator('[aria-current="step"]'),
  ).toContainText('Данные компании');
  const summary = page.getByRole('complementary', { name: /^Заявка № / });
  await expect(summary).toContainText('Сатпаева, 30');
  await expect(summary).toContainText(/23\s900 ₸\/мес\./);
  await expectAxeClean(page, 'main');
  // The header now shows the signed-in company.
  await expect(page.getByRole('banner')).toContainText('ТОО «Новый Офис»');

  // And on through it: the company's details go to the operator.
  await fillDetails(page, 'ru');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('main')).toContainText(
    'Ваша заявка обрабатывается, пожалуйста подождите',
  );
  const application = (await records(request, 'applications')).find((r) => r.company_bin === bin);
  expect(application).toMatchObject({ tariff_id: 'office-10-constant', status: 'DataUpdate' });
});

test('a second application while one is unfinished meets «Завершите старую заявку…»', async ({
  page,
  request,
}) => {
  const bin = freshBin();
  const phone = freshPhone();
  await chooseTariffAndAddress(page, 'kk');
  await expect(page).toHaveURL(/\/kk\/auth$/);
  await login(page, request, bin, phone, true);
  await expect(page).toHaveURL(
    /\/kk\/application-for-connection\?application=[\w-]+&step=details$/,
  );
  await expect(page.getByRole('heading', { name: /^№ .* өтінім$/ })).toBeVisible();

  // Signed in now: the next hand-off goes straight to the wizard, which finds the old one.
  await page.goto('/kk/internet-for-office');
  await ready(page);
  await startNewDespiteUnfinished(page, 'internet', 'kk');
  await page.getByRole('button', { name: 'Қосу' }).first().click();
  await pickAddress(page, /Қала/, 'Алм', /^Алматы /);
  await pickAddress(page, /Көше/, 'Тол', /Төле би/);
  await pickAddress(page, /Үй/, '10', /^101$/);
  await page.getByRole('button', { name: 'Жалғастыру' }).click();
  await page.getByRole('button', { name: 'Өтінімді рәсімдеу' }).click();
  await expect(page).toHaveURL(/\/kk\/application-for-connection$/);
  await expect(
    page.getByRole('heading', { name: 'Кеңсеге арналған интернетке ескі өтінімді аяқтаңыз' }),
  ).toBeVisible();
  await expect(page.locator('main')).toContainText(bin);
  await expect(page.locator('main')).toContainText('Сәтбаев');
  await expectAxeClean(page, 'main');
  await page.getByRole('button', { name: 'Ағымдағысын аяқтау' }).click();
  await expect(page.getByText('Алматы қ., Төле би көшесі, 101')).toBeVisible();
  const mine = (await records(request, 'applications')).filter((r) => r.company_bin === bin);
  expect(mine.map((r) => r.status).sort()).toEqual(['Qualification', 'StatusCancelled']);
});

test('«Продолжить старую заявку» shows the old one where it stopped', async ({ page, request }) => {
  const bin = freshBin();
  const phone = freshPhone();
  const first = await apiLogin(request, bin, phone, {
    appType: 'internet',
    tariffId: 'office-5-reduced',
    address: { houseId: 'almaty-tole-bi-101' },
  });
  const old = first.createdApplication;
  expect(old).not.toBeNull();
  await signInWith(page, first);
  await chooseTariffAndAddress(page, 'ru', { unfinished: true });
  await expect(page).toHaveURL(/\/application-for-connection$/);
  await expect(
    page.getByRole('heading', { name: 'Завершите старую заявку на интернет для офиса' }),
  ).toBeFocused();
  await expect(page.locator('main')).toContainText('Толе би, 101');
  await page.getByRole('button', { name: 'Продолжить старую заявку' }).click();
  await expect(
    page.getByRole('heading', { name: `Заявка № ${old?.applicationNumber}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Этапы заявки' }).locator('[aria-current="step"]'),
  ).toContainText('Данные компании');
  const mine = (await records(request, 'applications')).filter((r) => r.company_bin === bin);
  expect(mine).toHaveLength(1);
});

test('a wrong login code and a failing login are said in plain words, the BIN and phone kept', async ({
  page,
}) => {
  const phone = freshPhone();
  await page.route(`**${API_PATHS.loginStart}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'SERVICE_ERROR', message: 'x' } } }),
  );
  await page.goto('/auth');
  await page.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
  await page.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(/Ошибка сервиса/);
  await expect(page.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
  await expectAxeClean(page, 'main');
});

test('a company without applications meets the access gate after its code and chooses where to apply', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/auth');
  await page.getByRole('textbox', { name: /БИН\/ИИН/ }).fill(freshBin());
  await page.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  // Nothing is said about the company before the phone is proven (server/README.md).
  await page
    .getByRole('textbox', { name: 'Код из СМС' })
    .fill(await smsCode(request, phone.e164, 'login'));
  await expect(
    page.getByRole('heading', {
      name: 'Доступ в личный кабинет только для клиентов с поданной заявкой',
    }),
  ).toBeFocused();
  await expectAxeClean(page, 'main');
  await page.getByRole('radio', { name: 'Интернет для офиса' }).check();
  await page.getByRole('button', { name: 'Перейти' }).click();
  await expect(page).toHaveURL(/\/internet-for-office$/);
});

test('the reprice form of the minimal landing takes a request and says «Мы перезвоним»', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/internet-for-office-landing');
  await ready(page);
  const form = page.locator('[data-form="reprice"]');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
  await expectAxeClean(page, '[data-form="reprice"]');
  await form.getByRole('textbox', { name: /Имя/ }).fill('Ерлан');
  await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
  await form.getByRole('checkbox', { name: /персональных данных/ }).check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByRole('heading', { name: 'Заявка принята' })).toBeFocused();
  await expect(form.getByText('Мы перезвоним в ближайшее время.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/');
  expect(
    (await records(request, 'reprice-requests')).find((r) => r.phone === phone.e164),
  ).toMatchObject({
    name: 'Ерлан',
    bin: '180440000128',
  });
});

test('the promo band’s button leads to the reprice form in the flow; the bonus is said as ended, the request taken', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/internet-for-office');
  await ready(page);
  // The promo ran for requests until 31.12.2024 (content-areas §9): the build's day is after it.
  const band = page.getByRole('region', { name: 'Интернет для офиса с бонусами' });
  await expect(band).toContainText('Акция завершилась');
  await expect(band).toContainText('Бонусы действовали для заявок, поданных до 31.12.2024');
  await band.getByRole('link', { name: 'Оставить заявку' }).click();
  const block = page.locator('#promo-form');
  await expect(block).toBeFocused();
  await expect(block).toBeInViewport();
  const form = block.locator('[data-form="reprice"]');
  await expect(form).toContainText(
    'Акция с бонусами завершилась 31 декабря 2024 года. Заявку можно оставить и сейчас — менеджер перезвонит и подберёт условия.',
  );
  await expectAxeClean(page, '#promo-form');
  await form.getByRole('textbox', { name: /Имя/ }).fill('Айгерим');
  await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('081140000377');
  await form.getByRole('textbox', { name: 'Электронная почта' }).fill('office@alma.kz');
  await form.getByRole('checkbox', { name: /персональных данных/ }).check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByRole('heading', { name: 'Заявка принята' })).toBeFocused();
  await expect(form.getByText('Мы перезвоним в ближайшее время.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/');
  await expectAxeClean(page, '#promo-form');
  expect(
    (await records(request, 'reprice-requests')).find((r) => r.phone === phone.e164),
  ).toMatchObject({ name: 'Айгерим', bin: '081140000377', email: 'office@alma.kz' });

  // In Kazakh, the same, with a Kazakh month name.
  await page.goto('/kk/internet-for-office');
  await ready(page);
  await expect(page.getByRole('region', { name: 'Бонустары бар кеңсе интернеті' })).toContainText(
    'Акция аяқталды',
  );
  await expect(page.locator('#promo-form [data-form="reprice"]')).toContainText(
    'Бонустары бар акция аяқталды, соңғы күні — 2024 жылғы 31 желтоқсан.',
  );
  await expectAxeClean(page, '#promo-form');
});

test('the wizard route without a session goes back to the product page', async ({ page }) => {
  await page.goto('/kk/application-for-connection');
  await expect(page).toHaveURL(/\/kk\/internet-for-office$/);
});

test('the tariffs are in the prerendered HTML and shown without JS, both tabs', async ({
  browser,
  request,
}) => {
  for (const path of ['/internet-for-office', '/kk/internet-for-office']) {
    const html = await (await request.get(path)).text();
    for (const speed of [5, 10, 15, 20]) {
      for (const mode of ['reduced', 'constant']) {
        expect(html, `${path} ${speed} ${mode}`).toContain(`data-tariff="office-${speed}-${mode}"`);
      }
    }
    expect(html).not.toMatch(/Загружаем тарифы|Тарифтер жүктелуде/);
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/internet-for-office');
  const cards = page.locator('[data-flow="office-internet"] [data-tariff]');
  // The first tab's four cards show; the other tab's are in the page, hidden.
  await expect(cards.filter({ visible: true })).toHaveCount(4);
  for (const speed of ['5 Мбит/с', '10 Мбит/с', '15 Мбит/с', '20 Мбит/с']) {
    await expect(page.getByRole('heading', { name: speed, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^15\s900 ₸\/мес\.$/)).toBeVisible();
  await expect(page.getByText('Узнать подробнее об интернете для офиса').first()).toBeVisible();
  await context.close();
});

test('an address checked on a partner page (?houseId=) is waiting in the flow once a tariff is chosen', async ({
  page,
}) => {
  await page.goto(
    `/internet-for-office?houseId=${encodeURIComponent('astana-syganak-18Г')}#tariffs`,
  );
  await ready(page);
  const linked = page.locator('[data-linked-address]');
  await expect(linked).toContainText('Адрес офиса проверен — он в зоне покрытия');
  await expect(linked).toContainText('Сыганак, 18Г');
  await page.getByRole('button', { name: 'Подключить' }).first().click();
  await expect(page.getByRole('heading', { name: 'Адрес в зоне покрытия' })).toBeVisible();
  await expect(
    page.locator('[data-widget="address-check"]').getByText('г. Астана, ул. Сыганак, 18Г'),
  ).toBeVisible();
  await expectAxeClean(page, 'main');
  await page.getByRole('button', { name: 'Оформить заявку' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('region', { name: 'Вы оформляете заявку' })).toContainText(
    'Сыганак, 18Г',
  );
});
