/**
 * The roaming page's tariffs (§2.11): tabs, country search, popular countries, tariff cards with
 * details on demand. The page's text, FAQ and «Другие услуги» are the landing template's.
 *
 *   load: loadRoamingPage                            // the /roaming route, build time
 *   <LandingPage … tariffs={<RoamingTariffs content={data} />} />
 */
export { RoamingTariffs, type RoamingTariffsProps } from './RoamingTariffs.tsx';
export { TariffCard, type TariffCardProps } from './TariffCard.tsx';
export { loadRoamingPage, popularCountriesOf, type RoamingPageData } from './data.ts';
