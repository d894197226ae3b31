/**
 * The shapes of the site's editorial content (content-areas.md §3): help-centre pages, the help
 * menu, the signatory memo, FAQ items and the product landing pages, plus the home catalogue,
 * contacts and become-agent pages. Every product and help module exists in ru and kk with the same
 * keys and the same list lengths (`parity.test.ts`).
 *
 * Optional sections are simply absent when a page has nothing to say there; the landing template
 * renders only what is present, so a type never forces filler text.
 */
import type { Offer } from '../../contract/index.ts';
import type { ProductSlug } from '../../contract/domain.ts';
import type { OfferId } from '../../contract/offers.ts';

/**
 * A fragment of HTML. Only the tags and attributes of `RICH_TEXT_POLICY` may appear, it must be
 * written the way the browser serialises it (double-quoted attributes, `&amp;`, explicit
 * `<tbody>`), and it reaches the DOM only through DOMPurify — `sanitize.test.ts` asserts that
 * DOMPurify leaves every fragment unchanged.
 */
export type RichText = string;

/** What DOMPurify may keep in content HTML. Shared by the template and the sanitisation test. */
export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    // A help page's own sections (its text sits right under the h1); h3/h4 inside a landing section.
    'h2',
    'h3',
    'h4',
  ],
  ALLOWED_ATTR: ['href', 'scope'],
} as const;

/**
 * Icon names content may use. The landing template maps each to an SVG; a name outside this
 * list is a type error, so content never points at an icon that does not exist.
 */
export const CONTENT_ICONS = [
  'phone',
  'globe',
  'chip',
  'cloud',
  'shield',
  'megaphone',
  'monitor',
  'layers',
  'check',
  'speed',
  'clock',
  'wallet',
  'headset',
  'lock',
  'chart',
  'users',
  'document',
  'smartphone',
  'car',
  'pin',
  'settings',
  'star',
  'gift',
  'calendar',
  'mail',
  'wifi',
  'router',
  'sim',
  'server',
  'satellite',
  'robot',
  'bell',
  'percent',
  'building',
  'factory',
  'bank',
  'cart',
  'education',
  'truck',
  'heart',
  'flame',
  'camera',
  'key',
  'link',
  'message',
  'mic',
  'thermometer',
  'battery',
  'signal',
  'home',
  'briefcase',
  'bolt',
  'eye',
  'card',
  'tree',
  'plane',
  'code',
  'refresh',
  'user',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

// ─── Shared pieces ───────────────────────────────────────────────────────────────────────────

/** Question and answer of an FAQ accordion. `text` may hold rich HTML. */
export interface FaqItem {
  title: string;
  text: RichText;
}

export interface FaqSection {
  title: string;
  items: readonly FaqItem[];
}

/** A link inside content. Internal hrefs carry the `/kk` prefix in Kazakh content. */
export interface ContentLink {
  label: string;
  href: string;
}

/**
 * What a call-to-action does on a landing page: scroll to the page's consultation form
 * (`#consultation`) or to its tariffs (`#tariffs`).
 */
/**
 * Where an action leads: the page's request form, its tariffs, or the promo's own form (the
 * office-internet reprice form, issue 35; the request form on a page without one).
 */
export type ActionTarget = 'consultation' | 'tariffs' | 'promo';

export interface ContentAction {
  label: string;
  target: ActionTarget;
}

/**
 * One card of an icon list. Covers the spec's benefits `{icon, title}`, features
 * `{icon, title, description}`, capabilities `{name, icon, text}` and usages lists.
 */
export interface IconItem {
  icon: ContentIcon;
  title: string;
  description?: string;
  /** A «Подробнее» link to the product's own page (the IoT hub's solutions). */
  link?: ContentLink;
}

export interface ItemsSection {
  title: string;
  description?: string;
  items: readonly IconItem[];
}

/**
 * A data table: `columns` are the header row (the first names the row-header column), each row
 * has a header cell and one plain-text cell per remaining column.
 */
export interface ContentTable {
  caption: string;
  columns: readonly string[];
  rows: readonly { header: string; cells: readonly string[] }[];
  /**
   * A note under the table, read with it: what its figures are, e.g. that they are sample
   * estimates rather than measured values.
   */
  note?: string;
}

export interface TableSection {
  title: string;
  description?: string;
  table: ContentTable;
}

// ─── Landing sections (content-areas.md §2.4, in page order) ─────────────────────────────────

/** The first screen: h1, lead text, an optional price line and the main action. */
export interface HeroContent {
  /**
   * mainTitle — the page's only h1. On a product page it is the product's name and nothing else
   * (`locales/{ru,kk}/products.ts`, issue 39); what the product is goes in `tagline`.
   */
  title: string;
  /** A line under the h1 saying what the product is («Резервный интернет для офиса»). */
  tagline?: string;
  /** mainDescription */
  description: string;
  /** e.g. «от 700 ₸/мес» */
  price?: string;
  /** A note under the price, e.g. «Цены указаны с НДС». */
  priceNote?: string;
  /** actionBtn */
  action: ContentAction;
  /** Short facts shown as chips under the description («7 дней бесплатно»). */
  highlights?: readonly string[];
}

/** Suitable industries / usages: a list of cards or a table (spec: «HTML table-cell strings or a list»). */
export type UsagesSection =
  | { kind: 'list'; title: string; description?: string; items: readonly IconItem[] }
  | { kind: 'table'; title: string; description?: string; table: ContentTable };

/** integrationsTitle / integrationsDesc / integrationsText and the list of {image, title, text}. */
export interface IntegrationsSection {
  title: string;
  description?: string;
  text?: string;
  items: readonly { image: ContentIcon; title: string; text: string }[];
}

/** One step of a case story, e.g. {name: «Задача», desc: …}. */
export interface CaseStoryPart {
  name: string;
  desc: string;
}

/** A case told as problem / solution / result. */
export interface CaseStory {
  title: string;
  img: ContentIcon;
  items: readonly CaseStoryPart[];
}

/** casesTitle / casesDesc and either short result cards or full stories (both shapes of §3). */
export type CasesSection =
  | { kind: 'cards'; title: string; description?: string; items: readonly IconItem[] }
  | {
      kind: 'stories';
      title: string;
      description?: string;
      subtitle?: string;
      items: readonly CaseStory[];
    };

/** A short fact on a tariff card: «200 ГБ» over «интернет». */
export interface TariffInfo {
  icon: ContentIcon;
  title: string;
  label: string;
}

/**
 * A tariff card (generic). Prices appear only where the spec gives them; a card without one
 * still says what is included and leads to a request.
 */
export interface TariffCard {
  id: string;
  title: string;
  description?: string;
  /** e.g. «8 990 ₸» */
  price?: string;
  /** e.g. «в месяц» */
  period?: string;
  /** e.g. «с НДС», «за 1 подключение на 1 устройство» */
  priceNote?: string;
  /** A badge over the card, e.g. «для всех тарифов», «Бесплатно». */
  label?: string;
  info?: readonly TariffInfo[];
  features?: readonly string[];
  button: ContentAction;
  /** A second action, e.g. «Подключить 2 услуги» on the housing-utilities platform. */
  secondaryButton?: ContentAction;
  /** «Узнать подробнее об {service}» / «Подробнее о тарифе»: a link, or details shown in place. */
  details?: { label: string; href?: string; html?: RichText };
}

/** A tab of tariff cards, e.g. office internet «С понижением» / «Без понижения». */
export interface TariffTab {
  id: string;
  label: string;
  description: string;
  cards: readonly TariffCard[];
}

/** tariffsTitle / tariffsDesc / tariffsBtn, the cards (flat or in tabs) and comparison tables. */
export interface TariffsSection {
  title: string;
  description?: string;
  /** tariffsBtn: a link under the cards, e.g. «Архив тарифов». */
  link?: ContentLink;
  cards?: readonly TariffCard[];
  tabs?: readonly TariffTab[];
  comparison?: readonly TableSection[];
  /** Fine print under the tariffs: VAT, billing rules. */
  notes?: readonly string[];
}

export interface StepItem {
  title: string;
  subtitle: string;
}

export interface StepsSection {
  title: string;
  description?: string;
  items: readonly StepItem[];
}

/** productsTitle and the slugs of the products to offer next. */
export interface OtherServicesSource {
  title: string;
  products: readonly ProductSlug[];
}

// ─── Page-specific extras (content-areas.md §2.5, §3) ────────────────────────────────────────

/** Any-device promo block (promo {label, title, benefit1, benefit2, benefitLabel, btn}). */
export interface PromoBlock {
  label: string;
  title: string;
  benefit1: string;
  benefit2: string;
  benefitLabel: string;
  btn: ContentAction;
  /** Fine print: period, VAT. */
  note?: string;
}

/** Any-device offers (offerTitle, link, the equipment bundles). */
export interface OffersSection {
  title: string;
  description?: string;
  link?: ContentLink;
  items: readonly TariffCard[];
}

/** Virtual PBX tariffs block: title, promo, subtitle, items, link1, link2, period, btn. */
export interface PbxTariffsBlock {
  title: string;
  promo: string;
  subtitle: string;
  price: string;
  items: readonly { icon: ContentIcon; text: string }[];
  link1: ContentLink;
  link2: ContentLink;
  period: string;
  btn: ContentAction;
}

/** A partner solution with «Подробнее» (details in place) and «Выбрать» (to the request form). */
export interface SolutionCard {
  id: string;
  icon: ContentIcon;
  title: string;
  description: string;
  details: RichText;
  moreLabel: string;
  chooseLabel: string;
}

/** Partners: documents and HR solution groups. */
export interface SolutionsSection {
  title: string;
  description?: string;
  groups: readonly {
    id: string;
    title: string;
    description: string;
    items: readonly SolutionCard[];
  }[];
}

/** An archived tariff with «Подробнее о тарифе» details. */
export interface ArchivedTariff {
  id: string;
  title: string;
  description: string;
  status: string;
  details: RichText;
}

export interface ArchiveSection {
  title: string;
  description: string;
  detailsLabel: string;
  hideLabel: string;
  items: readonly ArchivedTariff[];
}

/**
 * The smartphone-with-group-tariff special offer: terms, eligibility conditions (§5), the
 * two-step process, the group tariff and the texts of the BIN check and its outcomes.
 */
export interface SpecialOfferContent {
  period: { label: string; value: string };
  terms: { title: string; items: readonly string[] };
  conditions: { title: string; description?: string; items: readonly string[] };
  /** Who cannot take part, whatever the other conditions. */
  exclusions: { title: string; items: readonly string[] };
  process: { title: string; items: readonly [StepItem, StepItem] };
  tariff: { title: string; name: string; items: readonly IconItem[] };
  check: {
    title: string;
    description: string;
    binLabel: string;
    button: string;
    eligible: { title: string; text: string };
    notEligible: { title: string; text: string };
  };
  form: { title: string; successTitle: string; successText: string };
}

/**
 * Links to another company's site or app store (the satellite provider's help articles and its
 * app). They open in a new tab, with the kit's hidden «opens in a new tab» words; `href` is an
 * absolute `https://` URL.
 */
export interface ExternalLinksSection {
  title: string;
  description?: string;
  items: readonly { label: string; href: string; description?: string }[];
}

/** Roaming page: intro texts around the country search and tariffs (which come from the backend). */
export interface RoamingExtras {
  title: string;
  tabs: { roaming: string; callsAbroad: string };
  intro: readonly IconItem[];
}

// ─── A time-limited offer ────────────────────────────────────────────────────────────────────

/** The words a page says of an offer that does not run today, laid over its sections. */
export interface OfferWording {
  hero?: Partial<HeroContent>;
  specialOffer?: Partial<SpecialOfferContent>;
  promo?: Partial<PromoBlock>;
}

/**
 * A page that sells a time-limited offer (issue 35). Its dates are the backend's (`GET …/offers`,
 * `app/features/landing/offers.ts`), never written here: the page's strings say `{{startsOn}}` and
 * `{{endsOn}}` (dd.mm.yyyy), filled when the page is loaded — at build time for the prerendered
 * HTML. While the offer runs the page reads as written; before its first day or after its last,
 * the sections of `upcoming` / `ended` are laid over it, field by field.
 */
export interface OfferBinding {
  id: OfferId;
  ended: OfferWording;
  upcoming: OfferWording;
}

// ─── The landing page ────────────────────────────────────────────────────────────────────────

/**
 * One product landing page in one language, as written in `landing/{ru,kk}/<slug>.ts`.
 * Sections appear in this order; an absent key is an absent section.
 */
export interface LandingSource {
  /** The time-limited offer the page sells, if any: its period comes from the backend. */
  offer?: OfferBinding;
  hero: HeroContent;
  /** Anti-DDoS attack types, right after the hero. */
  attackTypes?: ItemsSection;
  /** Special offer: terms, conditions and steps. */
  specialOffer?: SpecialOfferContent;
  /** Roaming: tabs and the intro cards. */
  roaming?: RoamingExtras;
  usages?: UsagesSection;
  integrations?: IntegrationsSection;
  benefits?: ItemsSection;
  features?: ItemsSection;
  cases?: CasesSection;
  opportunities?: ItemsSection;
  /** Anti-DDoS industries table. */
  industries?: TableSection;
  /** Partners: documents and HR solutions. */
  solutions?: SolutionsSection;
  /** Any-device equipment offers and promo. */
  offers?: OffersSection;
  promo?: PromoBlock;
  /** Virtual PBX tariff block. */
  pbxTariffs?: PbxTariffsBlock;
  tariffs?: TariffsSection;
  /** Tariffs archive. */
  archive?: ArchiveSection;
  faq?: FaqSection;
  /** Satellite internet: the provider's support site and apps. */
  externalLinks?: ExternalLinksSection;
  steps?: StepsSection;
  otherServices?: OtherServicesSource;
}

/** A product as listed in the catalogue and in «Другие услуги». */
export interface ProductSummary {
  slug: ProductSlug;
  title: string;
  description: string;
  /** The locale's path: `/virtual-ats` or `/kk/virtual-ats`. */
  href: string;
}

/** What the loader returns: the page with «Другие услуги» resolved to titles and links. */
export interface LandingContent extends Omit<LandingSource, 'otherServices'> {
  otherServices?: { title: string; items: readonly ProductSummary[] };
  /**
   * The page's offer as the backend said it stood when the page was loaded (at build time for
   * the prerendered HTML), its words already chosen and its dates filled in; the page's islands
   * ask again when shown.
   */
  offerStatus?: Offer;
}

// ─── Home catalogue, contacts, become-agent ──────────────────────────────────────────────────

/** Business tasks the home catalogue filters by. */
export const CATALOGUE_TASKS = [
  'communication',
  'office',
  'remote-sites',
  'monitoring',
  'cloud',
  'security',
  'customers',
  'automation',
] as const;
export type CatalogueTask = (typeof CATALOGUE_TASKS)[number];

/** The eight service groups of the mega-menu (site-and-cabinet §2.4). */
export const CATALOGUE_GROUPS = [
  'connection',
  'internet',
  'iot',
  'cloud',
  'security',
  'advertising',
  'automation',
  'more',
] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

export interface CatalogueEntry {
  slug: ProductSlug;
  group: CatalogueGroup;
  title: string;
  description: string;
  tasks: readonly CatalogueTask[];
}

/** One language's product catalogue: every product slug once. */
export interface CatalogueSource {
  groups: Readonly<Record<CatalogueGroup, string>>;
  tasks: Readonly<Record<CatalogueTask, string>>;
  products: readonly CatalogueEntry[];
}

/** The home page: headline, «Все продукты» with the task filter, the consultation block. */
export interface HomeSource {
  hero: {
    title: string;
    description: string;
    action: ContentAction;
    /** The second way on: down to «Все продукты». */
    catalogueLink: string;
  };
  /**
   * «Популярные предложения», before the catalogue: a time-limited offer while it runs (issue
   * 35), then these products, each with its landing's price (`hero.price`, `hero.priceNote`).
   */
  featured: {
    title: string;
    products: readonly ProductSlug[];
    /** A running offer's badge: «Акция до {{endsOn}}». */
    until: string;
  };
  catalogue: {
    title: string;
    description: string;
    filterLabel: string;
    allTasks: string;
    empty: string;
    more: string;
  };
  benefits: ItemsSection;
  consultation: { title: string; description: string };
}

export interface HomeContent extends HomeSource {
  catalogueData: CatalogueSource;
}

/** A contact line: what it is for, the number or address, and who may use it. */
export interface ContactLine {
  label: string;
  value: string;
  /** `tel:` / `mailto:` href. */
  href: string;
  note?: string;
}

export interface ContactsGroup {
  id: 'sales' | 'support' | 'personalData' | 'ofd';
  title: string;
  description: string;
  lines: readonly ContactLine[];
}

export interface ContactsContent {
  title: string;
  description: string;
  groups: readonly ContactsGroup[];
  offices: ContentLink;
}

export interface BecomeAgentContent {
  title: string;
  description: string;
  benefits: ItemsSection;
  steps: StepsSection;
  documents: { title: string; items: readonly ContentLink[] };
  faq: FaqSection;
  action: ContentLink;
}

/**
 * The personal-data notice (route `/personal-data`): what Kazakhstan's Law «О персональных данных
 * и их защите» asks an operator to tell — who it is, what it collects and why, for how long, who
 * receives it, the person's rights and whom to ask. Each section is an h2 with its rich text.
 */
export interface PersonalDataContent {
  title: string;
  description: string;
  /** «Действует с» — the page shows it before the date the notice took effect. */
  effectiveLabel: string;
  sections: readonly { id: string; title: string; content: RichText }[];
}

/** The notice as the page shows it: its words and the date it took effect (ISO, one source). */
export interface PersonalDataPage extends PersonalDataContent {
  effectiveDate: string;
}

/**
 * The accessibility statement (`/accessibility`): the standard, how the site is tested, what is
 * known not to meet it, whom to tell and when an answer comes.
 */
export interface AccessibilityContent {
  title: string;
  description: string;
  /** «Заявление подготовлено» — the page shows it before the date the statement was written. */
  preparedLabel: string;
  sections: readonly { id: string; title: string; content: RichText }[];
}

/** The statement as the page shows it: its words and the date it was prepared (ISO, one source). */
export interface AccessibilityPage extends AccessibilityContent {
  preparedDate: string;
}

// ─── Help centre (content-areas.md §2.2) ─────────────────────────────────────────────────────

export const HELP_SECTIONS = [
  'mobile-connection',
  'office-connection-internet',
  'service',
] as const;
export type HelpSectionSlug = (typeof HELP_SECTIONS)[number];

/** Help menu: three groups, each with its slug and its pages (spec: name, url, links{name, link}). */
export interface HelpMenuSection {
  name: string;
  url: HelpSectionSlug;
  links: readonly { name: string; link: string }[];
}

/** One block of a help page: rich HTML, or an FAQ accordion. */
export type HelpBlock =
  { kind: 'html'; content: RichText } | { kind: 'faq'; title: string; items: readonly FaqItem[] };

/** A help content page (spec: title; meta {title, description}; blocks of HTML). */
export interface HelpContentPage {
  title: string;
  meta: { title: string; description: string };
  blocks: readonly HelpBlock[];
}

/** A provider's authorised signer (signatory memo). */
export interface Signer {
  position: string;
  name: string;
  /** Power-of-attorney number. */
  document: string;
  /** Power-of-attorney issue (start) date, dd.mm.yyyy. */
  date: string;
}

export interface SignerRegion {
  id: string;
  name: string;
  signers: readonly Signer[];
}

/** The sign-note page: its help page plus the region select and the signers by region. */
export interface SignNoteContent {
  page: HelpContentPage;
  regionLabel: string;
  regionSubtitle: string;
  searchPlaceholder: string;
  noMatch: string;
  columns: { position: string; name: string; document: string; date: string };
  regions: readonly SignerRegion[];
}

/** The /support landing: «Поможем найти ответы на вопросы», the menu groups and an FAQ. */
export interface SupportLanding {
  title: string;
  description: string;
  meta: { title: string; description: string };
  popular: { title: string; items: readonly ContentLink[] };
  faq: FaqSection;
}
