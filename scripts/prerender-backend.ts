/**
 * The reference backend inside the build process: the Hono app on an in-memory database, and an
 * API client per language whose requests go straight to it (no port is opened). Route loaders
 * get this client at build time. Its clock is the machine's: a page says what the build's day
 * says of an offer (running, or ended), and its islands ask again when shown.
 */
import type { Locale } from '../contract/locale.ts';
import type { ApiClient, ApiClientOptions } from '../app/features/api/index.ts';
import { createApp } from '../server/app.ts';
import { offerPeriodsFromEnv } from '../server/config.ts';
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
  env: NodeJS.ProcessEnv = process.env,
): PrerenderBackend {
  const db = openDatabase(':memory:');
  // A demo's OFFER_PERIODS (server/README.md) moves the pages' periods as it moves the server's,
  // so `OFFER_PERIODS=… npm start` shows one state. The build runs as production (React's build),
  // so it cannot refuse the setting as the server does: a deploy's build must not set it.
  const offerPeriods = offerPeriodsFromEnv(env, { production: false });
  for (const [id, period] of Object.entries(offerPeriods)) {
    console.warn(
      `prerender: OFFER_PERIODS moves ${id} to ${period.startsOn ?? '…'}..${period.endsOn}`,
    );
  }
  const app = createApp({ db, log: createLogger('silent'), siteDir: null, offerPeriods });
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
