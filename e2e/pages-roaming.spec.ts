import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, ready } from './pages-support.ts';
import { API_PATHS } from '../contract/index.ts';

/*
 * /roaming (spec §2.11) against the real backend: the prerendered popular countries, the country
 * search, tariff cards with details on demand, and the three load failures (the backend made to
 * answer 500 with page.route) with their messages and a retry.
 */

const serviceError = {
  status: 500,
  json: { error: { code: 'SERVICE_ERROR', message: 'Ошибка сервиса' } },
};

async function openSearch(page: Page, label: RegExp, searchName: string) {
  await page.getByRole('combobox', { name: label }).click();
  const search = page.getByRole('searchbox', { name: searchName });
  await expect(search).toBeFocused();
  return search;
}

test('find a country, see its tariffs, open the details and the full country list', async ({
  page,
}) => {
  await page.goto('/roaming');
  await expect(page.getByText('Пакеты роуминга — от 2200 ₸ в месяц')).toBeVisible();
  const popular = page.getByRole('region', { name: 'Популярные' });
  await expect(popular.getByRole('button', { name: 'Турция' })).toBeVisible();
  await ready(page);
  await expectAxeClean(page);

  const search = await openSearch(page, /^Страна/, 'Поиск по названию страны');
  await search.pressSequentially('Бавария');
  await expect(page.getByRole('listbox')).toContainText('Ничего не найдено');
  await search.fill('');
  await search.pressSequentially('ТУР');
  await expect(page.getByRole('option')).toHaveCount(2);
  await page.getByRole('option', { name: /^Турция/ }).click();

  const results = page.getByRole('region', { name: 'Тарифы: Турция' });
  await expect(results).toContainText('Зона «Европа и Турция»');
  const byDefault = results.getByRole('listitem').filter({ hasText: 'Роуминг по умолчанию' });
  await expect(byDefault.getByText('Подключено по умолчанию')).toBeVisible();
  await expect(byDefault.getByRole('button', { name: 'Подключить' })).toHaveCount(0);
  const week = results.locator('[data-tariff="roaming-europe-week"]');
  await expect(week).toContainText('6 900 ₸ в неделю');
  await expect(popular.getByRole('button', { name: 'Турция' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const details = week.getByRole('button', { name: 'Подробнее о тарифе' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(week).toContainText('наберите *120*3#');
  const countries = week.getByRole('list').filter({ hasText: 'Германия' });
  await expect(countries.getByRole('listitem')).toHaveCount(8);
  await week.getByRole('button', { name: 'Показать полностью' }).click();
  await expect(countries.getByRole('listitem')).toHaveCount(13);
  await expect(week.getByRole('button', { name: 'Скрыть' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await week.getByRole('button', { name: 'Скрыть' }).click();
  await expect(countries.getByRole('listitem')).toHaveCount(8);
  await expectAxeClean(page);

  await page.getByRole('tab', { name: 'Звонки за границу' }).click();
  await expect(page.getByRole('region', { name: 'Тарифы: Турция' })).toContainText(
    '60 минут: Европа и Турция',
  );
  await expect(page.getByRole('region', { name: 'Тарифы: Турция' })).toContainText(
    '4 900 ₸ в месяц',
  );
});

test('«Подключить» tells the USSD code; «Оставить заявку» moves on to the request form', async ({
  page,
}) => {
  await page.goto('/roaming');
  await ready(page);
  await page
    .getByRole('region', { name: 'Популярные' })
    .getByRole('button', { name: 'Россия' })
    .click();
  const card = page.locator('[data-tariff="roaming-cis-month"]');
  await expect(card).toContainText('2 200 ₸ в месяц');
  await card.getByRole('button', { name: 'Подключить' }).click();
  const dialog = page.getByRole('dialog', {
    name: /^Как подключить «Бизнес Роуминг: СНГ и Грузия на месяц»/,
  });
  await expect(dialog).toContainText('Наберите *120*1# с номера сотрудника');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Оставить заявку' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#consultation')).toBeFocused();
  await expect(page.locator('#consultation')).toBeInViewport();
});

test('the three load failures say what failed and recover on «Повторить»', async ({ page }) => {
  let failCountries = true;
  let failTariffs = true;
  let failDetails = true;
  await page.route(`**${API_PATHS.roamingCountries}`, (route) =>
    failCountries ? route.fulfill(serviceError) : route.continue(),
  );
  await page.route(`**${API_PATHS.roamingTariffs}?*`, (route) =>
    failTariffs ? route.fulfill(serviceError) : route.continue(),
  );
  await page.route(`**${API_PATHS.roamingTariffDetails}?*`, (route) =>
    failDetails ? route.fulfill(serviceError) : route.continue(),
  );
  await page.goto('/roaming');
  await ready(page);

  const countriesFailed = page.getByText('Не удалось загрузить список стран');
  await expect(countriesFailed).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Страна/ })).toHaveCount(0);
  await expectAxeClean(page);

  // The popular countries still lead somewhere; there the tariffs fail too.
  await page
    .getByRole('region', { name: 'Популярные' })
    .getByRole('button', { name: 'Германия' })
    .click();
  const results = page.getByRole('region', { name: 'Тарифы: Германия' });
  await expect(results.getByText('Не удалось загрузить тарифы')).toBeVisible();
  failTariffs = false;
  await results.getByRole('button', { name: 'Повторить' }).click();
  await expect(results).toContainText('6 900 ₸ в неделю');

  const week = results.locator('[data-tariff="roaming-europe-week"]');
  await week.getByRole('button', { name: 'Подробнее о тарифе' }).click();
  await expect(week.getByText('Не удалось загрузить детали тарифа')).toBeVisible();
  failDetails = false;
  await week.getByRole('button', { name: 'Повторить' }).click();
  await expect(week).toContainText('наберите *120*3#');

  failCountries = false;
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(countriesFailed).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Страна/ })).toHaveText(/Германия/);
});

test('in Kazakh: Kazakh names found, Kazakh prices and the failure in Kazakh', async ({ page }) => {
  let fail = true;
  await page.route(`**${API_PATHS.roamingTariffs}?*`, (route) =>
    fail ? route.fulfill(serviceError) : route.continue(),
  );
  await page.goto('/kk/roaming');
  await ready(page);
  await expect(page.getByText('Роуминг пакеттері — айына 2200 ₸-ден бастап')).toBeVisible();
  const search = await openSearch(page, /^Ел/, 'Ел атауы бойынша іздеу');
  await search.pressSequentially('түрк');
  await expect(page.getByRole('option', { name: /^Түркия/ })).toBeVisible();
  await page.getByRole('option', { name: /^Түркия/ }).click();
  const results = page.getByRole('region', { name: 'Тарифтер: Түркия' });
  await expect(results.getByText('Тарифтерді жүктеу мүмкін болмады')).toBeVisible();
  await expectAxeClean(page);
  fail = false;
  await results.getByRole('button', { name: 'Қайталау' }).click();
  await expect(results.locator('[data-tariff="roaming-europe-week"]')).toContainText(
    'аптасына 6 900 ₸',
  );
  await expect(results).toContainText('Әдепкі бойынша қосылған');
  await expectAxeClean(page);
});

/** Where each card's parts start on the screen, card by card: the y of each, rounded. */
function partsOf(page: Page) {
  return page.locator('[data-tariff]').evaluateAll((cards) =>
    cards.map((card) => {
      const top = (element: Element | null | undefined) =>
        element ? Math.round(element.getBoundingClientRect().top) : null;
      return {
        x: Math.round(card.getBoundingClientRect().left),
        price: top(card.querySelector('h4 ~ p ~ p')),
        figures: top(card.querySelector('dl')),
        // «Подключить», or «Подключено по умолчанию» in its place; then «Подробнее о тарифе».
        action: top(card.querySelector('dl ~ div > :first-child')),
        details: top(card.querySelector('dl ~ div > :last-child')),
        height: Math.round(card.getBoundingClientRect().height),
      };
    }),
  );
}

for (const locale of ['ru', 'kk'] as const) {
  test(`${locale}: cards side by side line up their prices, figures and buttons; at 320 px one column`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(locale === 'kk' ? '/kk/roaming' : '/roaming');
    await ready(page);
    await page
      .getByRole('region', { name: locale === 'kk' ? 'Танымал' : 'Популярные' })
      .getByRole('button', { name: locale === 'kk' ? 'Түркия' : 'Турция' })
      .click();
    const cards = page.locator('[data-tariff]');
    await expect(cards).toHaveCount(3);
    // The default tariff's name takes one line where the others take two: its price used to
    // sit a line higher, its buttons higher still.
    const wide = await partsOf(page);
    expect(new Set(wide.map((card) => card.x)).size).toBe(3);
    for (const part of ['price', 'figures', 'action', 'details', 'height'] as const) {
      expect(new Set(wide.map((card) => card[part])).size, part).toBe(1);
    }

    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(async () => new Set((await partsOf(page)).map((card) => card.x)).size)
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    // Nothing inside a card runs past its edge («390 ₸/10 МБ» is one piece on its own line).
    const overflowing = await cards.evaluateAll((all) =>
      all.flatMap((card) =>
        [...card.querySelectorAll('dd, p, button')]
          .filter((part) => part.scrollWidth > part.clientWidth + 1)
          .map((part) => part.textContent),
      ),
    );
    expect(overflowing).toEqual([]);
  });
}
