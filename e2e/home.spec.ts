import { expect, test } from '@playwright/test';
import { hydrated } from './site.ts';

test('the home page lists every product and filters them by task', async ({ page }) => {
  await page.goto('/');
  const catalogue = page.getByRole('region', { name: 'Все продукты' });
  const cards = catalogue.getByRole('heading', { level: 3 });
  // Without JavaScript every product is there (the prerendered list).
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(33);
  await hydrated(page);
  await catalogue.getByRole('radio', { name: 'Защита бизнеса' }).check();
  await expect(cards).not.toHaveCount(all);
  await expect(catalogue.getByRole('link', { name: 'Защита от DDoS-атак' })).toBeVisible();
  await expect(catalogue.getByRole('link', { name: 'Виртуальная АТС' })).toHaveCount(0);
  await catalogue.getByRole('radio', { name: 'Все задачи' }).check();
  await expect(cards).toHaveCount(all);
  await catalogue.getByRole('link', { name: 'Виртуальная АТС' }).click();
  await expect(page).toHaveURL(/\/virtual-ats$/);
});
