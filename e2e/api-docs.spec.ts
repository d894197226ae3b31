import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';

/*
 * The API reference (`/api/docs`, docs/contract.md): the OpenAPI document rendered by the kept
 * renderer, served by the real server under its own policy — every call there, readable, and
 * axe-clean, with nothing the policy refused.
 */

test('the API reference renders every area of the document, axe-clean, under its policy', async ({
  page,
}) => {
  // The renderer is a 4 MB script: parsed and run, it takes about 7 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Business website and cabinet/ })).toBeVisible({
    timeout: 30_000,
  });
  // The first area is open, its calls listed; the others are in the navigation.
  await expect(page.getByRole('heading', { name: 'Session', exact: true })).toBeVisible();
  await expect(page.getByText('Send a login code to the phone entered').first()).toBeVisible();
  for (const area of ['SMS confirmation', 'Landing forms', 'Address and delivery', 'Cabinet']) {
    await expect(page.getByText(area, { exact: true }).first()).toBeVisible();
  }
  await expectAxeClean(page);
  expect(refused).toEqual([]);
});
