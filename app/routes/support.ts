import type { Locale } from '../../contract/locale.ts';
import {
  HELP_EXTRA_PAGES,
  HELP_MENU_PAGES,
  loadHelpMenu,
  loadHelpPage,
  loadSupportLanding,
  type HelpContentPage,
  type HelpMenuSection,
  type SupportLanding,
} from '../../locales/content/index.ts';
import type { RouteParams } from './types.ts';

/** Every help page (content-areas §2.2: the menu's pages and the extra ones) as route params. */
export function supportPaths(): RouteParams[] {
  return (Object.keys(HELP_MENU_PAGES) as (keyof typeof HELP_MENU_PAGES)[]).flatMap((link) =>
    [...HELP_MENU_PAGES[link], ...HELP_EXTRA_PAGES[link]].map((sectionId) => ({ link, sectionId })),
  );
}

/** A help page with the menu section it belongs to. */
export interface HelpPageData {
  page: HelpContentPage;
  section: HelpMenuSection;
}

/** The data of `/support/{link}/{sectionId}`; null for a pair that is not a help page. */
export async function loadHelpPageData(
  locale: Locale,
  link = '',
  sectionId = '',
): Promise<HelpPageData | null> {
  const [page, menu] = await Promise.all([
    loadHelpPage(link, sectionId, locale),
    loadHelpMenu(locale),
  ]);
  const section = menu.find((s) => s.url === link);
  return page && section ? { page, section } : null;
}

/** The data of `/support`: the landing text, popular pages, FAQ and the whole menu. */
export interface SupportData {
  landing: SupportLanding;
  menu: readonly HelpMenuSection[];
}

export async function loadSupportData(locale: Locale): Promise<SupportData> {
  const [landing, menu] = await Promise.all([loadSupportLanding(locale), loadHelpMenu(locale)]);
  return { landing, menu };
}
