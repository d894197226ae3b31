import type { IslandDefinition, IslandProps } from './Island.tsx';

/** An island's module: `defineIsland(…)` as its default export. */
interface IslandModule {
  default: { island: IslandDefinition<never> };
}

/**
 * Every island by name, each loaded on its own (its own chunk, with what it imports). The
 * prerender renders an island from here and the browser hydrates it from here. The client build
 * reads this table as written (`scripts/vite/islandChunks.ts`): each entry stays
 * `name: () => import('…')`, and the module it names is how the build finds the island's chunk.
 * The order means nothing.
 */
export const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  header: () => import('../shell/HeaderIsland.tsx'),
  language: () => import('../shell/LanguageIsland.tsx'),
  catalogue: () => import('../pages/CatalogueIsland.tsx'),
  consultation: () => import('../features/widgets/ConsultationIsland.tsx'),
  'handset-offer': () => import('../features/widgets/HandsetOfferIsland.tsx'),
  faq: () => import('../features/landing/FaqIsland.tsx'),
  details: () => import('../features/landing/DetailsIsland.tsx'),
  'tariff-tabs': () => import('../features/landing/TariffTabsIsland.tsx'),
  'office-internet': () => import('../features/office-internet/OfficeInternetIsland.tsx'),
  reprice: () => import('../features/office-internet/RepriceIsland.tsx'),
  'mobile-connection': () => import('../features/mobile-connection/MobileConnectionIsland.tsx'),
  roaming: () => import('../features/roaming/RoamingIsland.tsx'),
  share: () => import('../features/blog/ShareIsland.tsx'),
  'case-list': () => import('../features/success-cases/CaseListIsland.tsx'),
  'case-form': () => import('../features/success-cases/CaseFormIsland.tsx'),
  'sign-note': () => import('../features/sign-note/SignNoteIsland.tsx'),
  search: () => import('../features/search/SearchIsland.tsx'),
};

export async function loadIsland(name: string): Promise<{ island: IslandDefinition<IslandProps> }> {
  const load = ISLANDS[name];
  if (!load) throw new Error(`No island named "${name}" (app/islands/registry.ts)`);
  const module = await load();
  if (module.default.island.name !== name) {
    throw new Error(`registry.ts: "${name}" loads the island "${module.default.island.name}"`);
  }
  return { island: module.default.island as unknown as IslandDefinition<IslandProps> };
}
