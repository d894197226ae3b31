import { LocalizedStringDictionary, type LocalizedString } from '@internationalized/string';
// The module's default export is the table of strings; its typings (`i18n/lang.d.ts`) declare it
// as a type only, hence the namespace import.
import * as russianModule from 'react-aria/i18n/ru-RU';
import * as kazakh from './kk.ts';
import { REACT_ARIA_LOCALE } from './locale.ts';

/**
 * react-aria in Kazakh, at run time and the same way everywhere (the site and its prerender, the
 * embed, the dev server, Vitest and Ladle), with no change to react-aria's code.
 *
 * react-aria reads each of its packages' words through
 * `LocalizedStringDictionary.getGlobalDictionaryForPackage(name)` (`@internationalized/string`)
 * before its own bundled tables: the hook its `LocalizedStringProvider` feeds from a page-wide
 * global for one language. That global does not fit us (one language per window, browser only,
 * and on a partner page the window is the partner's), so this takes the hook itself: for every
 * package we have Kazakh words for (`kk.ts`, one export per package: `combobox` is
 * `@react-aria/combobox`) it answers a dictionary of react-aria's own Russian table
 * (`react-aria/i18n/ru-RU`, a public export) and ours under `kk-KZ`; any other package is left to
 * react-aria. Which language a part speaks still comes from react-aria's `I18nProvider`
 * (`ReactAriaLocale`), so Russian and Kazakh widgets can share a page.
 *
 * `installKazakhStrings()` runs when `ReactAriaLocale` loads, before any react-aria part renders.
 * `dictionary.test.ts` renders react-aria's parts in Kazakh and fails if a package they ask for
 * has no Kazakh table here, or if react-aria stops asking this hook.
 */

const PACKAGE_SCOPE = '@react-aria/';
type Strings = Record<string, LocalizedString>;
type Lookup = typeof LocalizedStringDictionary.getGlobalDictionaryForPackage;

const TABLES = kazakh as unknown as Record<string, Strings>;
const RUSSIAN = (russianModule as unknown as { default: Record<string, Strings> }).default;

/** Every package react-aria has asked for its words since the page loaded (for the tests). */
export const requestedPackages = new Set<string>();

const dictionaries = new Map<string, LocalizedStringDictionary<string, LocalizedString>>();
let installed = false;

/** The packages we speak Kazakh for: `@react-aria/combobox`… */
export const KAZAKH_PACKAGES: readonly string[] = Object.keys(TABLES).map(
  (folder) => PACKAGE_SCOPE + folder,
);

function dictionaryFor(
  packageName: string,
): LocalizedStringDictionary<string, LocalizedString> | null {
  const folder = packageName.startsWith(PACKAGE_SCOPE)
    ? packageName.slice(PACKAGE_SCOPE.length)
    : '';
  const table = TABLES[folder];
  const own = RUSSIAN[packageName];
  if (!table || !own) return null;
  let dictionary = dictionaries.get(packageName);
  if (!dictionary) {
    // Russian is the fallback: the kit runs react-aria in ru-RU or kk-KZ only.
    dictionary = new LocalizedStringDictionary<string, LocalizedString>(
      { [REACT_ARIA_LOCALE.ru]: own, [REACT_ARIA_LOCALE.kk]: table },
      REACT_ARIA_LOCALE.ru,
    );
    dictionaries.set(packageName, dictionary);
  }
  return dictionary;
}

export function installKazakhStrings(): void {
  if (installed) return;
  installed = true;
  const reactAriaOwn: Lookup =
    LocalizedStringDictionary.getGlobalDictionaryForPackage.bind(LocalizedStringDictionary);
  LocalizedStringDictionary.getGlobalDictionaryForPackage = ((packageName: string) => {
    requestedPackages.add(packageName);
    return dictionaryFor(packageName) ?? reactAriaOwn(packageName);
  }) as Lookup;
}
