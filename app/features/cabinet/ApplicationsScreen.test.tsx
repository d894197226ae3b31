import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { ApplicationsScreen, filterOf } from './ApplicationsScreen.tsx';
import { COMPLETED, MOBILE, TO_SIGN, cabinetBackend } from './testing.ts';

afterEach(() => vi.unstubAllGlobals());

const cards = () => screen.queryAllByRole('article');

describe('ApplicationsScreen', () => {
  it('lists the cards with their fields, counts every filter, links each filter by address', async () => {
    const { container, requests } = renderOnSite(
      <ApplicationsScreen appType="internet" filter="all" />,
      { signedIn: true, handler: cabinetBackend() },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заявки');
    const products = screen.getByRole('navigation', { name: 'Мои заявки' });
    expect(within(products).getByRole('link', { name: 'Интернет для офиса' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(products).getByRole('link', { name: 'Мобильная связь' })).toHaveAttribute(
      'href',
      '/profile-applications/mobile',
    );
    const filters = await screen.findByRole('navigation', { name: 'Заявки по статусу' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Все (2)', '/profile-applications/internet'],
      ['Новые (0)', '/profile-applications/internet?status=new'],
      ['В работе (1)', '/profile-applications/internet?status=inProgress'],
      ['Завершённые (1)', '/profile-applications/internet?status=completed'],
      ['Отменённые (0)', '/profile-applications/internet?status=cancelled'],
    ]);
    expect(within(filters).getByRole('link', { name: 'Все (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // One call gives the list and every count.
    expect(requests('/client-applications').map((r) => r.query.get('status'))).toEqual(['all']);

    const [toSign, done] = cards();
    expect(within(toSign!).getByRole('heading', { name: 'Заявка № IN-2026-000002' })).toBeVisible();
    expect(toSign).toHaveTextContent('Подписание документов');
    expect(toSign).toHaveTextContent('Дата создания27.02.2026');
    expect(toSign).toHaveTextContent('Тариф«Интернет для офиса 20 Мбит/с»');
    expect(toSign).toHaveTextContent('Ежемесячный платёж31 900 ₸/мес.');
    expect(toSign).toHaveTextContent('Адрес подключенияг. Алматы, ул. Сатпаева, 22');
    expect(
      within(toSign!).getByRole('link', { name: 'Подробнее о заявке № IN-2026-000002' }),
    ).toHaveAttribute('href', `/profile-applications/internet/${TO_SIGN.opportunityId}`);
    expect(within(toSign!).getByRole('link', { name: 'Подписать документы' })).toHaveAttribute(
      'href',
      `/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
    // A completed application has «Подробнее» and no action.
    expect(
      within(done!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([`Подробнее о заявке № ${COMPLETED.applicationNumber}`]);
    await expectNoAxeViolations(container);
  });

  it('shows only the filter in the address, and «Нет заявок» when it has none', async () => {
    const { container, rerender } = renderOnSite(
      <ApplicationsScreen appType="internet" filter="completed" />,
      { signedIn: true, handler: cabinetBackend() },
    );
    await screen.findByRole('navigation', { name: 'Заявки по статусу' });
    expect(cards().map((c) => c.getAttribute('data-application'))).toEqual([
      COMPLETED.opportunityId,
    ]);
    rerender(<ApplicationsScreen appType="internet" filter="cancelled" />);
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Нет заявок')).toBeVisible();
    // Applications exist under another filter: no invitation to apply.
    expect(screen.queryByRole('link', { name: /Подключить/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says «Нет заявок» for a company without mobile applications, and where to start one', async () => {
    renderOnSite(<ApplicationsScreen appType="mobile" filter="all" />, {
      signedIn: true,
      handler: cabinetBackend({ applications: [TO_SIGN] }),
    });
    expect(await screen.findByText('Нет заявок')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все (0)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Подключить мобильную связь' })).toHaveAttribute(
      'href',
      '/mobile-connection',
    );
  });

  it("names how a mobile card's SIM cards come and leads its action to the receiving step, in Kazakh", async () => {
    renderOnSite(<ApplicationsScreen appType="mobile" filter="all" />, {
      locale: 'kk',
      signedIn: true,
      handler: cabinetBackend({
        applications: [
          { ...MOBILE, deliveryType: 'pickup', deliveryAddress: 'г. Алматы, пр. Абая, 10' },
        ],
      }),
    });
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('SIM-карталарды алуӨзі алып кету: г. Алматы, пр. Абая, 10');
    expect(card).toHaveTextContent('Жеткізуді рәсімдеу');
    expect(within(card!).getByRole('link', { name: 'Жеткізуді брондауға өту' })).toHaveAttribute(
      'href',
      `/kk/mobile-application?application=${MOBILE.opportunityId}&step=receiving`,
    );
    expect(screen.getByRole('link', { name: 'Барлығы (1)' })).toHaveAttribute(
      'href',
      '/kk/profile-applications/mobile',
    );
  });

  it('on a phone, an action goes straight into the wizard (the signing step says what works there)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<ApplicationsScreen appType="internet" filter="all" />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    await user.click(await screen.findByRole('link', { name: 'Подписать документы' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      `/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
  });

  it('offers «Повторить» when the list cannot be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderOnSite(<ApplicationsScreen appType="internet" filter="all" />, {
      signedIn: true,
      handler: cabinetBackend({
        answers: {
          clientApplications: (call) =>
            calls++ === 0 ? errorJson(503, 'SERVICE_ERROR') : call.fallback(),
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заявки');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('reads the filter from the address, «Все» for anything else', () => {
    expect(filterOf('?status=inProgress')).toBe('inProgress');
    expect(filterOf('status=cancelled&x=1')).toBe('cancelled');
    expect(filterOf('?status=bogus')).toBe('all');
    expect(filterOf('')).toBe('all');
  });
});
