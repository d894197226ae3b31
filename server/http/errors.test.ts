/**
 * A failure's params are typed by its code (`contract/errorParams.ts`): a throw with a wrong or
 * missing param fails the type-check, and a body that slips past it (a cast, a value made at run
 * time) is refused in development and tests — a 500 a test sees — while production answers it.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../domain/context.ts';
import type { Logger } from '../log.ts';
import type { AppEnv } from './env.ts';
import { ApiError, fieldError, sendError, tooManyRequests } from './errors.ts';

function host(checkAnswers: boolean, failure: () => ApiError) {
  const logged: string[] = [];
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('locale', 'ru');
      c.set('settings', { checkAnswers } as AppSettings);
      const log: Logger = {
        info: () => {},
        warn: () => {},
        error: (message) => void logged.push(message),
        child: () => log,
      };
      c.set('log', log);
      await next();
    })
    .get('/fail', () => {
      throw failure();
    })
    .onError((error, c) => (error instanceof ApiError ? sendError(c, error) : c.text('?', 500)));
  return { request: () => app.request('/fail'), logged };
}

describe('a failure’s params', () => {
  it('are typed by its code', () => {
    // Each of these is a compile error; `tsc -p .` fails if one is not.
    const wrong = () => [
      // @ts-expect-error — the countdown says seconds, not minutes
      new ApiError(429, 'SMS_RESEND_TOO_EARLY', { minutes: 1 }),
      // @ts-expect-error — the lock's wait is required
      new ApiError(429, 'SMS_ATTEMPTS_EXHAUSTED'),
      // @ts-expect-error — attemptsLeft is a number
      new ApiError(422, 'SMS_CODE_INVALID', { attemptsLeft: '2' }),
      // @ts-expect-error — not a status
      new ApiError(409, 'APPLICATION_STATE_INVALID', { status: 'Signed' }),
      // @ts-expect-error — NOT_FOUND carries no params
      new ApiError(404, 'NOT_FOUND', { id: 'x' }),
      // @ts-expect-error — an expired key's reason is a reason
      new ApiError(422, 'EDS_EXPIRED', { reason: 'old' }),
      // @ts-expect-error — the cap is required
      fieldError('ctnsAmount', 'NUMBERS_LIMIT'),
      // @ts-expect-error — the resend refusal names the code sent, not a limit
      tooManyRequests('SMS_RESEND_TOO_EARLY', 1000, { unit: 'seconds', params: { limit: 3 } }),
    ];
    expect(wrong).toBeTypeOf('function');
    expect(
      new ApiError(409, 'APPLICATION_STATE_INVALID', { status: 'Qualification' }).params,
    ).toEqual({
      status: 'Qualification',
    });
  });

  it('that do not match the code are refused in tests: a 500, logged', async () => {
    const slipped = () =>
      // A value made at run time, past the type (a cast): the contract's check catches it.
      new ApiError(429, 'SMS_RESEND_TOO_EARLY', { minutes: 1 } as never, {}, 60);
    const { request, logged } = host(true, slipped);
    const res = await request();
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVICE_ERROR');
    expect(res.headers.get('x-contract-drift')).toMatch(/SMS_RESEND_TOO_EARLY.*params/);
    expect(logged).toEqual(['error body drift']);
    // Production does not check: the body goes as made.
    const production = await host(false, slipped).request();
    expect(production.status).toBe(429);
    expect(production.headers.get('retry-after')).toBe('60');
  });

  it('that match go out with the body, a refused field’s too', async () => {
    const { request } = host(true, () => fieldError('ctnsAmount', 'NUMBERS_LIMIT', { max: 30 }));
    const res = await request();
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Проверьте правильность заполнения полей',
        fields: {
          ctnsAmount: {
            code: 'NUMBERS_LIMIT',
            message: 'Для этого тарифа можно не больше 30',
            params: { max: 30 },
          },
        },
      },
    });
    const wait = await host(true, () =>
      tooManyRequests('TOO_MANY_REQUESTS', 90_000, { unit: 'minutes' }),
    ).request();
    expect(wait.status).toBe(429);
    expect(wait.headers.get('retry-after')).toBe('90');
    expect(((await wait.json()) as { error: { params: object } }).error.params).toEqual({
      minutes: 2,
    });
  });
});
