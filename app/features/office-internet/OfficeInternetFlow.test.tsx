import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { clearHandoff, readHandoff } from '../auth/index.ts';
import { BLANK_PROFILE, INTERNET_TARIFFS } from '../../test/fixtures.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { loadAddressCombobox } from '../widgets/address/index.ts';
import { OfficeInternetFlow } from './OfficeInternetFlow.tsx';

// The address fields render as comboboxes from the start (AddressCheckWidget.test says why).
beforeAll(async () => {
  await loadAddressCombobox();
});

const COVERAGE = {
  'h-101': { covered: true, address: 'г. Алматы, ул. Толе би, 101' },
  'h-3': { covered: false, address: 'г. Алматы, мкр. Шанырак-2, 3' },
} as const;

const CITIES = [
  { id: 'almaty', name: 'Алматы', kind: 'city', region: 'г.р.з.', parent: null },
] as const;
const STREETS = [
  { id: 'tole-bi', cityId: 'almaty', name: 'Толе би', kind: 'street' },
  { id: 'shanyrak', cityId: 'almaty', name: 'Шанырак-2', kind: 'microdistrict' },
] as const;

/** The public calls the flow makes, by name, held to the contract (`fakeBackend`). */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      tariffs: () => ({ tariffs: INTERNET_TARIFFS }),
      accountInfo: () => BLANK_PROFILE,
      addressCities: () => ({ cities: [...CITIES] }),
      addressStreets: () => ({ streets: [...STREETS] }),
      addressHouses: ({ input }) => ({
        houses:
          input.streetId === 'tole-bi'
            ? [{ id: 'h-101', streetId: 'tole-bi', number: '101' }]
            : [{ id: 'h-3', streetId: 'shanyrak', number: '3' }],
      }),
      addressCoverage: ({ input }) => {
        const houseId = input.houseId as keyof typeof COVERAGE;
        const found = COVERAGE[houseId];
        return {
          covered: found.covered,
          matched: true,
          houseId,
          address: found.address,
          technology: found.covered ? 'fiber' : null,
          connectionBusinessDays: found.covered ? 3 : null,
        };
      },
    },
    overrides,
  );
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  field: RegExp,
  typed: string,
  option: RegExp,
) {
  await user.type(screen.getByRole('combobox', { name: field }), typed);
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

afterEach(() => {
  clearHandoff();
  window.history.replaceState(null, '', '/');
});

describe('OfficeInternetFlow', () => {
  it('shows the backend tariffs under the two speed tabs', async () => {
    const { container } = renderOnSite(<OfficeInternetFlow />, { handler: backend() });
    const reduced = await screen.findByRole('tab', { name: 'С понижением' });
    expect(reduced).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Скорость снижается после 20:00')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '5 Мбит/с',
      '10 Мбит/с',
    ]);
    expect(screen.getByText(/^18\s900 ₸\/мес\.$/)).toBeVisible();
    const connect = screen.getAllByRole('button', { name: 'Подключить' });
    expect(connect[1]).toHaveAccessibleDescription('10 Мбит/с');
    // Mid-sentence, the service is in lower case. Both tabs' cards are in the page (so the
    // prerendered HTML has every tariff); the other tab's are hidden.
    expect(screen.getAllByText('Узнать подробнее об интернете для офиса')).toHaveLength(4);
    expect(screen.getByText(/^23\s900 ₸\/мес\.$/)).not.toBeVisible();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Без понижения' }));
    expect(screen.getByText(/^23\s900 ₸\/мес\.$/)).toBeVisible();
    expect(screen.getByText('Одна и та же скорость 24/7')).toBeVisible();
  });

  it('words «Узнать подробнее» in Kazakh with the service opening the sentence', async () => {
    renderOnSite(<OfficeInternetFlow />, { handler: backend(), locale: 'kk' });
    // Two cards a tab, both tabs in the page.
    expect(
      await screen.findAllByText('Кеңсеге арналған интернет туралы толығырақ білу'),
    ).toHaveLength(4);
  });

  it('shows the tariffs it was given at once (prerendered), then refreshes them from the backend', async () => {
    const { requests } = renderOnSite(<OfficeInternetFlow tariffs={INTERNET_TARIFFS} />, {
      handler: backend({
        tariffs: () => ({
          tariffs: INTERNET_TARIFFS.map((tariff) => ({ ...tariff, monthlyPrice: 16_900 })),
        }),
      }),
    });
    // First paint: the cards, not «Загружаем тарифы…».
    expect(screen.getByRole('tab', { name: 'С понижением' })).toBeVisible();
    expect(screen.getByText(/^15\s900 ₸\/мес\.$/)).toBeVisible();
    expect(screen.queryByText('Загружаем тарифы…')).toBeNull();
    expect(await screen.findAllByText(/^16\s900 ₸\/мес\.$/)).toHaveLength(4);
    expect(requests('/tariffs')).toHaveLength(1);
  });

  it('starts with the address a partner page checked (?houseId=), after checking it again', async () => {
    window.history.replaceState(null, '', '/internet-for-office?houseId=h-101#tariffs');
    const user = userEvent.setup();
    const { navigate, requests } = renderOnSite(<OfficeInternetFlow />, { handler: backend() });
    expect(await screen.findByText('Адрес офиса проверен — он в зоне покрытия')).toBeVisible();
    expect(screen.getByText('г. Алматы, ул. Толе би, 101')).toBeVisible();
    expect(requests('/address/coverage')[0]?.query.get('houseId')).toBe('h-101');

    await user.click(
      (await screen.findAllByRole('button', { name: 'Подключить' }))[0] as HTMLElement,
    );
    // The address step opens on the answer: nothing to type again. (Its code loads on demand.)
    expect(await screen.findByRole('heading', { name: 'Адрес в зоне покрытия' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Оформить заявку' }));
    expect(navigate).toHaveBeenCalledWith('/auth');
    expect(readHandoff('internet')?.intent).toEqual({
      tariffId: 'office-5-reduced',
      address: { houseId: 'h-101' },
    });

    // «Изменить адрес» gives the empty form.
    await user.click(screen.getByRole('button', { name: 'Изменить адрес' }));
    expect(screen.getByRole('combobox', { name: /Город/ })).toHaveValue('');
  });

  it('ignores a linked building the backend does not know', async () => {
    window.history.replaceState(null, '', '/internet-for-office?houseId=nope');
    const user = userEvent.setup();
    renderOnSite(<OfficeInternetFlow />, {
      handler: backend({
        addressCoverage: () =>
          errorJson(422, 'VALIDATION_FAILED', 'x', {
            fields: { houseId: { code: 'FIELD_INVALID', message: 'x' } },
          }),
      }),
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Подключить' }))[0] as HTMLElement,
    );
    expect(screen.queryByText('Адрес офиса проверен — он в зоне покрытия')).toBeNull();
    expect(await screen.findByRole('combobox', { name: /Город/ })).toHaveValue('');
  });

  it('says the tariffs could not be loaded, and tries again', async () => {
    let calls = 0;
    renderOnSite(<OfficeInternetFlow />, {
      handler: backend({
        tariffs: ({ fallback }) => (++calls === 1 ? errorJson(500, 'SERVICE_ERROR') : fallback()),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить тарифы');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('tab', { name: 'С понижением' })).toBeVisible();
  });

  it('goes from a tariff to the address and back, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderOnSite(<OfficeInternetFlow />, { handler: backend() });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Подключить' }))[1] as HTMLElement,
    );
    const title = await screen.findByRole('heading', { name: 'Введите адрес офиса' });
    expect(title).toHaveFocus();
    // The figures are unbreakable spans inside the line: read the paragraph's whole text.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^«Интернет для офиса 10 Мбит\/с» · С понижением · 18\s900 ₸\/мес\.$/.test(
            element.textContent ?? '',
          ),
      ),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: /Город/ }), 'Алм');
    // The city list opens once the search answers (and hides the rest from assistive tech
    // meanwhile): wait for it, so the click below does not race it.
    await screen.findByRole('listbox');

    await user.click(screen.getByRole('button', { name: 'Назад', hidden: true }));
    const cardButton = screen.getAllByRole('button', { name: 'Подключить' })[1];
    expect(cardButton).toHaveFocus();
    await user.click(cardButton as HTMLElement);
    expect(screen.getByRole('combobox', { name: /Город/ })).toHaveValue('Алм');
  });

  it('hands a covered address and the tariff to the cabinet: /auth without a session, in the page language', async () => {
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<OfficeInternetFlow />, { handler: backend(), locale: 'kk' });
    await user.click((await screen.findAllByRole('button', { name: 'Қосу' }))[0] as HTMLElement);
    await pick(user, /Қала/, 'Алм', /Алматы/);
    await pick(user, /Көше/, 'Тол', /Толе би/);
    await pick(user, /Үй/, '1', /101/);
    await user.click(screen.getByRole('button', { name: 'Жалғастыру' }));
    await user.click(await screen.findByRole('button', { name: 'Өтінімді рәсімдеу' }));
    expect(navigate).toHaveBeenCalledWith('/kk/auth');
    expect(readHandoff('internet')).toEqual({
      appType: 'internet',
      intent: { tariffId: 'office-5-reduced', address: { houseId: 'h-101' } },
      summary: {
        tariffName: 'Интернет для офиса 5 Мбит/с',
        monthlyPayment: 15_900,
        address: 'г. Алматы, ул. Толе би, 101',
      },
    });
  });

  it('goes straight to the wizard with a session', async () => {
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<OfficeInternetFlow />, {
      handler: backend(),
      signedIn: true,
    });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Подключить' }))[0] as HTMLElement,
    );
    await pick(user, /Город/, 'Алм', /Алматы/);
    await pick(user, /Улица/, 'Тол', /Толе би/);
    await pick(user, /Дом/, '1', /101/);
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await user.click(await screen.findByRole('button', { name: 'Оформить заявку' }));
    expect(navigate).toHaveBeenCalledWith('/application-for-connection');
  });

  it('offers the consultation instead when the address is outside coverage', async () => {
    const user = userEvent.setup();
    renderOnSite(<OfficeInternetFlow />, { handler: backend() });
    await user.click(
      (await screen.findAllByRole('button', { name: 'Подключить' }))[0] as HTMLElement,
    );
    await pick(user, /Город/, 'Алм', /Алматы/);
    await pick(user, /Улица/, 'Шан', /Шанырак-2/);
    await pick(user, /Дом/, '3', /^3$/);
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(
      await screen.findByRole('heading', { name: 'Адрес пока вне зоны покрытия' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Оставить заявку на консультацию' })).toHaveAttribute(
      'href',
      '#consultation',
    );
    expect(screen.queryByRole('button', { name: 'Оформить заявку' })).toBeNull();
    vi.restoreAllMocks();
  });
});
