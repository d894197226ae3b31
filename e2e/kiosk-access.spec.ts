import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectAxeClean } from './axe.ts';
import {
  enhancedContrastViolations,
  kioskDevice,
  kioskReady,
  smallTargets,
  spoken,
  stubSpeech,
} from './kiosk-support.ts';

/*
 * The kiosk's accessibility mode (issue 29, docs/kiosk.md «Accessibility mode») on the portrait
 * touch screen: the control on every screen, the contrast theme, the largest text, the speech
 * output (a stand-in of `speechSynthesis` records what it is asked to say), twice the idle time,
 * «+ время», and the reset back to the defaults.
 */

const { at, open } = kioskDevice('e2e-access-1');

const frame = (page: Page) => page.locator('[data-kiosk-frame]');

async function expectModeClean(page: Page) {
  await expectAxeClean(page);
  expect(await enhancedContrastViolations(page)).toEqual([]);
  expect(await smallTargets(page, 64)).toEqual([]);
}

test('«Доступность» is on every kiosk screen, large, in both languages', async ({ page }) => {
  for (const [path, name] of [
    ['/kiosk', 'Доступность'],
    ['/kiosk/catalogue/iot', 'Доступность'],
    ['/kiosk/product/virtual-ats', 'Доступность'],
    ['/kiosk/consultation', 'Доступность'],
    ['/kiosk/handset-offer', 'Доступность'],
    ['/kiosk/address-check', 'Доступность'],
    ['/kk/kiosk', 'Қолжетімділік'],
    ['/kk/kiosk/catalogue/connection', 'Қолжетімділік'],
  ] as const) {
    await open(page, path);
    const toggle = page.getByRole('button', { name, exact: true });
    await expect(toggle, path).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-keyshortcuts', '*');
    // In view without scrolling: the bar at the bottom of the screen is sticky.
    await expect(toggle).toBeInViewport();
    const box = (await toggle.boundingBox())!;
    expect(Math.min(box.width, box.height), path).toBeGreaterThanOrEqual(64);
  }
});

test('the mode: contrast, the largest text, the heading spoken, twice the wait, the countdown spoken', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await stubSpeech(page, ['ru-RU', 'kk']);
  await page.clock.install();
  await open(page, '/kiosk?idle=10');
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'touch');
  await page.screenshot({ path: test.info().outputPath('home-touch.png') });

  await page.getByRole('button', { name: 'Доступность', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Доступность', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-text', 'xl');
  // The contrast theme's colours are really on screen: black text on white.
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color),
  ).toBe('rgb(0, 0, 0)');
  await expect
    .poll(() => spoken(page))
    .toEqual([
      expect.objectContaining({ text: expect.stringMatching(/^Режим доступности включён/) }),
      { text: 'Связь и цифровые решения для вашего бизнеса', lang: 'ru-RU', voice: 'ru-RU' },
    ]);
  await expectModeClean(page);
  await page.screenshot({ path: test.info().outputPath('home-contrast.png') });

  // Another screen says its heading; the focused item is said with its kind.
  await page.getByRole('link', { name: /Заявка на консультацию/ }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка на консультацию');
  await expect
    .poll(async () => (await spoken(page)).map((s) => s.text))
    .toContain('Заявка на консультацию');
  await page.getByRole('textbox', { name: 'Имя' }).focus();
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toMatchObject({ text: expect.stringMatching(/^Имя, поле ввода/), lang: 'ru-RU' });
  // A message (the form's error summary) is said as it comes.
  await page.getByRole('button', { name: 'Отправить заявку' }).tap();
  await expect
    .poll(async () => (await spoken(page)).some((s) => /Исправьте|ошибк/i.test(s.text)))
    .toBe(true);
  await expectModeClean(page);

  // Twice the wait: nothing at 10 s, «Вы ещё здесь?» at 20 s, its countdown said as well as shown.
  await page.clock.runFor(10_000);
  const dialog = page.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
  await expect(dialog).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await spoken(page)).map((s) => s.text))
    .toContain(
      'Вы ещё здесь? Через 30 с экран вернётся на главную, а всё, что вы ввели, будет стёрто.',
    );
  await expectModeClean(page);
  await page.clock.runFor(10_000);
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe('20 секунд');
});

test('the mode: «+ время» adds two minutes each time, by key or touch, and a reset ends the mode', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await stubSpeech(page, ['ru-RU', 'kk']);
  await page.clock.install();
  await open(page, '/kiosk?idle=10');
  await page.getByRole('button', { name: 'Доступность', exact: true }).tap();
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  const dialog = page.getByRole('alertdialog', { name: 'Вы ещё здесь?' });
  await page.clock.runFor(20_000);
  await expect(dialog).toBeVisible();

  // From a keypad: Tab reaches «+ время» without answering the dialog; Enter presses it — two
  // more minutes for this visit (20 + 120 s).
  const extend = dialog.getByRole('button', { name: /^\+ время/ });
  await page.keyboard.press('Tab');
  await expect(extend).toBeFocused();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.clock.runFor(130_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeVisible();

  // By touch: two minutes more again (20 + 240 s).
  await extend.tap();
  await expect(dialog).toBeHidden();
  await page.clock.runFor(250_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeVisible();

  // The reset: the Russian home at the defaults.
  await page.clock.runFor(30_000);
  await page.waitForURL(at('/kiosk?idle=10'));
  await kioskReady(page);
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'touch');
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-text');
  await expect(page.getByRole('button', { name: 'Доступность', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the keypad’s * turns the mode on in Kazakh, and off again to the defaults', async ({
  page,
}) => {
  await stubSpeech(page, ['ru-RU', 'kk']);
  await open(page, '/kk/kiosk');
  await page.keyboard.press('*');
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  await expect
    .poll(() => spoken(page))
    .toContainEqual({
      text: 'Бизнесіңізге арналған байланыс және цифрлық шешімдер',
      lang: 'kk-KZ',
      voice: 'kk',
    });
  await expectModeClean(page);
  // A * typed in a field is the field's.
  await page.getByRole('link', { name: /Кеңес алуға өтінім/ }).tap();
  const name = page.getByRole('textbox', { name: 'Аты' });
  await name.fill('');
  await name.press('*');
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('*');
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'touch');
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-text');
  await expect
    .poll(async () => (await spoken(page)).at(-1)?.text)
    .toBe('Қолжетімділік режимі өшірулі.');
});

test('without a Kazakh voice the kiosk says so, on screen and in the Russian voice', async ({
  page,
}) => {
  await stubSpeech(page, ['ru-RU']);
  await open(page, '/kk/kiosk');
  await page.getByRole('button', { name: 'Қолжетімділік', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'қазақ тілінің дауысы жоқ' }),
  ).toBeVisible();
  await expect
    .poll(() => spoken(page))
    .toEqual([
      {
        text: 'На этом киоске нет голоса для казахского языка. Чтобы слышать экран, выберите язык «Рус» внизу экрана.',
        lang: 'ru-RU',
        voice: 'ru-RU',
      },
    ]);
  // The rest of the mode still applies.
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-text', 'xl');
});

test('a device with no voice at all: a note, and the mode’s other parts', async ({ page }) => {
  await stubSpeech(page, []);
  await open(page, '/kiosk');
  await page.getByRole('button', { name: 'Доступность', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'Этот киоск не может читать текст вслух.' }),
  ).toBeVisible();
  expect(await spoken(page)).toEqual([]);
  await expect(frame(page)).toHaveAttribute('data-kiosk-theme', 'contrast');
  expect(await axeViolations(page)).toEqual([]);
});
