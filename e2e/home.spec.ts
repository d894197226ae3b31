import { expect, test, type Page } from '@playwright/test';
import type { Out } from '../contract/index.ts';
import { API_PATHS } from '../contract/index.ts';
import { hydrated } from './site.ts';

const featured = (page: Page) => page.getByRole('region', { name: 'Популярные предложения' });
const catalogue = (page: Page) => page.getByRole('region', { name: 'Все продукты' });

test('the home page lists every product and filters them by task', async ({ page }) => {
  await page.goto('/');
  const cards = catalogue(page).getByRole('heading', { level: 3 });
  // Without JavaScript every product is there (the prerendered list).
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(33);
  await hydrated(page);
  await catalogue(page).getByRole('radio', { name: 'Защита бизнеса' }).check();
  await expect(cards).not.toHaveCount(all);
  await expect(catalogue(page).getByRole('link', { name: 'Защита от DDoS-атак' })).toBeVisible();
  await expect(catalogue(page).getByRole('link', { name: 'Виртуальная АТС' })).toHaveCount(0);
  await catalogue(page).getByRole('radio', { name: 'Все задачи' }).check();
  await expect(cards).toHaveCount(all);
  await catalogue(page).getByRole('link', { name: 'Виртуальная АТС' }).click();
  await expect(page).toHaveURL(/\/virtual-ats$/);
});

test('featured offers come before the catalogue, with their prices, in both languages', async ({
  page,
}) => {
  await page.goto('/');
  const offers = featured(page).getByRole('listitem');
  await expect(offers).not.toHaveCount(0);
  // Above «Все продукты» on the page.
  const offersTop = (await featured(page).boundingBox())?.y ?? Infinity;
  const catalogueTop = (await catalogue(page).boundingBox())?.y ?? -Infinity;
  expect(offersTop).toBeLessThan(catalogueTop);
  const ats = offers.filter({ has: page.getByRole('link', { name: 'Виртуальная АТС' }) });
  await expect(ats).toContainText('от 700 ₸/мес');

  await page.goto('/kk');
  const kk = page.getByRole('region', { name: 'Танымал ұсыныстар' });
  await expect(kk.getByRole('link', { name: 'Виртуалды АТС' })).toBeVisible();
  await expect(kk).toContainText('айына 700 ₸-ден');
});

test('a time-limited offer is featured only while the backend says it runs', async ({
  page,
  request,
}) => {
  const { offers } = (await (await request.get(API_PATHS.offers)).json()) as Out<'offers'>;
  await page.goto('/');
  for (const offer of offers) {
    const badge = `Акция до ${offer.endsOn.split('-').reverse().join('.')} включительно`;
    // The built page says what the build's day said; the suite's server and its build share
    // today's date and the periods as shipped.
    await expect(featured(page).getByText(badge)).toHaveCount(offer.state === 'running' ? 1 : 0);
  }
});

test('the task filter is a row of chips a keyboard works', async ({ page }) => {
  const chips = catalogue(page).getByRole('radio');
  /** How many rows the chips take: one each line of a radio list, a few for pills. */
  const rows = async () =>
    new Set(
      await chips.evaluateAll((inputs) =>
        inputs.map((input) => Math.round(input.getBoundingClientRect().top)),
      ),
    ).size;
  await page.goto('/');
  await expect(chips).toHaveCount(9);
  expect(await rows()).toBeLessThanOrEqual(3);
  // On a phone one row that scrolls inside itself; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await rows()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await hydrated(page);
  await chips.first().focus();
  await expect(page.locator('[data-island="catalogue"][data-hydrated]')).toHaveCount(1);
  const cards = catalogue(page).getByRole('heading', { level: 3 });
  const all = await cards.count();
  // The group is one Tab stop; arrows move the choice: «Все задачи» → «Связь с клиентами…».
  await page.keyboard.press('ArrowRight');
  const communication = catalogue(page).getByRole('radio', {
    name: 'Связь с клиентами и сотрудниками',
  });
  await expect(communication).toBeChecked();
  await expect(communication).toBeFocused();
  await expect(cards).not.toHaveCount(all);
  await expect(catalogue(page).getByRole('link', { name: 'Роуминг' })).toBeVisible();
  await expect(catalogue(page).getByRole('link', { name: 'Защита от DDoS-атак' })).toHaveCount(0);
  // Back past the first chip to the last one, scrolled into view inside the row.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const last = catalogue(page).getByRole('radio', { name: 'Автоматизация процессов' });
  await expect(last).toBeChecked();
  await expect(last).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the prerendered home shows the hero, the offers, every product and the chips', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(featured(page).getByRole('listitem')).not.toHaveCount(0);
    expect(await catalogue(page).getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(
      33,
    );
    await expect(catalogue(page).getByRole('radio', { name: 'Все задачи' })).toBeChecked();
  });
});

test('/virtual-ats shows its features once', async ({ page }) => {
  await page.goto('/virtual-ats');
  const features = page.getByRole('region', { name: 'Всё, что нужно офисной телефонии' });
  await expect(features.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Возможности' })).toHaveCount(0);
  // No card title twice on the page (the second grid repeated the tariff's lines).
  const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(new Set(titles).size).toBe(titles.length);
});
