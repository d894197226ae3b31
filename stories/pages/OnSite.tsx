import { useMemo, type ReactNode } from 'react';
import type { Locale } from '../../contract/locale.ts';
import {
  ApiProvider,
  createApiClient,
  createMemoryTokenStore,
} from '../../app/features/api/index.ts';
import { errorJson, type Handler } from '../../app/features/api/testing.ts';
import { SessionProvider } from '../../app/features/session/index.ts';
import { DataProvider } from '../../app/data/index.ts';
import { I18nProvider } from '../../app/i18n/index.ts';
import { KitProvider } from '../../lib/index.ts';
import { heldToContract } from '../widgets/driver.tsx';

/**
 * A page feature as the site renders it: its language, the app's strings, an API client whose
 * answers the story scripts (no server behind Ladle) and the session (signed in when asked, with
 * tokens in memory).
 */
export function OnSite({
  locale,
  handler = () => errorJson(404, 'NOT_FOUND'),
  signedIn = false,
  children,
}: {
  locale: Locale;
  handler?: Handler;
  signedIn?: boolean;
  children: ReactNode;
}) {
  const api = useMemo(() => {
    const tokens = createMemoryTokenStore();
    if (signedIn) tokens.set({ accessToken: 'story-access', refreshToken: 'story-refresh' });
    return createApiClient({
      baseUrl: '',
      getLocale: () => locale,
      fetch: heldToContract(handler),
      tokens,
      reload: () => {},
    });
  }, [locale, handler, signedIn]);
  return (
    <I18nProvider locale={locale}>
      <ApiProvider client={api}>
        <SessionProvider key={`${locale}-${signedIn}`} client={api}>
          <DataProvider>
            <KitProvider locale={locale}>
              <main lang={locale}>{children}</main>
            </KitProvider>
          </DataProvider>
        </SessionProvider>
      </ApiProvider>
    </I18nProvider>
  );
}
