import { useMemo, type ReactNode } from 'react';
import type { Locale } from '../../contract/locale.ts';
import { ApiProvider, createApiClient } from '../../app/features/api/index.ts';
import { errorJson, scriptedFetch, type Handler } from '../../app/features/api/testing.ts';
import { I18nProvider } from '../../app/i18n/index.ts';
import { KitProvider } from '../../lib/index.ts';

/** A scripted backend from path suffixes; anything else is a 404 (as the page tests do). */
export function backend(table: Record<string, Handler>): Handler {
  return (request) => {
    const key = Object.keys(table).find((suffix) => request.path.endsWith(suffix));
    return key ? (table[key] as Handler)(request) : errorJson(404, 'NOT_FOUND');
  };
}

/**
 * A page feature as the site renders it: its language, the app's strings and an API client whose
 * answers the story scripts (no server behind Ladle).
 */
export function OnSite({
  locale,
  handler = () => errorJson(404, 'NOT_FOUND'),
  children,
}: {
  locale: Locale;
  handler?: Handler;
  children: ReactNode;
}) {
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        getLocale: () => locale,
        fetch: scriptedFetch(handler).fetch,
        reload: () => {},
      }),
    [locale, handler],
  );
  return (
    <I18nProvider locale={locale}>
      <ApiProvider client={api}>
        <KitProvider locale={locale}>
          <main lang={locale}>{children}</main>
        </KitProvider>
      </ApiProvider>
    </I18nProvider>
  );
}
