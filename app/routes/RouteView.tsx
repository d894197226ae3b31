import { Loader } from '../../lib/index.ts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../features/api/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { KioskLayout } from '../shell/KioskLayout.tsx';
import type { LayoutProps } from '../shell/Layout.tsx';
import { SiteLayout } from '../shell/siteLayout.tsx';
import { siteOrigin } from './config.ts';
import { CurrentPageContext, type CurrentPage } from './CurrentPage.tsx';
import { guardRedirect, type SessionTokens } from './guards.ts';
import { applyHead, headFor } from './head.ts';
import { localizePath, normalizePath } from './locale.ts';
import { rendersInApp } from '../islands/pages.ts';
import { matchRoute } from './match.ts';
import { scrollToTarget, useNavigationCount } from './navigations.ts';
import { preparePage, type DataSource, type PreparedPage } from './prepare.ts';

export interface RouteViewProps {
  /** The page prepared before the first render (prerender and hydration render the same one). */
  initial: PreparedPage;
  /** Where client navigation gets a page's data. */
  source: DataSource;
}

/**
 * Which tokens the browser holds, or null on the server and during hydration (the prerendered
 * HTML knows nothing of the visitor, so guards wait for the first client render).
 */
function useSessionTokens(): SessionTokens | null {
  const { tokens } = useApi();
  const key = useSyncExternalStore(
    tokens.subscribe,
    () => `${tokens.getAccess() ? 1 : 0}${tokens.getRefresh() ? 1 : 0}`,
    () => null,
  );
  return key === null ? null : { access: key[0] === '1', refresh: key[1] === '1' };
}

/**
 * A page whose query changed (a wizard's `?step=`) may already have moved focus to a heading of
 * its own — the new step's — which tells a screen reader more than the main region would. Only a
 * heading counts: a search box that keeps focus after a new search still hands it to main.
 */
function focusClaimedByPage(main: HTMLElement | null, samePage: boolean): boolean {
  const active = main?.ownerDocument.activeElement;
  return (
    samePage &&
    !!main &&
    !!active &&
    active !== main &&
    main.contains(active) &&
    /^H[1-6]$/.test(active.tagName)
  );
}

/** The kiosk's frame, or the site's layout: the kiosk loads none of the header's code. */
function Frame(props: LayoutProps) {
  return props.variant === 'kiosk' ? <KioskLayout {...props} /> : <SiteLayout {...props} />;
}

/**
 * Renders the page for the current location. On a navigation it prepares the next page (its
 * module and data) while the current one stays on screen, then swaps, updates the head, scrolls
 * to the top (or to the `#anchor` the link names) and moves focus to the main region so screen
 * readers start at the new content.
 */
export function RouteView({ initial, source }: RouteViewProps) {
  const locale = useLocale();
  const t = useT();
  const [location, navigate] = useLocation();
  const [page, setPage] = useState(initial);
  const mainRef = useRef<HTMLElement>(null);
  const tokens = useSessionTokens();

  useEffect(() => {
    // A path outside our locale's base (wouter marks it with `~`) belongs to the other language,
    // which is a different app state: load it from the server.
    if (location.startsWith('~')) {
      window.location.assign(location.slice(1) + window.location.search);
      return;
    }
    const path = normalizePath(location);
    if (path === page.path) return;
    // A public page is prerendered HTML with islands: the server's to answer (a guard's
    // redirect to a product page, a cabinet link to the home page).
    if (!rendersInApp(matchRoute(path))) {
      window.location.assign(localizePath(path, locale) + window.location.search);
      return;
    }
    let live = true;
    preparePage(path, locale, source).then(
      (next) => {
        if (live) setPage(next);
      },
      () => {
        // The page's data or code could not be fetched (a deploy replaced the chunks, or the
        // address has no prerendered page): let the server answer it.
        if (live) window.location.assign(localizePath(path, locale) + window.location.search);
      },
    );
    return () => {
      live = false;
    };
  }, [location, locale, page.path, source]);

  // The address moved on and the next page is still being prepared.
  const pending = !location.startsWith('~') && normalizePath(location) !== page.path;

  // Every navigation ends at the top of its page (spec §2.1), with focus on the main region:
  // a new page once it is on screen, and the same page when only the query changed (a new
  // search, a menu link to the page already open) or the same link was followed again.
  const navigations = useNavigationCount();
  const settled = useRef({ page, navigations });
  useEffect(() => {
    if (pending) return;
    const last = settled.current;
    if (last.page === page && last.navigations === navigations) return;
    settled.current = { page, navigations };
    if (last.page !== page) {
      applyHead(
        document,
        headFor({
          route: page.route,
          path: page.path,
          locale,
          data: page.data,
          found: page.found,
          t,
          origin: siteOrigin(),
        }),
      );
    }
    scrollToTarget();
    if (!focusClaimedByPage(mainRef.current, last.page === page)) {
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [page, navigations, pending, locale, t]);

  // Guards belong to the page being shown, not to one being left: a login on /auth moves on to
  // the wizard and stores the tokens in the same step, and /auth must not send that to /profile.
  const redirect = tokens && !pending ? guardRedirect(page.route, tokens, locale) : null;
  useEffect(() => {
    if (redirect) navigate(`~${redirect}`, { replace: true });
  }, [redirect, navigate]);

  const current = useMemo<CurrentPage>(
    () => ({
      routeName: page.route.name,
      params: page.params,
      path: page.path,
      locale,
      found: page.found,
    }),
    [page, locale],
  );

  // Cabinet pages render only in the browser, once the guard knows the visitor may see them.
  const waiting = page.route.render === 'client' && (tokens === null || redirect !== null);
  const { Component } = page;
  return (
    <CurrentPageContext.Provider value={current}>
      <Frame variant={page.route.layout ?? 'full'} mainRef={mainRef} busy={pending}>
        {waiting ? (
          <Loader layout="block" size="l" label={t('shell.page.cabinetLoading')} />
        ) : (
          <Component key={page.path} route={page.route} params={page.params} data={page.data} />
        )}
      </Frame>
    </CurrentPageContext.Provider>
  );
}
