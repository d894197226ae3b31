import { expect, test, type Page } from '@playwright/test';
import { installNcaLayer } from './ncalayer.ts';
import { hydrated } from './site.ts';
import { expectAxeClean, ready, signInWith } from './widgets-support.ts';
import { edsLogin } from './wizard-support.ts';

/*
 * The cabinet's home, «Мои заявки» (issue 39), against the reference backend: a login lands on
 * it, «Требует действия» lists the step waiting in each open application with its button, and
 * «Мои заявки» is in the header itself (at 1366) and first in the burger (at 390).
 *
 * ТОО «Степной Логистик» (server/README.md «Demo data»): its office application waits for its
 * signature, its mobile one for the choice of how the SIM cards come. Signed in by its head's EDS
 * (the NCALayer stand-in, or the API with the test PKI): no SMS, so no countdown shared with the
 * suites that sign it in by SMS; and nothing here changes its applications (the suites that
 * sign them run on servers of their own).
 */

const STEPNOY = 'ТОО «Степной Логистик»';
const NUMBER = String.raw`IN-\d{4}-\d{6}`;

/** The wizard step a home's button leads to, for an office application. */
const signStep = (prefix = '') =>
  new RegExp(`${prefix}/application-for-connection\\?application=[\\w-]+&step=sign$`);

/** A list the element's box fits its content in: nothing cut or scrolled away. */
async function showsWhole(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);
}

test.describe('at 1366, in Russian', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the EDS login lands on the home: the signature it waits for, its button, «Мои заявки» in the header', async ({
    page,
  }) => {
    await installNcaLayer(page, { key: 'stepnoy-head' });
    await page.goto('/auth');
    await ready(page);
    await page.getByRole('tab', { name: 'По ЭЦП' }).click();
    await page.getByRole('button', { name: 'Войти с ЭЦП' }).click();
    await expect(page).toHaveURL(/\/profile-applications$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Мои заявки');
    const todo = main.getByRole('region', { name: 'Требует действия' });
    const sign = todo.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Подпишите договор' }),
    });
    await expect(sign).toContainText(new RegExp(`Заявка № ${NUMBER}`));
    const button = sign.getByRole('link', {
      name: new RegExp(`^Подписать договор по заявке № ${NUMBER}$`),
    });
    await expect(button).toHaveAttribute('href', signStep());
    // And the mobile application's step, no other: the finished office one waits for nothing.
    await expect(todo.getByRole('listitem')).toHaveCount(2);
    await expect(
      todo.getByRole('heading', { level: 3, name: 'Выберите, как получить SIM-карты' }),
    ).toBeVisible();
    // Then the open applications, the finished one on its product's list.
    const internet = main.getByRole('region', { name: 'Интернет для офиса' });
    await expect(internet.getByRole('article')).toHaveCount(1);
    await expect(
      internet.getByRole('link', { name: 'Все заявки: Интернет для офиса (2)' }),
    ).toHaveAttribute('href', '/profile-applications/internet');
    await expect(main.getByRole('link', { name: 'Профиль компании' })).toHaveAttribute(
      'href',
      '/profile',
    );

    // «Мои заявки» in the header itself, marked as the page open; the company's name whole.
    const banner = page.getByRole('banner');
    const mine = banner.getByRole('link', { name: 'Мои заявки' });
    await expect(mine).toBeVisible();
    await expect(mine).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('button', { name: STEPNOY })).toBeVisible();
    expect(await showsWhole(page, 'header [aria-haspopup="menu"] span')).toBe(true);
    await expectAxeClean(page);

    // The button opens the application's signing step.
    await button.click();
    await expect(page).toHaveURL(signStep());

    // From any page, the header's «Мои заявки» leads back home.
    await page.goto('/roaming');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Мои заявки' }).click();
    await expect(page).toHaveURL(/\/profile-applications$/);
    await expect(main.getByRole('region', { name: 'Требует действия' })).toBeVisible();
  });
});

test.describe('at 390, in Kazakh', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home lists the pending signature; «Менің өтінімдерім» is the burger’s first item', async ({
    page,
    request,
  }) => {
    await signInWith(page, await edsLogin(request, 'stepnoy-head-auth'));
    // A signed-in visitor of /auth is sent to the home too.
    await page.goto('/kk/auth');
    await expect(page).toHaveURL(/\/kk\/profile-applications$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Менің өтінімдерім');
    const todo = main.getByRole('region', { name: 'Әрекет қажет' });
    await expect(
      todo.getByRole('link', { name: new RegExp(`^Шартқа қол қою — № ${NUMBER} өтінім$`) }),
    ).toHaveAttribute('href', signStep('/kk'));
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Мәзір' }).click();
    const drawer = page.getByRole('dialog', { name: 'Мәзір' });
    const first = drawer.getByRole('link').first();
    await expect(first).toHaveText('Менің өтінімдерім');
    await expect(first).toHaveAttribute('href', '/kk/profile-applications');
    await expect(first).toHaveAttribute('aria-current', 'page');
    await expect(first).toBeInViewport();
    await expectAxeClean(page);
  });
});

test('at 1100, in Kazakh: «Менің өтінімдерім» and the whole company name fit the header row', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await signInWith(page, await edsLogin(request, 'stepnoy-head-auth'));
  await page.goto('/kk/profile-applications');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Менің өтінімдерім' })).toBeVisible();
  await expect(banner.getByRole('button', { name: STEPNOY })).toBeVisible();
  expect(await showsWhole(page, 'header [aria-haspopup="menu"] span')).toBe(true);
  // Nothing of the row past the window's edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100);
});
