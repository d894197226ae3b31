import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Metrics } from '../metrics.ts';
import type { AppEnv } from './env.ts';

/** Where Prometheus scrapes: outside `/api`, which is the site's contract. */
export const METRICS_PATH = '/metrics';

export interface MetricsAccess {
  /** METRICS_TOKEN: asked as `Authorization: Bearer …` when set. */
  token: string | null;
  /** Served without a token (development); in production a missing token means not served. */
  openWithoutToken: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics`: Prometheus text. With METRICS_TOKEN, only for its bearer (401 otherwise, the
 * token compared in constant time and never logged); without it, open outside production and
 * not served in production (404, as for a path that does not exist): the figures name the
 * routes, the limits hit and the signatures refused, which an outsider should not watch.
 */
export function metricsHandler(metrics: Metrics, access: MetricsAccess) {
  return async (c: Context<AppEnv>) => {
    if (access.token === null && !access.openWithoutToken) return c.notFound();
    if (access.token !== null) {
      const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), digest(access.token))) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        c.header('Cache-Control', 'no-store');
        return c.text('401 Unauthorized\n', 401);
      }
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  };
}
