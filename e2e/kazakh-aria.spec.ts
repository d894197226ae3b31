import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './site.ts';
import { expectAxeClean, ready } from './widgets-support.ts';

/*
 * react-aria's own words on the built site: its announcements and hidden names come from its
 * Russian table on Russian pages and from the kit's Kazakh one (lib/i18n/reactAria/kk.ts, added
 * to the client and SSR bundles at build time) on Kazakh pages — never in English, which is what
 * react-aria falls back to for a language it has no table for.
 */

/** What react-aria says in English, from its en-US tables of the folders the site bundles. */
const ENGLISH =
  /options? available|Entered group|\bselected\b|Suggestions|Clear search|Dismiss|Long press|Previous|Next\b/i;

/** Everything a screen reader may read: texts (visually hidden ones too) and ARIA names. */
const spoken = (page: Page) =>
  page.evaluate(() => {
    const names = [...document.querySelectorAll('*')].flatMap((element) =>
      ['aria-label', 'aria-description', 'aria-roledescription', 'title']
        .map((name) => element.getAttribute(name))
        .filter((value): value is string => !!value),
    );
    return [document.body.textContent ?? '', ...names].join('\n');
  });

/** The office-address check's city field on the office-internet page. */
async function openCityField(page: Page, path: string, connect: string, city: RegExp) {
  await page.goto(path);
  await ready(page);
  await page.getByRole('button', { name: connect }).first().click();
  const field = page.getByRole('combobox', { name: city });
  await expect(field).toBeVisible();
  return field;
}

/** react-aria's live announcer: one visually hidden node at the start of <body>. */
const announcer = (page: Page) => page.locator('body > [data-live-announcer]');

test('Kazakh page: the address list’s option count is announced in Kazakh', async ({ page }) => {
  const problems = watchConsole(page);
  const city = await openCityField(page, '/kk/internet-for-office', 'Қосу', /Қала/);
  await city.pressSequentially('А', { delay: 30 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(announcer(page)).toContainText(/\d+ нұсқа табылды\./);
  expect(await spoken(page)).not.toMatch(ENGLISH);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectAxeClean(page, '[data-widget="address-check"]');
  // The prerendered page (rendered by the SSR bundle, which carries the same table) hydrates cleanly.
  expect(problems).toEqual([]);
});

test('Russian page: the same announcement stays Russian', async ({ page }) => {
  const city = await openCityField(page, '/internet-for-office', 'Подключить', /Город/);
  await city.pressSequentially('А', { delay: 30 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(announcer(page)).toContainText(/\d+ параметр(а|ов)? доступно\./);
  expect(await spoken(page)).not.toMatch(ENGLISH);
});

test('Kazakh page: an open kit Select and its search say nothing in English', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/kk/support/mobile-connection/sign-note');
  await ready(page);
  await page.getByRole('combobox', { name: /^Өңір/ }).click();
  const search = page.getByRole('searchbox', { name: 'Атауы бойынша іздеу' });
  await search.pressSequentially('Қар');
  await expect(page.getByRole('option', { name: 'Қарағанды облысы' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Іздеуді тазалау' })).toBeVisible();
  expect(await spoken(page)).not.toMatch(ENGLISH);
  expect(problems).toEqual([]);
});
