import { checkCode, issueProof, sendCode } from '../domain/sms.ts';
import { assertCaseQuota } from '../domain/successCases.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';

/** SMS confirmation for the consultation form, case submission and document signing. */
export const smsHandlers = callRoutes()
  .serve('smsSend', (c, { body }) => {
    const ctx = ctxOf(c);
    // A phone past today's cases gets no code for another: the limit is said before an SMS is paid.
    if (body.purpose === 'case') assertCaseQuota(ctx, body.phone);
    return sendCode(ctx, body.phone, body.purpose);
  })
  .serve('smsCheck', (c, { body }) => {
    const ctx = ctxOf(c);
    checkCode(ctx, body.phone, body.purpose, body.code);
    return issueProof(ctx, body.phone, body.purpose);
  });
