/** The session calls of §7 (refresh-token, revoke-token) and the cabinet login designed here. */
import { z } from 'zod';
import { AccountInfo, ApplicationDetail, ApplicationSummary } from '../schema/entities.ts';
import {
  bin,
  cmsSignature,
  id,
  optionalBin,
  optionalPhone,
  optionalText,
  phone,
  smsCode,
  token,
} from '../schema/fields.ts';
import { ApplicationIntent } from '../schema/requests.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EDS_CHALLENGE_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  FIELD_MAX_LENGTH as L,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from '../limits.ts';
import { defineCall } from './define.ts';
import { EXAMPLE_ACCOUNT, EXAMPLE_TOKENS } from './examples.ts';
import { SmsSent } from './sms.ts';

export const TokenPair = z
  .object({
    // The site keeps them under the keys 'token' and 'refresh'.
    accessToken: z
      .string()
      .describe('Opaque; sent as `Authorization: Bearer …` on every cabinet call'),
    refreshToken: z
      .string()
      .describe('Opaque and one use: refresh-token spends it and answers a new pair'),
    expiresIn: z
      .number()
      .int()
      .describe(`Seconds the access token lives (${ACCESS_TOKEN_TTL_SECONDS})`),
    refreshExpiresIn: z
      .number()
      .int()
      .describe(`Seconds the refresh token lives unless spent (${REFRESH_TOKEN_TTL_SECONDS})`),
  })
  .meta({ id: 'TokenPair', description: "A session's tokens: one access, one refresh" });

export const LoginResponse = TokenPair.extend({
  account: AccountInfo.describe('The company signed in'),
  createdApplication: ApplicationDetail.nullable().describe(
    "The application made from the login's intent (status Qualification); null without an intent or when one was unfinished",
  ),
  unfinishedApplication: ApplicationSummary.nullable().describe(
    "An unfinished application of the intent's type that already existed: the intent was not applied (show «Завершите старую заявку…»: continue it, or create-application with `replaceUnfinished: true`); null otherwise",
  ),
}).meta({
  id: 'LoginResponse',
  description: "A session's tokens, the company signed in, and what became of the intent",
});

const SMS_LIMITS = [
  'SMS_RESEND_TOO_EARLY',
  'SMS_ATTEMPTS_EXHAUSTED',
  'SMS_DAILY_LIMIT',
  'TOO_MANY_REQUESTS',
] as const;

export const refreshToken = defineCall({
  method: 'POST',
  path: '/api/v1/refresh-token',
  auth: false,
  summary: 'A new token pair for the refresh token (rotation)',
  description:
    'The refresh token sent is spent. Sent again within 20 s of its rotation, it gets the same pair back (two tabs refreshing at once); later, or once the chain has moved on, the session ends for every holder (401 REFRESH_TOKEN_INVALID).',
  designedHere: false,
  embed: false,
  body: z.object({ refreshToken: token.describe('The refresh token of the pair to replace') }),
  status: 200,
  response: TokenPair,
  errors: { 401: ['REFRESH_TOKEN_INVALID'] },
  example: {
    body: { refreshToken: EXAMPLE_TOKENS.refreshToken },
    response: {
      ...EXAMPLE_TOKENS,
      accessToken: 'Wq7Zp2n4mYbKc1Xv0dRt8sLh3Ju6Gf5Ea9BoNiTyQeM',
      refreshToken: 'k3T9xQm0Vb7nLp2Rw5Ys8Dh1Fg4Jc6Ze0UaHoPiEtK',
    },
  },
});

export const revokeToken = defineCall({
  method: 'POST',
  path: '/api/v1/revoke-token',
  auth: false,
  summary: 'End the session of a token (logout)',
  description: 'Always 200, also for an unknown token (nothing to tell an attacker).',
  designedHere: false,
  embed: false,
  body: z.object({
    token: token.describe(
      'A refresh or an access token of the session to end: all its tokens stop working',
    ),
  }),
  status: 200,
  response: z.object({
    revoked: z.literal(true).describe('Always true: the session, if there was one, has ended'),
  }),
  errors: {},
  example: { body: { token: EXAMPLE_TOKENS.refreshToken }, response: { revoked: true } },
});

export const loginStart = defineCall({
  method: 'POST',
  path: '/api/v1/auth/login/start',
  auth: false,
  summary: 'Send a login code to the phone entered',
  description:
    "Says nothing about the company: every well-formed request within the limits gets the same answer (server/README.md «Sign-in without an oracle»). Only an intent's own problems (422, before any SMS) and the SMS limits (429, with `Retry-After`) refuse it. Called again, it resends after the countdown.",
  designedHere: true,
  embed: false,
  body: z.object({
    bin,
    phone,
    companyName: optionalText(L.companyName).describe(
      'For a company the CRM does not know yet: its name when this login registers it (with an intent)',
    ),
    intent: ApplicationIntent.optional().describe(
      'The application a public flow was making («login if needed»): lets a company without applications in, and is created once the code is right',
    ),
  }),
  status: 200,
  response: SmsSent,
  errors: {
    422: [
      'TARIFF_NOT_AVAILABLE',
      'ADDRESS_NOT_COVERED',
      'NUMBERS_LIMIT',
      'BIN_INVALID',
      'PHONE_INVALID',
      'PHONE_NOT_MOBILE',
    ],
    429: SMS_LIMITS,
  },
  example: {
    body: { bin: EXAMPLE_ACCOUNT.bin, phone: EXAMPLE_ACCOUNT.phone },
    response: {
      maskedPhone: '+7 747 *** ** 00',
      codeLength: SMS_CODE_LENGTH,
      resendAfterSeconds: SMS_RESEND_SECONDS,
      expiresInSeconds: SMS_CODE_TTL_SECONDS,
    },
  },
});

export const loginVerify = defineCall({
  method: 'POST',
  path: '/api/v1/auth/login/verify',
  auth: false,
  summary: "The SMS code → tokens, the account and the intent's application",
  description:
    'Once the code proves the phone: 403 CABINET_NO_APPLICATION without an application or an intent (the access gate, §2.18), 403 LOGIN_PHONE_MISMATCH (`fields.phone`) when a company the CRM knows has another phone.',
  designedHere: true,
  embed: false,
  body: z.object({
    bin,
    phone,
    code: smsCode.describe('The code login/start texted to `phone`'),
  }),
  status: 200,
  response: LoginResponse,
  errors: {
    403: ['CABINET_NO_APPLICATION', 'LOGIN_PHONE_MISMATCH'],
    422: ['SMS_CODE_INVALID', 'SMS_CODE_EXPIRED'],
    429: ['SMS_ATTEMPTS_EXHAUSTED'],
  },
  example: {
    body: { bin: EXAMPLE_ACCOUNT.bin, phone: EXAMPLE_ACCOUNT.phone, code: '4821' },
    response: {
      ...EXAMPLE_TOKENS,
      account: EXAMPLE_ACCOUNT,
      createdApplication: null,
      unfinishedApplication: null,
    },
  },
});

export const edsChallenge = defineCall({
  method: 'POST',
  path: '/api/v1/auth/eds/challenge',
  auth: false,
  summary: 'A one-time text to sign with the EDS AUTH key',
  description:
    "Sign exactly the UTF-8 bytes of `challenge` (NCALayer's `data` is their base64, with `decode: true`). One use, 5 minutes.",
  designedHere: true,
  embed: false,
  status: 200,
  response: z.object({
    challengeId: z.string().describe('The challenge: `challengeId` of eds/login'),
    challenge: z.string().describe('The text to sign: exactly its UTF-8 bytes, with the AUTH key'),
    expiresInSeconds: z
      .number()
      .int()
      .describe(`Seconds it may be signed and sent back (${EDS_CHALLENGE_TTL_SECONDS}), once`),
  }),
  errors: { 429: ['TOO_MANY_REQUESTS'] },
  example: {
    response: {
      challengeId: '9a142b7b-9cce-413f-88d3-5e842cc4d198',
      challenge:
        'dala-business-login:9a142b7b-9cce-413f-88d3-5e842cc4d198:N7AEpVqKNVaApizUkAOB6ZK5QvylX7TRg1wS0jKn0GA',
      expiresInSeconds: EDS_CHALLENGE_TTL_SECONDS,
    },
  },
});

export const edsLogin = defineCall({
  method: 'POST',
  path: '/api/v1/auth/eds/login',
  auth: false,
  summary: 'The signed challenge → tokens and the account',
  description:
    "The company is the certificate's BIN (the holder's IIN for a sole proprietor). The challenge is spent by any attempt. EDS refusals carry `params.reason` (contract/eds.ts).",
  designedHere: true,
  embed: false,
  body: z.object({
    challengeId: id.describe('The challenge signed (eds/challenge): spent by any attempt'),
    signature: cmsSignature('EDS_AUTH_FILE_REQUIRED').describe(
      'The detached CMS SignedData (base64) NCALayer made over the challenge with an AUTH key',
    ),
    bin: optionalBin.describe(
      "When given, must be the certificate's company (EDS_BIN_MISMATCH); the certificate says it otherwise",
    ),
    phone: optionalPhone.describe(
      "The contact phone of an application made from `intent`; the company's phone otherwise",
    ),
    intent: ApplicationIntent.optional().describe(
      'The application a public flow was making, created on a successful login (as login/start)',
    ),
  }),
  status: 200,
  response: LoginResponse,
  errors: {
    403: ['CABINET_NO_APPLICATION'],
    422: [
      'EDS_NO_DATA',
      'EDS_INVALID_KEY',
      'EDS_AUTH_FILE_REQUIRED',
      'EDS_BIN_MISMATCH',
      'EDS_EXPIRED',
      'EDS_REVOKED',
      'EDS_SIGN_DATA_MISMATCH',
    ],
    503: ['TRY_LATER'],
  },
  example: {
    body: {
      challengeId: '9a142b7b-9cce-413f-88d3-5e842cc4d198',
      signature: '<the CMS NCALayer made over the challenge, base64>',
      bin: EXAMPLE_ACCOUNT.bin,
    },
    response: {
      ...EXAMPLE_TOKENS,
      account: { ...EXAMPLE_ACCOUNT, loginMethod: 'eds' },
      createdApplication: null,
      unfinishedApplication: null,
    },
  },
});

export type TokenPair = z.infer<typeof TokenPair>;
export type LoginResponse = z.infer<typeof LoginResponse>;
