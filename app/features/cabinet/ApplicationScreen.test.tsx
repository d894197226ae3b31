import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson, hang } from '../api/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { ApplicationScreen } from './ApplicationScreen.tsx';
import { COMPLETED, MOBILE, TO_SIGN, cabinetBackend } from './testing.ts';

const value = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const section = (name: string) => screen.getByRole('region', { name });

function renderDetail(
  props: { appType?: 'internet' | 'mobile'; id: string },
  handler = cabinetBackend(),
) {
  return renderOnSite(
    <ApplicationScreen
      appType={props.appType ?? 'internet'}
      opportunityId={props.id}
      heading="Заявка на интернет для офиса"
    />,
    { signedIn: true, handler },
  );
}

describe('ApplicationScreen', () => {
  it('shows every field, «Не указано» for the missing ones, the history and the action', async () => {
    const { container } = renderDetail({ id: TO_SIGN.opportunityId });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Заявка на интернет для офиса',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заявка № IN-2026-000002' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все заявки: Интернет для офиса' })).toHaveAttribute(
      'href',
      '/profile-applications/internet',
    );
    const main = section('Заявка');
    expect(value(main, 'Статус')).toBe('Подписание документов');
    expect(value(main, 'Дата создания')).toBe('27.02.2026');
    expect(value(main, 'Последнее изменение')).toBe('01.03.2026 11:00');
    expect(value(main, 'Ежемесячный платёж')).toBe('31\u00a0900 ₸/мес.');
    expect(value(main, 'БИН')).toBe('180440000128');
    const connection = section('Подключение');
    expect(value(connection, 'Технология подключения')).toBe(
      'Оптоволокно, подключение от 3 рабочих дней',
    );
    expect(value(connection, 'Дата подключения')).toBe('Не указано');
    // Names, not ids, once the lists have come.
    expect(await within(section('Данные компании')).findByText('Директор')).toBeVisible();
    expect(section('Подписание документов')).toHaveTextContent('Документы ещё не подписаны');
    expect(
      within(section('История статусов'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '27.02.2026 10:15Создана',
      '28.02.2026 09:30Обновление данных',
      '01.03.2026 11:00Подписание документов',
    ]);
    expect(screen.getByRole('link', { name: 'Подписать документы' })).toHaveAttribute(
      'href',
      `/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
    await expectNoAxeViolations(container);
  });

  it('cancels after a confirmation: status, history and the notice, focused', async () => {
    const user = userEvent.setup();
    const { baseElement, requests } = renderDetail({ id: TO_SIGN.opportunityId });
    await user.click(await screen.findByRole('button', { name: 'Отменить заявку' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Отменить заявку № IN-2026-000002?' });
    expect(dialog).toHaveAccessibleDescription(/нельзя будет продолжить/);
    await expectNoAxeViolations(baseElement);
    await user.click(within(dialog).getByRole('button', { name: 'Да, отменить заявку' }));
    const notice = await screen.findByText('Заявка № IN-2026-000002 отменена');
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests('/cancel-opportunity')[0]?.body).toEqual({
      opportunityId: TO_SIGN.opportunityId,
    });
    expect(value(section('Заявка'), 'Статус')).toBe('Отменена');
    expect(within(section('История статусов')).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Отменена',
    );
    // Closed now: no action, nothing to cancel.
    expect(screen.queryByRole('button', { name: 'Отменить заявку' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Подписать документы' })).toBeNull();
  });

  it('«Не отменять» leaves it as it was; a refusal is said inside the dialog', async () => {
    const user = userEvent.setup();
    renderDetail(
      { id: TO_SIGN.opportunityId },
      cabinetBackend({
        answers: {
          cancelOpportunity: () =>
            errorJson(409, 'APPLICATION_STATE_INVALID', 'x', {
              params: { status: 'SignatureProcessing' },
            }),
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Отменить заявку' }));
    await user.click(screen.getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Отменить заявку' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Отменить заявку' }));
    await user.click(screen.getByRole('button', { name: 'Да, отменить заявку' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Это действие недоступно для заявки в текущем статусе',
    );
  });

  it('has no cancellation for a closed application', async () => {
    renderDetail({ id: COMPLETED.opportunityId });
    expect(await screen.findByRole('heading', { name: 'Заявка № IN-2025-000001' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Отменить заявку' })).toBeNull();
    expect(value(section('Подключение'), 'Дата подключения')).toBe('21.04.2025, 09:00–11:00');
    expect(value(section('Подписание документов'), 'Способ подписания')).toBe('ЭЦП');
  });

  it("shows a mobile application's numbers and receiving, in Kazakh", async () => {
    const { container } = renderOnSite(
      <ApplicationScreen appType="mobile" opportunityId={MOBILE.opportunityId} heading="Өтінім" />,
      { locale: 'kk', signedIn: true, handler: cabinetBackend() },
    );
    expect(await screen.findByRole('heading', { name: '№ MB-2026-000003 өтінім' })).toBeVisible();
    const numbers = section('Нөмірлер');
    expect(value(numbers, 'Барлық нөмірлер')).toBe('13');
    expect(value(section('Өтінім'), 'БСН')).toBe('180440000128');
    expect(value(numbers, 'Виртуалды АТС')).toBe('Иә');
    expect(value(numbers, 'Барлық нөмірлерде базалық роуминг')).toBe('Қосылған');
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['+7 (701) 123-45-68 (өз нөмірі)', '+7 (708) 500-00-00 (қосымша)']);
    expect(value(section('SIM-карталарды алу'), 'Алу тәсілі')).toBe('Көрсетілмеген');
    expect(screen.getByRole('link', { name: 'Жеткізуді брондауға өту' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['ru', 'Заявка', 'ИИН'],
    ['kk', 'Өтінім', 'ЖСН'],
  ] as const)(
    '%s: a sole proprietor’s application («%s») labels its number %s',
    async (locale, name, label) => {
      const mine = { ...MOBILE, bin: '910405300814' };
      const { container } = renderOnSite(
        <ApplicationScreen appType="mobile" opportunityId={mine.opportunityId} heading={name} />,
        { locale, signedIn: true, handler: cabinetBackend({ applications: [mine] }) },
      );
      const main = await screen.findByRole('region', { name });
      expect(value(main, label)).toBe('910405300814');
      expect(within(main).queryByText(/^(БИН|БСН)$/, { selector: 'dt' })).toBeNull();
      await expectNoAxeViolations(container);
    },
  );

  it('never shows a list’s id while it loads or after it failed, in Kazakh', async () => {
    renderOnSite(
      <ApplicationScreen
        appType="internet"
        opportunityId={TO_SIGN.opportunityId}
        heading="Өтінім"
      />,
      {
        locale: 'kk',
        signedIn: true,
        handler: cabinetBackend({
          answers: {
            positions: ({ request }) => hang(request),
            banks: () => errorJson(503, 'SERVICE_ERROR'),
          },
        }),
      },
    );
    const company = await screen.findByRole('region', { name: 'Компания деректері' });
    const row = (label: string) =>
      within(company).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(row('Басшының лауазымы')).getByRole('status')).toBeInTheDocument();
    expect(row('Басшының лауазымы')).not.toHaveTextContent('director');
    expect(
      await within(row('Банк')).findByText('Банктер тізімін жүктеу мүмкін болмады'),
    ).toBeVisible();
    expect(within(row('Банк')).getByRole('button', { name: 'Қайталау' })).toBeVisible();
    expect(row('Банк')).not.toHaveTextContent('halyk');
  });

  it("says «Заявка не найдена» for an unknown or another company's application", async () => {
    renderDetail({ id: 'someone-elses' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Заявка не найдена');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
