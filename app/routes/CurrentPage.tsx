import { createContext, useContext } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { RouteParams } from './types.ts';

/**
 * The page on screen, for the shell: the header's search target, the menu's current link. Plain
 * data, so a prerendered page can hand it to its islands (`app/islands`).
 */
export interface CurrentPage {
  /** The route's name (`RouteDef.name`). */
  routeName: string;
  params: RouteParams;
  /** Path without the locale prefix. */
  path: string;
  locale: Locale;
  /** False on the Not Found page. */
  found: boolean;
}

export const CurrentPageContext = createContext<CurrentPage | null>(null);

export function useCurrentPage(): CurrentPage {
  const page = useContext(CurrentPageContext);
  if (!page) throw new Error('useCurrentPage needs the RouteView above it');
  return page;
}
