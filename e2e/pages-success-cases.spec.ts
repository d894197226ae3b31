import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SUCCESS_CASES_PER_DAY } from '../contract/index.ts';
import { devCall } from './dev-api.ts';
import { useOwnServer } from './own-server.ts';
import {
  caseCode,
  expectAxeClean,
  freshPhone,
  jpegFromCanvas,
  pngOf,
  ready,
} from './pages-support.ts';

/*
 * /success-cases (spec §2.14) against the real backend: photo checks in the browser with images
 * made here, the phone confirmation by SMS (codes from the dev outbox), «Кейс отправлен», the
 * case published after moderation, and the daily limit.
 */

const FORM = '[data-case-form]';

async function fillCase(page: Page, company = 'ТОО «Степной Логистик»') {
  const form = page.locator(FORM);
  await form.getByRole('textbox', { name: /^Название продукта/ }).fill('Виртуальная АТС');
  await form.getByRole('textbox', { name: /^Имя и фамилия/ }).fill('Айгерим Сапарова');
  await form.getByRole('textbox', { name: /^Название компании/ }).fill(company);
  await form.getByRole('textbox', { name: /^Должность/ }).fill('Операционный директор');
  await form.getByRole('textbox', { name: /^Электронная почта/ }).fill('a.saparova@stepnoy.kz');
  await form
    .getByRole('textbox', { name: /^Бизнес-проблемы и задачи/ })
    .fill('Диспетчеры не успевали отвечать на звонки водителей');
  await form
    .getByRole('textbox', { name: /^Решение с помощью продукта «Виртуальная АТС»/ })
    .fill('Очередь вызовов и голосовое меню на одном номере');
  await form
    .getByRole('textbox', { name: /^Результаты/ })
    .fill('Пропущенных звонков стало в пять раз меньше');
  await form.getByLabel(/^Фото/).setInputFiles({
    name: 'office.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegFromCanvas(page, 1200, 800),
  });
  await expect(form.getByText('Выбрано: office.jpg, 1200×800')).toBeVisible();
}

async function confirmBySms(page: Page, phone: { e164: string; typed: string }, baseUrl: string) {
  const dialog = page.getByRole('dialog', { name: 'Подтвердите номер телефона' });
  await expect(dialog.getByRole('textbox', { name: /Номер телефона/ })).toBeFocused();
  await dialog.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
  await dialog.getByRole('checkbox', { name: /сбор, обработку и хранение/ }).check();
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByRole('heading', { name: 'Введите код из СМС' })).toBeFocused();
  const code = await caseCode(page.request, baseUrl, phone.e164);
  await dialog.getByRole('textbox', { name: /Код/ }).fill(code);
}

test('photo checks in the browser: too small, wrong format, then a good one with its preview', async ({
  page,
}) => {
  await page.goto('/success-cases');
  await ready(page);
  await expectAxeClean(page);
  const form = page.locator(FORM);
  const photo = form.getByLabel(/^Фото/);

  await photo.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngOf(300, 200) });
  await expect(form.getByText('Минимальный размер фото: 600x400')).toBeVisible();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');

  // A text file under a photo's name and type: the header says otherwise.
  await photo.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Это не фотография, а текст.'),
  });
  await expect(form.getByText('Неверный формат фото')).toBeVisible();
  await expectAxeClean(page, FORM);

  await photo.setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: pngOf(800, 600) });
  await expect(form.getByText('Выбрано: team.png, 800×600')).toBeVisible();
  await expect(photo).not.toHaveAttribute('aria-invalid');
  const preview = form.getByRole('img', { name: 'Выбранное фото' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  // Sending with the rest empty: the error summary, focused, each error linked to its field.
  await form.getByRole('textbox', { name: /^Название компании/ }).fill('ТОО "Ромашка"');
  await form.getByRole('button', { name: 'Отправить кейс' }).click();
  const summary = form.getByRole('group', { name: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Недопустимые символы: !”№%:%:,.(;)_+=-№$');
  await summary.getByRole('link', { name: 'Введите должность' }).click();
  await expect(form.getByRole('textbox', { name: /^Должность/ })).toBeFocused();
  await expectAxeClean(page, FORM);
});

test('a case confirmed by SMS is sent, said «Кейс отправлен», and listed once moderation approves it', async ({
  page,
  baseURL,
}) => {
  const phone = freshPhone();
  const company = `ТОО «Тест Кейс ${phone.typed.slice(-4)}»`;
  await page.goto('/success-cases');
  await ready(page);
  await fillCase(page, company);
  await page.locator(FORM).getByRole('button', { name: 'Отправить кейс' }).click();
  await expectAxeClean(page);
  await confirmBySms(page, phone, baseURL as string);

  const done = page.getByRole('alertdialog', { name: 'Кейс отправлен' });
  await expect(done).toContainText('Кейс появится на сайте после модерации.');
  await expectAxeClean(page);
  await done.getByRole('button', { name: 'Хорошо, закрыть' }).click();
  await expect(done).toHaveCount(0);
  await expect(page.locator(FORM).getByRole('textbox', { name: /^Название продукта/ })).toHaveValue(
    '',
  );

  const records = await (await devCall(page.request, 'records', { kind: 'success-cases' })).json();
  const stored = records.records.find((r) => r.phone === phone.e164) as Record<string, unknown>;
  expect(stored).toMatchObject({
    company_name: company,
    moderation: 'pending',
    photo_type: 'image/jpeg',
    photo_width: 1200,
    photo_height: 800,
  });
  await expect(page.getByRole('heading', { name: company })).toHaveCount(0);

  const moderated = await devCall(page.request, 'moderateCase', {
    id: String(stored.id),
    decision: 'approve',
  });
  expect(moderated.ok()).toBe(true);
  await page.reload();
  // The list refreshes once its island has hydrated (as it comes into view for a visitor; the
  // reload keeps the scroll position, down at the form).
  await ready(page);
  const card = page
    .locator('[data-case]')
    .filter({ has: page.getByRole('heading', { name: company }) });
  await expect(card).toContainText('Пропущенных звонков стало в пять раз меньше');
  const photo = card.getByRole('img');
  await photo.scrollIntoViewIfNeeded(); // loading="lazy"
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
});

test.describe('the daily limit', () => {
  // Its own server, so the three cases "already sent today" can be put in its database directly:
  // sending them through the API would take three SMS codes a minute apart.
  const server = useOwnServer();

  test(`a ${SUCCESS_CASES_PER_DAY + 1}th case from one phone in a day gets the limit dialog; nothing typed is lost`, async ({
    page,
  }) => {
    const phone = freshPhone();
    const db = new Database(join(server.dataDir, 'biz.sqlite'));
    const insert = db.prepare(
      `INSERT INTO success_cases (id, product_name, author_name, company_name, position, email, problem,
        solution, results, phone, photo, photo_type, photo_width, photo_height, moderation, locale, created_at)
       VALUES (?, 'Виртуальная АТС', 'Айгерим Сапарова', 'ТОО «Степной Логистик»', 'Директор', 'a@b.kz',
        'Задача', 'Решение', 'Результат', ?, ?, 'image/png', 800, 600, 'pending', 'ru', ?)`,
    );
    for (let i = 0; i < SUCCESS_CASES_PER_DAY; i += 1)
      insert.run(`sent-today-${i}`, phone.e164, pngOf(800, 600), Date.now());
    db.close();

    await page.goto(`${server.url}/success-cases`);
    await ready(page);
    await fillCase(page);
    await page.locator(FORM).getByRole('button', { name: 'Отправить кейс' }).click();
    // The phone and consent, «Получить код»: the limit is said now, no SMS sent (§2.14).
    const dialog = page.getByRole('dialog', { name: 'Подтвердите номер телефона' });
    await dialog.getByRole('textbox', { name: /Номер телефона/ }).pressSequentially(phone.typed);
    await dialog.getByRole('checkbox', { name: /сбор, обработку и хранение/ }).check();
    await dialog.getByRole('button', { name: 'Получить код' }).click();

    const limit = page.getByRole('alertdialog', { name: 'Превышен лимит на отправку заявок' });
    await expect(limit).toContainText('В день можно отправлять максимум 3 заявки');
    await expectAxeClean(page);
    await limit.getByRole('button', { name: 'Хорошо, закрыть' }).click();
    await expect(limit).toHaveCount(0);
    const form = page.locator(FORM);
    await expect(form.getByRole('textbox', { name: /^Должность/ })).toHaveValue(
      'Операционный директор',
    );
    await expect(form.getByText('Выбрано: office.jpg, 1200×800')).toBeVisible();
    const records = await (
      await devCall(page.request, 'records', { kind: 'success-cases' }, { base: server.url })
    ).json();
    expect(records.records.filter((r) => r.phone === phone.e164)).toHaveLength(
      SUCCESS_CASES_PER_DAY,
    );
    const outbox = await (
      await devCall(page.request, 'smsOutbox', { phone: phone.e164 }, { base: server.url })
    ).json();
    expect(outbox.messages).toEqual([]);
  });
});

test('in Kazakh: the page, the form and the photo errors in Kazakh', async ({ page }) => {
  await page.goto('/kk/success-cases');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Табыс тарихтары');
  await expect(page.getByRole('heading', { name: 'Кейспен бөлісу' })).toBeVisible();
  await expect(page.locator('[data-case]').first()).toContainText(
    /Жарияланған күні: \d{4} жылғы \d{1,2} [а-яәғқңөұүһі]+/,
  );
  await expectAxeClean(page);
  const form = page.locator(FORM);
  await form
    .getByLabel(/^Фото/)
    .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: pngOf(500, 500) });
  await expect(form.getByText('Фотоның ең кіші өлшемі: 600x400')).toBeVisible();
  await form
    .getByLabel(/^Фото/)
    .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByText('Фото пішімі қате')).toBeVisible();
  await form.getByRole('button', { name: 'Кейсті жіберу' }).click();
  await expect(form.getByRole('group', { name: 'Қателерді түзетіңіз' })).toBeFocused();
  await expectAxeClean(page);
});
