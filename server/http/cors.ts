import type { MiddlewareHandler } from 'hono';

export interface EmbedCorsOptions {
  /** `*` for any origin, else the exact origins allowed. */
  origins: readonly string[] | '*';
  /** The one method the path answers. */
  method: string;
}

const ALLOW_HEADERS = 'Content-Type, Accept-Language';
const MAX_AGE_SECONDS = '600';

/**
 * CORS for one embed call: the widgets call without credentials, so no cookies or tokens are ever
 * allowed cross-origin. Hono's `cors()` answers the same, but it writes its headers into `c.res`
 * before the handler runs, and Hono then rebuilds the handler's answer as a stream — on every
 * call of the embed paths, price-plan-offer among them. Headers set with `c.header()` before
 * `next()` join the answer as it is made.
 */
export function embedCors({ origins, method }: EmbedCorsOptions): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origins === '*') c.header('Access-Control-Allow-Origin', '*');
    else {
      // The answer differs by origin, so caches must keep one per origin.
      c.header('Vary', 'Origin', { append: true });
      if (origin && origins.includes(origin)) c.header('Access-Control-Allow-Origin', origin);
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', method);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      c.header('Access-Control-Max-Age', MAX_AGE_SECONDS);
      return c.body(null, 204);
    }
    await next();
  };
}
