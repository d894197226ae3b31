import type { Locale } from '../../contract/locale.ts';
import type { Messages } from '../../locales/index.ts';
import { messagesFor } from '../i18n/index.ts';
import type { RouteParams } from './types.ts';

type Menu = Messages['meta']['supportMenu'];
type Section = { name: string; pages: Record<string, string> };

/** Every help page of the help menu (content-areas §2.2) as `/support/{link}/{sectionId}` params. */
export function supportPaths(): RouteParams[] {
  const menu: Record<string, Section> = messagesFor('ru').meta.supportMenu;
  return Object.entries(menu).flatMap(([link, section]) =>
    Object.keys(section.pages).map((sectionId) => ({ link, sectionId })),
  );
}

export interface SupportPageNames {
  section: string;
  page: string;
}

/** The names of a help page and its section in a language; null for a pair the menu lacks. */
export function supportPageNames(
  locale: Locale,
  link = '',
  sectionId = '',
): SupportPageNames | null {
  const menu: Record<string, Section> = messagesFor(locale).meta.supportMenu satisfies Menu;
  const section = Object.hasOwn(menu, link) ? menu[link] : undefined;
  const page =
    section && Object.hasOwn(section.pages, sectionId) ? section.pages[sectionId] : undefined;
  return section && page ? { section: section.name, page } : null;
}
