import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { RoamingCountry, RoamingKind, RoamingTariff } from '../../../contract/domain.ts';
import { errorMessage } from '../../../contract/errors.ts';
import { ROAMING_FROM_KZT_PER_MONTH } from '../../../contract/limits.ts';
import {
  LazySelect,
  Loader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  visuallyHidden,
} from '../../../lib/index.ts';
import type { LandingContent } from '../../../locales/content/index.ts';
import { keepTogether, useLocale, useT } from '../../i18n/index.ts';
import { contractQuery, useLightQuery, type LoadState } from '../../data/light.ts';
import { useApi } from '../api/index.ts';
import { LoadFailed } from '../../forms/index.ts';
import { popularCountriesOf } from './data.ts';
import * as styles from './roaming.css.ts';

/**
 * The tariff cards (with their «Подключить» dialog, Radix Dialog's code) show only once a country
 * is chosen: their code loads then, beside the tariffs, not with the page.
 */
const loadTariffCard = () => import('./TariffCard.tsx');
const TariffCard = lazy(() => loadTariffCard().then((module) => ({ default: module.TariffCard })));

/** A country as the page knows it: from the full list, or from the prerendered popular ones. */
type Country = Pick<RoamingCountry, 'code' | 'name' | 'zone'>;

export interface RoamingTariffsProps {
  /** The roaming page's data (`loadRoamingPage`): tab names from the content, popular countries. */
  content: LandingContent;
  /** The id of the page's request form. @default 'consultation' */
  consultationAnchor?: string;
}

/**
 * The roaming page's tariffs (§2.11): tabs «Роуминг» / «Звонки за границу», a country search
 * (the kit's Select: any case, Kazakh letters by their stand-ins, «Ничего не найдено») and the
 * «Популярные» countries, then the chosen country's tariff cards. What is prerendered and what
 * loads in the browser: see `data.ts`.
 */
export function RoamingTariffs({
  content,
  consultationAnchor = 'consultation',
}: RoamingTariffsProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const popular = popularCountriesOf(content);
  const tabs = content.roaming?.tabs;

  const [kind, setKind] = useState<RoamingKind>('roaming');
  const [country, setCountry] = useState<Country | null>(null);

  // Read over the island's small fetcher, not the cabinet's cache: docs/performance.md.
  const countries = useLightQuery(contractQuery(api, 'roamingCountries', undefined, locale), {
    locale,
    fallback: 'COUNTRIES_LOAD_FAILED',
  });
  const tariffs = useLightQuery(
    {
      ...contractQuery(api, 'roamingTariffs', { country: country?.code ?? '', kind }, locale),
      enabled: country !== null,
    },
    { locale, fallback: 'TARIFFS_LOAD_FAILED' },
  );
  // Said once the tariffs of a chosen country have arrived (the cards appear below the picker).
  const announcement =
    country && tariffs.state.status === 'ready'
      ? t('pages.roaming.tariffsShown', {
          country: country.name,
          count: tariffs.state.data.tariffs.length,
        })
      : '';
  const countryList = countries.state.status === 'ready' ? countries.state.data.countries : null;

  const options = useMemo(
    () => (countryList ?? []).map((c) => ({ id: c.code, label: c.name, description: c.zone })),
    [countryList],
  );

  /** Every change of country or tab is a new read of the tariffs (its key changes). */
  const show = useCallback((next: Country | null, nextKind: RoamingKind) => {
    setCountry(next);
    setKind(nextKind);
    if (next) void loadTariffCard();
  }, []);

  const chooseCode = useCallback(
    (code: string | null) => {
      const found =
        (countryList ?? []).find((c) => c.code === code) ?? popular.find((c) => c.code === code);
      if (found?.code !== country?.code) show(found ?? null, kind);
    },
    [countryList, popular, country, kind, show],
  );

  const panel = (tab: RoamingKind) => (
    <TabPanel key={tab} value={tab} className={styles.panel}>
      <p className={styles.hint}>
        {tab === 'roaming' ? t('pages.roaming.roamingHint') : t('pages.roaming.callsHint')}
      </p>
      <div className={styles.picker}>
        <div>
          {countries.state.status === 'ready' && (
            <LazySelect
              label={t('pages.roaming.country')}
              placeholder={t('pages.roaming.countryPlaceholder')}
              searchPlaceholder={t('pages.roaming.countrySearch')}
              noResultsText={errorMessage(locale, 'NOTHING_FOUND')}
              options={options}
              value={country?.code ?? null}
              onChange={chooseCode}
            />
          )}
          {countries.state.status === 'loading' && (
            <Loader layout="block" size="s" label={t('pages.roaming.countriesLoading')} />
          )}
          {countries.state.status === 'failed' && (
            <div className={styles.failed} data-failed="countries">
              <LoadFailed
                message={countries.state.message}
                retrying={countries.state.retrying}
                onRetry={countries.retry}
              />
            </div>
          )}
        </div>
        {popular.length > 0 && (
          <section aria-labelledby={`roaming-popular-${tab}`}>
            <h3 id={`roaming-popular-${tab}`} className={styles.h3}>
              {t('pages.roaming.popular')}
            </h3>
            <ul className={styles.chips}>
              {popular.map((c) => (
                <li key={c.code}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={country?.code === c.code}
                    onClick={() => {
                      if (country?.code !== c.code) show(c, kind);
                    }}
                  >
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <Results
        country={country}
        state={tariffs.state}
        consultationAnchor={consultationAnchor}
        onRetry={tariffs.retry}
      />
    </TabPanel>
  );

  return (
    <section className={styles.root} aria-labelledby="roaming-tariffs" data-roaming="">
      <h2 id="roaming-tariffs" className={styles.h2}>
        {t('pages.roaming.title')}
      </h2>
      <p className={styles.priceFrom}>
        {keepTogether(t('pages.roaming.priceFrom', { price: ROAMING_FROM_KZT_PER_MONTH }))}
      </p>
      <Tabs value={kind} onValueChange={(value) => show(country, value as RoamingKind)}>
        <TabList label={t('pages.roaming.tabsLabel')}>
          <Tab value="roaming">{tabs?.roaming ?? t('pages.roaming.tabsLabel')}</Tab>
          <Tab value="calls">{tabs?.callsAbroad ?? t('pages.roaming.tabsLabel')}</Tab>
        </TabList>
        {panel('roaming')}
        {panel('calls')}
      </Tabs>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </section>
  );
}

function Results({
  country,
  state,
  consultationAnchor,
  onRetry,
}: {
  country: Country | null;
  state: LoadState<{ tariffs: RoamingTariff[] }>;
  consultationAnchor: string;
  onRetry: () => void;
}) {
  const t = useT();
  if (!country) return <p className={styles.hint}>{t('pages.roaming.choosePrompt')}</p>;
  return (
    <section
      className={styles.results}
      aria-labelledby="roaming-results"
      data-country={country.code}
    >
      <div>
        <h3 id="roaming-results" className={styles.h3}>
          {t('pages.roaming.tariffsFor', { country: country.name })}
        </h3>
        <p className={styles.zone}>{t('pages.roaming.zone', { zone: country.zone })}</p>
      </div>
      {state.status === 'loading' && (
        <Loader layout="block" label={t('pages.roaming.tariffsLoading')} />
      )}
      {state.status === 'failed' && (
        <div className={styles.failed} data-failed="tariffs">
          <LoadFailed message={state.message} retrying={state.retrying} onRetry={onRetry} />
        </div>
      )}
      {state.status === 'ready' && (
        <Suspense fallback={<Loader layout="block" label={t('pages.roaming.tariffsLoading')} />}>
          <ul className={styles.cards}>
            {state.data.tariffs.map((tariff) => (
              <TariffCard key={tariff.id} tariff={tariff} consultationAnchor={consultationAnchor} />
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
