import { sectionIcons, type SectionIconName } from '../../lib/index.ts';
import type { CatalogueGroup } from '../../locales/content/index.ts';
import { MENU_SECTIONS } from '../shell/menu.ts';
import * as home from './home.css.ts';

/*
 * A product's picture on the home cards: its catalogue group's, the one its section has in the
 * services menu (the groups are the menu's sections). The eight pictures are drawn once in the
 * page (`GroupIconSprite`) and each card points at its own: 37 cards carrying full drawings made
 * a sixth of the page's HTML.
 */

const symbolId = (icon: SectionIconName) => `home-icon-${icon}`;

function iconOf(group: CatalogueGroup): SectionIconName {
  const section = MENU_SECTIONS.find((s) => s.id === group);
  if (!section) throw new Error(`No menu section for the catalogue group "${group}"`);
  return section.icon;
}

/** The pictures the cards point at: once per page, before the first card. */
export function GroupIconSprite() {
  const icons = [...new Set(MENU_SECTIONS.map((section) => section.icon))];
  return (
    <svg className={home.sprite} aria-hidden="true" focusable="false">
      {icons.map((icon) => {
        const Icon = sectionIcons[icon];
        return (
          <symbol key={icon} id={symbolId(icon)} viewBox="0 0 24 24">
            <Icon size={24} />
          </symbol>
        );
      })}
    </svg>
  );
}

/** The group's picture in the box every home icon shares. */
export function GroupIcon({ group }: { group: CatalogueGroup }) {
  return (
    <svg className={home.iconSvg} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(iconOf(group))}`} />
    </svg>
  );
}
