import { useCallback, useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import type { Locale } from '../contract/locale.ts';
import { KitProvider, siteTheme } from '../lib/index.ts';
import { ApiProvider, type ApiClient } from './features/api/index.ts';
import { SessionProvider } from './features/session/index.ts';
import { I18nProvider } from './i18n/index.ts';
import { replayEarlyInput, type TypedText } from './islands/replay.ts';
import { LOCALE_PREFIX, resolveLocale } from './routes/locale.ts';
import { rendersInApp } from './islands/pages.ts';
import { matchRoute } from './routes/match.ts';
import type { DataSource, PreparedPage } from './routes/prepare.ts';
import { RouteView } from './routes/RouteView.tsx';
import './styles/global.css.ts';

export interface AppProps {
  locale: Locale;
  /** The first page, prepared before rendering (see `routes/prepare.ts`). */
  page: PreparedPage;
  /** Where client navigation gets page data. */
  source: DataSource;
  api: ApiClient;
  /** The full request path during prerendering; absent in the browser. */
  ssrPath?: string;
  /** What was typed into the prerendered page before it hydrated (handed to its fields). */
  typed?: readonly TypedText[];
}

/**
 * Gives the kit's links the app's router: an app page of this language navigates in place;
 * anything else (a public page, another language, a redirect, a file, an unknown path) loads from
 * the server.
 */
function KitWithRouter({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [, navigate] = useLocation();
  const go = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      const target = resolveLocale(url.pathname);
      const inApp =
        url.origin === window.location.origin &&
        target.kind === 'page' &&
        target.locale === locale &&
        rendersInApp(matchRoute(target.path));
      // Files (/docs/…), unknown paths and the other language are the server's to answer.
      if (inApp) navigate(`~${url.pathname}${url.search}${url.hash}`);
      else window.location.assign(url.href);
    },
    [locale, navigate],
  );
  return (
    <KitProvider locale={locale} navigate={go}>
      {children}
    </KitProvider>
  );
}

/**
 * Runs once the page has hydrated: `<html data-hydrated>` tells the early input script
 * (`public/early-input.js`) to stop holding taps, and what it held is replayed.
 */
function useHydrationDone(typed: readonly TypedText[]) {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    const root = document.getElementById('root');
    if (root) void replayEarlyInput(root, typed);
    // Once, for the first page: what was typed before hydration is handed over only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function App({ locale, page, source, api, ssrPath, typed = [] }: AppProps) {
  useHydrationDone(typed);
  return (
    <I18nProvider locale={locale}>
      <ApiProvider client={api}>
        <SessionProvider client={api}>
          <Router base={LOCALE_PREFIX[locale]} ssrPath={ssrPath}>
            <KitWithRouter locale={locale}>
              <div className={siteTheme}>
                <RouteView initial={page} source={source} />
              </div>
            </KitWithRouter>
          </Router>
        </SessionProvider>
      </ApiProvider>
    </I18nProvider>
  );
}
