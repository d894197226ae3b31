import { Hono } from 'hono';
import { API_PATHS } from '../../contract/api.ts';
import { checkCode, issueProof, sendCode } from '../domain/sms.ts';
import { readJson } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { smsCheckSchema, smsSendSchema } from '../http/schemas.ts';

/** SMS confirmation for the consultation form, case submission and document signing. */
export const smsRoutes = new Hono<AppEnv>()
  .post(API_PATHS.smsSend, async (c) => {
    const body = await readJson(c, smsSendSchema);
    return c.json(sendCode(ctxOf(c), body.phone, body.purpose));
  })
  .post(API_PATHS.smsCheck, async (c) => {
    const body = await readJson(c, smsCheckSchema);
    const ctx = ctxOf(c);
    checkCode(ctx, body.phone, body.purpose, body.code);
    return c.json(issueProof(ctx, body.phone, body.purpose));
  });
