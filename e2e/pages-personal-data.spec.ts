import { expect, test } from '@playwright/test';
import { RETENTION } from '../contract/retention.ts';
import { durationKk, durationRu } from '../locales/content/site/duration.ts';
import { expectAxeClean, ready } from './pages-support.ts';

/*
 * The personal-data notice (issue 35) in a real browser against the built site: it exists in both
 * languages, says every retention period of contract/retention.ts, and both footers — a full
 * page's and a minimal landing's — lead to it in the page's language.
 */

const NOTICE = {
  ru: { path: '/personal-data', h1: 'Как мы обрабатываем персональные данные' },
  kk: { path: '/kk/personal-data', h1: 'Дербес деректерді қалай өңдейміз' },
} as const;

for (const [locale, duration] of [
  ['ru', durationRu],
  ['kk', durationKk],
] as const) {
  test(`the notice in ${locale}: its sections, every retention period, the date, axe-clean`, async ({
    page,
  }) => {
    await page.goto(NOTICE[locale].path);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE[locale].h1);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Who, what, why, how long, who receives it, the rights, whom to ask.
    await expect(page.locator('main h2')).toHaveCount(7);
    const periods = page.getByRole('table', {
      name: locale === 'ru' ? 'Сроки хранения персональных данных' : /сақтау мерзімдері/,
    });
    for (const entry of Object.values(RETENTION)) {
      if (entry.kind === 'period') await expect(periods).toContainText(duration(entry));
    }
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('link', { name: 'personal-data@dalatelecom.kz' })).toHaveAttribute(
      'href',
      'mailto:personal-data@dalatelecom.kz',
    );
    await expectAxeClean(page);
  });
}

test('the full footer and a minimal landing’s footer lead to the notice, in the page’s language', async ({
  page,
}) => {
  await page.goto('/contacts');
  await ready(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Обработка персональных данных' })
    .click();
  await expect(page).toHaveURL(/\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE.ru.h1);

  // The minimal layout of the landing pages (logo, language, support numbers) has it too.
  await page.goto('/kk/birlik-landing');
  await ready(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation')).toHaveCount(0);
  await footer.getByRole('link', { name: 'Дербес деректерді өңдеу' }).click();
  await expect(page).toHaveURL(/\/kk\/personal-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOTICE.kk.h1);
});
