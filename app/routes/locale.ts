import { DEFAULT_LOCALE, type Locale } from '../../contract/locale.ts';

/** The path prefix of each language: ru lives at the root, kk under `/kk`. */
export const LOCALE_PREFIX: Record<Locale, string> = { ru: '', kk: '/kk' };

export type LocaleResolution =
  /** A page address: its language and its path without the prefix (always starts with `/`). */
  | { kind: 'page'; locale: Locale; path: string }
  /** The address is not canonical; go to `to` instead (query string not included). */
  | { kind: 'redirect'; to: string; permanent: boolean };

/**
 * Reads the language from the first path segment (spec §2.1, §5): `/kk/...` is Kazakh, no prefix
 * is Russian, `/ru/...` redirects to the same path without the prefix, and any other two-letter
 * first segment (`/en`, `/de/...`) is an unknown language and redirects to `/`. No route of the
 * site has a two-letter first segment, so this cannot shadow a page.
 */
export function resolveLocale(pathname: string): LocaleResolution {
  const path = normalizePath(pathname);
  const [, first = '', ...rest] = path.split('/');
  if (first === 'kk') return { kind: 'page', locale: 'kk', path: `/${rest.join('/')}` };
  if (first === 'ru') return { kind: 'redirect', to: `/${rest.join('/')}`, permanent: true };
  if (/^[a-z]{2}$/i.test(first)) return { kind: 'redirect', to: '/', permanent: false };
  return { kind: 'page', locale: DEFAULT_LOCALE, path };
}

/** `/a/b/` → `/a/b`, `//a` → `/a`, `` → `/`: one spelling per page. */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return collapsed;
}

/** The address of a path in a language: `localizePath('/roaming', 'kk')` → `/kk/roaming`. */
export function localizePath(path: string, locale: Locale): string {
  const normal = normalizePath(path);
  const prefix = LOCALE_PREFIX[locale];
  return prefix ? (normal === '/' ? prefix : prefix + normal) : normal;
}
