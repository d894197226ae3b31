import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { CabinetHome } from './CabinetHome.tsx';
import { COMPLETED, MOBILE, SIGNED_BY_EDS, TO_SIGN, cabinetBackend } from './testing.ts';

const region = (name: string) => screen.getByRole('region', { name });
const headings = (within_: HTMLElement, level: number) =>
  within(within_)
    .queryAllByRole('heading', { level })
    .map((h) => h.textContent);

describe('CabinetHome', () => {
  it('lists under «Требует действия» the application waiting for a signature with its button, then the open applications', async () => {
    const { container, requests } = renderOnSite(<CabinetHome />, {
      signedIn: true,
      handler: cabinetBackend(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем заявки');
    const todo = await screen.findByRole('region', { name: 'Требует действия' });
    expect(headings(todo, 3)).toEqual(['Подпишите договор', 'Выберите, как получить SIM-карты']);
    const [toSign, delivery] = within(todo).getAllByRole('listitem');
    expect(toSign).toHaveTextContent(
      'Заявка № IN-2026-000002Интернет для офисатариф «Интернет для офиса 20 Мбит/с»',
    );
    expect(
      within(toSign!).getByRole('link', { name: 'Подписать договор по заявке № IN-2026-000002' }),
    ).toHaveAttribute(
      'href',
      `/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
    expect(
      within(delivery!).getByRole('link', {
        name: 'Выбрать способ получения по заявке № MB-2026-000003',
      }),
    ).toHaveAttribute(
      'href',
      `/mobile-application?application=${MOBILE.opportunityId}&step=receiving`,
    );

    // Each product's open applications as the lists' cards; the finished one only on its list.
    const internet = region('Интернет для офиса');
    expect(headings(internet, 3)).toEqual(['Заявка № IN-2026-000002']);
    expect(within(internet).getByRole('link', { name: 'Подписать документы' })).toBeVisible();
    expect(
      within(internet).getByRole('link', { name: 'Все заявки: Интернет для офиса (2)' }),
    ).toHaveAttribute('href', '/profile-applications/internet');
    expect(headings(region('Мобильная связь'), 3)).toEqual(['Заявка № MB-2026-000003']);

    // Who is signed in, and the profile a page of its own.
    expect(await screen.findByText('ТОО «Степной Логистик»')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Профиль компании' })).toHaveAttribute(
      'href',
      '/profile',
    );
    // One read per product, the lists' own (their filters count from it).
    expect(requests('/client-applications').map((r) => r.query.get('productType'))).toEqual([
      'internet',
      'mobile',
    ]);
    await expectNoAxeViolations(container);
  });

  it('says plainly that nothing waits when no application has a step for the client', async () => {
    const { container } = renderOnSite(<CabinetHome />, {
      signedIn: true,
      handler: cabinetBackend({ applications: [COMPLETED] }),
    });
    const todo = await screen.findByRole('region', { name: 'Требует действия' });
    expect(todo).toHaveTextContent('Сейчас от вас ничего не требуется.');
    expect(within(todo).queryAllByRole('link')).toHaveLength(0);
    expect(within(todo).queryAllByRole('listitem')).toHaveLength(0);
    // The finished application is on its list; the product without any says where to start.
    const internet = region('Интернет для офиса');
    expect(internet).toHaveTextContent('Открытых заявок нет');
    expect(within(internet).queryAllByRole('article')).toHaveLength(0);
    expect(
      within(internet).getByRole('link', { name: 'Все заявки: Интернет для офиса (1)' }),
    ).toBeVisible();
    const mobile = region('Мобильная связь');
    expect(mobile).toHaveTextContent('Нет заявок');
    expect(
      within(mobile).getByRole('link', { name: 'Подключить мобильную связь' }),
    ).toHaveAttribute('href', '/mobile-connection');
    await expectNoAxeViolations(container);
  });

  it('in Kazakh: the steps, the one waiting longest first, each button named with its application', async () => {
    // The list comes newest first; the older application waits longer, so it leads.
    const older = { ...SIGNED_BY_EDS, creationDate: '2026-01-15T09:00:00+05:00' };
    renderOnSite(<CabinetHome />, {
      locale: 'kk',
      signedIn: true,
      handler: cabinetBackend({ applications: [TO_SIGN, older] }),
    });
    const todo = await screen.findByRole('region', { name: 'Әрекет қажет' });
    expect(headings(todo, 3)).toEqual(['Қосылу күні мен уақытын таңдаңыз', 'Шартқа қол қойыңыз']);
    expect(
      within(todo).getByRole('link', { name: 'Шартқа қол қою — № IN-2026-000002 өтінім' }),
    ).toHaveAttribute(
      'href',
      `/kk/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
    expect(
      within(todo).getByRole('link', { name: 'Уақытты таңдау — № IN-2026-000004 өтінім' }),
    ).toHaveAttribute(
      'href',
      `/kk/application-for-connection?application=${SIGNED_BY_EDS.opportunityId}&step=booking`,
    );
    expect(screen.getByRole('link', { name: 'Компания профилі' })).toHaveAttribute(
      'href',
      '/kk/profile',
    );
  });

  it('offers «Повторить» when the applications cannot be read, and shows them once they can', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderOnSite(<CabinetHome />, {
      signedIn: true,
      handler: cabinetBackend({
        answers: {
          clientApplications: (call) =>
            call.input.productType === 'mobile' && calls++ === 0
              ? errorJson(503, 'SERVICE_ERROR')
              : call.fallback(),
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить заявки');
    expect(screen.queryByRole('region', { name: 'Требует действия' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    const todo = await screen.findByRole('region', { name: 'Требует действия' });
    expect(within(todo).getByRole('link', { name: /^Подписать договор/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
