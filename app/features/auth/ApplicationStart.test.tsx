import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson, json, type Handler } from '../api/testing.ts';
import { ACCOUNT, application } from '../../test/fixtures.ts';
import { renderOnSite, routes } from '../../test/renderOnSite.tsx';
import { ApplicationStart } from './ApplicationStart.tsx';
import { clearHandoff, readHandoff, saveHandoff } from './handoff.ts';

const OLD = application({
  opportunityId: 'opp-old',
  applicationNumber: 'IN-000077',
  status: 'SolutionOnClient',
  stepNumber: 2,
  step: 'signing',
  tariff: { id: 'office-5-reduced', name: 'Интернет для офиса 5 Мбит/с', monthlyPrice: 15_900 },
  price: 15_900,
  connectionAddress: 'г. Алматы, пр. Достык, 97',
});
const CREATED = application({ opportunityId: 'opp-new', applicationNumber: 'IN-000123' });

function internetHandoff() {
  saveHandoff({
    appType: 'internet',
    intent: { tariffId: 'office-10-reduced', address: { houseId: 'h-101' } },
    summary: { tariffName: 'Интернет для офиса 10 Мбит/с', monthlyPayment: 18_900 },
  });
}

function backend(overrides: Record<string, Handler> = {}): Handler {
  return routes({
    '/account-info': () => json(ACCOUNT),
    '/create-application': () => json(CREATED, 201),
    '/last-application-detail': () => json({ application: CREATED }),
    ...overrides,
  });
}

afterEach(() => clearHandoff());

describe('ApplicationStart', () => {
  it('creates the handed-off application and shows its summary at step 1 of 4', async () => {
    internetHandoff();
    const { requests, container } = renderOnSite(<ApplicationStart appType="internet" />, {
      handler: backend(),
      signedIn: true,
    });
    const title = await screen.findByRole('heading', { name: 'Заявка № IN-000123' });
    expect(title).toHaveFocus();
    expect(requests('/create-application')[0]?.body).toEqual({
      tariffId: 'office-10-reduced',
      address: { houseId: 'h-101' },
      replaceUnfinished: false,
    });
    expect(requests('/create-application')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
    expect(screen.getByRole('list', { name: 'Этапы заявки' })).toBeVisible();
    expect(screen.getByText(/Шаг 1 из 4/)).toBeInTheDocument();
    expect(screen.getByText('Создана')).toBeVisible();
    expect(screen.getByText('«Интернет для офиса 10 Мбит/с»')).toBeVisible();
    expect(screen.getByText('г. Алматы, ул. Толе би, 101')).toBeVisible();
    expect(screen.getByText(/^18\s900 ₸\/мес\.$/)).toBeVisible();
    expect(screen.getByText(/станут доступны в личном кабинете/)).toBeVisible();
    expect(readHandoff()).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows «Завершите старую заявку…» when one is unfinished; «Завершить текущую» replaces it', async () => {
    internetHandoff();
    let creates = 0;
    const user = userEvent.setup();
    const { requests, container } = renderOnSite(<ApplicationStart appType="internet" />, {
      signedIn: true,
      handler: backend({
        '/create-application': () =>
          ++creates === 1
            ? errorJson(409, 'APPLICATION_UNFINISHED_EXISTS', 'x', {
                params: { opportunityId: 'opp-old' },
              })
            : json(CREATED, 201),
        '/last-application-detail': () => json({ application: OLD }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Завершите старую заявку на интернет для офиса' }),
    ).toHaveFocus();
    expect(screen.getByText('180440000128')).toBeVisible();
    expect(screen.getByText('г. Алматы, пр. Достык, 97')).toBeVisible();
    expect(screen.getByText('+7 (701) 123-45-67')).toBeVisible();
    expect(screen.getByText('«Интернет для офиса 5 Мбит/с»')).toBeVisible();
    expect(screen.getByText(/^15\s900 ₸\/мес\.$/)).toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Завершить текущую' }));
    expect(await screen.findByRole('heading', { name: 'Заявка № IN-000123' })).toBeVisible();
    expect(requests('/create-application')[1]?.body).toMatchObject({ replaceUnfinished: true });
    expect(readHandoff()).toBeNull();
  });

  it('continues the old application where it stopped', async () => {
    internetHandoff();
    const user = userEvent.setup();
    renderOnSite(<ApplicationStart appType="internet" />, {
      signedIn: true,
      handler: backend({
        '/create-application': () => errorJson(409, 'APPLICATION_UNFINISHED_EXISTS'),
        '/last-application-detail': () => json({ application: OLD }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Продолжить старую заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка № IN-000077' })).toBeVisible();
    expect(screen.getByText(/Шаг 2 из 4/)).toBeInTheDocument();
    expect(screen.getByText('Подписание документов', { selector: 'dd' })).toBeVisible();
    expect(readHandoff()).toBeNull();
  });

  it('without a hand-off shows the last unfinished application, or says there is none', async () => {
    const { unmount } = renderOnSite(<ApplicationStart appType="internet" />, {
      signedIn: true,
      handler: backend(),
    });
    expect(await screen.findByRole('heading', { name: 'Заявка № IN-000123' })).toBeVisible();
    unmount();
    renderOnSite(<ApplicationStart appType="mobile" />, {
      signedIn: true,
      locale: 'kk',
      handler: backend({ '/mobile-last-application-detail': () => json({ application: null }) }),
    });
    expect(await screen.findByText('Қазір сізде аяқталмаған өтінім жоқ.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Тариф таңдау' })).toHaveAttribute(
      'href',
      '/kk/mobile-connection',
    );
  });

  it('says what failed and tries again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderOnSite(<ApplicationStart appType="internet" />, {
      signedIn: true,
      handler: backend({
        '/last-application-detail': () =>
          ++calls === 1 ? errorJson(500, 'SERVICE_ERROR') : json({ application: CREATED }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Заявка № IN-000123' })).toBeVisible(),
    );
  });

  it('shows the numbers of a mobile application', async () => {
    renderOnSite(<ApplicationStart appType="mobile" />, {
      signedIn: true,
      handler: backend({
        '/mobile-last-application-detail': () =>
          json({
            application: application({
              appType: 'mobile',
              applicationNumber: 'MB-000009',
              connectionAddress: null,
              tariff: { id: 'kense', name: 'Кеңсе', monthlyPrice: 5990 },
              price: 20_970,
              mobile: {
                ctnsAmount: 3,
                additionalCtnsAmount: 1,
                numbersChoice: 'new',
                ownNumbers: [],
                virtualPbx: true,
                roaming: false,
                numbers: [],
                totalNumbers: 4,
              },
            }),
          }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Заявка № MB-000009' })).toBeVisible();
    expect(screen.getByText('основных: 3, дополнительных: 1')).toBeVisible();
    expect(screen.getByText(/способ получения SIM-карт/)).toBeVisible();
  });
});
