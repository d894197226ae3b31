import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../locales/index.ts';

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
 * The message tables this page has. A browser page loads only its own language
 * (`loadMessages`, its own chunk); the prerenderer, tests and stories register both
 * (`registerAllMessages` in `all.ts`).
 */
const TABLES: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages): void {
  TABLES[locale] = messages;
}

/** Loads (once) and registers one language's table. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = TABLES[locale];
  if (loaded) return loaded;
  const messages =
    locale === 'kk'
      ? (await import('../../locales/kk/index.ts')).kk
      : (await import('../../locales/ru/index.ts')).ru;
  registerMessages(locale, messages);
  return messages;
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
  return (key, params) => engine.t(key, params);
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
