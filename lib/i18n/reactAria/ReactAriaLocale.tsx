import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { useKitLocale } from '../KitProvider.tsx';
import { installKazakhStrings } from './dictionary.ts';
import { reactAriaLocale } from './locale.ts';

// react-aria's own words in Kazakh (./dictionary.ts): before any part below renders.
installKazakhStrings();

/**
 * react-aria in the kit's language (`ru-RU` / `kk-KZ`, see `reactAriaLocale`): its own words come
 * from its Russian table or our Kazakh one (`kk.ts`, through `dictionary.ts`), never from the
 * browser's language, and the prerendered HTML matches the hydrated page. Each kit part built on
 * react-aria (Select, DatePicker, the address combobox) wraps itself in it, rather than
 * `KitProvider` wrapping every page: a page or widget without such a part then carries none of
 * react-aria's i18n code.
 */
export function ReactAriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={reactAriaLocale(useKitLocale())}>{children}</I18nProvider>;
}
