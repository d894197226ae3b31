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
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Business website and cabinet/ })).toBeVisible({
    timeout: 15_000,
  });
  for (const area of ['Session', 'SMS confirmation', 'Cabinet']) {
    await expect(page.getByRole('heading', { name: area, exact: true }).first()).toBeVisible();
  }
  await expectAxeClean(page);
  expect(refused).toEqual([]);
});
