import { useCallback } from 'react';
import { useKitContext } from '../../lib/i18n/KitProvider.tsx';
import { useLocale } from '../i18n/index.ts';
import { localizePath } from './locale.ts';

/** Goes to a site path in the page's language, in place (the kit's router) when there is one. */
export function useSiteNavigate(): (path: string) => void {
  const locale = useLocale();
  const { navigate } = useKitContext();
  return useCallback(
    (path: string) => {
      const href = localizePath(path, locale);
      if (navigate) navigate(href);
      else window.location.assign(href);
    },
    [locale, navigate],
  );
}
