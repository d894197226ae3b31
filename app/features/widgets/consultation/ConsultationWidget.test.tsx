import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { createApiClient } from '../../api/index.ts';
import {
  errorJson,
  hang,
  scriptedFetch,
  type Handler,
  type RecordedRequest,
} from '../../api/testing.ts';
import { fakeBackend, type Answers } from '../../../test/backend.ts';
import { REQUEST_TIMEOUT_MS } from '../../../../contract/limits.ts';
import type { WidgetEvent } from '../core/types.ts';
import { ConsultationWidget, type ConsultationWidgetProps } from './ConsultationWidget.tsx';

const SENT = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};

/** The reference backend's answers by call name, held to the contract (`fakeBackend`). */
function backend(overrides: Answers = {}) {
  return fakeBackend(
    {
      checkAgent: ({ input }) => ({ name: input.name, valid: input.name === 'a.nurlanova' }),
      smsSend: () => SENT,
      smsCheck: ({ input }) =>
        input.code === '4821'
          ? { proofToken: 'proof-1', expiresInSeconds: 600 }
          : errorJson(422, 'SMS_CODE_INVALID', 'Код введён неверно', {
              fields: { code: { code: 'SMS_CODE_INVALID', message: 'Код введён неверно' } },
              params: { attemptsLeft: 2 },
            }),
      createConsultancy: () => ({ consultationId: 'c-42', callbackBusinessDays: 2 }),
      createHandsetConsultancy: () => ({ consultationId: 'h-7', callbackBusinessDays: 2 }),
    },
    overrides,
  );
}

function setup(
  props: Partial<ConsultationWidgetProps> = {},
  handler: Handler = backend(),
  timeoutMs?: number,
) {
  const server = scriptedFetch(handler);
  const api = createApiClient({
    baseUrl: '',
    getLocale: () => props.locale ?? 'ru',
    fetch: server.fetch,
    timeoutMs,
  });
  const events: WidgetEvent[] = [];
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <ConsultationWidget
      locale="ru"
      api={api}
      product="virtual-ats"
      onEvent={(event) => events.push(event)}
      onSuccess={onSuccess}
      {...props}
    />,
  );
  return { ...view, user, server, events, onSuccess };
}

const calls = (requests: RecordedRequest[], suffix: string) =>
  requests.filter((r) => r.path.endsWith(suffix));

async function fillForm(user: ReturnType<typeof userEvent.setup>, bin = '180440000128') {
  await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Айгерим');
  await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '7011234567');
  await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), bin);
  await user.type(screen.getByRole('textbox', { name: 'Название компании' }), 'Степной Логистик');
  await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
}

describe('ConsultationWidget', () => {
  it('is a labelled region with every field named, the required ones marked', async () => {
    const { container } = setup();
    expect(
      screen.getByRole('region', { name: 'Подберём решение для вашего бизнеса' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Имя' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(screen.queryByRole('textbox', { name: /Логин агента/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('on an empty submit shows a focused error summary linking to each field, and the same words inline', async () => {
    const { user, container, server } = setup();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Введите номер телефона',
      'Введите БИН или ИИН',
      // The catalogue's CONSENT_REQUIRED, the words the backend refuses a missing consent with.
      'Необходимо ваше согласие',
    ]);
    const phone = screen.getByRole('textbox', { name: /Номер телефона/ });
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Ошибка: Введите номер телефона'),
    );
    await user.click(links[1] as HTMLElement);
    expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveFocus();
    expect(server.requests).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('checks the phone, the BIN check digit and the e-mail before any call', async () => {
    const { user, server } = setup();
    await user.type(screen.getByRole('textbox', { name: /Номер телефона/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /БИН\/ИИН/ }), '180440000129');
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'a@b');
    await user.click(screen.getByRole('checkbox', { name: /согласен/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const links = within(screen.getByRole('group', { name: 'Исправьте ошибки' })).getAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      'Некорректный номер телефона',
      'БИН или ИИН введён с ошибкой — проверьте цифры',
      'Введите адрес электронной почты в формате name@example.kz',
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('sends a code, confirms it inline and creates the request with the page it came from', async () => {
    const { user, server, events, onSuccess, container } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const heading = await screen.findByRole('heading', { name: 'Подтвердите номер телефона' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Мы отправили код подтверждения на номер +7 701 *** ** 67.'),
    ).toBeVisible();
    expect(screen.getByText('До повторной отправки кода 1:00')).toBeVisible();
    expect(calls(server.requests, '/sms/send')[0]?.body).toEqual({
      phone: '+77011234567',
      purpose: 'consultation',
    });
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'c-42', callbackBusinessDays: 2 }),
    );
    expect(calls(server.requests, '/create-consultancy')[0]?.body).toEqual({
      name: 'Айгерим',
      phone: '+77011234567',
      bin: '180440000128',
      companyName: 'Степной Логистик',
      consent: true,
      managerHelped: false,
      productSlug: 'virtual-ats',
      source: 'product',
      smsProof: 'proof-1',
    });
    expect(events.map((e) => e.type)).toEqual(['submit', 'submit', 'submit', 'success']);
    expect(events.at(-1)).toEqual({ type: 'success', widget: 'consultation', requestId: 'c-42' });
    // Events never carry personal data.
    expect(JSON.stringify(events)).not.toMatch(/7011234567|180440000128|Айгерим/);
  });

  it('takes a sole proprietor’s IIN where the BIN is asked, and sends it', async () => {
    const { user, server } = setup();
    await fillForm(user, '910405300814');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() => expect(calls(server.requests, '/create-consultancy')).toHaveLength(1));
    expect(calls(server.requests, '/create-consultancy')[0]?.body).toMatchObject({
      bin: '910405300814',
    });
  });

  it('shows «Заявка принята» inline when the host does not navigate', async () => {
    const { user } = setup({ onSuccess: undefined, product: undefined });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    const done = await screen.findByRole('heading', { name: 'Заявка принята' });
    expect(done).toHaveFocus();
    expect(screen.getByText('Специалист свяжется с вами в течение 2 рабочих дней.')).toBeVisible();
  });

  it('reveals the agent login and refuses a login the backend does not know, keeping everything typed', async () => {
    const { user, server, events } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }));
    const login = screen.getByRole('textbox', { name: /Логин агента/ });
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(login).toHaveAccessibleDescription(expect.stringContaining('Введите логин агента'));

    await user.type(login, 'm.li');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    await vi.waitFor(() =>
      expect(within(summary).getByRole('link')).toHaveTextContent('Неверный логин агента'),
    );
    expect(summary).toHaveFocus();
    expect(login).toBeInvalid();
    expect(login).toHaveValue('m.li');
    expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
    expect(calls(server.requests, '/sms/send')).toHaveLength(0);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'AGENT_LOGIN_INVALID',
      message: 'Неверный логин агента',
    });

    await user.clear(login);
    await user.type(login, 'a.nurlanova');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(
      await screen.findByRole('heading', { name: 'Подтвердите номер телефона' }),
    ).toBeVisible();
  });

  it('says a wrong code is wrong with the attempts left, then locks with the minutes to wait', async () => {
    let wrong = 0;
    const { user, container } = setup(
      {},
      backend({
        smsCheck: () =>
          ++wrong < 3
            ? errorJson(422, 'SMS_CODE_INVALID', 'x', { params: { attemptsLeft: 3 - wrong } })
            : errorJson(429, 'SMS_ATTEMPTS_EXHAUSTED', 'x', { params: { minutes: 10 } }),
      }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
    await user.type(code, '1111');
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Ошибка: Код введён неверно. Попробуйте ещё раз. Осталось попыток: 2',
      ),
    );
    expect(code).toHaveValue('1111');
    await expectNoAxeViolations(container);
    await user.keyboard('2222');
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Осталось попыток: 1')),
    );
    await user.keyboard('3333');
    await vi.waitFor(() => expect(code).toBeDisabled());
    expect(code).toHaveAccessibleDescription(
      'Ошибка: Попытки закончились. Повторите через 10 мин.',
    );
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).toBeNull();
  });

  it('keeps the confirmed code when the request fails with a service error, and retries without a new SMS', async () => {
    let failures = 1;
    const { user, server, onSuccess, events } = setup(
      {},
      backend({
        createConsultancy: () =>
          failures-- > 0
            ? errorJson(500, 'SERVICE_ERROR', 'boom')
            : { consultationId: 'c-43', callbackBusinessDays: 2 },
      }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'SERVICE_ERROR',
      message: 'Ошибка сервиса',
    });
    expect(screen.getByRole('textbox', { name: 'Код из СМС' })).toHaveValue('4821');

    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'c-43', callbackBusinessDays: 2 }),
    );
    expect(calls(server.requests, '/sms/check')).toHaveLength(1);
    expect(calls(server.requests, '/create-consultancy')).toHaveLength(2);
  });

  it('uses a confirmed code again only while its proof lives: after that, a new SMS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    let checks = 0;
    try {
      const { user, server, onSuccess } = setup(
        {},
        backend({
          createConsultancy: ({ input }) =>
            input.smsProof === 'proof-1'
              ? errorJson(500, 'SERVICE_ERROR', 'boom')
              : { consultationId: 'c-44', callbackBusinessDays: 2 },
          smsCheck: () => ({ proofToken: `proof-${++checks}`, expiresInSeconds: 600 }),
        }),
      );
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
      expect(calls(server.requests, '/create-consultancy')).toHaveLength(1);

      // Ten minutes later the proof (600 s) has expired: the phone must be confirmed again.
      await user.click(screen.getByRole('button', { name: 'Изменить данные заявки' }));
      vi.setSystemTime(Date.now() + 601_000);
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      await screen.findByRole('heading', { name: 'Подтвердите номер телефона' });
      expect(calls(server.requests, '/sms/send')).toHaveLength(2);
      expect(calls(server.requests, '/create-consultancy')).toHaveLength(1);
      await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '4821');
      await vi.waitFor(() =>
        expect(onSuccess).toHaveBeenCalledWith({ requestId: 'c-44', callbackBusinessDays: 2 }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('words a timeout as «Попробуйте позже» and keeps the form as typed', async () => {
    // The client's own clock: the request stays in flight (busy) until the test lets it time out,
    // however slow the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({}, backend({ smsSend: ({ request }) => hang(request) }));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      expect(screen.getByRole('button', { name: 'Отправить заявку' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте позже');
      expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Айгерим');
      expect(screen.getByRole('textbox', { name: /БИН\/ИИН/ })).toHaveValue('180440000128');
      expect(screen.getByRole('checkbox', { name: /согласен/ })).toBeChecked();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the user back to the form when the backend rejects a field, with the summary', async () => {
    const { user } = setup(
      {},
      backend({
        createConsultancy: () =>
          errorJson(422, 'VALIDATION_FAILED', 'x', {
            fields: {
              email: { code: 'EMAIL_INVALID', message: 'Некорректный адрес электронной почты' },
            },
          }),
      }),
    );
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'ceo@steppe.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Некорректный адрес электронной почты',
    );
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue('ceo@steppe.kz');
  });

  it('after a refused field, sends the corrected request with the same confirmed code', async () => {
    let refuse = true;
    const { user, server, onSuccess } = setup(
      {},
      backend({
        createConsultancy: () =>
          refuse
            ? errorJson(422, 'VALIDATION_FAILED', 'x', {
                fields: { email: { code: 'EMAIL_INVALID', message: 'x' } },
              })
            : { consultationId: 'c-45', callbackBusinessDays: 2 },
      }),
    );
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'ceo@steppe.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await screen.findByRole('group', { name: 'Исправьте ошибки' });
    refuse = false;
    await user.clear(screen.getByRole('textbox', { name: 'Электронная почта' }));
    await user.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'ceo@steppe.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'c-45', callbackBusinessDays: 2 }),
    );
    expect(calls(server.requests, '/sms/send')).toHaveLength(1);
    expect(calls(server.requests, '/create-consultancy').map((r) => r.body)).toMatchObject([
      { smsProof: 'proof-1' },
      { smsProof: 'proof-1' },
    ]);
  });

  it('resends the code after the countdown', async () => {
    // The clock stands still but for the minute the test moves it (timers still run): the new
    // countdown is read as it starts however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { server } = setup();
      const user = userEvent.setup();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      await screen.findByRole('textbox', { name: 'Код из СМС' });
      // The minute is moved once the countdown shows (on a loaded machine it started after the
      // code field, and a minute moved before it never ran out).
      await screen.findByText(/До повторной отправки кода/);
      vi.advanceTimersByTime(60_000);
      await user.click(await screen.findByRole('button', { name: 'Отправить код повторно' }));
      await vi.waitFor(() => expect(calls(server.requests, '/sms/send')).toHaveLength(2));
      expect(await screen.findByText('До повторной отправки кода 1:00')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a refused code in words where it belongs: a phone’s day at the phone, the hour’s limit in the code step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let sends = 0;
      const { server, events } = setup(
        {},
        backend({
          smsSend: () =>
            ++sends === 1
              ? errorJson(429, 'SMS_DAILY_LIMIT', 'x', {
                  fields: { phone: { code: 'SMS_DAILY_LIMIT', message: 'x' } },
                })
              : sends === 2
                ? SENT
                : errorJson(429, 'TOO_MANY_REQUESTS', 'x', { params: { minutes: 37 } }),
        }),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
      expect(within(summary).getByRole('link')).toHaveTextContent(
        'Сегодня отправлено слишком много кодов. Попробуйте завтра',
      );
      expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toHaveAccessibleDescription(
        expect.stringContaining('Сегодня отправлено слишком много кодов'),
      );
      // Tried again later, the code goes out; its resend meets the address's hour.
      await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
      await screen.findByRole('textbox', { name: 'Код из СМС' });
      await screen.findByText(/До повторной отправки кода/);
      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Слишком много запросов. Повторите через 37 мин.',
      );
      expect(calls(server.requests, '/sms/send')).toHaveLength(3);
      expect(events.filter((e) => e.type === 'error').map((e) => 'code' in e && e.code)).toEqual([
        'SMS_DAILY_LIMIT',
        'TOO_MANY_REQUESTS',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to edit with everything kept', async () => {
    const { user } = setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.click(await screen.findByRole('button', { name: 'Изменить данные заявки' }));
    const name = screen.getByRole('textbox', { name: 'Имя' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Айгерим');
    expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toHaveValue(
      '+7 (701) 123-45-67',
    );
  });

  it('on the any-device page checks the agent login too, before any SMS', async () => {
    const { user, server } = setup({ product: 'any-device' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }));
    const login = screen.getByRole('textbox', { name: /Логин агента/ });
    await user.type(login, 'm.li');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await vi.waitFor(() => expect(login).toBeInvalid());
    expect(login).toHaveAccessibleDescription(expect.stringContaining('Неверный логин агента'));
    expect(calls(server.requests, '/check-agent')).toHaveLength(1);
    expect(calls(server.requests, '/sms/send')).toHaveLength(0);
    expect(calls(server.requests, '/create-handset-consultancy')).toHaveLength(0);
  });

  it('on the any-device page confirms the phone by SMS, then sends the handset call', async () => {
    const { user, server, onSuccess, events } = setup({ product: 'any-device' });
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: /устройства/ }), '10 ноутбуков');
    await user.click(screen.getByRole('checkbox', { name: 'Мне помог заполнить заявку менеджер' }));
    await user.type(screen.getByRole('textbox', { name: /Логин агента/ }), 'a.nurlanova');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findByRole('heading', { name: 'Подтвердите номер телефона' });
    expect(calls(server.requests, '/sms/send')[0]?.body).toEqual({
      phone: '+77011234567',
      purpose: 'consultation',
    });
    expect(calls(server.requests, '/create-handset-consultancy')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ requestId: 'h-7', callbackBusinessDays: 2 }),
    );
    expect(calls(server.requests, '/create-consultancy')).toHaveLength(0);
    expect(calls(server.requests, '/create-handset-consultancy')[0]?.body).toEqual({
      name: 'Айгерим',
      phone: '+77011234567',
      bin: '180440000128',
      companyName: 'Степной Логистик',
      consent: true,
      managerHelped: true,
      agentLogin: 'a.nurlanova',
      source: 'product',
      comment: '10 ноутбуков',
      smsProof: 'proof-1',
    });
    expect(events.at(-1)).toEqual({ type: 'success', widget: 'consultation', requestId: 'h-7' });
  });

  it('on the any-device page takes a wrong code and a spent proof the same way', async () => {
    let created = 0;
    const { user, server } = setup(
      { product: 'any-device' },
      backend({
        createHandsetConsultancy: () =>
          created++ === 0
            ? errorJson(422, 'VALIDATION_FAILED', 'Подтвердите номер', {
                fields: { smsProof: { code: 'SMS_PROOF_REQUIRED', message: 'Подтвердите номер' } },
              })
            : { consultationId: 'h-8', callbackBusinessDays: 2 },
      }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const code = await screen.findByRole('textbox', { name: 'Код из СМС' });
    await user.type(code, '1111');
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Код введён неверно')),
    );
    expect(calls(server.requests, '/create-handset-consultancy')).toHaveLength(0);
    await user.keyboard('4821');
    // The proof was refused: the code step stays, asking for the phone to be confirmed again.
    await vi.waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Подтвердите номер')),
    );
    expect(calls(server.requests, '/create-handset-consultancy')).toHaveLength(1);
  });

  it('from a partner page records the embed source and the page origin', async () => {
    const { user, server } = setup({
      source: 'embed',
      hostOrigin: 'https://partner.example.kz',
      onSuccess: undefined,
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await screen.findByRole('heading', { name: 'Заявка принята' });
    expect(calls(server.requests, '/create-consultancy')[0]?.body).toMatchObject({
      productSlug: 'virtual-ats',
      source: 'embed',
      hostOrigin: 'https://partner.example.kz',
    });
  });

  it('on a kiosk records the kiosk source and the device id', async () => {
    const { user, server } = setup({ source: 'kiosk', kioskId: 'almaty-1', onSuccess: undefined });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await screen.findByRole('heading', { name: 'Заявка принята' });
    const body = calls(server.requests, '/create-consultancy')[0]?.body;
    expect(body).toMatchObject({ source: 'kiosk', kioskId: 'almaty-1' });
    expect(body).not.toHaveProperty('hostOrigin');
  });

  it('never sends a kiosk id from the site', async () => {
    const { user, server } = setup({ kioskId: 'almaty-1' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() => expect(calls(server.requests, '/create-consultancy')).toHaveLength(1));
    expect(calls(server.requests, '/create-consultancy')[0]?.body).not.toHaveProperty('kioskId');
  });

  it('never sends a host origin from the site', async () => {
    const { user, server } = setup({ hostOrigin: 'https://partner.example.kz' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    await vi.waitFor(() => expect(calls(server.requests, '/create-consultancy')).toHaveLength(1));
    expect(calls(server.requests, '/create-consultancy')[0]?.body).not.toHaveProperty('hostOrigin');
  });

  it('asks for the consent with a link to the personal-data notice, in a new tab', () => {
    setup();
    const consent = screen.getByRole('checkbox', { name: /^Я согласен на сбор/ });
    expect(consent).toBeRequired();
    const label = document.querySelector<HTMLElement>(`label[for="${consent.id}"]`);
    expect(label).not.toBeNull();
    // The link is inside the box's own label.
    const notice = within(label!).getByRole('link', {
      name: 'уведомлением об обработке персональных данных (откроется в новой вкладке)',
    });
    expect(notice).toHaveAttribute('href', '/personal-data');
    expect(notice).toHaveAttribute('target', '_blank');
  });

  it('on a partner page links the notice on the operator’s site, in the widget’s language', () => {
    setup({ locale: 'kk', source: 'embed', siteOrigin: 'https://business.dalatelecom.kz' });
    expect(
      screen.getByRole('link', {
        name: 'Дербес деректерді өңдеу туралы хабарламаға (жаңа қойындыда ашылады)',
      }),
    ).toHaveAttribute('href', 'https://business.dalatelecom.kz/kk/personal-data');
  });

  it('puts a refused consent back at the box, in the catalogue’s words', async () => {
    const { user } = setup(
      {},
      backend({
        createConsultancy: () =>
          errorJson(422, 'VALIDATION_FAILED', 'x', {
            fields: { consent: { code: 'CONSENT_REQUIRED', message: 'x' } },
          }),
      }),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '4821');
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' });
    expect(within(summary).getByRole('link', { name: 'Необходимо ваше согласие' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: /^Я согласен на сбор/ }),
    ).toHaveAccessibleDescription('Ошибка: Необходимо ваше согласие');
  });

  it('speaks Kazakh, backend messages included', async () => {
    const { user } = setup(
      { locale: 'kk' },
      // A service failure, worded by the client in the page's language, not by the backend ('x').
      backend({ smsSend: () => errorJson(500, 'SERVICE_ERROR', 'x') }),
    );
    expect(screen.getByRole('region', { name: 'Бизнесіңізге шешім таңдап береміз' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    expect(screen.getByRole('group', { name: 'Қателерді түзетіңіз' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Телефон нөмірі/ }), '7011234567');
    await user.type(screen.getByRole('textbox', { name: /БСН/ }), '180440000128');
    await user.click(screen.getByRole('checkbox', { name: /келісемін/ }));
    await user.click(screen.getByRole('button', { name: 'Өтінім жіберу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис қатесі');
  });
});
