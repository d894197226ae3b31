import { expect, test } from '@playwright/test';
import { ACCESSIBILITY_ANSWER_WORKING_DAYS, ACCESSIBILITY_EMAIL } from '../contract/operator.ts';
import { expectAxeClean, ready } from './pages-support.ts';

/*
 * The accessibility statement (issue 40) in a real browser against the built site: both
 * languages, its five parts (the standard, what was done, how it is tested, the known limits,
 * whom to tell), the contact and the answer time of contract/operator.ts, canonical and hreflang
 * like every page, axe-clean, and both footers lead to it in the page's language.
 */

const STATEMENT = {
  ru: {
    path: '/accessibility',
    h1: 'Заявление о доступности',
    answer: `в течение ${ACCESSIBILITY_ANSWER_WORKING_DAYS} рабочих дней`,
  },
  kk: {
    path: '/kk/accessibility',
    h1: 'Қолжетімділік туралы мәлімдеме',
    answer: `${ACCESSIBILITY_ANSWER_WORKING_DAYS} жұмыс күні ішінде`,
  },
} as const;

for (const locale of ['ru', 'kk'] as const) {
  const statement = STATEMENT[locale];
  test(`the statement in ${locale}: the standard, the checks, the limits, whom to tell, axe-clean`, async ({
    page,
  }) => {
    await page.goto(statement.path);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.h1);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('main h2')).toHaveCount(5);
    await expect(page.getByRole('main')).toContainText('WCAG 2.2');
    // How it is tested: one item per kind of check (axe, 320 px, keyboard, focus and spacing, screen reader, kiosk).
    await expect(page.locator('#testing li')).toHaveCount(6);
    for (const limit of ['RTF', 'eGov Mobile', 'NCALayer']) {
      await expect(page.getByRole('main')).toContainText(limit);
    }
    await expect(page.getByRole('link', { name: ACCESSIBILITY_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${ACCESSIBILITY_EMAIL}`,
    );
    await expect(page.getByRole('main')).toContainText(statement.answer);
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    // Found under its own address and its other language's, like every page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${statement.path}$`),
    );
    for (const [lang, other] of Object.entries(STATEMENT)) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${other.path}$`),
      );
    }
    await expectAxeClean(page);
  });
}

test('the full footer and a minimal landing’s footer lead to the statement, in the page’s language', async ({
  page,
}) => {
  await page.goto('/contacts');
  await ready(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Доступность сайта' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STATEMENT.ru.h1);

  await page.goto('/kk/birlik-landing');
  await ready(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Сайттың қолжетімділігі' }).click();
  await expect(page).toHaveURL(/\/kk\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STATEMENT.kk.h1);
});
