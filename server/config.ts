import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** Directory holding the SQLite file; created on first start. */
  dataDir: string;
  /** The built site (`vite build` output). Absent in API-only runs such as `npm run dev`. */
  siteDir: string | null;
  logLevel: 'silent' | 'info';
  /** Origins allowed to call the widget endpoints cross-origin (`*` for any). */
  embedOrigins: string[] | '*';
  /** DEV_API=1 mounts the developer routes (SMS outbox, stored requests, dev EDS signer). */
  devApi: boolean;
  /** CRM_PROCESSING_SECONDS: how long the stand-in CRM takes over a submitted step. */
  processingSeconds: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT}"`);
  }
  const processingSeconds = Number(env.CRM_PROCESSING_SECONDS ?? 5);
  if (!Number.isFinite(processingSeconds) || processingSeconds < 0) {
    throw new Error(
      `CRM_PROCESSING_SECONDS must be a number of seconds ≥ 0, got "${env.CRM_PROCESSING_SECONDS}"`,
    );
  }
  const origins = (env.EMBED_ORIGINS ?? '*').trim();
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    siteDir: env.SITE_DIR === '' ? null : resolve(env.SITE_DIR ?? 'dist/site'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    embedOrigins:
      origins === '*'
        ? '*'
        : origins
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    devApi: env.DEV_API === '1',
    processingSeconds,
  };
}
