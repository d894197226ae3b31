import { describe, expect, it } from 'vitest';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_LOCK_MINUTES,
  SMS_MAX_ATTEMPTS,
  SMS_RESEND_SECONDS,
} from '../../contract/index.ts';
import { callContract, callUnchecked, errorOf, lastCode, useTestServer } from '../test/server.ts';

const server = useTestServer();

let phoneSeq = 1000;
/** A fresh phone per test, so countdowns and locks of one test never reach another. */
const freshPhone = () => `+7701555${String((phoneSeq += 1)).padStart(4, '0')}`;

const send = (phone: string, lang = 'ru') =>
  callContract(server, 'smsSend', { phone, purpose: 'consultation' }, { lang });
const check = (phone: string, code: string, lang = 'ru') =>
  callContract(server, 'smsCheck', { phone, purpose: 'consultation', code }, { lang });
const wrong = (code: string) => (code === '0000' ? '1111' : '0000');

describe('SMS send and check', () => {
  it('sends a code, masks the phone, and trades the right code for a proof token', async () => {
    const phone = freshPhone();
    const sent = await send(phone);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      maskedPhone: `+7 701 *** ** ${phone.slice(-2)}`,
      codeLength: SMS_CODE_LENGTH,
      resendAfterSeconds: SMS_RESEND_SECONDS,
      expiresInSeconds: SMS_CODE_TTL_SECONDS,
    });
    const code = await lastCode(server, phone);
    expect(code).toMatch(/^\d{4}$/);
    const checked = await check(phone, code);
    expect(checked.status).toBe(200);
    expect(checked.body.proofToken.length).toBeGreaterThan(30);
    // A code is good once.
    const again = await check(phone, code);
    expect(errorOf(again).code).toBe('SMS_CODE_EXPIRED');
  });

  it('accepts a phone as people type it and stores it as E.164', async () => {
    const sent = await callContract(server, 'smsSend', {
      phone: '8 (701) 555-77-01',
      purpose: 'case',
    });
    expect(sent.status).toBe(200);
    expect(await lastCode(server, '+77015557701')).toMatch(/^\d{4}$/);
  });

  it('refuses a resend before the countdown and says how many seconds remain', async () => {
    const phone = freshPhone();
    await send(phone);
    server.clock.advance(20_000);
    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(errorOf(early)).toMatchObject({
      code: 'SMS_RESEND_TOO_EARLY',
      // What the code already sent looks like, for a form that has not seen it (another tab).
      params: {
        seconds: SMS_RESEND_SECONDS - 20,
        codeLength: SMS_CODE_LENGTH,
        maskedPhone: expect.stringMatching(/^\+7 \d{3} \*\*\* \*\* \d{2}$/),
      },
      message: `Отправить код повторно можно через ${SMS_RESEND_SECONDS - 20} с`,
    });
    server.clock.advance((SMS_RESEND_SECONDS - 20) * 1000);
    expect((await send(phone)).status).toBe(200);
  });

  it('sends a new code at once when the last one was used (sign out, sign in again)', async () => {
    const phone = freshPhone();
    await send(phone);
    expect((await check(phone, await lastCode(server, phone))).status).toBe(200);
    server.clock.advance(5_000);
    expect((await send(phone)).status).toBe(200);
    expect((await check(phone, await lastCode(server, phone))).status).toBe(200);
  });

  it('counts wrong codes, then locks with the minutes to wait, in the request language', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(server, phone);
    for (let attempt = 1; attempt < SMS_MAX_ATTEMPTS; attempt += 1) {
      const bad = await check(phone, wrong(code), 'kk');
      expect(bad.status).toBe(422);
      expect(errorOf(bad)).toMatchObject({
        code: 'SMS_CODE_INVALID',
        message: 'Код қате енгізілді. Қайталап көріңіз',
        params: { attemptsLeft: SMS_MAX_ATTEMPTS - attempt },
      });
    }
    const last = await check(phone, wrong(code));
    expect(last.status).toBe(429);
    expect(errorOf(last)).toMatchObject({
      code: 'SMS_ATTEMPTS_EXHAUSTED',
      params: { minutes: SMS_LOCK_MINUTES },
      message: `Попытки закончились. Повторите через ${SMS_LOCK_MINUTES} мин.`,
    });
    // Even the right code is refused while locked, and so is a new code.
    expect(errorOf(await check(phone, code)).code).toBe('SMS_ATTEMPTS_EXHAUSTED');
    server.clock.advance(4 * 60_000);
    const locked = await send(phone);
    expect(locked.status).toBe(429);
    expect(errorOf(locked).params).toEqual({ minutes: SMS_LOCK_MINUTES - 4 });
    // After the lock a new code works.
    server.clock.advance(SMS_LOCK_MINUTES * 60_000);
    expect((await send(phone)).status).toBe(200);
    expect((await check(phone, await lastCode(server, phone))).status).toBe(200);
  });

  it('lets a code expire', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(server, phone);
    server.clock.advance(SMS_CODE_TTL_SECONDS * 1000 + 1);
    const late = await check(phone, code);
    expect(late.status).toBe(422);
    expect(errorOf(late).code).toBe('SMS_CODE_EXPIRED');
  });

  it('keeps purposes apart: a consultation code does not confirm a signature', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = await lastCode(server, phone);
    const other = await callContract(server, 'smsCheck', { phone, purpose: 'sign', code });
    expect(errorOf(other).code).toBe('SMS_CODE_EXPIRED');
  });

  it.each([
    [{ phone: '+77301234567', purpose: 'consultation' }, 'phone', 'PHONE_INVALID'],
    [{ phone: '+77121234567', purpose: 'consultation' }, 'phone', 'PHONE_NOT_MOBILE'],
    [{ purpose: 'consultation' }, 'phone', 'FIELD_REQUIRED'],
    [{ phone: '+77011234567', purpose: 'login' }, 'purpose', 'FIELD_INVALID'],
    [{ phone: '+77011234567' }, 'purpose', 'FIELD_INVALID'],
  ])('rejects %j with %s %s', async (body, field, code) => {
    const res = await callUnchecked(server, 'smsSend', body);
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.[field]?.code).toBe(code);
  });

  it('rejects a code that is not digits', async () => {
    const res = await callContract(server, 'smsCheck', {
      phone: freshPhone(),
      purpose: 'consultation',
      code: '12a4',
    });
    expect(errorOf(res).fields?.code?.code).toBe('SMS_CODE_INVALID');
  });
});
