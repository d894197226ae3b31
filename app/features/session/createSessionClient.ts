import type { Locale } from '../../../contract/locale.ts';
import {
  createApiClient,
  createBrowserTokenStore,
  defaultApiBase,
  type ApiClient,
  type ApiClientOptions,
} from '../api/index.ts';
import { sessionEvents } from './store.ts';

/**
 * The site's client: tokens in localStorage, the build's API base, and a failed refresh published
 * as `expired` on `sessionEvents` before the reload. Call it in the browser entry, not at import
 * time; the prerender gets a plain `createApiClient` with in-memory tokens.
 */
export function createSessionClient(
  getLocale: () => Locale,
  overrides: Partial<Omit<ApiClientOptions, 'getLocale'>> = {},
): ApiClient {
  return createApiClient({
    baseUrl: defaultApiBase(),
    tokens: createBrowserTokenStore(),
    ...overrides,
    getLocale,
    onSessionExpired: () => {
      overrides.onSessionExpired?.();
      sessionEvents.emit('expired');
    },
  });
}
