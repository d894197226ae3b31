/**
 * Loads every content module in both languages, for the parity, figures and sanitisation tests.
 * Each entry names the module so a failure points at the file to fix.
 */
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import { PRODUCT_SLUGS } from '../../../contract/domain.ts';
import {
  HELP_SECTIONS,
  loadBecomeAgentContent,
  loadCatalogue,
  loadContactsContent,
  loadHelpMenu,
  loadHelpPage,
  loadHomeContent,
  loadLandingContent,
  loadAccessibilityContent,
  loadPersonalDataContent,
  loadSignNote,
  loadSupportLanding,
  loadTariffsArchive,
  HELP_EXTRA_PAGES,
  HELP_MENU_PAGES,
} from '../index.ts';

export interface ContentModule {
  name: string;
  load: (locale: Locale) => Promise<unknown>;
}

export function allModules(): ContentModule[] {
  const modules: ContentModule[] = PRODUCT_SLUGS.map((slug) => ({
    name: `landing/${slug}`,
    load: (locale) => loadLandingContent(slug, locale),
  }));
  modules.push(
    { name: 'catalogue', load: loadCatalogue },
    { name: 'site/home', load: loadHomeContent },
    { name: 'site/contacts', load: loadContactsContent },
    { name: 'site/become-agent', load: loadBecomeAgentContent },
    { name: 'site/tariffs-archive', load: loadTariffsArchive },
    { name: 'site/personal-data', load: loadPersonalDataContent },
    { name: 'site/accessibility', load: loadAccessibilityContent },
    { name: 'help/menu', load: loadHelpMenu },
    { name: 'help/support', load: loadSupportLanding },
    { name: 'help/sign-note', load: loadSignNote },
  );
  for (const section of HELP_SECTIONS) {
    const pages: readonly string[] = [...HELP_MENU_PAGES[section], ...HELP_EXTRA_PAGES[section]];
    for (const page of pages) {
      modules.push({
        name: `help/${section}/${page}`,
        load: (locale) => loadHelpPage(section, page, locale),
      });
    }
  }
  return modules;
}

export async function loadBoth(module: ContentModule): Promise<Record<Locale, unknown>> {
  const [ru, kk] = await Promise.all(LOCALES.map((locale) => module.load(locale)));
  return { ru, kk };
}

/** Every string leaf with its path, e.g. `faq.items[2].text`. */
export function stringLeaves(value: unknown, prefix = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path: prefix, value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => stringLeaves(item, `${prefix}[${i}]`));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** Fields whose type is `RichText`; markup anywhere else is a mistake. */
export const HTML_FIELD = /(^|\.)(text|content|details|html)$/;

/**
 * Every HTML fragment: any string with markup in it (FAQ texts, help blocks, tariff and solution
 * details), plus rich-text fields with entities. Plain strings must not contain `<` at all, so
 * this catches stray markup too.
 */
export function htmlFragments(value: unknown): { path: string; html: string }[] {
  return stringLeaves(value)
    .filter(
      ({ path, value: text }) =>
        text.includes('<') || (text.includes('&') && HTML_FIELD.test(path)),
    )
    .map(({ path, value: html }) => ({ path, html }));
}
