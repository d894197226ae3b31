import { expect, test } from '@playwright/test';
import { expectHeading, hydrated, signIn } from './site.ts';
import { API_PATHS } from '../contract/index.ts';

test.describe('services mega-menu (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens by mouse: 1028px, 8 sections with icons, utm links that navigate', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Услуги' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Услуги' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(1028);
    // The whole panel is on screen.
    expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);
    const sections = panel.locator('[data-section]');
    await expect(sections).toHaveCount(8);
    await expect(sections.locator('svg')).toHaveCount(8);
    await expect(sections.locator('p')).toHaveText([
      'Связь',
      'Интернет',
      'IoT',
      'Облака',
      'Безопасность',
      'Реклама и рассылки',
      'Автоматизация',
      'Ещё',
    ]);
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(31);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9-]+\?utm_source=menu$/);
    await expect(sections.nth(1).getByRole('link')).toHaveText([
      'Бірлік',
      'Интернет для офиса',
      'Jelide',
      'IP VPN',
      'Any Device',
    ]);

    await panel.getByRole('link', { name: 'Защита от DDoS-атак' }).click();
    await expect(page).toHaveURL(/\/ddos\?utm_source=menu$/);
    await expectHeading(page, 'Защита от DDoS-атак');
    await expect(panel).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/kk');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Қызметтер' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const panel = page.getByRole('navigation', { name: 'Қызметтер' });
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link').first()).toHaveAttribute(
      'href',
      '/kk/virtual-ats?utm_source=menu',
    );
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: 'Серіктестер шешімдері' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kk\/mobile-connection\?utm_source=menu$/);
    await expectHeading(page, 'Мобильді байланыс');
  });
});

test.describe('every menu link carries utm_source=menu (spec §2.4, §9)', () => {
  test('desktop: Blog and Help, beside the mega-menu, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [prefix, name, blog, help] of [
      ['', 'Основная навигация', 'Блог', 'Помощь'],
      ['/kk', 'Негізгі навигация', 'Блог', 'Көмек'],
    ] as const) {
      await page.goto(`${prefix}/roaming`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name });
      await expect(nav.getByRole('link', { name: blog })).toHaveAttribute(
        'href',
        `${prefix}/blog?utm_source=menu`,
      );
      await expect(nav.getByRole('link', { name: help })).toHaveAttribute(
        'href',
        `${prefix}/support?utm_source=menu`,
      );
    }
    await page
      .getByRole('navigation', { name: 'Негізгі навигация' })
      .getByRole('link', { name: 'Блог' })
      .click();
    await expect(page).toHaveURL(/\/kk\/blog\?utm_source=menu$/);
    await expectHeading(page, 'Блог');
    await expect(
      page
        .getByRole('navigation', { name: 'Негізгі навигация' })
        .getByRole('link', { name: 'Блог' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the burger: Main, Blog, Help and Contacts too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [prefix, menu, links] of [
      ['', 'Меню', ['Главная', 'Блог', 'Помощь', 'Контакты']],
      ['/kk', 'Мәзір', ['Басты бет', 'Блог', 'Көмек', 'Байланыс']],
    ] as const) {
      await page.goto(`${prefix}/roaming`);
      await hydrated(page);
      await page.getByRole('button', { name: menu }).click();
      const drawer = page.getByRole('dialog', { name: menu });
      const paths = [prefix || '/', `${prefix}/blog`, `${prefix}/support`, `${prefix}/contacts`];
      for (const [i, label] of links.entries()) {
        await expect(drawer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          `${paths[i]}?utm_source=menu`,
        );
      }
    }
    await page
      .getByRole('dialog', { name: 'Мәзір' })
      .getByRole('link', { name: 'Байланыс', exact: true })
      .click();
    await expect(page).toHaveURL(/\/kk\/contacts\?utm_source=menu$/);
    await expectHeading(page, 'Байланыс');
  });
});

test.describe('language switcher', () => {
  test('shows Рус / Қаз and reloads the same page in the other language', async ({ page }) => {
    await page.goto('/support/service/ecp-sign');
    await hydrated(page);
    const switcher = page.getByRole('group', { name: 'Язык сайта' });
    // Shows «Рус» (current) and «Қаз»; each is named in full for screen readers.
    await expect(switcher.locator('[aria-current="true"]')).toHaveText('Рус (Русский)');
    await expect(switcher.getByRole('link')).toHaveAccessibleName('Қаз (Қазақша)');
    expect(
      await switcher.evaluate((el) => (el as HTMLElement).innerText.replace(/\s*\([^)]*\)/g, '')),
    ).toBe('Рус\nҚаз');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await switcher.getByRole('link', { name: 'Қазақша' }).click();
    await expect(page).toHaveURL(/\/kk\/support\/service\/ecp-sign$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
    await expectHeading(page, 'Құжаттарға ЭЦҚ арқылы қол қою');
    // A reload, not a client navigation.
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await page
      .getByRole('group', { name: 'Сайт тілі' })
      .getByRole('link', { name: 'Русский' })
      .click();
    await expect(page).toHaveURL(/\/support\/service\/ecp-sign$/);
    await expectHeading(page, 'Подписание документов через ЭЦП');
  });
});

test.describe('header search (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('needs 3 characters, says so at the box, submits to /search, clears itself; hidden on /search', async ({
    page,
  }) => {
    await page.goto('/roaming');
    await hydrated(page);
    const form = page.getByRole('search', { name: 'Поиск по сайту' });
    const box = form.getByRole('searchbox');
    const button = form.getByRole('button', { name: 'Найти' });
    // An enabled button in the brand's colour (the «Кабинет» link's), not greyed out.
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const brand = await page
      .getByRole('link', { name: 'Кабинет' })
      .evaluate((el) => getComputedStyle(el).color);
    expect(background).toBe(brand);
    // The rule is the box's description from the start, drawn only once a search is refused.
    const message = form.getByText('Введите не менее 3 символов');
    const drawn = async () => ((await message.boundingBox())?.width ?? 0) > 1;
    expect(await drawn()).toBe(false);
    await box.fill('ab');
    await box.press('Enter');
    await expect.poll(drawn).toBe(true);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Ошибка: Введите не менее 3 символов');
    await button.click();
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/roaming$/);
    // The message stands clear of the box and its button, inside the window.
    const [boxRect, messageRect] = [await box.boundingBox(), await message.boundingBox()];
    expect(messageRect!.y).toBeGreaterThanOrEqual(boxRect!.y + boxRect!.height);
    expect(messageRect!.x + messageRect!.width).toBeLessThanOrEqual(1280);

    await box.fill('тарифы');
    await expect.poll(drawn).toBe(false);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await button.click();
    await expect(page).toHaveURL(/\/search\?q=%D1%82%D0%B0%D1%80%D0%B8%D1%84%D1%8B$/);
    await expectHeading(page, 'Поиск по сайту');
    // The header box is gone here; the page's own box holds the query.
    await expect(page.getByRole('search')).toHaveCount(1);
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('тарифы');
    await page.goBack();
    await expect(
      page.getByRole('search', { name: 'Поиск по сайту' }).getByRole('searchbox'),
    ).toHaveValue('');
  });
});

test.describe('search page', () => {
  test('finds word forms, ranks title matches first, counts with the right plural', async ({
    page,
  }) => {
    await page.goto('/search?q=тариф');
    const results = page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    const titles = await results.getByRole('heading', { level: 2 }).allTextContents();
    const count = titles.length;
    expect(count).toBeGreaterThan(1);
    // «тариф» finds «тарифов», «тарифом»…; pages named after it come before pages that mention it.
    const inTitle = titles.map((title) => /тариф/i.test(title));
    expect(inTitle[0]).toBe(true);
    expect(
      inTitle.indexOf(false) === -1 || inTitle.lastIndexOf(true) < inTitle.indexOf(false),
    ).toBe(true);
    expect(titles).toContain('Архив тарифов');
    const last = count % 10;
    const word =
      last === 1 && count % 100 !== 11
        ? 'результат'
        : last >= 2 && last <= 4 && (count % 100 < 12 || count % 100 > 14)
          ? 'результата'
          : 'результатов';
    await expect(page.getByRole('status').filter({ hasText: 'Найден' })).toHaveText(
      new RegExp(`^Найден[о]? ${count} ${word}$`),
    );
    await expect(results.first().locator('mark').first()).toHaveText(/^[Тт]ариф/);

    await page.getByRole('searchbox').fill('квазарный');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/q=%D0%BA%D0%B2%D0%B0%D0%B7%D0%B0%D1%80%D0%BD%D1%8B%D0%B9/);
    await expect(page.getByRole('status').filter({ hasText: 'Ничего' })).toContainText(
      'Ничего не найдено',
    );
  });

  test('searches the Kazakh pages in Kazakh', async ({ page }) => {
    await page.goto('/kk/search?q=тарифтер');
    const list = page.getByRole('list', { name: 'Іздеу нәтижелері' });
    await expect(list.getByRole('listitem').first().getByRole('link')).toHaveText(/тариф/i);
    const archive = list.getByRole('link', { name: 'Тарифтер мұрағаты' });
    await expect(archive).toHaveAttribute('href', '/kk/tariffs-archive');
    await expect(page.getByRole('status').filter({ hasText: 'нәтиже' })).toHaveText(
      /^\d+ нәтиже табылды$/,
    );
    await archive.click();
    await expectHeading(page, 'Тарифтер мұрағаты');
  });

  test('loads the search engine only on the search page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    await hydrated(page);
    expect(requests.filter((u) => /search-index|engine-/.test(u))).toEqual([]);
    await page.goto('/search?q=роуминг');
    await expect(page.getByRole('list', { name: 'Результаты поиска' })).toBeVisible();
    expect(requests.some((u) => u.includes('/search-index/ru.json'))).toBe(true);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the burger holds the menu, top links, language and cabinet', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Услуги' })).toBeHidden();
    await page.getByRole('button', { name: 'Меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    const sections = drawer.getByRole('navigation', { name: 'Услуги' }).getByRole('button');
    await expect(sections).toHaveCount(8);
    await expect(drawer.getByRole('link', { name: 'Блог' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Помощь' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Кабинет' })).toHaveAttribute('href', '/auth');
    await expect(drawer.getByRole('group', { name: 'Язык сайта' })).toBeVisible();
    await sections.filter({ hasText: 'Безопасность' }).click();
    await drawer.getByRole('link', { name: 'SOC' }).click();
    await expect(page).toHaveURL(/\/soc\?utm_source=menu$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(SOC\)/);
  });

  test('mobile search: an enabled «Іздеу» that submits whatever was typed (spec §5)', async ({
    page,
  }) => {
    await page.goto('/kk/roaming');
    await hydrated(page);
    await page.getByRole('button', { name: 'Мәзір' }).click();
    const drawer = page.getByRole('dialog', { name: 'Мәзір' });
    const box = drawer.getByRole('searchbox');
    await box.fill('ip');
    const button = drawer.getByRole('button', { name: 'Іздеу' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await expect(page).toHaveURL(/\/kk\/search\?q=ip$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('searchbox')).toHaveValue('ip');
  });
});

test.describe('minimal layout', () => {
  test('landing pages have only the logo, language and support numbers', async ({ page }) => {
    for (const path of ['/birlik-landing', '/kk/internet-for-office-landing']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('[data-layout="minimal"]')).toHaveCount(1);
      await expect(page.getByRole('button', { name: /Услуги|Қызметтер/ })).toHaveCount(0);
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(page.getByRole('group', { name: /Язык сайта|Сайт тілі/ })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /^\d+$/ })).toHaveCount(3);
      await expect(footer.getByRole('navigation')).toHaveCount(0);
    }
  });

  test('other pages have the full footer', async ({ page }) => {
    await page.goto('/contacts');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^\d+$/ })).toHaveCount(3);
    await expect(footer.getByRole('link', { name: /Адреса офисов/ })).toHaveAttribute(
      'href',
      'https://dalatelecom.kz/ru/offices?service=corp&region=kzt',
    );
    await expect(footer.getByRole('link', { name: 'Истории успеха' })).toHaveAttribute(
      'href',
      '/success-cases',
    );
    await expect(footer.getByRole('link', { name: 'Стать агентом' })).toHaveAttribute(
      'href',
      '/become-agent',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Dala Business`);
  });
});

test.describe('profile area', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('anonymous: «Кабинет» leads to /auth', async ({ page }) => {
    await page.goto('/kk/roaming');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Кабинет' })).toHaveAttribute(
      'href',
      '/kk/auth',
    );
  });

  test('signed in: the company name after a spinner, and the cabinet menu', async ({ page }) => {
    const { releaseAccount } = await signIn(page, 'ТОО «Степной Логистик»', { holdAccount: true });
    await page.goto('/roaming');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('status').filter({ hasText: 'Загружаем' })).toHaveText(
      'Загружаем данные компании',
    );
    releaseAccount();
    const trigger = banner.getByRole('button', { name: /Степной Логистик/ });
    await expect(trigger).toBeVisible();
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group')).toContainText('Мои заявки');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Интернет для офиса',
      'Мобильная связь',
      'Профиль',
      'Выйти',
    ]);
    await menu.getByRole('menuitem', { name: 'Мобильная связь' }).click();
    await expect(page).toHaveURL(/\/profile-applications\/mobile$/);
    await expectHeading(page, 'Заявки на мобильную связь');
  });

  test('signed in, the account fails to load: the menu reads «Кабинет», no endless spinner', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'e2e-access');
      localStorage.setItem('refresh', 'e2e-refresh');
    });
    await page.route(`**${API_PATHS.accountInfo}`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
    );
    await page.goto('/roaming');
    const banner = page.getByRole('banner');
    const trigger = banner.getByRole('button', { name: 'Кабинет' });
    await expect(trigger).toBeVisible();
    await expect(banner.getByRole('status').filter({ hasText: 'Загружаем' })).toHaveCount(0);
    await trigger.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(4);
  });
});
