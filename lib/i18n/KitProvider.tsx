import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { LiveAnnouncer, useAnnounce } from './LiveAnnouncer.tsx';

/** The kit's languages: the site's Russian (default) and Kazakh. */
export type KitLocale = 'ru' | 'kk';

/** Messages of one kit component, one object per language with the same keys. */
export type KitMessages<M> = Record<KitLocale, M>;

export interface KitContextValue {
  locale: KitLocale;
  /**
   * Client-side navigation for internal links (like react-aria's RouterProvider). When absent,
   * links navigate the browser normally.
   */
  navigate?: (href: string) => void;
}

const KitContext = createContext<KitContextValue>({ locale: 'ru' });

export interface KitProviderProps extends KitContextValue {
  children: ReactNode;
}

/**
 * Gives every kit component below it the language and, optionally, a router. The outermost one
 * also renders the kit's polite live region after its children (`LiveAnnouncer`). The parts built
 * on react-aria hand the same language to react-aria themselves (`ReactAriaLocale`).
 */
export function KitProvider({ locale, navigate, children }: KitProviderProps) {
  const value = useMemo(() => ({ locale, navigate }), [locale, navigate]);
  return (
    <KitContext.Provider value={value}>
      <LiveAnnouncer>{children}</LiveAnnouncer>
    </KitContext.Provider>
  );
}

/** Says a message politely in the nearest `KitProvider`'s language, through its live region. */
export function useKitAnnounce(): (message: string) => void {
  const announce = useAnnounce();
  const locale = useKitLocale();
  return useCallback((message: string) => announce(message, locale), [announce, locale]);
}

export function useKitContext(): KitContextValue {
  return useContext(KitContext);
}

export function useKitLocale(): KitLocale {
  return useContext(KitContext).locale;
}

/** The current language's half of a component's `messages` table. */
export function useKitMessages<M>(messages: KitMessages<M>): M {
  return messages[useKitLocale()];
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
