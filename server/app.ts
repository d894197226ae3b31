import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { API_PATHS, localeFromAcceptLanguage, MAX_JSON_BODY_BYTES } from '../contract/api.ts';
import type { Db } from './db/database.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError, sendError } from './http/errors.ts';
import type { Logger } from './log.ts';
import { landingRoutes } from './routes/landing.ts';
import { createSiteHandler } from './static.ts';

export interface AppOptions {
  db: Db;
  log: Logger;
  /** The built site to serve beside the API; null for an API-only server. */
  siteDir: string | null;
  version?: string;
}

export function createApp({ db, log, siteDir, version = 'dev' }: AppOptions) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    c.set('db', db);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (c.req.path.startsWith('/api/')) {
      c.header('Cache-Control', 'no-store');
      log.info('request', {
        method: c.req.method,
        path: c.req.path, // never the query string: it may carry personal data
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  app.use('*', compress());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => sendError(c, new ApiError(413, 'PAYLOAD_TOO_LARGE')),
    }),
  );

  app.get(API_PATHS.health, (c) => c.json({ status: 'ok' as const, version }));
  app.route('/', landingRoutes);

  app.all('/api/*', (c) => sendError(c, new ApiError(404, 'NOT_FOUND')));
  if (siteDir) {
    const site = createSiteHandler(siteDir);
    app.all('*', (c) => site(c));
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return sendError(
        c,
        new ApiError(
          error.status === 413 ? 413 : 400,
          error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_JSON',
        ),
      );
    }
    log.error('unhandled', {
      path: c.req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    return sendError(c, new ApiError(500, 'SERVICE_ERROR'));
  });

  return app;
}
