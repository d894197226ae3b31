/**
 * The reference backend inside the build process: the Hono app on an in-memory database, and an
 * API client per language whose requests go straight to it (no port is opened). Route loaders
 * get this client at build time.
 */
import type { Locale } from '../contract/locale.ts';
import type { ApiClient, ApiClientOptions } from '../app/features/api/index.ts';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { createLogger } from '../server/log.ts';

const ORIGIN = 'http://backend.prerender';

export interface PrerenderBackend {
  apiFor(locale: Locale): ApiClient;
  close(): void;
}

/** `createApiClient` is passed in so the SSR bundle's own copy of the client is the one used. */
export function startPrerenderBackend(
  createApiClient: (options: ApiClientOptions) => ApiClient,
): PrerenderBackend {
  const db = openDatabase(':memory:');
  const app = createApp({ db, log: createLogger('silent'), siteDir: null });
  return {
    apiFor: (locale) =>
      createApiClient({
        baseUrl: ORIGIN,
        getLocale: () => locale,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
        reload: () => {},
      }),
    close: () => db.close(),
  };
}
