import { Hono } from 'hono';
import { API_PATHS } from '../../contract/api.ts';
import { checkCode, issueProof, sendCode } from '../domain/sms.ts';
import { assertCaseQuota } from '../domain/successCases.ts';
import { readJson } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { smsCheckSchema, smsSendSchema } from '../http/schemas.ts';

/** SMS confirmation for the consultation form, case submission and document signing. */
export const smsRoutes = new Hono<AppEnv>()
  .post(API_PATHS.smsSend, async (c) => {
    const body = await readJson(c, smsSendSchema);
    const ctx = ctxOf(c);
    // A phone past today's cases gets no code for another: the limit is said before an SMS is paid.
    if (body.purpose === 'case') assertCaseQuota(ctx, body.phone);
    return c.json(sendCode(ctx, body.phone, body.purpose));
  })
  .post(API_PATHS.smsCheck, async (c) => {
    const body = await readJson(c, smsCheckSchema);
    const ctx = ctxOf(c);
    checkCode(ctx, body.phone, body.purpose, body.code);
    return c.json(issueProof(ctx, body.phone, body.purpose));
  });
