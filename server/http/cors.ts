import type { MiddlewareHandler } from 'hono';

/**
 * Who may call the API from a page of another origin (docs/deployment.md «The API on its own
 * host», where a gateway finds the same rules as a table):
 *
 * - **the site's own origins** (`SITE_ORIGINS`): every route, with `Authorization` — the site on
 *   `https://business.example.kz` calling its API on `https://api.example.kz`, a kiosk's pages on
 *   the device calling the central backend;
 * - **partner pages** (`EMBED_ORIGINS`, `*` by default): only the calls the embed widgets make
 *   (`EMBED_PATH_KEYS`), with no `Authorization` (a widget never holds a token);
 * - **anyone else**: no `Access-Control-Allow-Origin`, so the browser keeps the answer from the
 *   page (and refuses to send what needs a preflight).
 *
 * Never `Access-Control-Allow-Credentials`: the site sends its session as a bearer token from its
 * own storage (`credentials: 'omit'`), never a cookie, so an allowed origin gets nothing a script
 * outside a browser does not already have, and a stranger's page rides on no visitor's session.
 *
 * Headers are set with `c.header()` before `next()`, so they join the answer as it is made: Hono's
 * `cors()` writes them into `c.res` first, and Hono then rebuilds every answer as a stream (issue
 * 19: most of the cost of a small call under load).
 */

/** The methods the site's calls use (`CALL_TABLE`; PUT is only the eGov app's, never a page's). */
export const SITE_CORS_METHODS = 'GET, POST';
/**
 * What the site's requests carry: the session, a JSON body, the language, and the request id a
 * client may send for tracing (kept by the server's logs when well formed).
 */
export const SITE_CORS_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Request-Id';
/** What a site page may read of an answer besides the basic headers. */
export const SITE_CORS_EXPOSED = 'Retry-After, X-Request-Id';
/**
 * How long a browser may keep a preflight's answer: two hours, Chromium's ceiling. Every
 * cross-origin call with a token is preflighted per URL (a query makes another), so the cabinet's
 * reads would otherwise pay two round trips each.
 */
export const SITE_PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** A widget's request: a JSON body and the language, never a token. */
export const EMBED_CORS_HEADERS = 'Content-Type, Accept-Language';
export const EMBED_PREFLIGHT_MAX_AGE_SECONDS = 600;

export interface CorsPolicy {
  /** SITE_ORIGINS: the exact origins of the site's pages served elsewhere than the API. */
  siteOrigins: readonly string[];
  /** EMBED_ORIGINS: `*` for any partner page, else the exact origins allowed. */
  embedOrigins: readonly string[] | '*';
  /** The embed widgets' calls: path → the one method it answers. */
  embedCalls: ReadonlyMap<string, string>;
}

/** CORS for every route under `/api/`, by the rules above. */
export function apiCors({ siteOrigins, embedOrigins, embedCalls }: CorsPolicy): MiddlewareHandler {
  const sites = new Set(siteOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method');
    // Whether an answer carries Allow-Origin depends on the origin wherever a list decides it:
    // caches in between must keep one copy per origin.
    if (sites.size > 0) c.header('Vary', 'Origin', { append: true });

    if (origin && sites.has(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      if (preflight) {
        c.header('Access-Control-Allow-Methods', SITE_CORS_METHODS);
        c.header('Access-Control-Allow-Headers', SITE_CORS_HEADERS);
        c.header('Access-Control-Max-Age', String(SITE_PREFLIGHT_MAX_AGE_SECONDS));
        return c.body(null, 204);
      }
      c.header('Access-Control-Expose-Headers', SITE_CORS_EXPOSED);
      return next();
    }

    const embedMethod = embedCalls.get(c.req.path);
    if (!embedMethod) return next();
    if (embedOrigins === '*') c.header('Access-Control-Allow-Origin', '*');
    else {
      if (sites.size === 0) c.header('Vary', 'Origin', { append: true });
      if (origin && embedOrigins.includes(origin)) c.header('Access-Control-Allow-Origin', origin);
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', embedMethod);
      c.header('Access-Control-Allow-Headers', EMBED_CORS_HEADERS);
      c.header('Access-Control-Max-Age', String(EMBED_PREFLIGHT_MAX_AGE_SECONDS));
      return c.body(null, 204);
    }
    return next();
  };
}
