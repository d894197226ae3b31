import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../../contract/locale.ts';
import {
  MESSAGE_AREAS,
  type MessageArea,
  type Messages,
  type SiteMessages,
} from '../../locales/index.ts';

/** Dot paths to every string of `Messages`: `'common.siteName' | 'common.home.heading' | …`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * The message tables this page has. A browser page loads only its own language and, of it, the
 * site's table and the areas its route names (`loadMessages`, each its own chunk); the
 * prerenderer, tests and stories register everything (`registerAllMessages` in `all.ts`).
 */
const TABLES: Partial<Record<Locale, Messages>> = {};
/** The areas present in each language's table. */
const LOADED: Record<Locale, Set<MessageArea>> = { ru: new Set(), kk: new Set() };

export function registerMessages(locale: Locale, messages: Messages): void {
  TABLES[locale] = messages;
  for (const area of MESSAGE_AREAS) LOADED[locale].add(area);
}

const SITE_TABLES: Record<Locale, () => Promise<SiteMessages>> = {
  ru: () => import('../../locales/ru/site.ts').then((m) => m.site),
  kk: () => import('../../locales/kk/site.ts').then((m) => m.site),
};

// One import per file, written out, so the bundler makes each area a chunk of its own.
const AREA_TABLES: Record<Locale, { [A in MessageArea]: () => Promise<Messages[A]> }> = {
  ru: {
    meta: () => import('../../locales/ru/meta.ts').then((m) => m.meta),
    pages: () => import('../../locales/ru/pages.ts').then((m) => m.pages),
    widgets: () => import('../../locales/ru/widgets.ts').then((m) => m.widgets),
    cabinet: () => import('../../locales/ru/cabinet.ts').then((m) => m.cabinet),
    wizard: () => import('../../locales/ru/wizard.ts').then((m) => m.wizard),
    kiosk: () => import('../../locales/ru/kiosk.ts').then((m) => m.kiosk),
  },
  kk: {
    meta: () => import('../../locales/kk/meta.ts').then((m) => m.meta),
    pages: () => import('../../locales/kk/pages.ts').then((m) => m.pages),
    widgets: () => import('../../locales/kk/widgets.ts').then((m) => m.widgets),
    cabinet: () => import('../../locales/kk/cabinet.ts').then((m) => m.cabinet),
    wizard: () => import('../../locales/kk/wizard.ts').then((m) => m.wizard),
    kiosk: () => import('../../locales/kk/kiosk.ts').then((m) => m.kiosk),
  },
};

/**
 * Loads (once) and registers one language's site table and the given areas. The table is one
 * object that grows: a translator made before an area arrived reads it once it has.
 */
export async function loadMessages(
  locale: Locale,
  areas: readonly MessageArea[] = [],
): Promise<Messages> {
  const [site, ...parts] = await Promise.all([
    TABLES[locale] ? null : SITE_TABLES[locale](),
    ...areas.map(async (area) =>
      LOADED[locale].has(area) ? null : ([area, await AREA_TABLES[locale][area]()] as const),
    ),
  ]);
  // The areas are filled in when the whole table is typed; until then `t` refuses their keys.
  const table = (TABLES[locale] ??= site as Messages);
  for (const part of parts) {
    if (!part) continue;
    const [area, strings] = part;
    (table as unknown as Record<MessageArea, unknown>)[area] = strings;
    LOADED[locale].add(area);
  }
  return table;
}

/** The whole message table of a language, for lists and content that are not single strings. */
export function messagesFor(locale: Locale): Messages {
  const messages = TABLES[locale];
  if (!messages) throw new Error(`Messages for "${locale}" are not loaded: await loadMessages()`);
  return messages;
}

/** A translator for one language. Placeholders are rosetta's `{{name}}`. */
export function createTranslator(locale: Locale): Translate {
  const engine = rosetta<Messages>({ [locale]: messagesFor(locale) });
  engine.locale(locale);
  return (key, params) => {
    const area = key.slice(0, key.indexOf('.')) as MessageArea;
    // A page using an area its route does not name would show blanks: say so instead.
    if ((MESSAGE_AREAS as readonly string[]).includes(area) && !LOADED[locale].has(area)) {
      throw new Error(
        `"${key}": the ${area} messages are not loaded (add it to the route's messages)`,
      );
    }
    return engine.t(key, params);
  };
}

interface I18nValue {
  locale: Locale;
  t: Translate;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(
    () => ({ locale, t: createTranslator(locale), messages: messagesFor(locale) }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT/useLocale need an <I18nProvider> above them');
  return value;
}

export const useT = (): Translate => useI18n().t;
export const useLocale = (): Locale => useI18n().locale;
export const useMessages = (): Messages => useI18n().messages;
