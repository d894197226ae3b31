import { sectionIcons } from '../../lib/index.ts';
import type { CatalogueGroup } from '../../locales/content/index.ts';
import { MENU_SECTIONS } from '../shell/menu.ts';
import * as home from './home.css.ts';

/**
 * A product's picture on the home cards: its catalogue group's, the one its section has in the
 * services menu (the groups are the menu's sections), in the box every home icon shares.
 */
export function GroupIcon({ group }: { group: CatalogueGroup }) {
  const section = MENU_SECTIONS.find((s) => s.id === group);
  if (!section) throw new Error(`No menu section for the catalogue group "${group}"`);
  const Icon = sectionIcons[section.icon];
  return (
    <span className={home.iconBox}>
      <Icon size="61%" />
    </span>
  );
}
