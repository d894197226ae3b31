import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { BLANK_PROFILE } from '../../test/fixtures.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { errorJson, type Handler } from '../api/testing.ts';
import { clearHandoff, readHandoff, saveHandoff } from '../auth/index.ts';
import { ApplicationWizard } from './ApplicationWizard.tsx';
import { internetApplication, mobileApplication, wizardBackend, type Answers } from './testing.ts';

const PAGE = 'Заявка на подключение интернета для офиса — Dala Business';
const CREATED = internetApplication('Qualification', { opportunityId: 'opp-new' });
const OLD = internetApplication('SolutionOnClient', {
  opportunityId: 'opp-old',
  applicationNumber: 'IN-2026-000077',
  tariff: { id: 'office-5-reduced', name: 'Интернет для офиса 5 Мбит/с', monthlyPrice: 15_900 },
  price: 15_900,
  connectionAddress: 'г. Алматы, пр. Достык, 97',
});

function internetHandoff() {
  saveHandoff({
    appType: 'internet',
    intent: { tariffId: 'office-10-constant', address: { houseId: 'h-30' } },
    summary: { tariffName: 'Интернет для офиса 10 Мбит/с', monthlyPayment: 23_900 },
  });
}

function backend(overrides: Answers = {}): Handler {
  return wizardBackend({
    accountInfo: () => BLANK_PROFILE,
    createApplication: () => CREATED,
    lastApplicationDetail: () => ({ application: CREATED }),
    ...overrides,
  });
}

function open(appType: 'internet' | 'mobile', handler: Handler, locale: 'ru' | 'kk' = 'ru') {
  return renderOnSite(<ApplicationWizard appType={appType} pageTitle={PAGE} />, {
    handler,
    signedIn: true,
    locale,
  });
}

const query = () => new URLSearchParams(window.location.search);

// The wizard writes its step into the address; the files of a worker share one window.
const start = window.location.href;
beforeEach(() => window.history.replaceState(null, '', '/application-for-connection'));
afterEach(() => {
  // Unmounted first: a wizard still on screen would put its own step back into the address.
  cleanup();
  clearHandoff();
  window.history.replaceState(null, '', start);
});

describe('ApplicationWizard', () => {
  it('creates the handed-off application once under StrictMode (its effects run twice)', async () => {
    internetHandoff();
    const { requests } = renderOnSite(
      <StrictMode>
        <ApplicationWizard appType="internet" pageTitle={PAGE} />
      </StrictMode>,
      { handler: backend(), signedIn: true },
    );
    await screen.findByRole('heading', { level: 2, name: 'Данные компании' });
    await vi.waitFor(() => expect(query().get('application')).toBe('opp-new'));
    expect(requests('/create-application')).toHaveLength(1);
    // The address naming the shown application is not a reason to read it again.
    expect(requests('/application-detail')).toHaveLength(0);
  });

  it('creates the handed-off application and opens step 1 of 4 at its own address', async () => {
    internetHandoff();
    const { requests, container } = open('internet', backend());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Данные компании' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(requests('/create-application')[0]?.body).toEqual({
      tariffId: 'office-10-constant',
      address: { houseId: 'h-30' },
      replaceUnfinished: false,
    });
    expect(readHandoff()).toBeNull();
    // The address follows in an effect after the step is on screen: wait for it, as for the step.
    await vi.waitFor(() => expect(query().get('application')).toBe('opp-new'));
    expect(query().get('step')).toBe('details');
    expect(document.title).toBe(`Шаг 1 из 4: Данные компании — ${PAGE}`);
    const steps = screen.getByRole('list', { name: 'Этапы заявки' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Данные компании');
    const aside = screen.getByRole('complementary', { name: 'Заявка № IN-2026-000123' });
    expect(aside).toHaveTextContent('«Интернет для офиса 10 Мбит/с»');
    expect(aside).toHaveTextContent('г. Алматы, ул. Сатпаева, 30');
    expect(aside).toHaveTextContent(/23\s900 ₸\/мес\./);
    expect(aside).toHaveTextContent('Оплата ежемесячно после установки');
    await expectNoAxeViolations(container);
  });

  it('shows «Завершите старую заявку…» first; «Завершить текущую» replaces it', async () => {
    internetHandoff();
    let creates = 0;
    const user = userEvent.setup();
    const { requests } = open(
      'internet',
      backend({
        createApplication: () =>
          ++creates === 1
            ? errorJson(409, 'APPLICATION_UNFINISHED_EXISTS', 'x', {
                params: { opportunityId: 'opp-old' },
              })
            : CREATED,
        lastApplicationDetail: () => ({ application: OLD }),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Завершите старую заявку на интернет для офиса' }),
    ).toHaveFocus();
    expect(screen.getByText('г. Алматы, пр. Достык, 97')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Завершить текущую' }));
    expect(await screen.findByRole('heading', { name: 'Данные компании' })).toBeVisible();
    expect(requests('/create-application')[1]?.body).toMatchObject({ replaceUnfinished: true });
    await vi.waitFor(() => expect(query().get('application')).toBe('opp-new'));
    expect(readHandoff()).toBeNull();
  });

  it('continues the old application at the step it stopped: signing, with the contract', async () => {
    internetHandoff();
    const user = userEvent.setup();
    open(
      'internet',
      backend({
        createApplication: () =>
          errorJson(409, 'APPLICATION_UNFINISHED_EXISTS', 'x', {
            params: { opportunityId: OLD.opportunityId },
          }),
        lastApplicationDetail: () => ({ application: OLD }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Продолжить старую заявку' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Подписание документов' }),
    ).toBeVisible();
    await vi.waitFor(() => expect(query().get('step')).toBe('sign'));
    expect(
      await screen.findByRole('region', { name: 'Договор о предоставлении услуг связи' }),
    ).toHaveTextContent('180440000128');
    expect(readHandoff()).toBeNull();
  });

  it('opens the application the address names; a step it has not reached is replaced by its own', async () => {
    window.history.replaceState(
      null,
      '',
      '/application-for-connection?application=opp-old&step=booking',
    );
    const length = window.history.length;
    const { requests } = open('internet', backend({ fixApplicationDetail: () => OLD }));
    expect(await screen.findByRole('heading', { name: 'Подписание документов' })).toBeVisible();
    expect(requests('/fix/application-detail')[0]?.query.get('opportunityId')).toBe('opp-old');
    expect(requests('/create-application')).toHaveLength(0);
    await vi.waitFor(() => expect(query().get('step')).toBe('sign'));
    expect(window.history.length).toBe(length);
  });

  it('says an application it cannot find is not found, with the way to the list', async () => {
    window.history.replaceState(null, '', '/application-for-connection?application=nope');
    open(
      'internet',
      backend({ fixApplicationDetail: () => errorJson(404, 'APPLICATION_NOT_FOUND') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Заявка не найдена');
    expect(screen.getByRole('link', { name: 'Мои заявки' })).toHaveAttribute(
      'href',
      '/profile-applications/internet',
    );
  });

  it('without anything to continue says so, in Kazakh too; a failure can be retried', async () => {
    const { unmount } = open(
      'mobile',
      backend({ mobileLastApplicationDetail: () => ({ application: null }) }),
      'kk',
    );
    expect(await screen.findByText('Қазір сізде аяқталмаған өтінім жоқ.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Тариф таңдау' })).toHaveAttribute(
      'href',
      '/kk/mobile-connection',
    );
    unmount();
    let calls = 0;
    const user = userEvent.setup();
    open(
      'internet',
      backend({
        lastApplicationDetail: () =>
          ++calls === 1 ? errorJson(500, 'SERVICE_ERROR') : { application: CREATED },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Данные компании' })).toBeVisible();
  });

  it('titles the mobile summary by its number, with the numbers, roaming and amounts', async () => {
    const mobile = mobileApplication('SolutionOnClient');
    open('mobile', backend({ mobileLastApplicationDetail: () => ({ application: mobile }) }));
    const aside = await screen.findByRole('complementary', { name: 'Заявка № MB-2026-000045' });
    expect(aside).toHaveTextContent('«Кеңсе»');
    // Seven numbers, more than a glance takes: folded behind their count until asked for.
    expect(within(aside).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(within(aside).getByRole('button', { name: '7 номеров · показать' }));
    expect(within(aside).getAllByRole('listitem')).toHaveLength(7);
    expect(aside).toHaveTextContent('+7 (700) 111-00-01');
    expect(aside).toHaveTextContent(/Базовый роуминг\s*Подключён на всех номерах/);
    expect(aside).toHaveTextContent(/Абонентская плата за номер\s*5\s990 ₸\/мес\./);
    expect(aside).toHaveTextContent(/Итого в месяц\s*35\s950 ₸\/мес\./);
    expect(aside).toHaveTextContent(/Основных номеров\s*5/);
    expect(aside).toHaveTextContent(/Дополнительных номеров\s*2/);
  });

  it('waits through processing and opens the next step by itself, its heading focused, at the top', async () => {
    let status: 'DataUpdate' | 'SolutionOnClient' = 'DataUpdate';
    const { requests } = open(
      'internet',
      backend({
        lastApplicationDetail: () => ({ application: internetApplication('DataUpdate') }),
        fixApplicationDetail: () => internetApplication(status),
      }),
    );
    expect(
      await screen.findByText('Ваша заявка обрабатывается, пожалуйста подождите'),
    ).toBeVisible();
    expect(document.title).toBe(`Шаг 2 из 4: Подписание документов — ${PAGE}`);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // The SMS brings the person back to the tab: it reads the application at once.
    status = 'SolutionOnClient';
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    const consent = await screen.findByRole('checkbox', {
      name: /Я ознакомился с документами выше/,
    });
    expect(consent).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Подписание документов' })).toHaveFocus();
    // Opened by the wizard itself (a replaceState, not a navigation): still at the top (§2.1).
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
    expect(requests('/fix/application-detail').length).toBeGreaterThan(0);
    expect(screen.queryByText(/обрабатывается/)).toBeNull();
  });
});
