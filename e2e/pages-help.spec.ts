import { expect, test } from '@playwright/test';
import { expectAxeClean, ready } from './pages-support.ts';

/*
 * The help centre (content-areas §2.2) in a real browser against the built site: the menu's pages
 * exist and link to each other, and the signatory memo's region search works in both languages.
 */

test('the help menu leads to every help page, and each page to the others of its group', async ({
  page,
}) => {
  await page.goto('/support');
  await ready(page);
  // The menu: a card per group (its name an h3), its pages listed under it.
  const links = await page
    .locator('main li:has(> h3) a[href^="/support/"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') as string,
        text: (a.textContent ?? '').trim(),
      })),
    );
  const pages = [...new Map(links.map((l) => [l.href, l])).values()];
  expect(pages.length).toBe(16);

  for (const target of pages) {
    await page.locator(`main a[href="${target.href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The group's own menu marks where we are.
    await expect(page.locator(`nav a[href="${target.href}"]`)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.locator('main').getByRole('link', { name: 'Помощь', exact: true }).click();
    await expect(page).toHaveURL(/\/support$/);
  }

  // Inside a group: from one page to its neighbours through the group's menu.
  await page.getByRole('link', { name: 'Памятка о подписантах' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Памятка о подписантах');
  const group = page.getByRole('navigation', { name: 'Мобильная связь' });
  await group.getByRole('link', { name: 'Полезная информация и оплата' }).click();
  await expect(page).toHaveURL(/\/support\/mobile-connection\/info$/);
  await expect(group.getByRole('link', { name: 'Полезная информация и оплата' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('sign-note: find a region by typing Russian in any case; only its signers stay', async ({
  page,
}) => {
  await page.goto('/support/mobile-connection/sign-note');
  await ready(page);
  const regions = page.locator('[data-region]');
  const all = await regions.count();
  expect(all).toBeGreaterThan(15);
  await expectAxeClean(page);

  const select = page.getByRole('combobox', { name: /^Регион/ });
  await expect(select).toHaveText(/Выберите регион/);
  await select.click();
  const search = page.getByRole('searchbox', { name: 'Поиск по названию' });
  await expect(search).toBeFocused();
  await search.pressSequentially('Бавария');
  await expect(page.getByRole('listbox')).toContainText('Регион не найден');
  await search.fill('');
  await search.pressSequentially('КАРАГ');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: 'Карагандинская область' }).click();

  await expect(regions).toHaveCount(1);
  const region = page.getByRole('region', { name: 'Карагандинская область' });
  await expect(region.getByRole('listitem').first()).toContainText('Номер доверенности');
  await expect(region).toContainText(
    /\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/,
  );
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Показать все регионы' }).click();
  await expect(regions).toHaveCount(all);
  await expect(select).toBeFocused();
});

test('sign-note in Kazakh: Kazakh letters and a Russian keyboard both find the region', async ({
  page,
}) => {
  await page.goto('/kk/support/mobile-connection/sign-note');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Қол қоюшылар туралы жадынама');
  const select = page.getByRole('combobox', { name: /^Өңір/ });
  await select.click();
  const search = page.getByRole('searchbox', { name: 'Атауы бойынша іздеу' });
  await search.pressSequentially('Қарағ');
  await expect(page.getByRole('option', { name: 'Қарағанды облысы' })).toBeVisible();
  await search.fill('');
  // «Ақтөбе» typed without Kazakh letters: к for қ, о for ө.
  await search.pressSequentially('актобе');
  await page.getByRole('option', { name: 'Ақтөбе облысы' }).click();
  await expect(page.locator('[data-region]')).toHaveCount(1);
  const region = page.getByRole('region', { name: 'Ақтөбе облысы' });
  await expect(region).toContainText('Сенімхат нөмірі');
  await expect(region).toContainText(/\d{4} жылғы \d{1,2} [а-яәғқңөұүһі]+/);
  await expectAxeClean(page);
});

test('sign-note without JavaScript: every region and its signers are on the page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/support/mobile-connection/sign-note');
  await expect(page.locator('[data-region]')).toHaveCount(20);
  await expect(page.getByRole('region', { name: 'Мангистауская область' })).toContainText('ФИО');
  await expect(page.getByText('Демонстрационные данные:')).toBeVisible();
  await context.close();
});

test('number registration links its ctn-registration page, in both languages', async ({ page }) => {
  await page.goto('/support/mobile-connection/number-registration');
  await ready(page);
  await page
    .getByRole('link', { name: '«Регистрация корпоративных номеров на сотрудников»' })
    .click();
  await expect(page).toHaveURL(/\/support\/mobile-connection\/ctn-registration$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Регистрация корпоративных номеров на сотрудников',
  );
  await expect(page.getByRole('main')).toContainText('ИИН и БИН состоят из 12 цифр');
  await expectAxeClean(page);
  // And back to the section it belongs to.
  await page.getByRole('link', { name: '«Регистрация номеров»' }).click();
  await expect(page).toHaveURL(/\/support\/mobile-connection\/number-registration$/);

  await page.goto('/kk/support/mobile-connection/number-registration');
  await ready(page);
  await page
    .getByRole('link', { name: '«Корпоративтік нөмірлерді қызметкерлерге тіркеу»' })
    .click();
  await expect(page).toHaveURL(/\/kk\/support\/mobile-connection\/ctn-registration$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Корпоративтік нөмірлерді қызметкерлерге тіркеу',
  );
  await expectAxeClean(page);
});
