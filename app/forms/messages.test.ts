import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  type ApiErrorBody,
  type BackendErrorCode,
  type ErrorCode,
} from '../../contract/errors.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import {
  HttpError,
  MalformedResponseError,
  NetworkError,
  RequestTimeoutError,
  UnsupportedMethodError,
} from '../features/api/index.ts';
import { fieldErrors, userErrorCode, userMessage } from './messages.ts';

const SAMPLE_PARAMS = {
  chars: '№%',
  minutes: 7,
  seconds: 42,
  max: 5,
  limit: 3,
  attemptsLeft: 2,
  status: 500,
  method: 'TRACE',
  opportunityId: 'op-1',
};

/** The codes whose catalogue entry is developer wording; a person sees «Ошибка сервиса» instead. */
const TECHNICAL = new Set<string>(['HTTP_ERROR', 'UNSUPPORTED_HTTP_METHOD']);

function answered(status: number, code: string, params?: Record<string, string | number>) {
  return new HttpError('POST', '/api/v1/creatio/x', status, {
    error: {
      code: code as BackendErrorCode,
      message: 'server words',
      ...(params ? { params } : {}),
    } as ApiErrorBody['error'],
  });
}

const ru = (code: ErrorCode, params = {}) => errorMessage('ru', code, params);

describe('userMessage', () => {
  describe.each(LOCALES)('in %s', (locale: Locale) => {
    it.each(ERROR_CODES.filter((c) => !TECHNICAL.has(c)))('words %s from the catalogue', (code) => {
      const text = userMessage(answered(422, code, SAMPLE_PARAMS), locale);
      expect(text).toBe(errorMessage(locale, code, SAMPLE_PARAMS));
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).not.toMatch(/\bHTTP\b/);
      expect(text.trim()).not.toBe('');
    });

    it('shows a developer-worded code as a service error', () => {
      for (const code of TECHNICAL) {
        expect(userMessage(answered(500, code, SAMPLE_PARAMS), locale)).toBe(
          errorMessage(locale, 'SERVICE_ERROR'),
        );
      }
    });
  });

  it('speaks Kazakh when asked, whatever language the server answered in', () => {
    const error = answered(422, 'PHONE_INVALID');
    expect(userMessage(error, 'kk')).toBe('Телефон нөмірі қате');
    expect(userMessage(error, 'ru')).toBe('Некорректный номер телефона');
  });

  it('fills the minutes of the SMS lock from the answer (§4.7)', () => {
    const text = userMessage(answered(429, 'SMS_ATTEMPTS_EXHAUSTED', { minutes: 9 }), 'ru');
    expect(text).toContain('9');
    expect(text).not.toContain('{minutes}');
  });

  it('never leaves a placeholder when the server sent no params', () => {
    for (const code of ERROR_CODES) {
      const text = userMessage(answered(422, code), 'kk');
      expect(text, code).not.toMatch(/\{\w+\}/);
      expect(text, code).not.toMatch(/\bHTTP\b/);
    }
  });

  it.each([
    ['a timeout', new RequestTimeoutError('GET', '/x', 10_000), 'TRY_LATER'],
    [
      'a network failure',
      new NetworkError('GET', '/x', new TypeError('fetch failed')),
      'TRY_LATER',
    ],
    [
      'a 502 HTML page',
      new HttpError('GET', '/x', 502, '<html><h1>502 Bad Gateway</h1></html>'),
      'SERVICE_ERROR',
    ],
    ['a 500 without a body', new HttpError('GET', '/x', 500, null), 'SERVICE_ERROR'],
    ['a 404 from a proxy', new HttpError('GET', '/x', 404, 'Not Found'), 'TRY_LATER'],
    ['a malformed answer', new MalformedResponseError('GET', '/x', 200, null), 'SERVICE_ERROR'],
    ['an unsupported method', new UnsupportedMethodError('TRACE', '/x'), 'SERVICE_ERROR'],
    ['a bug in the page', new TypeError('x is undefined'), 'TRY_LATER'],
    ['nothing at all', undefined, 'TRY_LATER'],
  ] as const)('words %s generically', (_, error, code) => {
    expect(userErrorCode(error)).toBe(code);
    expect(userMessage(error, 'ru')).toBe(ru(code));
    expect(userMessage(error, 'kk')).toBe(errorMessage('kk', code));
  });

  it('says «Попробуйте позже» and «Ошибка сервиса» in the spec words', () => {
    expect(userMessage(new RequestTimeoutError('GET', '/x', 10_000), 'ru')).toBe(
      'Попробуйте позже',
    );
    expect(userMessage(new HttpError('GET', '/x', 503, null), 'ru')).toBe('Ошибка сервиса');
  });

  it('never shows a raw status for any 4xx or 5xx', () => {
    for (let status = 400; status < 600; status++) {
      for (const body of [null, `<h1>${status}</h1>`, { error: { code: 'X', message: '' } }]) {
        const text = userMessage(
          new HttpError('GET', '/x', status, body as HttpError['body']),
          'ru',
        );
        expect(text).not.toContain(String(status));
        expect(text).not.toMatch(/HTTP/);
      }
    }
  });

  it('uses a context message instead of generic words for load failures', () => {
    const fallback: ErrorCode = 'COUNTRIES_LOAD_FAILED';
    expect(userMessage(new HttpError('GET', '/x', 500, null), 'ru', { fallback })).toBe(
      'Не удалось загрузить список стран',
    );
    expect(userMessage(new NetworkError('GET', '/x', null), 'kk', { fallback })).toBe(
      errorMessage('kk', fallback),
    );
    // A specific answer still wins over the context.
    expect(userMessage(answered(422, 'BIN_INVALID'), 'ru', { fallback })).toBe(
      'Некорректный БИН или ИИН',
    );
  });

  it("words the site's own failures given as { code }", () => {
    expect(userMessage({ code: 'COPY_FAILED' }, 'ru')).toBe('Не удалось скопировать');
  });

  it('shows the sentence of a code this site does not know yet (a newer server)', () => {
    const error = new HttpError('POST', '/x', 409, {
      error: {
        code: 'SOMETHING_NEW',
        message: 'Заявка уже отправлена',
      } as unknown as ApiErrorBody['error'],
    });
    expect(userMessage(error, 'ru')).toBe('Заявка уже отправлена');
  });
});

describe('fieldErrors', () => {
  it('words each field from the catalogue in the asked language', () => {
    const error = new HttpError('POST', '/api/v1/creatio/create-consultancy', 422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Проверьте правильность заполнения полей',
        fields: {
          bin: { code: 'BIN_INVALID', message: 'Некорректный БИН или ИИН' },
          phone: { code: 'PHONE_INVALID', message: 'Некорректный номер телефона' },
          'address.street': { code: 'FIELD_REQUIRED', message: 'Заполните поле' },
        },
      },
    });
    expect(fieldErrors(error, 'kk')).toEqual({
      bin: 'БСН немесе ЖСН қате',
      phone: 'Телефон нөмірі қате',
      'address.street': 'Өрісті толтырыңыз',
    });
  });

  it("keeps the server's sentence when the catalogue needs a value it did not send", () => {
    const error = new HttpError('POST', '/x', 422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: '…',
        fields: {
          count: { code: 'NUMBERS_LIMIT', message: 'Для этого тарифа можно не больше 40' },
        },
      },
    });
    expect(fieldErrors(error, 'ru')).toEqual({ count: 'Для этого тарифа можно не больше 40' });
  });

  it('fills field messages from the params of the answer', () => {
    const error = new HttpError('POST', '/x', 422, {
      error: {
        code: 'VALIDATION_FAILED',
        message: '…',
        params: { max: 40 },
        fields: {
          count: { code: 'NUMBERS_LIMIT', message: 'Для этого тарифа можно не больше 40' },
        },
        // The params on the body, not the field: off the contract's shape, still read by the client.
      } as unknown as ApiErrorBody['error'],
    });
    expect(fieldErrors(error, 'kk')).toEqual({
      count: ERROR_MESSAGES.kk.NUMBERS_LIMIT.replace('{max}', '40'),
    });
  });

  it('is empty for failures that are not about fields', () => {
    expect(fieldErrors(new RequestTimeoutError('POST', '/x', 10_000), 'ru')).toEqual({});
    expect(fieldErrors(new HttpError('POST', '/x', 500, '<html>'), 'ru')).toEqual({});
    expect(fieldErrors(answered(429, 'TRY_LATER'), 'ru')).toEqual({});
  });
});

describe('the words of spec §8, from what the server answers', () => {
  it.each([
    [422, 'SMS_CODE_INVALID', {}, 'Код введён неверно. Попробуйте ещё раз'],
    [500, 'SERVICE_ERROR', {}, 'Ошибка сервиса'],
    [503, 'TRY_LATER', {}, 'Попробуйте позже'],
    [422, 'PHONE_INVALID', {}, 'Некорректный номер телефона'],
    [
      429,
      'SMS_ATTEMPTS_EXHAUSTED',
      { minutes: 10 },
      'Попытки закончились. Повторите через 10 мин.',
    ],
    [422, 'AGENT_LOGIN_INVALID', {}, 'Неверный логин агента'],
    [409, 'SLOT_UNAVAILABLE', {}, 'Выбранное время недоступно. Попробуйте выбрать другое'],
    [422, 'DELIVERY_OUT_OF_ZONE', {}, 'Адрес не входит в зону доставки'],
    [422, 'CASE_PHOTO_FORMAT', {}, 'Неверный формат фото'],
    [422, 'CASE_PHOTO_TOO_SMALL', {}, 'Минимальный размер фото: 600x400'],
    [422, 'FORBIDDEN_CHARACTERS', { chars: '№$' }, 'Недопустимые символы: !”№%:%:,.(;)_+=-№$'],
    [422, 'EDS_EXPIRED', {}, 'Выбранный ЭЦП ключ истёк'],
    [422, 'EDS_NOT_FIRST_HEAD', {}, 'ЭЦП не содержит прав Первого Руководителя'],
    [
      422,
      'EDS_KEY_MISMATCH',
      {},
      'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе',
    ],
  ] as const)('%i %s is worded as the spec says', (status, code, params, expected) => {
    expect(userMessage(answered(status, code, params), 'ru')).toBe(expected);
  });

  it('says the case limit in both sentences of the spec', () => {
    const text = userMessage(answered(429, 'CASE_LIMIT_REACHED'), 'ru');
    expect(text).toContain('лимит на отправку заявок');
    expect(text).toContain('максимум 3 заявки');
  });
});
