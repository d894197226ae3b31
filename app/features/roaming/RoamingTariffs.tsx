import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
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
import { useLocale, useT } from '../../i18n/index.ts';
import { getRoamingCountries, getRoamingTariffs, useApi } from '../api/index.ts';
import { LoadFailed, readFailure } from '../../forms/index.ts';
import { popularCountriesOf } from './data.ts';
import * as styles from './roaming.css.ts';

/**
 * The tariff cards (with their «Подключить» dialog, Radix Dialog's code) show only once a country
 * is chosen: their code loads then, beside the tariffs, not with the page.
 */
const loadTariffCard = () => import('./TariffCard.tsx');
const TariffCard = lazy(() => loadTariffCard().then((module) => ({ default: module.TariffCard })));

type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; value: T };

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

  const [countries, setCountries] = useState<Load<RoamingCountry[]>>({ status: 'loading' });
  const [countriesAttempt, setCountriesAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getRoamingCountries(api, { signal: controller.signal }).then(
      (answer) => setCountries({ status: 'ready', value: answer.countries }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setCountries({
          status: 'failed',
          message: readFailure(error, locale, { fallback: 'COUNTRIES_LOAD_FAILED' }).message,
        });
      },
    );
    return () => controller.abort();
  }, [api, locale, countriesAttempt]);

  const [tariffs, setTariffs] = useState<Load<RoamingTariff[]>>({ status: 'idle' });
  const [tariffsAttempt, setTariffsAttempt] = useState(0);
  // Said once the tariffs of a chosen country have arrived (the cards appear below the picker).
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!country) return;
    const controller = new AbortController();
    getRoamingTariffs(api, country.code, kind, { signal: controller.signal }).then(
      (answer) => {
        setTariffs({ status: 'ready', value: answer.tariffs });
        setAnnouncement(
          t('pages.roaming.tariffsShown', { country: country.name, count: answer.tariffs.length }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setTariffs({
          status: 'failed',
          message: readFailure(error, locale, { fallback: 'TARIFFS_LOAD_FAILED' }).message,
        });
      },
    );
    return () => controller.abort();
  }, [api, locale, country, kind, tariffsAttempt, t]);

  const options = useMemo(
    () =>
      countries.status === 'ready'
        ? countries.value.map((c) => ({ id: c.code, label: c.name, description: c.zone }))
        : [],
    [countries],
  );

  /** Every change of country, tab or attempt starts a new load (the effect above runs it). */
  const show = useCallback((next: Country | null, nextKind: RoamingKind) => {
    setCountry(next);
    setKind(nextKind);
    setAnnouncement('');
    if (next) {
      setTariffs({ status: 'loading' });
      void loadTariffCard();
    }
  }, []);

  const chooseCode = useCallback(
    (code: string | null) => {
      const found =
        (countries.status === 'ready' ? countries.value : []).find((c) => c.code === code) ??
        popular.find((c) => c.code === code);
      if (found?.code !== country?.code) show(found ?? null, kind);
    },
    [countries, popular, country, kind, show],
  );

  const panel = (tab: RoamingKind) => (
    <TabPanel key={tab} value={tab} className={styles.panel}>
      <p className={styles.hint}>
        {tab === 'roaming' ? t('pages.roaming.roamingHint') : t('pages.roaming.callsHint')}
      </p>
      <div className={styles.picker}>
        <div>
          {countries.status === 'ready' && (
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
          {countries.status === 'loading' && (
            <Loader layout="block" size="s" label={t('pages.roaming.countriesLoading')} />
          )}
          {countries.status === 'failed' && (
            <div className={styles.failed} data-failed="countries">
              <LoadFailed
                message={countries.message}
                onRetry={() => {
                  setCountries({ status: 'loading' });
                  setCountriesAttempt((n) => n + 1);
                }}
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
        state={tariffs}
        consultationAnchor={consultationAnchor}
        onRetry={() => {
          setTariffs({ status: 'loading' });
          setTariffsAttempt((n) => n + 1);
        }}
      />
    </TabPanel>
  );

  return (
    <section className={styles.root} aria-labelledby="roaming-tariffs" data-roaming="">
      <h2 id="roaming-tariffs" className={styles.h2}>
        {t('pages.roaming.title')}
      </h2>
      <p className={styles.priceFrom}>
        {t('pages.roaming.priceFrom', { price: ROAMING_FROM_KZT_PER_MONTH })}
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
  state: Load<RoamingTariff[]>;
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
          <LoadFailed message={state.message} onRetry={onRetry} />
        </div>
      )}
      {state.status === 'ready' && (
        <Suspense fallback={<Loader layout="block" label={t('pages.roaming.tariffsLoading')} />}>
          <ul className={styles.cards}>
            {state.value.map((tariff) => (
              <TariffCard key={tariff.id} tariff={tariff} consultationAnchor={consultationAnchor} />
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
