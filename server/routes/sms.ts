import { checkCode, issueProof, sendCode } from '../domain/sms.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';

/** SMS confirmation for the consultation form, case submission and document signing. */
export const smsRoutes = callRoutes()
  .serve('smsSend', (c, { body }) => sendCode(ctxOf(c), body.phone, body.purpose))
  .serve('smsCheck', (c, { body }) => {
    const ctx = ctxOf(c);
    checkCode(ctx, body.phone, body.purpose, body.code);
    return issueProof(ctx, body.phone, body.purpose);
  });
