import type { Tariff } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { loadLandingContent, type LandingContent } from '../../../locales/content/index.ts';
import { getTariffs, type ApiClient } from '../api/index.ts';

/*
 * What the office-internet pages (/internet-for-office and its minimal landing) prerender: their
 * content and the current tariffs from the backend, fetched by the route's `load` at build time.
 * The tariff cards are in the HTML, so a visitor without JS, a search engine and the site search
 * see them; in the browser the flow starts from them and refreshes them (`useTariffs`).
 */

/** The page's content plus its tariffs. */
export type OfficeInternetPageData = LandingContent & { flowTariffs: Tariff[] };

/** The route's loader (both languages), run at build time against the reference backend. */
export async function loadOfficeInternetPage({
  locale,
  api,
}: {
  locale: Locale;
  api: ApiClient;
}): Promise<OfficeInternetPageData> {
  const [content, { tariffs }] = await Promise.all([
    loadLandingContent('internet-for-office', locale),
    getTariffs(api, { product: 'internet', archived: 'false' }),
  ]);
  return { ...content, flowTariffs: tariffs };
}

/** The tariffs a page's data carries (none for content loaded some other way). */
export function flowTariffsOf(content: LandingContent): Tariff[] | undefined {
  const tariffs = (content as Partial<OfficeInternetPageData>).flowTariffs;
  return Array.isArray(tariffs) ? tariffs : undefined;
}
