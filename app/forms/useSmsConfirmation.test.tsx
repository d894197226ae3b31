import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Out } from '../../contract/index.ts';
import { Button } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderWithKit } from '../../lib/test/render.tsx';
import { HttpError, NetworkError } from '../features/api/index.ts';
import { FormSettingsProvider } from './connection.ts';
import { SmsStep } from './SmsStep.tsx';
import {
  useSmsConfirmation,
  type SmsConfirmation,
  type UseSmsConfirmationOptions,
} from './useSmsConfirmation.ts';

type Check = { proofToken: string; expiresInSeconds: number };

const SENT: Out<'smsSend'> = {
  maskedPhone: '+7 701 *** ** 67',
  codeLength: 4,
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
};
const PHONE = '+77011234567';

const failure = (status: number, code: string, params: Record<string, number | string> = {}) =>
  new HttpError('POST', '/api/v1/sms/x', status, {
    error: { code: code as never, message: code, params },
  });

let current: SmsConfirmation<Check> | null = null;

function Harness(props: Partial<UseSmsConfirmationOptions<Check>>) {
  const sms = useSmsConfirmation<Check>({
    locale: 'ru',
    send: async () => SENT,
    verify: async () => ({ proofToken: 'proof-1', expiresInSeconds: 600 }),
    ...props,
  });
  useEffect(() => {
    current = sms;
  });
  return sms.sent ? (
    <SmsStep
      sms={sms}
      codeId="code"
      level={2}
      title="Подтвердите номер"
      sentText={`Код отправлен на ${sms.sent.maskedPhone}`}
      confirmLabel="Подтвердить"
      busyLabel="Проверяем…"
      onEdit={() => {}}
      editLabel="Изменить"
    />
  ) : (
    <Button onClick={() => void sms.start(PHONE).catch(() => {})}>Получить код</Button>
  );
}

const code = () => screen.getByRole('textbox', { name: 'Код из СМС' });

async function started(props: Partial<UseSmsConfirmationOptions<Check>> = {}) {
  // With fake timers (countdown tests), typing must move the fake clock too.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = renderWithKit(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
  await screen.findByRole('heading', { name: 'Подтвердите номер' });
  return { user, ...view };
}

afterEach(() => {
  vi.useRealTimers();
  current = null;
});

describe('useSmsConfirmation', () => {
  it('takes the code length and the resend wait from the server', async () => {
    // The clock stands still but for the moves the test makes (timers still run): the countdown
    // is read as it starts however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    const send = vi.fn(async () => ({ ...SENT, codeLength: 6, resendAfterSeconds: 30 }));
    const { user, container } = await started({ send });
    expect(code()).toHaveAttribute('maxlength', '6');
    expect(screen.getByText('До повторной отправки кода 0:30')).toBeVisible();
    await user.type(code(), '123');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(code()).toHaveAccessibleDescription('Ошибка: Код состоит из 6 цифр');
    expect(code()).toHaveFocus();
    await expectNoAxeViolations(container);

    vi.advanceTimersByTime(30_000);
    send.mockResolvedValueOnce({ ...SENT, codeLength: 6, resendAfterSeconds: 45 });
    await user.click(await screen.findByRole('button', { name: 'Отправить код повторно' }));
    // The form owns the countdown: it restarts with the server's new wait, not a default.
    expect(await screen.findByText('До повторной отправки кода 0:45')).toBeVisible();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('enters the code step when a code went out a moment ago, counting the wait the server gives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the countdown read as it starts
    const send = vi.fn(async () => {
      throw failure(429, 'SMS_RESEND_TOO_EARLY', {
        seconds: 42,
        codeLength: 5,
        maskedPhone: '+7 701 *** ** 67',
      });
    });
    await started({ send });
    expect(screen.getByText('Код отправлен на +7 701 *** ** 67')).toBeVisible();
    expect(code()).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('До повторной отправки кода 0:42')).toBeVisible();
  });

  it('says a wrong code with the attempts left, then locks with the minutes to wait', async () => {
    const verify = vi
      .fn<UseSmsConfirmationOptions<Check>['verify']>()
      .mockRejectedValueOnce(failure(422, 'SMS_CODE_INVALID', { attemptsLeft: 1 }))
      .mockRejectedValueOnce(failure(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes: 10 }));
    const { user } = await started({ verify });
    await user.type(code(), '1111');
    await vi.waitFor(() =>
      expect(code()).toHaveAccessibleDescription(
        'Ошибка: Код введён неверно. Попробуйте ещё раз. Осталось попыток: 1',
      ),
    );
    expect(code()).toHaveValue('1111');
    await user.keyboard('2222');
    await vi.waitFor(() => expect(code()).toBeDisabled());
    expect(code()).toHaveAccessibleDescription(
      'Ошибка: Попытки закончились. Повторите через 10 мин.',
    );
    expect(screen.queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('ignores a second confirm while one is in flight', async () => {
    let finish: (value: Check) => void = () => {};
    const verify = vi.fn(() => new Promise<Check>((resolve) => (finish = resolve)));
    const { user } = await started({ verify });
    await user.type(code(), '4821');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(() => current!.confirm('4821'));
    expect(verify).toHaveBeenCalledTimes(1);
    finish({ proofToken: 'p', expiresInSeconds: 600 });
  });

  it('keeps the proof for a retry until it expires, and forgets it once the request went through', async () => {
    let now = 1_000_000;
    const onVerified = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { user } = await started({ onVerified, now: () => now });
    await user.type(code(), '4821');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(onVerified.mock.calls[0]![0]).toMatchObject({ to: PHONE, proof: 'proof-1' });
    // The request failed for another reason (false): the proof stays usable…
    expect(current!.verifiedFor(PHONE)?.proof).toBe('proof-1');
    expect(current!.verifiedFor('+77779998877')).toBeNull();
    // …for as long as the server said it lives.
    now += 601_000;
    expect(current!.verifiedFor(PHONE)).toBeNull();
    now -= 601_000;
    await act(() => current!.confirm());
    expect(onVerified).toHaveBeenCalledTimes(2);
    expect(current!.verifiedFor(PHONE)).toBeNull();
  });

  it('asks for a new code when the request says the proof was spent; says any other failure', async () => {
    const spent = new HttpError('POST', '/x', 422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'x',
        fields: { smsProof: { code: 'SMS_PROOF_REQUIRED', message: 'x' } },
      },
    });
    const onVerified = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('POST', '/x', 500, null))
      .mockRejectedValueOnce(spent);
    const onFailure = vi.fn();
    const { user } = await started({ onVerified, onFailure });
    await user.type(code(), '4821');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервиса');
    expect(current!.verifiedFor(PHONE)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await vi.waitFor(() =>
      expect(code()).toHaveAccessibleDescription(expect.stringContaining('Ошибка:')),
    );
    expect(current!.verifiedFor(PHONE)).toBeNull();
    expect(onFailure.mock.calls.map(([f, step]) => [f.code, step])).toEqual([
      ['SERVICE_ERROR', 'confirmed'],
      ['VALIDATION_FAILED', 'confirmed'],
    ]);
  });

  it('ignores the answers of calls the person left behind', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failResend: (error: unknown) => void = () => {};
    const send = vi
      .fn<UseSmsConfirmationOptions<Check>['send']>()
      .mockResolvedValueOnce(SENT)
      // An answer already on its way when the person leaves arrives all the same.
      .mockImplementationOnce(
        () =>
          new Promise<Out<'smsSend'>>((_, reject) => {
            failResend = reject;
          }),
      );
    const { user } = await started({ send });
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    failResend(new HttpError('POST', '/x', 500, null));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(current!.serviceError).toBeNull();
  });

  it('aborts its calls when the screen goes away', async () => {
    let signal: AbortSignal | undefined;
    const onVerified = vi.fn();
    const verify = vi.fn((_to: string, _code: string, s: AbortSignal) => {
      signal = s;
      return new Promise<Check>(() => {});
    });
    const { user, unmount } = await started({ verify, onVerified });
    await user.type(code(), '4821');
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(onVerified).not.toHaveBeenCalled();
  });
});

describe('useSmsConfirmation on a screen that waits for the connection (the kiosk)', () => {
  it('holds a code check that found no connection and runs it again when it is back', async () => {
    const retries = new Set<() => void>();
    const verify = vi
      .fn<UseSmsConfirmationOptions<Check>['verify']>()
      .mockRejectedValueOnce(
        new NetworkError('POST', '/api/v1/sms/check', new TypeError('offline')),
      )
      .mockResolvedValue({ proofToken: 'proof-1', expiresInSeconds: 600 });
    const onVerified = vi.fn(async () => true);
    const user = userEvent.setup();
    renderWithKit(
      <FormSettingsProvider
        value={{
          sharedDevice: true,
          connection: {
            hold: (retry) => {
              retries.add(retry);
              return () => retries.delete(retry);
            },
          },
        }}
      >
        <Harness verify={verify} onVerified={onVerified} />
      </FormSettingsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByRole('textbox', { name: 'Код из СМС' }), '1234');
    expect(await screen.findByText('Нет связи с сервером')).toBeVisible();
    expect(code()).toHaveValue('1234');
    expect(onVerified).not.toHaveBeenCalled();

    await act(async () => [...retries].forEach((retry) => retry()));
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith(PHONE, '1234', expect.anything());
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Нет связи с сервером')).not.toBeInTheDocument();
  });
});
