import type { MiddlewareHandler } from 'hono';
import { assertStaff } from '../domain/kioskFleet.ts';
import { authenticate } from '../domain/tokens.ts';
import { ctxOf, type AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/**
 * Bearer authentication for the cabinet's calls. Register it per route
 * (`app.get(path, requireAuth, handler)`): a `use('*')` in a sub-app mounted at '/' would guard
 * every public path too.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new ApiError(401, 'AUTH_REQUIRED');
  c.set('session', authenticate(ctxOf(c), match[1]));
  await next();
};

/**
 * The operator staff's token (`KIOSK_STATUS_TOKEN`) for a call declared `staff`: checked before
 * the body is read, so nobody without it learns more than 401 (wrong tokens limited, 429).
 */
export const requireStaff: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertStaff(ctxOf(c), c.get('settings').kioskStatusToken, c.req.header('authorization'));
  await next();
};
