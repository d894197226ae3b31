import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LandingContent } from '../../../locales/content/index.ts';
import roamingKk from '../../../locales/content/landing/kk/roaming.ts';
import roamingRu from '../../../locales/content/landing/ru/roaming.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson, hang } from '../api/testing.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import type { RoamingPageData } from './data.ts';
import {
  CALLS_TARIFF,
  COUNTRIES,
  DEFAULT_TARIFF,
  POPULAR,
  WEEK_DETAILS,
  WEEK_TARIFF,
} from './testing.ts';
import { RoamingTariffs } from './RoamingTariffs.tsx';

// jsdom lays nothing out: give the select's virtualised list a viewport (as the kit's tests do).
const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const { otherServices: _ru, ...sourceRu } = roamingRu;
const { otherServices: _kk, ...sourceKk } = roamingKk;
const PAGE_RU: RoamingPageData = { ...(sourceRu as LandingContent), roamingPopular: POPULAR };
const PAGE_KK: RoamingPageData = {
  ...(sourceKk as LandingContent),
  roamingPopular: [{ code: 'TR', name: 'Түркия', popular: true, zone: 'Еуропа және Түркия' }],
};

/** The roaming calls by name, held to the contract (`fakeBackend`). */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      roamingCountries: () => ({ countries: COUNTRIES }),
      roamingTariffs: ({ input }) => {
        const country = COUNTRIES.find((c) => c.code === input.country);
        if (!country) return errorJson(404, 'NOT_FOUND');
        const kind = input.kind ?? 'roaming';
        return {
          country,
          kind,
          tariffs: kind === 'calls' ? [CALLS_TARIFF] : [DEFAULT_TARIFF, WEEK_TARIFF],
        };
      },
      roamingTariffDetails: () => WEEK_DETAILS,
    },
    overrides,
  );
}

/**
 * The innermost element whose whole text reads `text`: a price's figure sits in a span of its own
 * (keepTogether), so the words around it are not one text node.
 */
const wholeText = (text: string) => (_: string, element: Element | null) => {
  const read = (node: Element) => node.textContent?.replace(/\s+/g, ' ').trim();
  return (
    element !== null &&
    read(element) === text &&
    ![...element.children].some((child) => read(child) === text)
  );
};

const results = () => screen.getByRole('region', { name: /^Тарифы: / });

describe('RoamingTariffs', () => {
  it('shows the popular countries at once, the search once the list has loaded, and a country’s tariffs', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<RoamingTariffs content={PAGE_RU} />, {
      handler: backend(),
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Тарифы для поездок и звонков за границу',
    );
    expect(screen.getByText(wholeText('Пакеты роуминга — от 2200 ₸ в месяц'))).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Роуминг' })).toHaveAttribute('aria-selected', 'true');
    const popular = screen.getByRole('region', { name: 'Популярные' });
    expect(
      within(popular)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Россия', 'Турция', 'Германия']);
    expect(await screen.findByRole('combobox', { name: /^Страна/ })).toBeVisible();
    expect(screen.getByText(/Выберите страну в списке или среди популярных/)).toBeVisible();

    await user.click(within(popular).getByRole('button', { name: 'Турция' }));
    expect(within(popular).getByRole('button', { name: 'Турция' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByRole('heading', { name: 'Бизнес Роуминг: Европа и Турция на неделю' });
    expect(requests('/roaming/tariffs').at(-1)!.query.toString()).toBe('country=TR&kind=roaming');
    const cards = within(results()).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Подключено по умолчанию')).toBeVisible();
    expect(within(cards[0]!).getByText('Без абонентской платы')).toBeVisible();
    expect(within(cards[0]!).queryByRole('button', { name: 'Подключить' })).toBeNull();
    expect(within(cards[1]!).getByText(wholeText('6 900 ₸ в неделю'))).toBeVisible();
    expect(
      within(cards[1]!).getByRole('button', { name: 'Подключить' }),
    ).toHaveAccessibleDescription(WEEK_TARIFF.name);
    expect(results()).toHaveTextContent('Зона «Европа и Турция»');
    await waitFor(() =>
      expect(container.querySelector('[data-roaming] > [role="status"]')).toHaveTextContent(
        'Показаны тарифы: Турция, 2',
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('finds a country by any part of its name, any case; says «Ничего не найдено» otherwise', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<RoamingTariffs content={PAGE_RU} />, { handler: backend() });
    await user.click(await screen.findByRole('combobox', { name: /^Страна/ }));
    const search = await screen.findByRole('searchbox', { name: 'Поиск по названию страны' });
    await user.type(search, 'ТУР');
    const found = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(found).toHaveLength(2);
    expect(found[0]).toHaveTextContent(/^Турция/);
    expect(found[1]).toHaveTextContent(/^Туркменистан/);
    await user.clear(search);
    await user.type(search, 'Бавария');
    expect(screen.getByRole('listbox')).toHaveTextContent('Ничего не найдено');
    await user.clear(search);
    await user.type(search, 'япон');
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { name: 'Тарифы: Япония' });
    await waitFor(() =>
      expect(requests('/roaming/tariffs').at(-1)!.query.get('country')).toBe('JP'),
    );
  });

  it('the calls tab asks for calls-abroad tariffs of the same country', async () => {
    const user = userEvent.setup();
    const { requests } = renderOnSite(<RoamingTariffs content={PAGE_RU} />, { handler: backend() });
    await user.click(screen.getByRole('button', { name: 'Германия' }));
    await screen.findByText(wholeText('6 900 ₸ в неделю'));
    await user.click(screen.getByRole('tab', { name: 'Звонки за границу' }));
    expect(await screen.findByText(wholeText('4 900 ₸ в месяц'))).toBeVisible();
    expect(requests('/roaming/tariffs').at(-1)!.query.toString()).toBe('country=DE&kind=calls');
    expect(screen.getByText(/куда звоните из Казахстана/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Германия' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('«Не удалось загрузить список стран» with a retry; the popular countries keep working', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderOnSite(<RoamingTariffs content={PAGE_RU} />, {
      handler: backend({
        roamingCountries: ({ fallback }) => (fail ? errorJson(500, 'SERVICE_ERROR') : fallback()),
      }),
    });
    expect(await screen.findByText('Не удалось загрузить список стран')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Страна/ })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Россия' }));
    expect(await screen.findByRole('heading', { name: 'Тарифы: Россия' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('combobox', { name: /^Страна/ })).toHaveAccessibleName(
      'Страна Россия',
    );
    expect(screen.queryByText('Не удалось загрузить список стран')).toBeNull();
  });

  it('«Не удалось загрузить тарифы» (also on a timeout-like network failure) with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const answers = backend();
    renderOnSite(<RoamingTariffs content={PAGE_RU} />, {
      // A network failure never reaches the backend: the tariffs' request fails before it.
      handler: (request) =>
        fail && request.path.endsWith('/roaming/tariffs')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : answers(request),
    });
    await user.click(screen.getByRole('button', { name: 'Турция' }));
    expect(await within(results()).findByText('Не удалось загрузить тарифы')).toBeVisible();
    fail = false;
    await user.click(within(results()).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(wholeText('6 900 ₸ в неделю'))).toBeVisible();
  });

  it('«Подробнее о тарифе» loads the details once, shows all countries on «Показать полностью»', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderOnSite(<RoamingTariffs content={PAGE_RU} />, {
      handler: backend(),
    });
    await user.click(screen.getByRole('button', { name: 'Турция' }));
    const card = (await screen.findByText(wholeText('6 900 ₸ в неделю'))).closest(
      'li',
    ) as HTMLElement;
    const more = within(card).getByRole('button', { name: 'Подробнее о тарифе' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('наберите *120*3#')).toBeVisible();
    expect(requests('/roaming/tariff-details')[0]!.query.get('id')).toBe('roaming-europe-week');
    const list = within(card).getByText('Турция').closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const showAll = within(card).getByRole('button', { name: 'Показать полностью' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(card).getByRole('button', { name: 'Скрыть' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(card).getByRole('button', { name: 'Скрыть' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expectNoAxeViolations(container);

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(requests('/roaming/tariff-details')).toHaveLength(1);
  });

  it('«Не удалось загрузить детали тарифа» with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderOnSite(<RoamingTariffs content={PAGE_RU} />, {
      handler: backend({
        roamingTariffDetails: ({ fallback }) =>
          fail ? errorJson(503, 'SERVICE_ERROR') : fallback(),
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Турция' }));
    const card = (await screen.findByText(wholeText('6 900 ₸ в неделю'))).closest(
      'li',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Подробнее о тарифе' }));
    expect(await within(card).findByText('Не удалось загрузить детали тарифа')).toBeVisible();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Повторить' }));
    expect(await within(card).findByText('наберите *120*3#')).toBeVisible();
  });

  it('«Подключить» tells how (the USSD code) and «Оставить заявку» moves on to the form', async () => {
    const user = userEvent.setup();
    const form = document.createElement('div');
    form.id = 'consultation';
    document.body.append(form);
    renderOnSite(<RoamingTariffs content={PAGE_RU} />, { handler: backend() });
    await user.click(screen.getByRole('button', { name: 'Турция' }));
    await user.click(await screen.findByRole('button', { name: 'Подключить' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Как подключить «Бизнес Роуминг: Европа и Турция на неделю»',
    });
    expect(dialog).toHaveTextContent('Наберите *120*3# с номера сотрудника');
    await user.click(within(dialog).getByRole('button', { name: 'Оставить заявку' }));
    await waitFor(() => expect(form).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    form.remove();
  });

  it('in Kazakh: Kazakh tabs, prices and the load failure in Kazakh', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<RoamingTariffs content={PAGE_KK} />, {
      locale: 'kk',
      handler: backend({
        roamingCountries: ({ request }) => hang(request),
        roamingTariffs: () => errorJson(500, 'SERVICE_ERROR'),
      }),
    });
    expect(screen.getByRole('tab', { name: 'Шетелге қоңырау' })).toBeVisible();
    expect(
      screen.getByText(wholeText('Роуминг пакеттері — айына 2200 ₸-ден бастап')),
    ).toBeVisible();
    expect(screen.getByText('Елдер тізімін жүктеп жатырмыз')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Түркия' }));
    expect(await screen.findByText('Тарифтерді жүктеу мүмкін болмады')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Қайталау' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
