import { expect, test } from '@playwright/test';
import { expectHeading, hydrated, signIn } from './site.ts';

test.describe('locale prefix', () => {
  test('no prefix is Russian, /kk is Kazakh', async ({ page }) => {
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expectHeading(page, 'Поможем найти ответы на вопросы');
    await page.goto('/kk/support');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expectHeading(page, 'Сұрақтарға жауап табуға көмектесеміз');
    await page.goto('/kk/roaming');
    await expect(page).toHaveTitle('Роуминг және шетелге қоңырау — Dala Business');
  });

  test('/ru/... redirects to the path without prefix, keeping the query', async ({
    page,
    request,
  }) => {
    const response = await request.get('/ru/roaming?utm_source=menu', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/roaming?utm_source=menu');
    await page.goto('/ru/virtual-ats');
    await expect(page).toHaveURL(/\/virtual-ats$/);
    await expectHeading(page, 'Виртуальная АТС');
  });

  test('another language in the prefix redirects to /', async ({ page, request }) => {
    for (const path of ['/en', '/en/roaming', '/de/support']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe('/');
    }
    await page.goto('/en/roaming');
    await expect(page).toHaveURL(/\/$/);
    await expectHeading(page, 'Связь и цифровые решения для вашего бизнеса');
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the Not Found page, in Russian', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Страница не найдена');
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectHeading(page, 'Связь и цифровые решения для вашего бизнеса');
  });

  test('an unknown path under /kk answers 404 in Kazakh', async ({ page, request }) => {
    const response = await page.goto('/kk/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expectHeading(page, 'Бет табылмады');
    await expect(page.getByRole('link', { name: 'Басты бетке оралу' })).toHaveAttribute(
      'href',
      '/kk',
    );
    expect((await request.get('/blog/does-not-exist')).status()).toBe(404);
    expect((await request.get('/support/service/no-such-help')).status()).toBe(404);
  });
});

test.describe('guards', () => {
  test('an anonymous visitor of a cabinet page is sent to auth, locale kept', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await expectHeading(page, 'Вход в личный кабинет');
    await page.goto('/kk/profile-applications/internet');
    await expect(page).toHaveURL(/\/kk\/auth$/);
    await expectHeading(page, 'Жеке кабинетке кіру');
  });

  test('a wizard without tokens goes to its product page (spec §4.6)', async ({ page }) => {
    await page.goto('/application-for-connection');
    await expect(page).toHaveURL(/\/internet-for-office$/);
    await expectHeading(page, 'Интернет для офиса');
    await page.goto('/kk/mobile-application');
    await expect(page).toHaveURL(/\/kk\/mobile-connection$/);
    await expectHeading(page, 'Мобильді байланыс');
  });

  test("a signed-in visitor of auth is sent to the cabinet's home and may stay there", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/kk/auth');
    await expect(page).toHaveURL(/\/kk\/profile-applications$/);
    await expectHeading(page, 'Менің өтінімдерім');
    await page.goto('/kk/profile');
    await expectHeading(page, 'Компания профилі');
    await page.goto('/profile-applications/mobile');
    await expectHeading(page, 'Заявки на мобильную связь');
  });

  test('the cabinet shell is noindex and shows a loader without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/profile')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('Загружаем личный кабинет…');
    expect(html).not.toContain('<h1');
  });
});

// Between public pages, every move is a document load of the next page's prerendered HTML
// (docs/islands.md; e2e/islands.spec.ts): it starts at the top.
test.describe('navigation', () => {
  test('every navigation lands at the top, also when only the query changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const scrollDown = async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY()).toBeGreaterThan(100);
    };

    // A new search from the search page's own box changes only ?q=.
    await page.goto('/search?q=тариф');
    await hydrated(page);
    const results = page.getByRole('list', { name: 'Результаты поиска' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('main').getByRole('searchbox').fill('роуминг');
    await scrollDown();
    await page.keyboard.press('Enter'); // focus is still in the box, far above
    await expect(page).toHaveURL(/\?q=%D1%80%D0%BE%D1%83%D0%BC%D0%B8%D0%BD%D0%B3$/);
    await expect(results.getByRole('link', { name: 'Роуминг' }).first()).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    // A menu link to the page already open: /roaming → /roaming?utm_source=menu.
    await page.goto('/roaming');
    await hydrated(page);
    await page.getByRole('button', { name: 'Услуги' }).click();
    const menuLink = page
      .getByRole('navigation', { name: 'Услуги' })
      .getByRole('link', { name: 'Роуминг' });
    await expect(menuLink).toBeVisible();
    await scrollDown();
    // A script click: Playwright's own would scroll the link into view first.
    await menuLink.evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/roaming\?utm_source=menu$/);
    await expect.poll(scrollY).toBe(0);

    // The same link once more (the footer's, at the bottom of the page).
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Роуминг' });
    await footerLink.click();
    await expect(page).toHaveURL(/\/roaming$/);
    await expect.poll(scrollY).toBe(0);
    await footerLink.click();
    await expect(page).toHaveURL(/\/roaming$/);
    await expect.poll(scrollY).toBe(0);
  });

  test('an in-page anchor link still goes to its anchor', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('main').locator('a[href="#consultation"]').first().click();
    await expect(page).toHaveURL(/\/#consultation$/);
    await expect(page.locator('#consultation')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Nothing brings it back up afterwards: once the app has rendered what followed the click
    // (two frames: its commit and its effects), the page is still down there.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // And back from the anchor stays a move within the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectHeading(page, 'Связь и цифровые решения для вашего бизнеса');
  });

  test('a help page opens from the help menu with its own title and content', async ({ page }) => {
    await page.goto('/kk/support');
    await hydrated(page);
    await page.getByRole('link', { name: 'Қол қоюшылар туралы жадынама' }).first().click();
    await expect(page).toHaveURL(/\/kk\/support\/mobile-connection\/sign-note$/);
    await expectHeading(page, 'Қол қоюшылар туралы жадынама');
    await expect(page).toHaveTitle('Dala Business атынан құжаттарға кім қол қояды — Dala Business');
    // The page's own section menu marks where we are.
    await expect(
      page.getByRole('navigation', { name: 'Мобильді байланыс' }).getByRole('link', {
        name: 'Қол қоюшылар туралы жадынама',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a document link inside content is left to the browser, not the router', async ({
    page,
  }) => {
    await page.goto('/become-agent');
    await hydrated(page);
    const doc = page.getByRole('main').locator('a[href^="/docs/"]').first();
    const href = await doc.getAttribute('href');
    expect(href).toBeTruthy();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(href ?? '')),
      doc.click(),
    ]);
    expect(response.status()).toBe(200);
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к основному содержанию' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
