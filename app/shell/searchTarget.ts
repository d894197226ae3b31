import { SEARCH_MIN_LENGTH } from '../../contract/limits.ts';
import type { Locale } from '../../contract/locale.ts';
import { localizePath } from '../routes/locale.ts';

/**
 * Where the header search submits (spec §2.7): `/search`, or `/products` when the current route
 * is named `products`, with the query as `q`; the locale prefix is kept.
 */
export function searchHref(query: string, currentRouteName: string, locale: Locale): string {
  const path = currentRouteName === 'products' ? '/products' : '/search';
  return `${localizePath(path, locale)}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/** Spec §5: the desktop search needs at least 3 characters (spaces around do not count). */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}
