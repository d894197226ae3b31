import { expect, test, type Page } from '@playwright/test';
import {
  consultationRegion,
  expectAxeClean,
  freshPhone,
  hangRequests,
  ready,
  records,
  smsCode,
} from './widgets-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * The consultation form on the site (spec §2.13) against the real backend: SMS codes come from
 * its dev outbox; failures the backend does not produce on demand (500, a hanging request) are
 * injected with page.route.
 */

const WIDGET = '[data-widget="consultation"]';

async function fill(page: Page, phone: string, bin = '180440000128') {
  const form = consultationRegion(page);
  await form.getByRole('textbox', { name: 'Имя' }).fill('Айгерим');
  await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone);
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill(bin);
  await form.getByRole('textbox', { name: 'Название компании' }).fill('ТОО «Степной Логистик»');
  await form.getByRole('checkbox', { name: /согласен/ }).check();
}

test('a product page takes a consultation request confirmed by SMS and lands on «Заявка принята»', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/virtual-ats');
  await ready(page);
  await expectAxeClean(page, WIDGET);
  await fill(page, phone.typed);
  await consultationRegion(page).getByRole('button', { name: 'Отправить заявку' }).click();

  const heading = page.getByRole('heading', { name: 'Подтвердите номер телефона' });
  await expect(heading).toBeFocused();
  await expect(
    page.getByText(/Мы отправили код подтверждения на номер \+7 701 \*\*\* \*\* \d\d\./),
  ).toBeVisible();
  await expect(page.getByText(/До повторной отправки кода 0:5\d|1:00/)).toBeVisible();
  await expectAxeClean(page, WIDGET);

  const code = await smsCode(request, phone.e164, 'consultation');
  await page.getByRole('textbox', { name: 'Код из СМС' }).fill(code);
  await expect(page).toHaveURL(/\/application-for-consultancy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка принята');

  const stored = (await records(request, 'consultations')).find((r) => r.phone === phone.e164);
  expect(stored).toMatchObject({
    bin: '180440000128',
    product_slug: 'virtual-ats',
    source: 'product',
    name: 'Айгерим',
  });
});

test('the home page form works in Kazakh and stays on /kk', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/kk');
  await ready(page);
  const form = consultationRegion(page);
  await form.getByRole('button', { name: 'Өтінім жіберу' }).click();
  await expect(page.getByRole('group', { name: 'Қателерді түзетіңіз' })).toBeFocused();
  await expectAxeClean(page, WIDGET);
  await form.getByRole('textbox', { name: /Телефон нөмірі/ }).pressSequentially(phone.typed);
  await form.getByRole('textbox', { name: /БСН/ }).fill('081140000377');
  await form.getByRole('checkbox', { name: /келісемін/ }).check();
  await form.getByRole('button', { name: 'Өтінім жіберу' }).click();
  await page
    .getByRole('textbox', { name: 'SMS-хабарламадағы код' })
    .fill(await smsCode(request, phone.e164, 'consultation'));
  await expect(page).toHaveURL(/\/kk\/application-for-consultancy$/);
  const stored = (await records(request, 'consultations')).find((r) => r.phone === phone.e164);
  expect(stored).toMatchObject({ source: 'home', locale: 'kk', product_slug: null });
});

test('a wrong code says so with the attempts left, then the attempts run out; nothing typed is lost', async ({
  page,
}) => {
  const phone = freshPhone();
  await page.goto('/ddos');
  await ready(page);
  await fill(page, phone.typed);
  await consultationRegion(page).getByRole('button', { name: 'Отправить заявку' }).click();
  const code = page.getByRole('textbox', { name: 'Код из СМС' });
  await code.fill('0000');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Код введён неверно. Попробуйте ещё раз. Осталось попыток: 2').first(),
  ).toBeVisible();
  await expectAxeClean(page, WIDGET);
  await code.fill('0001');
  await expect(page.getByText(/Осталось попыток: 1/).first()).toBeVisible();
  await code.fill('0002');
  await expect(code).toBeDisabled();
  await expect(
    page.getByText('Попытки закончились. Повторите через 10 мин.').first(),
  ).toBeVisible();
  await expectAxeClean(page, WIDGET);

  await page.getByRole('button', { name: 'Изменить данные заявки' }).click();
  const form = consultationRegion(page);
  await expect(form.getByRole('textbox', { name: 'Имя' })).toHaveValue('Айгерим');
  await expect(form.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
  // The lock is the backend's: asking for a new code now says how long to wait.
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /Попытки закончились\. Повторите через (10|9) мин\./,
  );
});

test('an agent login the backend does not know is refused at its field', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/virtual-ats');
  await ready(page);
  await fill(page, phone.typed);
  const form = consultationRegion(page);
  await form.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }).check();
  const login = form.getByRole('textbox', { name: /Логин агента/ });
  await login.fill('m.li');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const summary = page.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText('Неверный логин агента');
  await expect(login).toHaveAttribute('aria-invalid', 'true');
  await expect(login).toHaveValue('m.li');
  await expectAxeClean(page, WIDGET);
  await summary.getByRole('link').click();
  await expect(login).toBeFocused();
});

test('a service error on the request is said in plain words, and the confirmed code carries the retry', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  let failures = 1;
  await page.route(`**${API_PATHS.createConsultancy}`, async (route) => {
    if (failures-- > 0) {
      await route.fulfill({
        status: 500,
        json: { error: { code: 'SERVICE_ERROR', message: 'boom' } },
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/virtual-ats');
  await ready(page);
  await fill(page, phone.typed);
  await consultationRegion(page).getByRole('button', { name: 'Отправить заявку' }).click();
  await page
    .getByRole('textbox', { name: 'Код из СМС' })
    .fill(await smsCode(request, phone.e164, 'consultation'));
  await expect(consultationRegion(page).getByRole('alert')).toHaveText(/Ошибка сервиса/);
  await expect(page.getByText('HTTP 500')).toHaveCount(0);
  await expectAxeClean(page, WIDGET);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/application-for-consultancy$/);
});

test('a request that never answers ends in «Попробуйте позже» after the client timeout, form kept', async ({
  page,
}) => {
  const phone = freshPhone();
  const { passClientTimeout } = await hangRequests(page, `**${API_PATHS.smsSend}`);
  await page.goto('/virtual-ats');
  await ready(page);
  await fill(page, phone.typed);
  const submit = consultationRegion(page).getByRole('button', { name: 'Отправить заявку' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await passClientTimeout();
  await expect(consultationRegion(page).getByRole('alert')).toHaveText(/Попробуйте позже/);
  await expect(consultationRegion(page).getByRole('textbox', { name: 'Имя' })).toHaveValue(
    'Айгерим',
  );
  await expect(consultationRegion(page).getByRole('checkbox', { name: /согласен/ })).toBeChecked();
});

test('the consent links the personal-data notice in a new tab; the form keeps what was typed', async ({
  page,
  context,
}) => {
  const phone = freshPhone();
  await page.goto('/virtual-ats');
  await ready(page);
  const form = consultationRegion(page);
  await form.getByRole('textbox', { name: 'Имя' }).fill('Айгерим');
  await form.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  const consent = form.getByRole('checkbox', { name: /согласен/ });
  const notice = form.getByRole('link', {
    name: 'уведомлением об обработке персональных данных (откроется в новой вкладке)',
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), notice.click()]);
  await expect(tab).toHaveURL(/\/personal-data$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    'Как мы обрабатываем персональные данные',
  );
  await tab.close();
  // Following the link neither ticked the box nor touched the form.
  await expect(consent).not.toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Имя' })).toHaveValue('Айгерим');

  // Sent without the consent: the catalogue's words, at the box and in the summary.
  await form.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('180440000128');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const summary = page.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText('Необходимо ваше согласие');
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, WIDGET);
  await summary.getByRole('link').click();
  await expect(consent).toBeFocused();
});
