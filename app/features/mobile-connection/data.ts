import type { Tariff } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { loadLandingContent, type LandingContent } from '../../../locales/content/index.ts';
import { getTariffs, type ApiClient } from '../api/index.ts';

/*
 * What /mobile-connection prerenders: its content and the current mobile tariffs from the
 * backend, fetched by the route's `load` at build time, so the tariff cards (prices, the 3 000 ₸
 * per additional number) are in the HTML for visitors without JS, search engines and the site
 * search; in the browser the flow starts from them and refreshes them (`useTariffs`).
 */

/** The page's content plus its tariffs. */
export type MobileConnectionPageData = LandingContent & { flowTariffs: Tariff[] };

/** The route's loader (both languages), run at build time against the reference backend. */
export async function loadMobileConnectionPage({
  locale,
  api,
}: {
  locale: Locale;
  api: ApiClient;
}): Promise<MobileConnectionPageData> {
  const [content, { tariffs }] = await Promise.all([
    loadLandingContent('mobile-connection', locale),
    getTariffs(api, { product: 'mobile', archived: 'false' }),
  ]);
  return { ...content, flowTariffs: tariffs };
}

/** The tariffs a page's data carries (none for content loaded some other way). */
export function flowTariffsOf(content: LandingContent): Tariff[] | undefined {
  const tariffs = (content as Partial<MobileConnectionPageData>).flowTariffs;
  return Array.isArray(tariffs) ? tariffs : undefined;
}
