import type { Locale } from '../../../contract/locale.ts';

/** Where the build puts a language's serialised search index (under the site root). */
export function searchIndexPath(locale: Locale): string {
  return `/search-index/${locale}.json`;
}
