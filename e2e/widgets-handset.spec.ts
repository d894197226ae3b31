import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, freshPhone, hangRequests, ready, records } from './widgets-support.ts';

/* The handset special offer on /kense-handset-offer (spec §2.17) against the real backend. */

const WIDGET = '[data-widget="handset-offer"]';
const region = (page: Page) => page.locator(WIDGET);

async function check(page: Page, bin: string) {
  await region(page)
    .getByRole('textbox', { name: /БИН\/ИИН/ })
    .fill(bin);
  await region(page).getByRole('button', { name: 'Узнать' }).click();
}

test('an eligible company is congratulated and its request becomes a lead and an opportunity', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/kense-handset-offer');
  await ready(page);
  // The page's terms, process and conditions surround the check.
  await expect(page.getByRole('heading', { name: 'Условия предложения' })).toBeVisible();
  await expectAxeClean(page, WIDGET);
  await check(page, '180440000128');
  await expect(page.getByRole('heading', { name: 'Поздравляем!' })).toBeFocused();
  await expect(region(page).getByText('«Кеңсе»')).toBeVisible();
  await expectAxeClean(page, WIDGET);
  await region(page)
    .getByRole('textbox', { name: /Номер телефона/ })
    .pressSequentially(phone.typed);
  await region(page).getByRole('textbox', { name: 'Электронная почта' }).fill('ceo@steppe.kz');
  await region(page).getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка принята' })).toBeFocused();
  await expect(region(page).getByText('Мы свяжемся с вами в ближайшее время.')).toBeVisible();
  await expectAxeClean(page, WIDGET);

  expect((await records(request, 'leads')).find((r) => r.phone === phone.e164)).toMatchObject({
    bin: '180440000128',
    eligible: 1,
    tariff_id: 'kense',
  });
  expect(
    (await records(request, 'opportunities')).find((r) => r.phone === phone.e164),
  ).toMatchObject({
    bin: '180440000128',
  });
});

test('a company outside the offer is told so in Kazakh and its request is a lead only', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.goto('/kk/kense-handset-offer');
  await ready(page);
  await region(page)
    .getByRole('textbox', { name: /БСН\/ЖСН/ })
    .fill('050440000371');
  await region(page).getByRole('button', { name: 'Білу' }).click();
  await expect(page.getByRole('heading', { name: 'Ұсыныс қолжетімсіз' })).toBeFocused();
  await region(page)
    .getByRole('textbox', { name: /Телефон нөмірі/ })
    .pressSequentially(phone.typed);
  await region(page).getByRole('button', { name: 'Өтінім жіберу' }).click();
  await expect(page.getByRole('heading', { name: 'Өтінім қабылданды' })).toBeVisible();
  expect((await records(request, 'leads')).find((r) => r.phone === phone.e164)).toMatchObject({
    eligible: 0,
  });
  expect(
    (await records(request, 'opportunities')).find((r) => r.phone === phone.e164),
  ).toBeUndefined();
});

test('a failing check says «Ошибка сервиса» and keeps the BIN; a wrong BIN never reaches the backend', async ({
  page,
}) => {
  let calls = 0;
  await page.route('**/api/v1/creatio-landing/price-plan-offer**', async (route) => {
    calls += 1;
    await route.fulfill({ status: 500, json: { error: { code: 'SERVICE_ERROR', message: 'x' } } });
  });
  await page.goto('/kense-handset-offer');
  await ready(page);
  await check(page, '180440000129');
  await expect(page.getByRole('group', { name: 'Исправьте ошибки' })).toBeFocused();
  expect(calls).toBe(0);
  await check(page, '180440000128');
  await expect(region(page).getByRole('alert')).toHaveText(/Ошибка сервиса/);
  await expect(region(page).getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
  await expectAxeClean(page, WIDGET);
});

test('a request that times out says «Попробуйте позже» and keeps the form', async ({ page }) => {
  const phone = freshPhone();
  const { passClientTimeout } = await hangRequests(page, '**/api/v1/creatio-landing/create-lead');
  await page.goto('/kense-handset-offer');
  await ready(page);
  await check(page, '050440000371');
  await region(page)
    .getByRole('textbox', { name: /Номер телефона/ })
    .pressSequentially(phone.typed);
  await region(page).getByRole('textbox', { name: 'Название компании' }).fill('АО «КазТрансТех»');
  await region(page).getByRole('button', { name: 'Отправить заявку' }).click();
  await passClientTimeout();
  await expect(region(page).getByRole('alert')).toHaveText(/Попробуйте позже/);
  await expect(region(page).getByRole('textbox', { name: 'Название компании' })).toHaveValue(
    'АО «КазТрансТех»',
  );
});
