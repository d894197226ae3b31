import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { API_PATHS } from '../contract/index.ts';

test('the real server serves the home page and the API on one origin', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Связь и цифровые решения для вашего бизнеса',
  );
  await expect(page).toHaveTitle(/Dala Business/);

  const health = await request.get(API_PATHS.health);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});

test('the home page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAxeClean(page);
});

test('an unknown path answers 404 and an unknown API path a JSON 404', async ({ request }) => {
  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  const api = await request.get('/api/v1/creatio/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});
