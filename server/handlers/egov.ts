/**
 * eGov QR signing's routes (`contract/calls/egov.ts`): the site's three calls with the session,
 * and the eGov app's API №1/№2, whose failures answer the protocol's `{ message }` (K5).
 */
import type { Context } from 'hono';
import { errorMessage } from '../../contract/index.ts';
import { loadApplication } from '../domain/applications.ts';
import {
  cancelEgovSign,
  egovSignState,
  mgovSignDocuments,
  mgovSignRequest,
  mgovSignReturn,
  startEgovSign,
} from '../domain/egovSign.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';

/** The eGov app reads `message` of a failure (K5), in its Accept-Language. */
async function forTheApp<T>(
  c: Context<AppEnv>,
  answer: () => T | Promise<T>,
): Promise<T | Response> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    const message = errorMessage(c.get('locale'), error.code, error.params);
    return c.json({ message }, error.status);
  }
}

export const egovHandlers = callRoutes()
  .serve('egovSignStart', (c, { body: { opportunityId } }) => {
    const ctx = ctxOf(c);
    const session = c.get('session');
    const row = loadApplication(ctx, opportunityId, session.companyBin);
    return startEgovSign(ctx, session, row, c.req.url);
  })
  .serve('egovSignStatus', (c, { query: { signSessionId } }) =>
    egovSignState(ctxOf(c), c.get('session'), signSessionId),
  )
  .serve('egovSignCancel', (c, { body: { signSessionId } }) =>
    cancelEgovSign(ctxOf(c), c.get('session'), signSessionId),
  )
  .serve('mgovSignRequest', (c, { query: { id } }) =>
    forTheApp(c, () => mgovSignRequest(ctxOf(c), id, c.req.url)),
  )
  .serve('mgovSignDocuments', (c, { query: { id } }) =>
    forTheApp(c, () => mgovSignDocuments(ctxOf(c), id, c.req.header('authorization'))),
  )
  .serve('mgovSignReturn', (c, { query: { id }, body }) =>
    forTheApp(c, () =>
      mgovSignReturn(ctxOf(c), c.get('eds'), id, c.req.header('authorization'), body),
    ),
  );
