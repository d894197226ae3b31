import type { BlogArticle, ProductSlug } from '../../contract/domain.ts';
import { CLIENT_SHELL_SEGMENT } from '../../contract/site.ts';
import {
  loadAccessibilityContent,
  loadBecomeAgentContent,
  loadContactsContent,
  loadLandingContent,
  loadPersonalDataContent,
  loadTariffsArchive,
  type AccessibilityPage,
  type BecomeAgentContent,
  type ContactsContent,
  type LandingContent,
  type PersonalDataPage,
  type SignNoteContent,
} from '../../locales/content/index.ts';
// The blog's loaders only (not its index): the route table is in the main bundle, the blog's
// components load with its pages.
import {
  blogArticleHead,
  blogPaths,
  loadBlogArticle,
  loadBlogList,
  type BlogListData,
} from '../features/blog/data.ts';
import {
  kioskProductHead,
  kioskProductPaths,
  kioskSectionHead,
  kioskSectionPaths,
  loadKioskProduct,
  loadKioskSection,
  type KioskSectionData,
} from '../features/kiosk/data.ts';
import { loadHomePage, type HomePageData } from './homeData.ts';
import { tariffPageLoader, withOffer } from '../features/landing/data.ts';
import { loadRoamingPage } from '../features/roaming/data.ts';
import { loadSignNoteFor } from '../features/sign-note/data.ts';
import { loadSuccessCases, type SuccessCasesData } from '../features/success-cases/data.ts';
import { CABINET_HOME_PATH } from './cabinetPaths.ts';
import { ACCESSIBILITY_PATH, PERSONAL_DATA_PATH } from './sitePaths.ts';
import type { PageMetaKey, RouteDef } from './types.ts';
import {
  loadHelpPageData,
  loadSupportData,
  supportPaths,
  type HelpPageData,
  type SupportData,
} from './support.ts';

/*
 * The route table (spec §2.2). Every route also exists under `/kk`. Pages load on demand, so a
 * visitor downloads only the page they open; the prerenderer and the client both await
 * `prepareRoute` (page module + `load`) before rendering, so hydration sees the same tree.
 */

const productPage = () => import('../pages/ProductPage.tsx');
const applicationsPage = () => import('../pages/ApplicationsPage.tsx');
const applicationDetailPage = () => import('../pages/ApplicationDetailPage.tsx');
const applicationPage = () => import('../pages/ApplicationPage.tsx');
// The kiosk's screens are two modules: the products (the landing template, ~8 KB gzip) and all
// the others. The kiosk's service worker precaches both, so moving around loads nothing more.
const kioskPage = () => import('../pages/KioskPage.tsx');
const kioskProductPage = () => import('../pages/KioskProductPage.tsx');

/** Product landing pages: slug → route name (the spec's where it has one) and meta key. */
const PRODUCTS: Record<ProductSlug, { name: string; meta: PageMetaKey }> = {
  'virtual-ats': { name: 'ats', meta: 'ats' },
  'mobile-connection': { name: 'mobileConnection', meta: 'mobileConnection' },
  roaming: { name: 'roaming', meta: 'roaming' },
  teams: { name: 'teams', meta: 'teams' },
  'business-unlim': { name: 'businessUnlim', meta: 'businessUnlim' },
  birlik: { name: 'birlik', meta: 'birlik' },
  'internet-for-office': { name: 'fix', meta: 'fixInternet' },
  jelide: { name: 'jelide', meta: 'jelide' },
  'ip-vpn': { name: 'ipVpn', meta: 'ipVpn' },
  'any-device': { name: 'anyDevice', meta: 'anyDevice' },
  'satellite-internet': { name: 'satelliteInternet', meta: 'satelliteInternet' },
  'iot-m2m': { name: 'iotM2m', meta: 'iotM2m' },
  'connected-cars': { name: 'connectedCars', meta: 'connectedCars' },
  'iot-zhkh': { name: 'iotZhkh', meta: 'iotZhkh' },
  iot: { name: 'iot', meta: 'iot' },
  'sim-management': { name: 'simManagement', meta: 'simManagement' },
  'mobile-corporate-access': { name: 'mca', meta: 'mca' },
  m2m: { name: 'm2m', meta: 'm2m' },
  azure: { name: 'azure', meta: 'azure' },
  'azure-express-route': { name: 'azureExpressRoute', meta: 'azureExpressRoute' },
  aws: { name: 'aws', meta: 'aws' },
  'aws-direct-connect': { name: 'awsDirectConnect', meta: 'awsDirectConnect' },
  'microsoft-365': { name: 'microsoft', meta: 'microsoft' },
  'orman-ai': { name: 'ormanAi', meta: 'ormanAi' },
  ddos: { name: 'ddos', meta: 'ddos' },
  soc: { name: 'soc', meta: 'soc' },
  'mobile-ad': { name: 'mobileAd', meta: 'mobileAd' },
  ofd: { name: 'ofd', meta: 'ofd' },
  'bee-voice': { name: 'beevoice', meta: 'beevoice' },
  robee: { name: 'robee', meta: 'robee' },
  mfs: { name: 'mfs', meta: 'mfs' },
  partners: { name: 'partners', meta: 'partners' },
  'kense-handset-offer': { name: 'kenseHandsetOffer', meta: 'kenseHandsetOffer' },
};

// `RouteDef<Data>` is invariant in Data (page props and loader); the table holds them all as
// `RouteDef<unknown>`, which is sound because each page only ever gets its own loader's data.
const route = <Data>(def: RouteDef<Data>): RouteDef => def as unknown as RouteDef;

/**
 * A kiosk screen: one page module (`KioskPage`, which picks the screen by route name, or the
 * products' own), the kiosk's frame instead of the site's header and footer, and `noindex`.
 */
const kiosk = (
  def: Omit<RouteDef, 'page' | 'layout' | 'noindex' | 'messages'>,
  page: RouteDef['page'] = kioskPage,
): RouteDef => ({
  ...def,
  layout: 'kiosk',
  noindex: true,
  messages: ['kiosk'],
  page,
});

/**
 * A product landing page: its content (`locales/content`) is the route's data — with the period
 * and state of the offer it sells, if any, from the backend (`features/landing/offers.ts`).
 */
const landing = (
  slug: ProductSlug,
  def: Omit<RouteDef<LandingContent>, 'page' | 'load' | 'product'>,
  page: RouteDef<LandingContent>['page'] = PRODUCT_PAGES[slug] ?? productPage,
): RouteDef => {
  const load = PAGE_LOADERS[slug] ?? (({ locale }) => loadLandingContent(slug, locale));
  return route<LandingContent>({
    ...def,
    product: slug,
    page,
    load: async (context) => withOffer(await load(context), context.api),
  });
};

/**
 * The landings with a flow of their own: a page module each, so that the others do not carry
 * its code (`app/pages/ProductPage.tsx`).
 */
const PRODUCT_PAGES: Partial<Record<ProductSlug, RouteDef<LandingContent>['page']>> = {
  roaming: () => import('../pages/RoamingPage.tsx'),
  'internet-for-office': () => import('../pages/OfficeInternetPage.tsx'),
  'mobile-connection': () => import('../pages/MobileConnectionPage.tsx'),
  'kense-handset-offer': () => import('../pages/HandsetOfferPage.tsx'),
};

/**
 * The pages that prerender backend data beside their content: roaming its popular countries
 * (`features/roaming/data.ts`), the office-internet and mobile-connection pages their tariffs
 * (`features/landing/data.ts`) — each says why.
 */
const PAGE_LOADERS: Partial<Record<ProductSlug, RouteDef<LandingContent>['load']>> = {
  roaming: loadRoamingPage,
  'internet-for-office': tariffPageLoader('internet-for-office', 'internet'),
  'mobile-connection': tariffPageLoader('mobile-connection', 'mobile'),
};

const productRoutes: RouteDef[] = (Object.keys(PRODUCTS) as ProductSlug[]).map((slug) =>
  landing(slug, { path: `/${slug}`, ...PRODUCTS[slug] }),
);

export const ROUTES: readonly RouteDef[] = [
  route<HomePageData>({
    name: 'main',
    path: '/',
    meta: 'mainPage',
    page: () => import('../pages/HomePage.tsx'),
    load: ({ locale, api }) => loadHomePage(locale, api),
  }),
  route<BlogListData>({
    name: 'blog',
    path: '/blog',
    meta: 'blog',
    page: () => import('../pages/BlogPage.tsx'),
    load: ({ api }) => loadBlogList(api),
  }),
  route<BlogArticle | null>({
    name: 'blogItem',
    path: '/blog/:id',
    meta: 'blogItem',
    page: () => import('../pages/BlogItemPage.tsx'),
    // Every article the backend has, in both languages; its own title and excerpt are the head.
    paths: ({ api }) => blogPaths(api),
    load: ({ api, params }) => loadBlogArticle(api, params.id),
    head: blogArticleHead,
  }),
  route<SupportData>({
    name: 'support',
    path: '/support',
    meta: 'support',
    page: () => import('../pages/SupportPage.tsx'),
    load: ({ locale }) => loadSupportData(locale),
  }),
  route<SupportSectionData | null>({
    name: 'supportSection',
    path: '/support/:link/:sectionId',
    meta: 'supportSection',
    page: () => import('../pages/SupportSectionPage.tsx'),
    paths: async () => supportPaths(),
    // The signatory memo also carries its regions and signers (every region prerendered).
    load: async ({ locale, params }) => {
      const [data, signNote] = await Promise.all([
        loadHelpPageData(locale, params.link, params.sectionId),
        loadSignNoteFor(locale, params),
      ]);
      return data && signNote ? { ...data, signNote } : data;
    },
    // A help page carries its own meta title and description.
    head: (data) =>
      data
        ? {
            title: data.page.meta.title,
            description: data.page.meta.description,
            heading: data.page.title,
          }
        : {},
  }),
  route<ContactsContent>({
    name: 'contacts',
    path: '/contacts',
    meta: 'contacts',
    page: () => import('../pages/ContactsPage.tsx'),
    load: ({ locale }) => loadContactsContent(locale),
  }),
  {
    name: 'search-page',
    path: '/search',
    meta: 'search',
    noindex: true,
    page: () => import('../pages/SearchPage.tsx'),
  },
  ...productRoutes,
  {
    name: 'applicationForConsultancy',
    path: '/application-for-consultancy',
    meta: 'applicationForConsultancy',
    noindex: true,
    page: () => import('../pages/ConsultancyAcceptedPage.tsx'),
  },
  route<LandingContent>({
    name: 'tariffsArchive',
    path: '/tariffs-archive',
    meta: 'tariffsArchive',
    page: () => import('../pages/TariffsArchivePage.tsx'),
    load: ({ locale }) => loadTariffsArchive(locale),
  }),
  route<BecomeAgentContent>({
    name: 'becomeAgent',
    path: '/become-agent',
    meta: 'becomeAgent',
    page: () => import('../pages/BecomeAgentPage.tsx'),
    load: ({ locale }) => loadBecomeAgentContent(locale),
  }),
  route<PersonalDataPage>({
    name: 'personalData',
    path: PERSONAL_DATA_PATH,
    meta: 'personalData',
    page: () => import('../pages/PersonalDataPage.tsx'),
    load: ({ locale }) => loadPersonalDataContent(locale),
  }),
  route<AccessibilityPage>({
    name: 'accessibility',
    path: ACCESSIBILITY_PATH,
    meta: 'accessibility',
    page: () => import('../pages/AccessibilityPage.tsx'),
    load: ({ locale }) => loadAccessibilityContent(locale),
  }),
  route<SuccessCasesData>({
    name: 'successCases',
    path: '/success-cases',
    meta: 'successCases',
    page: () => import('../pages/SuccessCasesPage.tsx'),
    load: ({ api }) => loadSuccessCases(api),
  }),
  landing('birlik', {
    name: 'birlikLanding',
    path: '/birlik-landing',
    meta: 'birlikLanding',
    layout: 'minimal',
  }),
  landing(
    'internet-for-office',
    {
      name: 'internetForOfficeLanding',
      path: '/internet-for-office-landing',
      meta: 'reprice',
      layout: 'minimal',
    },
    () => import('../pages/RepricePage.tsx'),
  ),
  // The kiosk (docs/kiosk.md): the sales-office touch screen, in both languages. Prerendered so
  // its service worker can keep every page for offline use; kept out of search (`noindex`).
  kiosk({ name: 'kiosk', path: '/kiosk', meta: 'kiosk' }),
  kiosk({
    name: 'kioskSection',
    path: '/kiosk/catalogue/:section',
    meta: 'kioskSection',
    paths: kioskSectionPaths,
    load: ({ locale, params }) => loadKioskSection(locale, params.section ?? ''),
    head: (data, locale) => kioskSectionHead(data as KioskSectionData, locale),
  }),
  kiosk(
    {
      name: 'kioskProduct',
      path: '/kiosk/product/:slug',
      meta: 'kioskProduct',
      paths: kioskProductPaths,
      load: ({ locale, params, api }) => loadKioskProduct(locale, params.slug ?? '', api),
      head: (data, locale) => kioskProductHead(data as LandingContent, locale),
    },
    kioskProductPage,
  ),
  kiosk({ name: 'kioskConsultation', path: '/kiosk/consultation', meta: 'kioskConsultation' }),
  kiosk({ name: 'kioskHandsetOffer', path: '/kiosk/handset-offer', meta: 'kioskHandsetOffer' }),
  kiosk({ name: 'kioskAddressCheck', path: '/kiosk/address-check', meta: 'kioskAddressCheck' }),
  // The cabinet: rendered in the browser only.
  {
    name: 'auth',
    path: '/auth',
    meta: 'auth',
    guestOnly: true,
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: () => import('../pages/AuthPage.tsx'),
  },
  {
    name: 'profile',
    path: '/profile',
    meta: 'profile',
    requiresAuth: true,
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: () => import('../pages/ProfilePage.tsx'),
  },
  // The cabinet's home (cabinetPaths.ts `CABINET_HOME_PATH`): where a login lands.
  {
    name: 'cabinetHome',
    path: CABINET_HOME_PATH,
    meta: 'cabinetHome',
    requiresAuth: true,
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: () => import('../pages/CabinetHomePage.tsx'),
  },
  {
    name: 'profileApplicationsInternet',
    path: '/profile-applications/internet',
    meta: 'profileApplicationsInternet',
    requiresAuth: true,
    appType: 'internet',
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: applicationsPage,
  },
  {
    name: 'profileApplicationsMobile',
    path: '/profile-applications/mobile',
    meta: 'profileApplicationsMobile',
    requiresAuth: true,
    appType: 'mobile',
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: applicationsPage,
  },
  // An application's own page (cabinetPaths.ts `applicationHref`): one shell serves every id.
  {
    name: 'profileApplicationInternet',
    path: '/profile-applications/internet/:opportunityId',
    meta: 'profileApplicationInternet',
    requiresAuth: true,
    appType: 'internet',
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: applicationDetailPage,
    paths: async () => [{ opportunityId: CLIENT_SHELL_SEGMENT }],
  },
  {
    name: 'profileApplicationMobile',
    path: '/profile-applications/mobile/:opportunityId',
    meta: 'profileApplicationMobile',
    requiresAuth: true,
    appType: 'mobile',
    render: 'client',
    messages: ['cabinet', 'widgets'],
    page: applicationDetailPage,
    paths: async () => [{ opportunityId: CLIENT_SHELL_SEGMENT }],
  },
  {
    name: 'applicationForConnection',
    path: '/application-for-connection',
    meta: 'applicationForConnection',
    appType: 'internet',
    withoutSessionRedirect: 'fix',
    render: 'client',
    messages: ['cabinet', 'wizard', 'widgets'],
    page: applicationPage,
  },
  {
    name: 'mobileApplication',
    path: '/mobile-application',
    meta: 'mobileApplication',
    appType: 'mobile',
    withoutSessionRedirect: 'mobileConnection',
    render: 'client',
    messages: ['cabinet', 'wizard', 'widgets'],
    page: applicationPage,
  },
];

/** A help page's data; the signatory memo's also has its regions and signers. */
export type SupportSectionData = HelpPageData & { signNote?: SignNoteContent };

/** The page any unmatched path shows (with HTTP 404 from the server). */
export const NOT_FOUND_ROUTE: RouteDef = {
  name: 'notFound',
  path: '/404',
  meta: 'notFound',
  page: () => import('../pages/NotFoundPage.tsx'),
};

export function routeByName(name: string): RouteDef {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`No route named "${name}"`);
  return found;
}
