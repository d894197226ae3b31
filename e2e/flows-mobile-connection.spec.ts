import { expect, test } from '@playwright/test';
import {
  apiLogin,
  expectAxeClean,
  freshBin,
  freshPhone,
  ready,
  records,
  signInWith,
  smsCode,
  startNewDespiteUnfinished,
} from './widgets-support.ts';
import { fillDetails } from './wizard-support.ts';

/*
 * The mobile-connection public flow (spec §2.16): tariffs → the number step → /auth → the wizard's
 * first step and on; the resume screen; the phone warning on /auth.
 */

test('a tariff, the numbers and the options go through the login into the wizard, on from its first step', async ({
  page,
  request,
}) => {
  const bin = freshBin();
  const phone = freshPhone();
  await page.goto('/mobile-connection');
  await ready(page);
  const kense = page.locator('[data-tariff="kense"]');
  await expect(kense.getByRole('heading', { name: '«Кеңсе»' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Архив тарифов' })).toHaveCount(1);
  await expectAxeClean(page, '[data-flow="mobile-connection"]');
  await kense.getByRole('button', { name: 'Выбрать' }).click();

  await expect(
    page.getByRole('heading', { name: 'Выберите количество номеров для подключения «Кеңсе»' }),
  ).toBeFocused();
  const count = page.getByRole('textbox', { name: /Количество номеров/ });
  await count.fill('5');
  await page.getByRole('button', { name: 'Добавить ещё номера' }).click();
  await page.getByRole('button', { name: 'Добавить один дополнительный номер' }).click();
  await expect(page.getByText('Дополнительных номеров: 2')).toBeVisible();
  await expect(page.getByText(/35\s950 ₸\/мес\./)).toBeVisible();
  await page.getByRole('checkbox', { name: /базовый роуминг/ }).check();
  await expect(page.getByRole('link', { name: 'Подробнее о виртуальной АТС' })).toHaveAttribute(
    'href',
    '/virtual-ats',
  );
  await expectAxeClean(page, '[data-flow="mobile-numbers"]');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('region', { name: 'Вы оформляете заявку' })).toContainText(
    'основных: 5, дополнительных: 2',
  );
  await page.getByRole('textbox', { name: /БИН\/ИИН/ }).fill(bin);
  await page.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page
    .getByRole('textbox', { name: 'Код из СМС' })
    .fill(await smsCode(request, phone.e164, 'login'));

  await expect(page).toHaveURL(/\/mobile-application\?application=[\w-]+&step=details$/);
  // Titled by its tariff (§2.23): the page's heading and its title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка на «Кеңсе»');
  await expect(page).toHaveTitle('Шаг 1 из 4: Данные компании — Заявка на «Кеңсе» — Dala Business');
  const summary = page.getByRole('complementary', { name: /^Заявка № MB-/ });
  await expect(summary).toContainText(/Основных номеров\s*5/);
  await expect(summary).toContainText(/Дополнительных номеров\s*2/);
  await expect(summary).toContainText(/Итого в месяц\s*35\s950 ₸\/мес\./);
  await expect(summary).toContainText(/Базовый роуминг\s*Подключён на всех номерах/);
  await expect(
    page.getByRole('list', { name: 'Этапы заявки' }).locator('[aria-current="step"]'),
  ).toContainText('Данные компании');
  await expectAxeClean(page, 'main');
  // And on through the wizard (all of it in wizard-mobile.spec.ts): the details go to the operator.
  await fillDetails(page, 'ru');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('main')).toContainText(
    'Ваша заявка обрабатывается, пожалуйста подождите',
  );
  const mine = (await records(request, 'applications')).filter((r) => r.company_bin === bin);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ app_type: 'mobile', tariff_id: 'kense', status: 'DataUpdate' });
});

test('the resume screen for mobile offers to continue, finish the current one or go home', async ({
  page,
  request,
}) => {
  const bin = freshBin();
  const phone = freshPhone();
  const first = await apiLogin(request, bin, phone, {
    appType: 'mobile',
    tariffId: 'business-unlim-9',
    ctnsAmount: 2,
    additionalCtnsAmount: 0,
    numbersChoice: 'new',
    virtualPbx: false,
    roaming: false,
  });
  await signInWith(page, first);
  await page.goto('/kk/mobile-connection');
  await ready(page);
  await startNewDespiteUnfinished(page, 'mobile', 'kk');
  await page.locator('[data-tariff="kense"]').getByRole('button', { name: 'Таңдау' }).click();
  await page.getByRole('button', { name: 'Жалғастыру' }).click();
  await expect(page).toHaveURL(/\/kk\/mobile-application$/);
  await expect(
    page.getByRole('heading', { name: 'Мобильді байланысқа ескі өтінімді аяқтаңыз' }),
  ).toBeFocused();
  await expect(page.locator('main')).toContainText('«Бизнес Шексіз 9»');
  await expectAxeClean(page, 'main');
  await page.getByRole('button', { name: 'Басты бетке өту' }).click();
  await expect(page).toHaveURL(/\/kk$/);
});

test('signed in on a phone, «Продолжить» goes straight on: no dialog turns the phone back (§2.18, issue 39)', async ({
  browser,
  request,
}) => {
  // A company with an unfinished mobile application: «Продолжить» leads to its resume.
  const login = await apiLogin(request, freshBin(), freshPhone(), {
    appType: 'mobile',
    tariffId: 'business-unlim-9',
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
  await page.goto('/mobile-connection');
  await ready(page);
  await startNewDespiteUnfinished(page, 'mobile');
  await page.locator('[data-tariff="kense"]').getByRole('button', { name: 'Выбрать' }).click();
  await page.getByRole('textbox', { name: /Количество номеров/ }).fill('2');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/mobile-application$/);
  await expect(
    page.getByRole('heading', { name: 'Завершите старую заявку на мобильную связь' }),
  ).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await context.close();
});

test('the mobile tariffs are in the prerendered HTML, the 3 000 ₸ per additional number with them', async ({
  request,
  browser,
}) => {
  for (const path of ['/mobile-connection', '/kk/mobile-connection']) {
    const html = await (await request.get(path)).text();
    for (const id of ['kense', 'business-unlim-9', 'business-unlim-13']) {
      expect(html, `${path} ${id}`).toContain(`data-tariff="${id}"`);
    }
    expect(html).not.toMatch(/Загружаем тарифы|Тарифтер жүктелуде/);
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kk/mobile-connection');
  await expect(page.getByRole('heading', { name: '«Кеңсе»', exact: true })).toBeVisible();
  await expect(page.getByText(/^5\s990 ₸\/ай/).first()).toBeVisible();
  // «Тариф туралы толығырақ» opens without JS (a <details>): the per-number price is there.
  await page.getByText('Тариф туралы толығырақ').first().click();
  await expect(page.getByText(/Әрқайсысы 3\s000 ₸/).first()).toBeVisible();
  await context.close();
});
