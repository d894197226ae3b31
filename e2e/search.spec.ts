import { expect, test, type Page } from '@playwright/test';
import { linkMessages } from '../lib/components/Link/intl.ts';
import { pages as kkPages } from '../locales/kk/pages.ts';
import { pages as ruPages } from '../locales/ru/pages.ts';
import { shell as kkShell } from '../locales/kk/shell.ts';
import { shell as ruShell } from '../locales/ru/shell.ts';
import { expectAxeClean } from './axe.ts';

/*
 * The search page's results as a visitor reads them (issue 39): each snippet is a piece of the
 * page's own prose — never a button's words («Выбрать тариф»), a link's «(откроется в новой
 * вкладке)», an article's «Опубликовано: …» or «Читать далее», nor a raw address («/roaming»):
 * under the snippet the result says where it sits in the menu's words.
 */

const UI_WORDS = {
  ru: [
    'Выбрать тариф',
    linkMessages.ru.opensInNewTab,
    ruPages.blog.published,
    ruPages.blog.readMore,
    'Поделиться',
    'Я согласен',
  ],
  kk: [
    'Тарифті таңдау',
    linkMessages.kk.opensInNewTab,
    kkPages.blog.published,
    kkPages.blog.readMore,
    'Бөлісу',
    'келісемін',
  ],
} as const;

/** Queries that used to land on buttons, link hints, article dates and form consents. */
const QUERIES = {
  ru: ['тариф', 'роуминг', 'вкладке', 'опубликовано', 'статья'],
  kk: ['тариф', 'роуминг', 'қойындыда', 'мақала'],
} as const;

/** The results of `path`, once the page has answered: the list, or «Ничего не найдено». */
async function results(page: Page, path: string, locale: 'ru' | 'kk' = 'ru') {
  await page.goto(path);
  const shell = locale === 'kk' ? kkShell : ruShell;
  const list = page.getByRole('list', { name: shell.search.results });
  await expect(list.or(page.getByText(shell.search.nothingFound, { exact: true }))).toBeVisible();
  return { list, empty: (await list.count()) === 0 };
}

for (const locale of ['ru', 'kk'] as const) {
  test(`${locale}: snippets carry the pages' prose, never their UI text or addresses`, async ({
    page,
  }) => {
    const prefix = locale === 'kk' ? '/kk' : '';
    let seen = 0;
    for (const query of QUERIES[locale]) {
      const { list, empty } = await results(
        page,
        `${prefix}/search?q=${encodeURIComponent(query)}`,
        locale,
      );
      if (empty) continue;
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      for (const item of await items.all()) {
        const text = (await item.locator('p').allInnerTexts()).join('\n');
        for (const words of UI_WORDS[locale]) expect(text, `«${query}»`).not.toContain(words);
        // No line of a result is an address.
        expect(text, `«${query}»`).not.toMatch(/(^|\n)\/[a-z]/);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
}

test('ru: a product result says where it sits, in the menu’s words', async ({ page }) => {
  const { list } = await results(page, '/search?q=роуминг');
  const roaming = list.getByRole('listitem').filter({
    has: page.getByRole('link', { name: /Роуминг/ }),
  });
  await expect(roaming.first()).toContainText('Услуги › Связь');
  await expectAxeClean(page);
});
