import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { KitProvider } from '../../lib/i18n/KitProvider.tsx';
import type { ApiClient } from '../features/api/index.ts';
import { ApiProvider } from '../features/api/index.ts';
import { SessionProvider, type SessionStore } from '../features/session/index.ts';
import { I18nProvider } from '../i18n/index.ts';
import { CurrentPageContext, type CurrentPage } from '../routes/CurrentPage.tsx';
import { LOCALE_PREFIX } from '../routes/locale.ts';

export interface IslandContext {
  /** The page the island is on (serialised into the page: `page.ts`). */
  page: CurrentPage;
  api: ApiClient;
  /** The page's one session, shared by its islands (its owner starts it). */
  session?: SessionStore;
  /** The full request path while prerendering; absent in the browser. */
  ssrPath?: string;
}

/**
 * What every island renders under, on the server and in the browser alike: the page's language
 * and messages, the kit (without a router: a link is a link, and following it loads the page),
 * the API client and session, the router's view of the address (for the query string), and the
 * page it is on. The prerender and the browser build the same tree from the same data, so the
 * markup matches at hydration.
 */
export function IslandRoot({ context, children }: { context: IslandContext; children: ReactNode }) {
  const { page, api, session, ssrPath } = context;
  return (
    <I18nProvider locale={page.locale}>
      <KitProvider locale={page.locale}>
        <ApiProvider client={api}>
          <SessionProvider client={api} store={session}>
            <Router base={LOCALE_PREFIX[page.locale]} ssrPath={ssrPath}>
              <CurrentPageContext.Provider value={page}>{children}</CurrentPageContext.Provider>
            </Router>
          </SessionProvider>
        </ApiProvider>
      </KitProvider>
    </I18nProvider>
  );
}
