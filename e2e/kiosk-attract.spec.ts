import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { kioskDevice } from './kiosk-support.ts';

/*
 * The attract screen (issue 29): an untouched kiosk, a minute after its reset (or start), shows a
 * calm rotation of the catalogue's sections; the first tap takes the home and nothing under it.
 */

const { at, open } = kioskDevice('e2e-attract-1');

const attractOf = (page: Page) =>
  page.getByRole('button', { name: 'Коснитесь экрана, чтобы начать' });

test('after a minute untouched the sections rotate; the first tap lands on the home, not on a tile', async ({
  page,
}) => {
  await page.clock.install();
  await open(page, '/kiosk');
  const attract = attractOf(page);
  await page.clock.runFor(59_000);
  await expect(attract).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(attract).toBeVisible();
  await expect(attract).toHaveAttribute('data-attract', 'rotating');
  const first = (await attract.getAttribute('data-attract-section'))!;
  await page.clock.runFor(8_000);
  await expect(attract).not.toHaveAttribute('data-attract-section', first);
  await expectAxeClean(page);
  await page.screenshot({ path: test.info().outputPath('attract.png') });

  // Right where a tile is under it: the tap is the attract screen's alone.
  const tile = page.locator('a[href="/kiosk/consultation"]');
  const box = (await tile.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(attract).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Связь и цифровые решения для вашего бизнеса',
  );
  await page.clock.runFor(1_000);
  expect(page.url()).toBe(at('/kiosk'));
  // The visitor is there now: no attract screen again while they are.
  await page.clock.runFor(61_000);
  await expect(attract).toBeHidden();
});

test('with prefers-reduced-motion it is one still screen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await open(page, '/kk/kiosk');
  await page.clock.runFor(60_000);
  const attract = page.getByRole('button', { name: 'Бастау үшін экранды түртіңіз' });
  await expect(attract).toHaveAttribute('data-attract', 'still');
  const before = await attract.innerHTML();
  await page.clock.runFor(16_000);
  expect(await attract.innerHTML()).toBe(before);
  await expectAxeClean(page);
});

test('a screen left open elsewhere: the first tap goes to the home', async ({ page }) => {
  await page.clock.install();
  await open(page, '/kiosk/catalogue/iot');
  await page.clock.runFor(60_000);
  await attractOf(page).tap();
  await expect(page).toHaveURL(at('/kiosk'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Связь и цифровые решения для вашего бизнеса',
  );
});
