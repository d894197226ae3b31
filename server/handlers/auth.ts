/**
 * Session calls of §7 (refresh-token, revoke-token) and the cabinet login designed here: BIN +
 * phone + SMS code, or an EDS signature over a one-time challenge (the rules: `domain/login.ts`).
 */
import { issueEdsChallenge, loginWithEds, startLogin, verifySmsLogin } from '../domain/login.ts';
import { revoke, rotate } from '../domain/tokens.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';

export const authHandlers = callRoutes()
  .serve('loginStart', (c, { body }) => startLogin(ctxOf(c), body))
  .serve('loginVerify', (c, { body }) => verifySmsLogin(ctxOf(c), body))
  .serve('edsChallenge', (c) => issueEdsChallenge(ctxOf(c)))
  .serve('edsLogin', (c, { body }) => loginWithEds(ctxOf(c), c.get('eds'), body))
  .serve('refreshToken', (c, { body }) => rotate(ctxOf(c), body.refreshToken))
  .serve('revokeToken', (c, { body }) => {
    revoke(ctxOf(c), body.token);
    return { revoked: true as const };
  });
