import type { AppType, ProductSlug, Tariff } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { loadLandingContent, type LandingContent } from '../../../locales/content/index.ts';
import { callEndpoint, type ApiClient } from '../api/index.ts';

/*
 * What a landing page with a tariff flow (/internet-for-office and its minimal landing,
 * /mobile-connection) prerenders: its content and the product's current tariffs from the backend,
 * fetched by the route's `load` at build time. The tariff cards (prices, the 3 000 ₸ per
 * additional number) are in the HTML for visitors without JS, search engines and the site search;
 * in the browser the flow starts from them and refreshes them (`useTariffs`).
 */

export { applyOffer, withOffer } from './offers.ts';

/** The page's content plus its tariffs. */
export type TariffPageData = LandingContent & { flowTariffs: Tariff[] };

/** The route's loader (both languages) for the landing `slug` with `product`'s tariffs. */
export const tariffPageLoader =
  (slug: ProductSlug, product: AppType) =>
  async ({ locale, api }: { locale: Locale; api: ApiClient }): Promise<TariffPageData> => {
    const [content, { tariffs }] = await Promise.all([
      loadLandingContent(slug, locale),
      callEndpoint(api, 'tariffs', { product, archived: 'false' }),
    ]);
    return { ...content, flowTariffs: tariffs };
  };

/** The tariffs a page's data carries (none for content loaded some other way). */
export function flowTariffsOf(content: LandingContent): Tariff[] | undefined {
  const tariffs = (content as Partial<TariffPageData>).flowTariffs;
  return Array.isArray(tariffs) ? tariffs : undefined;
}
