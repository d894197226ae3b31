import type { ProductSlug } from '../../contract/domain.ts';
import { UTM_MENU } from '../../contract/limits.ts';
import type { Locale } from '../../contract/locale.ts';
import type { MegaMenuSection, SectionIconName } from '../../lib/index.ts';
import type { Messages } from '../../locales/index.ts';
import type { ProductName } from '../../locales/types.ts';
import { localizePath } from '../routes/locale.ts';

type SectionId = keyof Messages['shell']['menu']['sections'];

/**
 * The services mega-menu (spec §2.4): 8 sections in this order, each with its picture. The
 * internet section follows the five-link reading (birlik, office internet, jelide, IP VPN,
 * any-device); the satellite page is reached from search and the sitemap, not the menu.
 */
export const MENU_SECTIONS: readonly {
  id: SectionId;
  icon: SectionIconName;
  links: ProductSlug[];
}[] = [
  {
    id: 'connection',
    icon: 'phone',
    links: ['virtual-ats', 'mobile-connection', 'roaming', 'teams', 'business-unlim'],
  },
  {
    id: 'internet',
    icon: 'globe',
    links: ['birlik', 'internet-for-office', 'jelide', 'ip-vpn', 'any-device'],
  },
  {
    id: 'iot',
    icon: 'chip',
    links: [
      'iot-m2m',
      'connected-cars',
      'iot-zhkh',
      'iot',
      'sim-management',
      'mobile-corporate-access',
      'm2m',
    ],
  },
  {
    id: 'cloud',
    icon: 'cloud',
    links: ['azure', 'azure-express-route', 'aws', 'aws-direct-connect', 'microsoft-365'],
  },
  { id: 'security', icon: 'shield', links: ['orman-ai', 'ddos', 'soc'] },
  { id: 'advertising', icon: 'marketing', links: ['mobile-ad'] },
  { id: 'automation', icon: 'monitor', links: ['ofd', 'bee-voice', 'robee', 'mfs'] },
  { id: 'more', icon: 'layers', links: ['partners'] },
];

/**
 * The one way a menu link is built: the page in the visitor's language, tagged `utm_source=menu`
 * (spec §2.4, §9) — the mega-menu's products, the header's Blog and Help, the burger's Main and
 * Contacts. `menuHref('/roaming', 'kk')` → `/kk/roaming?utm_source=menu`.
 */
export function menuHref(path: string, locale: Locale): string {
  return `${localizePath(path, locale)}?${UTM_MENU}`;
}

/**
 * How a menu or a list of links names a product: its short form where the catalogue declares one
 * («Роуминг»), else its name (`locales/{ru,kk}/products.ts`).
 */
export function productLabel(product: ProductName): string {
  return product.short ?? product.name;
}

/** How the products of a menu section are named, in menu order (the kiosk's tiles list them). */
export function sectionProductLabels(messages: Messages, id: SectionId): string[] {
  const section = MENU_SECTIONS.find((s) => s.id === id);
  return (section?.links ?? []).map((slug) => productLabel(messages.shell.products[slug]));
}

/** The menu's sections in one language, ready for the kit's `MegaMenu` / `MegaMenuDrawer`. */
export function menuSections(messages: Messages, locale: Locale): MegaMenuSection[] {
  return MENU_SECTIONS.map((section) => ({
    id: section.id,
    icon: section.icon,
    label: messages.shell.menu.sections[section.id],
    links: section.links.map((slug) => ({
      label: productLabel(messages.shell.products[slug]),
      href: menuHref(`/${slug}`, locale),
    })),
  }));
}
