/**
 * The kiosk routes' loaders (the route table imports this entry only, not the kiosk's screens):
 * the catalogue by the mega-menu's sections (`app/shell/menu.ts`, the same eight in the same
 * order) and each product's landing content, prerendered in both languages.
 */
import { isProductSlug, PRODUCT_SLUGS, type ProductSlug } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import {
  loadCatalogue,
  loadLandingContent,
  type LandingContent,
} from '../../../locales/content/index.ts';
import { fill } from '../../i18n/format.ts';
import type { ApiClient } from '../api/index.ts';
import { withOffer } from '../landing/data.ts';
// Not the i18n index: it carries keepTogether's styles, which a build script cannot import.
import { messagesFor } from '../../i18n/I18nProvider.tsx';
import type { RouteParams } from '../../routes/types.ts';
import { MENU_SECTIONS } from '../../shell/menu.ts';

export type KioskSectionId = (typeof MENU_SECTIONS)[number]['id'];

/** A catalogue section's kiosk page: its name and its products, each with a line about it. */
export interface KioskSectionData {
  id: KioskSectionId;
  title: string;
  products: { slug: ProductSlug; title: string; description: string }[];
}

/** The handset offer has a kiosk screen of its own (the check), not a product page. */
const OWN_SCREEN: ReadonlySet<ProductSlug> = new Set(['kense-handset-offer']);

/** Every product the kiosk has a page for: the menu's and the rest the site links to. */
export const KIOSK_PRODUCTS: readonly ProductSlug[] = PRODUCT_SLUGS.filter(
  (slug) => !OWN_SCREEN.has(slug),
);

export async function kioskSectionPaths(): Promise<RouteParams[]> {
  return MENU_SECTIONS.map((section) => ({ section: section.id }));
}

export async function loadKioskSection(locale: Locale, id: string): Promise<KioskSectionData> {
  const section = MENU_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`No catalogue section "${id}"`);
  const catalogue = await loadCatalogue(locale);
  return {
    id: section.id,
    title: catalogue.groups[section.id],
    products: section.links.map((slug) => {
      const entry = catalogue.products.find((p) => p.slug === slug);
      if (!entry) throw new Error(`The catalogue has no product "${slug}"`);
      return { slug, title: entry.title, description: entry.description };
    }),
  };
}

export async function kioskProductPaths(): Promise<RouteParams[]> {
  return KIOSK_PRODUCTS.map((slug) => ({ slug }));
}

/** A product's kiosk page: its landing content, with its offer's period if it sells one. */
export async function loadKioskProduct(
  locale: Locale,
  slug: string,
  api: ApiClient,
): Promise<LandingContent> {
  if (!isProductSlug(slug) || OWN_SCREEN.has(slug)) throw new Error(`No kiosk page for "${slug}"`);
  return withOffer(await loadLandingContent(slug, locale), api);
}

/** «Киоск: Связь» and the h1 «Связь»: a section's or a product's own name. */
function titled(name: string, locale: Locale) {
  return { title: fill(messagesFor(locale).kiosk.pageTitle, { name }), heading: name };
}

export const kioskSectionHead = (data: KioskSectionData, locale: Locale) =>
  titled(data.title, locale);

export const kioskProductHead = (data: LandingContent, locale: Locale) =>
  titled(data.hero.title, locale);

/** The catalogue section a product is listed in (the kiosk's «Назад» from its page), if any. */
export function sectionOf(slug: ProductSlug): KioskSectionId | null {
  return MENU_SECTIONS.find((section) => section.links.includes(slug))?.id ?? null;
}
