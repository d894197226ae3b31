/**
 * Session calls of §7 (refresh-token, revoke-token) and the cabinet login designed here: BIN +
 * phone + SMS code, or an EDS signature over a one-time challenge (the rules: `domain/login.ts`).
 */
import { Hono } from 'hono';
import { API_PATHS, type RevokeTokenResponse } from '../../contract/api.ts';
import { issueEdsChallenge, loginWithEds, startLogin, verifySmsLogin } from '../domain/login.ts';
import { revoke, rotate } from '../domain/tokens.ts';
import { readJson } from '../http/body.ts';
import { ctxOf, type AppEnv } from '../http/env.ts';
import {
  edsLoginSchema,
  loginStartSchema,
  loginVerifySchema,
  refreshSchema,
  revokeSchema,
} from '../http/schemas.ts';

export const authRoutes = new Hono<AppEnv>()
  .post(API_PATHS.loginStart, async (c) => {
    const body = await readJson(c, loginStartSchema);
    return c.json(startLogin(ctxOf(c), body));
  })
  .post(API_PATHS.loginVerify, async (c) => {
    const body = await readJson(c, loginVerifySchema);
    return c.json(verifySmsLogin(ctxOf(c), body));
  })
  .post(API_PATHS.edsChallenge, (c) => c.json(issueEdsChallenge(ctxOf(c))))
  .post(API_PATHS.edsLogin, async (c) => {
    const body = await readJson(c, edsLoginSchema);
    return c.json(await loginWithEds(ctxOf(c), c.get('eds'), body));
  })
  .post(API_PATHS.refreshToken, async (c) => {
    const body = await readJson(c, refreshSchema);
    return c.json(rotate(ctxOf(c), body.refreshToken));
  })
  .post(API_PATHS.revokeToken, async (c) => {
    const body = await readJson(c, revokeSchema);
    revoke(ctxOf(c), body.token);
    const answer: RevokeTokenResponse = { revoked: true };
    return c.json(answer);
  });
