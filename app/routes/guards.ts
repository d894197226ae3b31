import type { Locale } from '../../contract/locale.ts';
import { localizePath } from './locale.ts';
import { routeByName } from './table.ts';
import type { RouteDef } from './types.ts';

/** Which of the session's two tokens the browser holds (spec §3: `token` and `refresh`). */
export interface SessionTokens {
  access: boolean;
  refresh: boolean;
}

/**
 * Where a visitor must go instead of `route`, as a full path with the locale prefix kept; null
 * when they may stay. Spec §4.2: authenticated means an access token is stored; `requiresAuth`
 * sends an anonymous visitor to `auth`, and `auth` sends an authenticated one to the cabinet's home
 * (`cabinetHome`, «Мои заявки»: the spec's `profile`, moved by issue 39 so a login lands on what
 * waits for the client; the profile stays its own page).
 * Spec §4.6: a wizard without both tokens goes to its product page.
 */
export function guardRedirect(
  route: RouteDef,
  tokens: SessionTokens,
  locale: Locale,
): string | null {
  const to = (name: string) => localizePath(routeByName(name).path, locale);
  if (route.withoutSessionRedirect && !(tokens.access && tokens.refresh)) {
    return to(route.withoutSessionRedirect);
  }
  if (route.requiresAuth && !tokens.access) return to('auth');
  if (route.guestOnly && tokens.access) return to('cabinetHome');
  return null;
}
