/**
 * The params table is the one source of each code's params: every placeholder of a catalogue
 * message is a param its code carries, and the error body made from the table refuses a failure
 * whose params are missing or not the code's.
 */
import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './calls/failures.ts';
import { strictly } from './calls/strict.ts';
import { EDS_REASON_CODE, EDS_REASONS } from './eds.ts';
import { ERROR_PARAMS, errorParamsSchema } from './errorParams.ts';
import { BACKEND_ERROR_CODES, ERROR_MESSAGES } from './errors.ts';
import { LOCALES } from './locale.ts';

const body = (error: object) => strictly(ApiErrorBodySchema).safeParse({ error });

describe('the params of each error code', () => {
  it('name every placeholder of its messages, in both languages', () => {
    for (const code of BACKEND_ERROR_CODES) {
      const keys = Object.keys(errorParamsSchema(code)?.shape ?? {});
      for (const locale of LOCALES) {
        const placeholders = [...ERROR_MESSAGES[locale][code].matchAll(/\{(\w+)\}/g)].map(
          (match) => match[1],
        );
        for (const name of placeholders)
          expect(keys, `${code} {${name}} (${locale})`).toContain(name);
      }
    }
  });

  it('give every EDS reason to the code it is answered with', () => {
    for (const reason of EDS_REASONS) {
      const schema = errorParamsSchema(EDS_REASON_CODE[reason]);
      expect(schema?.safeParse({ reason }).success, reason).toBe(true);
    }
    // …and only to it: an expired key is not a revoked one.
    expect(ERROR_PARAMS.EDS_REVOKED.safeParse({ reason: 'CERT_EXPIRED' }).success).toBe(false);
  });

  it('are held by the error body: required where sent always, none where the code has none', () => {
    const message = 'x';
    expect(
      body({
        code: 'SMS_RESEND_TOO_EARLY',
        message,
        params: { seconds: 42, codeLength: 4, maskedPhone: '+7 701 *** ** 67' },
      }).success,
    ).toBe(true);
    expect(body({ code: 'SMS_RESEND_TOO_EARLY', message }).success, 'no params').toBe(false);
    expect(body({ code: 'SMS_RESEND_TOO_EARLY', message, params: { minutes: 1 } }).success).toBe(
      false,
    );
    expect(
      body({ code: 'TOO_MANY_REQUESTS', message, params: { minutes: 0 } }).success,
      'a wait of 0',
    ).toBe(false);
    expect(
      body({ code: 'SMS_CODE_INVALID', message, params: { attemptsLeft: '2' } }).success,
      'a string',
    ).toBe(false);
    expect(
      body({ code: 'APPLICATION_STATE_INVALID', message, params: { status: 'Signed' } }).success,
    ).toBe(false);
    expect(body({ code: 'EDS_EXPIRED', message, params: { reason: 'CERT_EXPIRED' } }).success).toBe(
      true,
    );
    // A reason is not always known for these: the register's verdict, a full photo queue.
    expect(body({ code: 'EDS_VERIFICATION_FAILED', message }).success).toBe(true);
    expect(body({ code: 'TRY_LATER', message }).success).toBe(true);
    // A code without params carries none.
    expect(body({ code: 'NOT_FOUND', message }).success).toBe(true);
    expect(body({ code: 'NOT_FOUND', message, params: { id: 'x' } }).success).toBe(false);
    // A field's params are the field code's, and may be left out.
    const field = (problem: object) =>
      body({ code: 'VALIDATION_FAILED', message, fields: { street: problem } });
    expect(field({ code: 'FORBIDDEN_CHARACTERS', message, params: { chars: '. ,' } }).success).toBe(
      true,
    );
    expect(field({ code: 'FORBIDDEN_CHARACTERS', message }).success).toBe(true);
    expect(field({ code: 'NUMBERS_LIMIT', message, params: { chars: '.' } }).success).toBe(false);
    expect(field({ code: 'NETWORK_ERROR', message }).success, 'a code no backend sends').toBe(
      false,
    );
  });
});
