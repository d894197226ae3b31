/** SMS confirmation (designed here): a code to a phone, and the one-use proof it gives. */
import { z } from 'zod';
import { oneOf, phone, smsCode } from '../schema/fields.ts';
import { defineCall } from './define.ts';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_PROOF_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '../limits.ts';

/** What a code sent answers (sms/send and login/start alike). */
export const SmsSent = z
  .object({
    maskedPhone: z.string().describe('The phone the code went to, masked: `+7 701 *** ** 67`'),
    codeLength: z.number().int().describe('Digits of the code'),
    resendAfterSeconds: z
      .number()
      .int()
      .describe('Seconds until a new code may be asked for: the countdown'),
    expiresInSeconds: z.number().int().describe('Seconds the code may be entered'),
  })
  .meta({ id: 'SmsSent', description: 'A code was texted: how it looks and how long it holds' });

/** What a code confirms (a login's codes are sent by login/start). */
const purpose = oneOf(['consultation', 'case', 'sign']).describe(
  'What the proof will be for: a consultation, a success case, or signing by SMS',
);

export const smsSend = defineCall({
  method: 'POST',
  path: '/api/v1/sms/send',
  auth: false,
  summary: 'Send a confirmation code to a phone',
  description:
    "No SMS gateway in the reference backend: with DEV_API=1 the code is read from the dev outbox. 429 SMS_RESEND_TOO_EARLY (`params.seconds`) before the countdown ends; SMS_ATTEMPTS_EXHAUSTED (`params.minutes`) while the phone is locked for this purpose; SMS_DAILY_LIMIT (`fields.phone`) past the phone's codes for the day; TOO_MANY_REQUESTS (`params.minutes`) past the client address's hour or the service's budget. Every 429 carries `Retry-After`. For a case, 429 CASE_LIMIT_REACHED (`params.limit`) when the phone has sent today's cases: no code is made or sent.",
  designedHere: true,
  embed: true,
  body: z.object({ phone, purpose }),
  status: 200,
  response: SmsSent,
  errors: {
    422: ['PHONE_INVALID', 'PHONE_NOT_MOBILE'],
    429: [
      'SMS_RESEND_TOO_EARLY',
      'SMS_ATTEMPTS_EXHAUSTED',
      'SMS_DAILY_LIMIT',
      'TOO_MANY_REQUESTS',
      'CASE_LIMIT_REACHED',
    ],
  },
  example: {
    body: { phone: '+77011234567', purpose: 'consultation' },
    response: {
      maskedPhone: '+7 701 *** ** 67',
      codeLength: SMS_CODE_LENGTH,
      resendAfterSeconds: SMS_RESEND_SECONDS,
      expiresInSeconds: SMS_CODE_TTL_SECONDS,
    },
  },
});

export const smsCheck = defineCall({
  method: 'POST',
  path: '/api/v1/sms/check',
  auth: false,
  summary: 'Check a code → a one-use proof of the phone',
  description:
    'A wrong code: 422 SMS_CODE_INVALID (`params.attemptsLeft`, counted across codes: a new code gives none back); the last allowed wrong code and every try during the lock: 429 SMS_ATTEMPTS_EXHAUSTED (`params.minutes`); no live code: 422 SMS_CODE_EXPIRED.',
  designedHere: true,
  embed: true,
  body: z.object({ phone, purpose, code: smsCode.describe('The code texted to `phone`') }),
  status: 200,
  response: z.object({
    proofToken: z
      .string()
      .describe('One use, for this phone and purpose: sent as `smsProof` of the call it confirms'),
    expiresInSeconds: z.number().int().describe('Seconds the proof may be used'),
  }),
  errors: {
    422: ['SMS_CODE_INVALID', 'SMS_CODE_EXPIRED'],
    429: ['SMS_ATTEMPTS_EXHAUSTED'],
  },
  example: {
    body: { phone: '+77011234567', purpose: 'consultation', code: '4821' },
    response: {
      proofToken: 'pZ4x7Qm2Vb9nLk1Rw6Ys3Dh8Fg0Jc5Ze2UaHoPiEtY',
      expiresInSeconds: SMS_PROOF_TTL_SECONDS,
    },
  },
});

export type SmsSent = z.infer<typeof SmsSent>;
