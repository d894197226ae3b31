import { createContext, useContext } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { RouteDef, RouteParams } from './types.ts';

/** The page on screen, for the shell: the header's search target, the menu's current link. */
export interface CurrentPage {
  route: RouteDef;
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
