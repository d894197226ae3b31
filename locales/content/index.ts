/**
 * Loaders of the site's editorial content. Every product page, help section and site page is its
 * own module per language, imported on demand, so a page ships only its own words:
 *
 *   const content = await loadLandingContent('virtual-ats', 'kk');
 *   const page = await loadHelpPage('service', 'device-registration', 'ru');
 *
 * The maps below are typed against `PRODUCT_SLUGS` and the help structure, so a product or page
 * without both languages fails the type-check.
 */
import type { Locale } from '../../contract/locale.ts';
import { isProductSlug, type ProductSlug } from '../../contract/domain.ts';
import { PERSONAL_DATA_NOTICE_DATE } from '../../contract/retention.ts';
import { ACCESSIBILITY_STATEMENT_DATE } from './site/accessibility.ts';
import {
  HELP_EXTRA_PAGES,
  HELP_MENU_PAGES,
  type HelpPageSlug,
  type HelpSectionSource,
} from './help/structure.ts';
import {
  HELP_SECTIONS,
  type BecomeAgentContent,
  type CatalogueSource,
  type ContactsContent,
  type HelpContentPage,
  type HelpMenuSection,
  type HelpSectionSlug,
  type HomeContent,
  type HomeSource,
  type LandingContent,
  type LandingSource,
  type AccessibilityContent,
  type AccessibilityPage,
  type PersonalDataContent,
  type PersonalDataPage,
  type ProductSummary,
  type SignNoteContent,
  type SupportLanding,
} from './types.ts';

export * from './types.ts';
export { HELP_MENU_PAGES, HELP_EXTRA_PAGES, SIGN_NOTE } from './help/structure.ts';

type Loader<T> = () => Promise<{ default: T }>;
type PerLocale<T> = Record<Locale, Loader<T>>;

const LANDINGS: Record<ProductSlug, PerLocale<LandingSource>> = {
  'virtual-ats': {
    ru: () => import('./landing/ru/virtual-ats.ts'),
    kk: () => import('./landing/kk/virtual-ats.ts'),
  },
  'mobile-connection': {
    ru: () => import('./landing/ru/mobile-connection.ts'),
    kk: () => import('./landing/kk/mobile-connection.ts'),
  },
  roaming: {
    ru: () => import('./landing/ru/roaming.ts'),
    kk: () => import('./landing/kk/roaming.ts'),
  },
  teams: {
    ru: () => import('./landing/ru/teams.ts'),
    kk: () => import('./landing/kk/teams.ts'),
  },
  'business-unlim': {
    ru: () => import('./landing/ru/business-unlim.ts'),
    kk: () => import('./landing/kk/business-unlim.ts'),
  },
  birlik: {
    ru: () => import('./landing/ru/birlik.ts'),
    kk: () => import('./landing/kk/birlik.ts'),
  },
  'internet-for-office': {
    ru: () => import('./landing/ru/internet-for-office.ts'),
    kk: () => import('./landing/kk/internet-for-office.ts'),
  },
  jelide: {
    ru: () => import('./landing/ru/jelide.ts'),
    kk: () => import('./landing/kk/jelide.ts'),
  },
  'ip-vpn': {
    ru: () => import('./landing/ru/ip-vpn.ts'),
    kk: () => import('./landing/kk/ip-vpn.ts'),
  },
  'any-device': {
    ru: () => import('./landing/ru/any-device.ts'),
    kk: () => import('./landing/kk/any-device.ts'),
  },
  'satellite-internet': {
    ru: () => import('./landing/ru/satellite-internet.ts'),
    kk: () => import('./landing/kk/satellite-internet.ts'),
  },
  'iot-m2m': {
    ru: () => import('./landing/ru/iot-m2m.ts'),
    kk: () => import('./landing/kk/iot-m2m.ts'),
  },
  'connected-cars': {
    ru: () => import('./landing/ru/connected-cars.ts'),
    kk: () => import('./landing/kk/connected-cars.ts'),
  },
  'iot-zhkh': {
    ru: () => import('./landing/ru/iot-zhkh.ts'),
    kk: () => import('./landing/kk/iot-zhkh.ts'),
  },
  iot: {
    ru: () => import('./landing/ru/iot.ts'),
    kk: () => import('./landing/kk/iot.ts'),
  },
  'sim-management': {
    ru: () => import('./landing/ru/sim-management.ts'),
    kk: () => import('./landing/kk/sim-management.ts'),
  },
  'mobile-corporate-access': {
    ru: () => import('./landing/ru/mobile-corporate-access.ts'),
    kk: () => import('./landing/kk/mobile-corporate-access.ts'),
  },
  m2m: {
    ru: () => import('./landing/ru/m2m.ts'),
    kk: () => import('./landing/kk/m2m.ts'),
  },
  azure: {
    ru: () => import('./landing/ru/azure.ts'),
    kk: () => import('./landing/kk/azure.ts'),
  },
  'azure-express-route': {
    ru: () => import('./landing/ru/azure-express-route.ts'),
    kk: () => import('./landing/kk/azure-express-route.ts'),
  },
  aws: {
    ru: () => import('./landing/ru/aws.ts'),
    kk: () => import('./landing/kk/aws.ts'),
  },
  'aws-direct-connect': {
    ru: () => import('./landing/ru/aws-direct-connect.ts'),
    kk: () => import('./landing/kk/aws-direct-connect.ts'),
  },
  'microsoft-365': {
    ru: () => import('./landing/ru/microsoft-365.ts'),
    kk: () => import('./landing/kk/microsoft-365.ts'),
  },
  'orman-ai': {
    ru: () => import('./landing/ru/orman-ai.ts'),
    kk: () => import('./landing/kk/orman-ai.ts'),
  },
  ddos: {
    ru: () => import('./landing/ru/ddos.ts'),
    kk: () => import('./landing/kk/ddos.ts'),
  },
  soc: {
    ru: () => import('./landing/ru/soc.ts'),
    kk: () => import('./landing/kk/soc.ts'),
  },
  'mobile-ad': {
    ru: () => import('./landing/ru/mobile-ad.ts'),
    kk: () => import('./landing/kk/mobile-ad.ts'),
  },
  ofd: {
    ru: () => import('./landing/ru/ofd.ts'),
    kk: () => import('./landing/kk/ofd.ts'),
  },
  'bee-voice': {
    ru: () => import('./landing/ru/bee-voice.ts'),
    kk: () => import('./landing/kk/bee-voice.ts'),
  },
  robee: {
    ru: () => import('./landing/ru/robee.ts'),
    kk: () => import('./landing/kk/robee.ts'),
  },
  mfs: {
    ru: () => import('./landing/ru/mfs.ts'),
    kk: () => import('./landing/kk/mfs.ts'),
  },
  partners: {
    ru: () => import('./landing/ru/partners.ts'),
    kk: () => import('./landing/kk/partners.ts'),
  },
  'kense-handset-offer': {
    ru: () => import('./landing/ru/kense-handset-offer.ts'),
    kk: () => import('./landing/kk/kense-handset-offer.ts'),
  },
};

const CATALOGUES: PerLocale<CatalogueSource> = {
  ru: () => import('./catalogue/ru.ts'),
  kk: () => import('./catalogue/kk.ts'),
};

/** The path of a site page in a language: `/roaming` or `/kk/roaming`. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'ru') return clean;
  return clean === '/' ? '/kk' : `/kk${clean}`;
}

/** Every product's title, short description and link in one language. */
export async function loadCatalogue(locale: Locale): Promise<CatalogueSource> {
  return (await CATALOGUES[locale]()).default;
}

function summaries(catalogue: CatalogueSource, locale: Locale, slugs: readonly ProductSlug[]) {
  return slugs.flatMap((slug): ProductSummary[] => {
    const entry = catalogue.products.find((p) => p.slug === slug);
    return entry
      ? [
          {
            slug,
            title: entry.title,
            description: entry.description,
            href: localePath(locale, slug),
          },
        ]
      : [];
  });
}

/**
 * A product landing page in one language, with «Другие услуги» resolved to titles and links.
 * Rejects for a slug that is not a product page.
 */
export async function loadLandingContent(
  slug: ProductSlug,
  locale: Locale,
): Promise<LandingContent> {
  if (!isProductSlug(slug)) throw new Error(`Unknown product page: ${String(slug)}`);
  // Both chunks are fetched at once; the catalogue names the «Другие услуги» links.
  const [{ default: source }, catalogue] = await Promise.all([
    LANDINGS[slug][locale](),
    loadCatalogue(locale),
  ]);
  return toLandingContent(source, catalogue, locale);
}

const TARIFFS_ARCHIVE: PerLocale<LandingSource> = {
  ru: () => import('./site/ru/tariffs-archive.ts'),
  kk: () => import('./site/kk/tariffs-archive.ts'),
};

/**
 * A landing source with «Другие услуги» resolved against a catalogue — for callers that already
 * hold both modules (stories, prerendering); pages use `loadLandingContent`.
 */
export function toLandingContent(
  source: LandingSource,
  catalogue: CatalogueSource,
  locale: Locale,
): LandingContent {
  const { otherServices, ...rest } = source;
  if (!otherServices) return rest;
  return {
    ...rest,
    otherServices: {
      title: otherServices.title,
      items: summaries(catalogue, locale, otherServices.products),
    },
  };
}

async function resolveLanding(source: LandingSource, locale: Locale): Promise<LandingContent> {
  return toLandingContent(source, await loadCatalogue(locale), locale);
}

/** The tariffs archive (route `/tariffs-archive`), shaped as a landing page with an `archive` section. */
export async function loadTariffsArchive(locale: Locale): Promise<LandingContent> {
  return resolveLanding((await TARIFFS_ARCHIVE[locale]()).default, locale);
}

const HOMES: PerLocale<HomeSource> = {
  ru: () => import('./site/ru/home.ts'),
  kk: () => import('./site/kk/home.ts'),
};
const CONTACTS: PerLocale<ContactsContent> = {
  ru: () => import('./site/ru/contacts.ts'),
  kk: () => import('./site/kk/contacts.ts'),
};
const BECOME_AGENT: PerLocale<BecomeAgentContent> = {
  ru: () => import('./site/ru/become-agent.ts'),
  kk: () => import('./site/kk/become-agent.ts'),
};

const ACCESSIBILITY: PerLocale<AccessibilityContent> = {
  ru: () => import('./site/ru/accessibility.ts'),
  kk: () => import('./site/kk/accessibility.ts'),
};

const PERSONAL_DATA: PerLocale<PersonalDataContent> = {
  ru: () => import('./site/ru/personal-data.ts'),
  kk: () => import('./site/kk/personal-data.ts'),
};

/** The home page with the whole product catalogue for «Все продукты». */
export async function loadHomeContent(locale: Locale): Promise<HomeContent> {
  const [{ default: home }, catalogueData] = await Promise.all([
    HOMES[locale](),
    loadCatalogue(locale),
  ]);
  return { ...home, catalogueData };
}

export async function loadContactsContent(locale: Locale): Promise<ContactsContent> {
  return (await CONTACTS[locale]()).default;
}

/** The become-agent page (route `/become-agent`). */
export async function loadBecomeAgentContent(locale: Locale): Promise<BecomeAgentContent> {
  return (await BECOME_AGENT[locale]()).default;
}

/**
 * The personal-data notice (route `/personal-data`), with the date it took effect: its retention
 * periods come from `contract/retention.ts`, the same figures the backend's retention job uses.
 */
export async function loadPersonalDataContent(locale: Locale): Promise<PersonalDataPage> {
  const { default: content } = await PERSONAL_DATA[locale]();
  return { ...content, effectiveDate: PERSONAL_DATA_NOTICE_DATE };
}

/** The accessibility statement (route `/accessibility`), with the date it was prepared. */
export async function loadAccessibilityContent(locale: Locale): Promise<AccessibilityPage> {
  const { default: content } = await ACCESSIBILITY[locale]();
  return { ...content, preparedDate: ACCESSIBILITY_STATEMENT_DATE };
}

// ─── Help centre ─────────────────────────────────────────────────────────────────────────────

type HelpSections = { [S in HelpSectionSlug]: PerLocale<HelpSectionSource<S>> };

const HELP: HelpSections = {
  'mobile-connection': {
    ru: () => import('./help/ru/mobile-connection.ts'),
    kk: () => import('./help/kk/mobile-connection.ts'),
  },
  'office-connection-internet': {
    ru: () => import('./help/ru/office-connection-internet.ts'),
    kk: () => import('./help/kk/office-connection-internet.ts'),
  },
  service: {
    ru: () => import('./help/ru/service.ts'),
    kk: () => import('./help/kk/service.ts'),
  },
};
const HELP_MENUS: PerLocale<readonly HelpMenuSection[]> = {
  ru: () => import('./help/ru/menu.ts'),
  kk: () => import('./help/kk/menu.ts'),
};
const SIGN_NOTES: PerLocale<SignNoteContent> = {
  ru: () => import('./help/ru/sign-note.ts'),
  kk: () => import('./help/kk/sign-note.ts'),
};
const SUPPORT: PerLocale<SupportLanding> = {
  ru: () => import('./help/ru/support.ts'),
  kk: () => import('./help/kk/support.ts'),
};

export function isHelpSection(value: unknown): value is HelpSectionSlug {
  return typeof value === 'string' && (HELP_SECTIONS as readonly string[]).includes(value);
}

/** Is `{section}/{page}` a help page (the menu's and the extra ones, sign-note included)? */
export function isHelpPage(section: string, page: string): boolean {
  if (!isHelpSection(section)) return false;
  const pages: readonly string[] = [...HELP_MENU_PAGES[section], ...HELP_EXTRA_PAGES[section]];
  return pages.includes(page);
}

/** The help menu: three groups with their names and pages, in menu order. */
export async function loadHelpMenu(locale: Locale): Promise<readonly HelpMenuSection[]> {
  return (await HELP_MENUS[locale]()).default;
}

/** The /support landing: «Поможем найти ответы на вопросы», popular pages and the FAQ. */
export async function loadSupportLanding(locale: Locale): Promise<SupportLanding> {
  return (await SUPPORT[locale]()).default;
}

/** The signatory memo: its page text, the region select's words and the signers per region. */
export async function loadSignNote(locale: Locale): Promise<SignNoteContent> {
  return (await SIGN_NOTES[locale]()).default;
}

/**
 * A help page by its route parts (`/support/{section}/{page}`), or `null` when there is no such
 * page — the caller shows Not Found. `sign-note` resolves to its page text; its signers come
 * from `loadSignNote`.
 */
export async function loadHelpPage(
  section: string,
  page: string,
  locale: Locale,
): Promise<HelpContentPage | null> {
  if (!isHelpSection(section) || !isHelpPage(section, page)) return null;
  if (section === 'mobile-connection' && page === 'sign-note') {
    return (await loadSignNote(locale)).page;
  }
  const pages: Record<string, HelpContentPage> = (await HELP[section][locale]()).default;
  return pages[page] ?? null;
}

export type { HelpPageSlug, HelpSectionSource };
