import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { watchProblems } from './embed-host.ts';

/*
 * The demo partner page the site serves (`/embed/demo.html`, from `public/embed/`): what `npm start`
 * shows a partner, with all three widgets, the language switch and the mount API.
 */

test('the demo page shows the three widgets, switches their language in place and mounts on demand', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto('/embed/demo.html');

  const consultation = page.locator('biz-consultation-form');
  const handset = page.locator('biz-handset-check');
  await expect(
    consultation.getByRole('heading', { name: 'Подберём решение для вашего бизнеса' }),
  ).toBeVisible();
  // The handset offer ended (10.11.2025): the widget takes the ordinary request.
  await expect(handset.getByRole('heading', { name: 'Акция завершилась' })).toBeVisible();
  // The partner's accent reaches the widget through its custom property.
  expect(
    await handset
      .getByRole('button', { name: 'Отправить заявку' })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe('rgb(107, 42, 131)');

  await consultation.getByRole('textbox', { name: /Название компании/ }).fill('Астана Диджитал');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(
    consultation.getByRole('heading', { name: 'Бизнесіңізге шешім таңдап береміз' }),
  ).toBeVisible();
  await expect(consultation.getByRole('textbox', { name: /Компания атауы/ })).toHaveValue(
    'Астана Диджитал',
  );
  await expect(handset.getByRole('heading', { name: 'Акция аяқталды' })).toBeVisible();

  await page.getByRole('button', { name: 'Мекенжай тексеруін көрсету' }).click();
  const office = page.locator('#office');
  await expect(
    office.getByRole('heading', { name: 'Кеңсенің мекенжайын енгізіңіз' }),
  ).toBeVisible();
  await expect(page.getByRole('log')).toContainText('biz-ready {"widget":"address-check"}');

  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Алып тастау' }).click();
  await expect(office.getByRole('heading')).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});
