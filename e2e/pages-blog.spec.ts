import { expect, test } from '@playwright/test';
import { expectAxeClean, ready } from './pages-support.ts';

/*
 * The blog (spec §2.9) as built: the list and every article prerendered from the backend, dates
 * in the genitive, and the share block's copy link in a real Chromium clipboard (granted, and
 * refused).
 */

const GENITIVE_RU =
  /\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/;

test('the list leads to each article: title, date, reading time, author, editor, related', async ({
  page,
}) => {
  await page.goto('/blog');
  await ready(page);
  const cards = page.locator('[data-article]');
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  await expect(cards.first()).toContainText(GENITIVE_RU);
  await expect(cards.first()).toContainText(/\d+ мин чтения/);
  await expectAxeClean(page);

  const title = (await cards.first().getByRole('heading', { level: 2 }).textContent()) as string;
  await cards
    .first()
    .getByRole('link', { name: /^Читать далее/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} — Dala Business`);
  const about = page.getByRole('article');
  await expect(about).toContainText(/Автор\s*\S+/);
  await expect(about).toContainText(/Редактор\s*\S+/);
  await expect(about.locator('time')).toHaveText(GENITIVE_RU);
  await expect(page.locator('[data-article-body] h2').first()).toBeVisible();
  await expectAxeClean(page);

  const related = page.getByRole('region', { name: 'Читайте также' });
  const next = (await related.getByRole('heading', { level: 3 }).first().textContent()) as string;
  await related
    .getByRole('link', { name: /^Читать далее/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
  await expect(page).toHaveTitle(`${next} — Dala Business`);
});

test('«Скопировать ссылку» puts the article address on the clipboard and says «Скопировано»', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/blog/office-internet-checklist');
  await ready(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  const toasts = page.getByRole('region', { name: /F8/ });
  await expect(toasts).toContainText('Скопировано');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  expect(canonical).toMatch(/\/blog\/office-internet-checklist$/);
  await expectAxeClean(page);

  const telegram = page.getByRole('link', { name: /^Поделиться в Telegram/ });
  await expect(telegram).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(canonical as string)}&text=${encodeURIComponent((await page.getByRole('heading', { level: 1 }).textContent()) as string)}`,
  );
  await expect(telegram).toHaveAttribute('target', '_blank');
});

test('a browser that refuses the clipboard: «Не удалось скопировать»', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({
        writeText: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      }),
    });
  });
  await page.goto('/blog/office-internet-checklist');
  await ready(page);
  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  const toasts = page.getByRole('region', { name: /F8/ });
  await expect(toasts).toContainText('Не удалось скопировать');
  await expect(toasts).not.toContainText('Скопировано');
});

test('in Kazakh: Kazakh dates (not Intl), reading time, «Көшірілді»', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/kk/blog');
  await ready(page);
  const first = page.locator('[data-article]').first();
  await expect(first).toContainText(
    /\d{4} жылғы \d{1,2} (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)/,
  );
  await expect(first).toContainText(/Оқу уақыты: \d+ мин/);
  await expectAxeClean(page);
  await first.getByRole('link', { name: /^Толығырақ оқу/ }).click();
  await expect(page).toHaveURL(/\/kk\/blog\/[a-z-]+$/);
  await expect(page.getByRole('article')).toContainText('Авторы');
  await page.getByRole('button', { name: 'Сілтемені көшіру' }).click();
  await expect(page.getByRole('region', { name: /F8/ })).toContainText('Көшірілді');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/kk\/blog\/[a-z-]+$/);
  await expectAxeClean(page);
});
