import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Locale } from '../../contract/locale.ts';
import { KitProvider } from '../../lib/i18n/KitProvider.tsx';
import { I18nProvider } from '../i18n/index.ts';
import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
  type TokenStore,
} from '../features/api/index.ts';
import { errorJson, scriptedFetch, type Handler } from '../features/api/testing.ts';
import { SessionProvider } from '../features/session/index.ts';
import { DataProvider } from '../data/index.ts';

/**
 * Renders a site feature (flows, login, wizard screen) inside the app's providers with a backend
 * (`fakeBackend` from `./backend.ts`, answers held to the contract): language, API client,
 * session, the data cache (its own per render), and the kit's router as a mock `navigate` (which
 * gets the localized href, e.g. `/kk/auth`).
 */
export function renderOnSite(
  ui: ReactElement,
  {
    locale = 'ru',
    handler = () => errorJson(404, 'NOT_FOUND'),
    signedIn = false,
    tokens = createMemoryTokenStore(),
  }: { locale?: Locale; handler?: Handler; signedIn?: boolean; tokens?: TokenStore } = {},
) {
  const server = scriptedFetch(handler);
  if (signedIn) tokens.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const api = createApiClient({
    baseUrl: '',
    getLocale: () => locale,
    fetch: server.fetch,
    tokens,
    reload: () => {},
  });
  const navigate = vi.fn();
  const view = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider locale={locale}>
        <ApiProvider client={api}>
          <SessionProvider client={api}>
            <DataProvider>
              <KitProvider locale={locale} navigate={navigate}>
                {children}
              </KitProvider>
            </DataProvider>
          </SessionProvider>
        </ApiProvider>
      </I18nProvider>
    ),
  });
  const requests = (suffix: string) => server.requests.filter((r) => r.path.endsWith(suffix));
  /**
   * Resolves once every request made so far has its answer and the screen has had its turn with
   * them: the point at which a test may say that something did not happen (no alert, no call).
   */
  const settled = async () => {
    await waitFor(() => {
      if (server.unanswered() > 0) throw new Error(`${server.unanswered()} request(s) unanswered`);
    });
    await act(() => new Promise<void>((turn) => setTimeout(turn, 0)));
  };
  return { ...view, api, server, navigate, requests, tokens, settled };
}
