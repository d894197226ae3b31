import type { RoamingCountry } from '../../../contract/domain.ts';
import { loadLandingContent, type LandingContent } from '../../../locales/content/index.ts';
import { callEndpoint, type ApiClient } from '../api/index.ts';
import type { Locale } from '../../../contract/locale.ts';

/*
 * What the roaming page prerenders and what it loads in the browser:
 * - Prerendered (the route's `load`, at build time): the page's text from the content (hero,
 *   intro, FAQ, «Другие услуги», «от 2200 ₸ в месяц») and the «Популярные» countries from the
 *   backend. A visitor, a search engine and the site search see them at once, without JS.
 * - In the browser: the full country list and each country's tariffs and tariff details. They are
 *   the live, price-bearing data, fetched when the visitor asks; each can fail on its own and then
 *   says so («Не удалось загрузить список стран / тарифы / детали тарифа») with a retry, while the
 *   rest of the page keeps working (the popular countries still lead to their tariffs when the
 *   list itself could not be loaded).
 */

/** The roaming page's data: its landing content plus the popular countries. */
export type RoamingPageData = LandingContent & { roamingPopular: RoamingCountry[] };

/** The route's loader for `/roaming` (both languages), run at build time. */
export async function loadRoamingPage({
  locale,
  api,
}: {
  locale: Locale;
  api: ApiClient;
}): Promise<RoamingPageData> {
  const [content, { countries }] = await Promise.all([
    loadLandingContent('roaming', locale),
    callEndpoint(api, 'roamingCountries', undefined),
  ]);
  return { ...content, roamingPopular: countries.filter((country) => country.popular) };
}

/** The popular countries a page's data carries (none for content loaded some other way). */
export function popularCountriesOf(content: LandingContent): readonly RoamingCountry[] {
  const popular = (content as Partial<RoamingPageData>).roamingPopular;
  return Array.isArray(popular) ? popular : [];
}
