/**
 * The cabinet login by EDS (§2.18) in the browser, with NCALayer played by the stand-in (real CMS
 * from the test PKI, checked by the server's verifier): the First Head's AUTH key signs in; each
 * bad key says its catalogue words; a cancel; NCALayer not running, then the SMS way in.
 */
import { expect, test, type Page } from '@playwright/test';
import { installNcaLayer } from './ncalayer.ts';
import { expectAxeClean, ready, smsCode, smsMark } from './widgets-support.ts';

async function openEdsTab(page: Page, path = '/auth', tab = 'По ЭЦП') {
  await page.goto(path);
  await ready(page);
  await page.getByRole('tab', { name: tab }).click();
}

const problem = (page: Page) => page.locator('[data-eds-problem]');

test('the First Head’s AUTH key signs in and lands on the cabinet’s home', async ({ page }) => {
  const ncaLayer = await installNcaLayer(page, { key: 'stepnoy-head' });
  await openEdsTab(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  await page.waitForURL('**/profile-applications');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  // NCALayer was asked for an AUTH key, over the challenge's bytes, in Russian.
  expect(ncaLayer.requests).toHaveLength(1);
  expect(ncaLayer.requests[0]).toMatchObject({
    module: 'kz.gov.pki.knca.basics',
    method: 'sign',
    args: {
      format: 'cms',
      signingParams: { decode: true, encapsulate: false },
      signerParams: { extKeyUsageOids: ['1.3.6.1.5.5.7.3.2'] },
      locale: 'ru',
    },
  });
});

test('in Kazakh too, NCALayer asked in Kazakh', async ({ page }) => {
  const ncaLayer = await installNcaLayer(page, { key: 'kaztranstech-head' });
  await openEdsTab(page, '/kk/auth', 'ЭЦҚ арқылы');
  await page.getByRole('button', { name: 'ЭЦҚ-мен кіру' }).click();
  await page.waitForURL('**/kk/profile-applications');
  expect(ncaLayer.requests[0]).toMatchObject({ args: { locale: 'kk' } });
});

const BAD_KEYS = [
  { key: 'stepnoy-head-expired-auth', says: 'Выбранный ЭЦП ключ истёк' },
  { key: 'stepnoy-head-revoked-auth', says: 'Выбранный ЭЦП ключ отозван' },
  { key: 'stepnoy-head-sign', says: 'Необходимо выбрать файл для авторизации' },
  {
    key: 'untrusted-head-auth',
    says: 'Необходимо выбрать действительный ЭЦП ключ',
    detail: 'Сертификат выдан не Национальным удостоверяющим центром РК',
  },
];

test('each bad key says its catalogue words; nothing signs in', async ({ page }) => {
  const ncaLayer = await installNcaLayer(page);
  await openEdsTab(page);
  for (const bad of BAD_KEYS) {
    ncaLayer.set({ key: bad.key });
    await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
    await expect(page.getByRole('alert')).toContainText(bad.says);
    if (bad.detail) await expect(page.getByRole('alert')).toContainText(bad.detail);
  }
  await expectAxeClean(page);
  ncaLayer.set({ key: 'stepnoy-head', behaviour: 'tamper' });
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  await expect(problem(page)).toHaveAttribute('data-eds-problem', 'EDS_INVALID_KEY');
  expect(page.url()).toMatch(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a cancel in NCALayer says «Отмена подписи!»; a company without applications meets the gate', async ({
  page,
}) => {
  const ncaLayer = await installNcaLayer(page, { behaviour: 'cancel' });
  await openEdsTab(page);
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  await expect(page.getByRole('alert')).toContainText('Отмена подписи!');
  ncaLayer.set({ behaviour: 'sign', key: 'nomad-head' });
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'Доступ в личный кабинет только для клиентов с поданной заявкой',
    }),
  ).toBeFocused();
});

test('NCALayer not running: what to check, then the SMS way in works', async ({
  page,
  request,
}) => {
  await installNcaLayer(page, { unavailable: true });
  await openEdsTab(page);
  await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Нет связи с приложением для подписи. Убедитесь, что оно запущено, и попробуйте снова',
  );
  await expect(alert.getByRole('listitem')).toHaveCount(3);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Войти по СМС-коду' }).click();
  await expect(page.getByRole('tab', { name: 'По СМС-коду' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('textbox', { name: /БИН\/ИИН/ }).fill('190240000370');
  await page.getByRole('textbox', { name: /Номер телефона/ }).fill('7781234501');
  const mark = await smsMark(request, '+77781234501');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  const code = page.getByRole('textbox', { name: 'Код из СМС' });
  await expect(code).toBeVisible();
  await code.fill(await smsCode(request, '+77781234501', 'login', mark));
  await page.waitForURL('**/profile-applications');
});
