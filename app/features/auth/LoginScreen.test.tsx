import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { fakeBackend, type Answers } from '../../test/backend.ts';
import { BLANK_PROFILE, application, summaryOf } from '../../test/fixtures.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { clearHandoff, readHandoff, saveHandoff } from './handoff.ts';
import { LoginScreen } from './LoginScreen.tsx';

const SENT = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};
const TOKENS = { accessToken: 'a-1', refreshToken: 'r-1', expiresIn: 900, refreshExpiresIn: 100 };

/** The login's calls, by name, held to the contract (`fakeBackend`); the code is 4821. */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      loginStart: () => SENT,
      loginVerify: ({ input }) =>
        input.code === '4821'
          ? {
              ...TOKENS,
              account: BLANK_PROFILE,
              createdApplication: application(),
              unfinishedApplication: null,
            }
          : errorJson(422, 'SMS_CODE_INVALID', 'x', { params: { attemptsLeft: 2 } }),
      accountInfo: () => BLANK_PROFILE,
    },
    overrides,
  );
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000128');
  await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
}

afterEach(() => {
  clearHandoff();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('asks for the company BIN and phone, both required', async () => {
    const user = userEvent.setup();
    const { container, requests } = renderOnSite(<LoginScreen />, { handler: backend() });
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Введите БИН или ИИН', 'Введите номер телефона']);
    expect(requests('/auth/login/start')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it("signs in with the SMS code and goes to the cabinet's home, «Мои заявки»", async () => {
    const user = userEvent.setup();
    const { navigate, tokens, requests, container } = renderOnSite(<LoginScreen />, {
      handler: backend(),
    });
    await fillLogin(user);
    expect(await screen.findByRole('heading', { name: 'Введите код из СМС' })).toHaveFocus();
    expect(screen.getByText('Мы отправили код на номер +7 701 *** ** 67.')).toBeVisible();
    expect(requests('/auth/login/start')[0]?.body).toEqual({
      bin: '180440000128',
      phone: '+77011234567',
    });
    await expectNoAxeViolations(container);
    await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile-applications'));
    expect(tokens.getAccess()).toBe('a-1');
    expect(tokens.getRefresh()).toBe('r-1');
  });

  it.each([
    {
      locale: 'ru' as const,
      field: 'БИН/ИИН',
      hint: '12 цифр. У ИП — ИИН',
      wrong: 'БИН или ИИН введён с ошибкой — проверьте цифры',
      go: 'Продолжить',
      code: 'Код из СМС',
      home: '/profile-applications',
    },
    {
      locale: 'kk' as const,
      field: 'БСН/ЖСН',
      hint: '12 цифр. ЖК үшін — ЖСН',
      wrong: 'БСН немесе ЖСН қате енгізілген — цифрларды тексеріңіз',
      go: 'Жалғастыру',
      code: 'SMS-хабарламадағы код',
      home: '/kk/profile-applications',
    },
  ])('$locale: a sole proprietor signs in by IIN; a wrong check digit is said first', async (w) => {
    const user = userEvent.setup();
    const { navigate, requests, container } = renderOnSite(<LoginScreen />, {
      handler: backend(),
      locale: w.locale,
    });
    const number = screen.getByRole('textbox', { name: new RegExp(`^${w.field}`) });
    expect(number).toHaveAccessibleDescription(w.hint);
    await user.type(number, '910405300815');
    await user.type(
      screen.getByRole('textbox', { name: /Номер телефона|Телефон нөмірі/ }),
      '7029104050',
    );
    await user.click(screen.getByRole('button', { name: w.go }));
    expect(screen.getByRole('link', { name: w.wrong })).toBeVisible();
    expect(number).toHaveAccessibleDescription(new RegExp(`${w.wrong}$`));
    expect(requests('/auth/login/start')).toHaveLength(0);
    await expectNoAxeViolations(container);

    await user.clear(number);
    await user.type(number, '910405300814');
    await user.click(screen.getByRole('button', { name: w.go }));
    await user.type(await screen.findByRole('textbox', { name: w.code }), '4821');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(w.home));
    expect(requests('/auth/login/start')[0]?.body).toEqual({
      bin: '910405300814',
      phone: '+77029104050',
    });
    expect(requests('/auth/login/verify')[0]?.body).toMatchObject({ bin: '910405300814' });
  });

  it('carries the hand-off into the login and goes on to the wizard, in the page language', async () => {
    saveHandoff({
      appType: 'internet',
      intent: { tariffId: 'office-10-reduced', address: { houseId: 'h-101' } },
      summary: {
        tariffName: 'Интернет для офиса 10 Мбит/с',
        monthlyPayment: 18_900,
        address: 'г. Алматы, ул. Толе би, 101',
      },
    });
    const user = userEvent.setup();
    const { navigate, requests } = renderOnSite(<LoginScreen />, {
      handler: backend(),
      locale: 'kk',
    });
    const intent = screen.getByRole('region', { name: 'Сіз өтінім рәсімдеп жатырсыз' });
    expect(within(intent).getByText('Кеңсеге арналған интернет')).toBeVisible();
    expect(within(intent).getByText('«Интернет для офиса 10 Мбит/с»')).toBeVisible();
    expect(within(intent).getByText('г. Алматы, ул. Толе би, 101')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /БСН\/ЖСН/ }), '180440000128');
    await user.type(screen.getByRole('textbox', { name: /Телефон нөмірі/ }), '7011234567');
    await user.type(screen.getByRole('textbox', { name: /Компания атауы/ }), 'Жаңа ЖШС');
    await user.click(screen.getByRole('button', { name: 'Жалғастыру' }));
    await user.type(await screen.findByRole('textbox', { name: 'SMS-хабарламадағы код' }), '4821');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kk/application-for-connection'));
    // The login made the application: nothing is left for the wizard to create again.
    expect(readHandoff()).toBeNull();
    expect(requests('/auth/login/start')[0]?.body).toEqual({
      bin: '180440000128',
      phone: '+77011234567',
      companyName: 'Жаңа ЖШС',
      intent: { appType: 'internet', tariffId: 'office-10-reduced', address: { houseId: 'h-101' } },
    });
  });

  it('keeps the hand-off when the login found an unfinished application of the type', async () => {
    saveHandoff({
      appType: 'mobile',
      intent: {
        tariffId: 'kense',
        ctnsAmount: 2,
        additionalCtnsAmount: 0,
        numbersChoice: 'new',
        virtualPbx: true,
        roaming: false,
      },
      summary: { tariffName: 'Кеңсе', monthlyPayment: 11_980, numbers: { main: 2, additional: 0 } },
    });
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<LoginScreen />, {
      handler: backend({
        loginVerify: () => ({
          ...TOKENS,
          account: BLANK_PROFILE,
          createdApplication: null,
          unfinishedApplication: summaryOf(application({ appType: 'mobile' })),
        }),
      }),
    });
    expect(screen.getByText('основных: 2, дополнительных: 0')).toBeVisible();
    await fillLogin(user);
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/mobile-application'));
    expect(readHandoff('mobile')).not.toBeNull();
  });

  it('shows the access gate after the code to a company without applications, leading to the two flows', async () => {
    const user = userEvent.setup();
    const { navigate, container, requests } = renderOnSite(<LoginScreen />, {
      handler: backend({ loginVerify: () => errorJson(403, 'CABINET_NO_APPLICATION') }),
    });
    await fillLogin(user);
    // The backend says nothing about the company before the code: the code step comes first.
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    expect(
      await screen.findByRole('heading', {
        name: 'Доступ в личный кабинет только для клиентов с поданной заявкой',
      }),
    ).toHaveFocus();
    expect(requests('/auth/login/verify')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Перейти' }));
    expect(screen.getByRole('group', { name: /Услуга/ })).toHaveAccessibleDescription(
      expect.stringContaining('Ошибка: Выберите услугу'),
    );
    expect(screen.getByRole('radio', { name: 'Интернет для офиса' })).toHaveFocus();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('radio', { name: 'Мобильная связь' }));
    await user.click(screen.getByRole('button', { name: 'Перейти' }));
    expect(navigate).toHaveBeenCalledWith('/mobile-connection');
  });

  it('takes «not the company’s phone» after the code back to the phone field, keeping both values', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<LoginScreen />, {
      locale: 'kk',
      handler: backend({
        loginVerify: () =>
          errorJson(403, 'LOGIN_PHONE_MISMATCH', 'x', {
            fields: { phone: { code: 'LOGIN_PHONE_MISMATCH', message: 'x' } },
          }),
      }),
    });
    await user.type(screen.getByRole('textbox', { name: /БСН\/ЖСН/ }), '180440000128');
    await user.type(screen.getByRole('textbox', { name: /Телефон нөмірі/ }), '7011234567');
    await user.click(screen.getByRole('button', { name: 'Жалғастыру' }));
    await user.type(await screen.findByRole('textbox', { name: 'SMS-хабарламадағы код' }), '4821');
    const summary = await screen.findByRole('group', { name: 'Қателерді түзетіңіз' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Телефон нөмірі компания үшін көрсетілген нөмірге сәйкес келмейді',
    );
    expect(screen.getByRole('textbox', { name: /Телефон нөмірі/ })).toHaveAccessibleDescription(
      expect.stringContaining('Телефон нөмірі компания үшін көрсетілген нөмірге сәйкес келмейді'),
    );
    expect(screen.getByRole('textbox', { name: /БСН\/ЖСН/ })).toHaveValue('180440000128');
    await expectNoAxeViolations(container);
  });

  it('says a refused request in words, where it belongs: the service’s limit over the form, a phone’s day at the phone', async () => {
    const user = userEvent.setup();
    let answer = 'busy';
    renderOnSite(<LoginScreen />, {
      handler: backend({
        loginStart: () =>
          answer === 'busy'
            ? errorJson(429, 'TOO_MANY_REQUESTS', 'x', { params: { minutes: 42 } })
            : errorJson(429, 'SMS_DAILY_LIMIT', 'x', {
                fields: { phone: { code: 'SMS_DAILY_LIMIT', message: 'x' } },
              }),
      }),
    });
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много запросов. Повторите через 42 мин.',
    );
    answer = 'day';
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Сегодня отправлено слишком много кодов. Попробуйте завтра',
    );
    expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says a wrong code is wrong, and a service error in plain words', async () => {
    const user = userEvent.setup();
    let verify = 0;
    renderOnSite(<LoginScreen />, {
      handler: backend({
        loginVerify: () =>
          ++verify === 1
            ? errorJson(422, 'SMS_CODE_INVALID', 'x', { params: { attemptsLeft: 2 } })
            : errorJson(500, 'SERVICE_ERROR'),
      }),
    });
    await fillLogin(user);
    const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
    await user.type(code, '1111');
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Код введён неверно')),
    );
    await user.keyboard('2222');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(code).toHaveValue('2222');
  });

  it('on a phone, says what works there above a login form usable at once (no dialog, focus untouched)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const user = userEvent.setup();
    const { navigate } = renderOnSite(<LoginScreen />, { handler: backend() });
    const notice = screen.getByText('С телефона можно войти и подписать договор').closest('[role]');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('Войти в кабинет — по СМС-коду.');
    expect(notice).toHaveTextContent(
      'Подписать договор — кодом из СМС или в приложении eGov Business.',
    );
    expect(notice).toHaveTextContent('Для подписи ЭЦП через NCALayer нужен компьютер.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(notice).not.toContainElement(document.activeElement as HTMLElement);
    // The form takes typing straight away.
    await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000128');
    expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a computer, says nothing of phones', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    renderOnSite(<LoginScreen />, { handler: backend() });
    expect(screen.queryByText('С телефона можно войти и подписать договор')).toBeNull();
  });

  it('takes the code length and the resend wait from the server, also for a code sent a moment ago', async () => {
    // The countdown is read as it starts: the clock stands still (timers still run), so a slow
    // machine does not see it one second on.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    let early = false;
    renderOnSite(<LoginScreen />, {
      handler: backend({
        loginStart: () =>
          early
            ? errorJson(429, 'SMS_RESEND_TOO_EARLY', 'x', {
                params: { seconds: 25, codeLength: 6, maskedPhone: '+7 701 *** ** 67' },
              })
            : { ...SENT, codeLength: 6, resendAfterSeconds: 40 },
      }),
    });
    await fillLogin(user);
    const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByText('До повторной отправки кода 0:40')).toBeVisible();

    // Back to the form and on again before the wait is over: the code already sent stands.
    await user.click(screen.getByRole('button', { name: 'Изменить БИН/ИИН или телефон' }));
    early = true;
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByRole('textbox', { name: 'Код из СМС' })).toHaveAttribute(
      'maxlength',
      '6',
    );
    expect(screen.getByText('До повторной отправки кода 0:25')).toBeVisible();
  });
});
