import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { InternetSpeedMode, Tariff } from '../../../contract/index.ts';
import { Button, Link, Loader, Tab, TabList, TabPanel, Tabs } from '../../../lib/index.ts';
import { LoadFailed, formStyles as w } from '../../forms/index.ts';
import { formatAmount, keepTogether, useLocale, useT } from '../../i18n/index.ts';
import { useApi } from '../api/index.ts';
import { useStartApplication } from '../auth/index.ts';
import { useTariffs } from '../tariffs/index.ts';
import { checkHouse, type AddressCheckResult } from '../widgets/index.ts';
import { contractQuery, useLightQuery } from '../../data/light.ts';
import * as styles from './office.css.ts';

/**
 * The address step's code (react-aria's combobox, about 70 KB gzip) loads when a tariff is chosen:
 * the page does not need it to show the tariffs and become interactive.
 */
const AddressCheckWidget = lazy(() =>
  import('../widgets/address/index.ts').then((module) => ({ default: module.AddressCheckWidget })),
);

export interface OfficeInternetFlowProps {
  /** Level of the flow's own headings (the tariff cards'); the page's section heading is above. @default 3 */
  headingLevel?: 3 | 4;
  /** The id of the page's consultation block, offered when the address is outside coverage. */
  consultationAnchor?: string;
  /**
   * The tariffs the route's loader fetched at build time (`data.ts`): shown on first paint, so
   * they are in the prerendered HTML, then refreshed in the browser.
   */
  tariffs?: readonly Tariff[];
}

/**
 * The building a link from the embed's address check carries (`?houseId=…`), read in the
 * browser only (the prerendered page has no query).
 */
function linkedHouseId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('houseId')?.trim() || null;
}

/**
 * The office-internet public flow (§2.15): tariff tabs «С понижением» / «Без понижения» with the
 * backend's tariffs, «Подключить» on a card → «Введите адрес офиса» (the address widget) → the
 * hand-off into the cabinet application carrying the tariff and the address (login if needed).
 * Going back keeps the address typed so far. An address checked on a partner page arrives as
 * `?houseId=…`: checked again with the backend, it is named above the tariffs and the address
 * step opens on its answer.
 */
export function OfficeInternetFlow({
  headingLevel = 3,
  consultationAnchor = 'consultation',
  tariffs,
}: OfficeInternetFlowProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const start = useStartApplication();
  const { state, retry } = useTariffs('internet', false, tariffs);
  const [houseId] = useState(linkedHouseId);
  // Not taken on trust: the backend says again where the building is and whether it is covered.
  // An unknown id or a failed call leaves the flow as it is without one.
  const linkedRead = useLightQuery(
    {
      queryKey: contractQuery(api, 'addressCoverage', { houseId: houseId ?? '' }, locale).queryKey,
      queryFn: ({ signal }) => checkHouse(api, houseId ?? '', { signal }),
      enabled: houseId !== null,
    },
    { locale },
  );
  const linked = linkedRead.state.status === 'ready' ? linkedRead.state.data : null;
  const [mode, setMode] = useState<InternetSpeedMode>('reduced');
  const [chosen, setChosen] = useState<Tariff | null>(null);
  const [addressShown, setAddressShown] = useState(false);
  const cardButtons = useRef(new Map<string, HTMLButtonElement>());
  const chosenHeadingId = useId();
  const price = (amount: number) => t('widgets.common.perMonth', { price: formatAmount(amount) });

  const addressStep = useRef<HTMLDivElement>(null);
  const focusCard = useRef(false);
  useEffect(() => {
    if (addressShown) {
      // The cards are hidden: start reading at the address step's title.
      addressStep.current?.querySelector<HTMLElement>('[data-widget] [tabindex="-1"]')?.focus();
      return;
    }
    if (!focusCard.current) return;
    focusCard.current = false;
    // Back where the visitor left: the card they chose.
    if (chosen) cardButtons.current.get(chosen.id)?.focus();
  }, [addressShown, chosen]);
  const back = () => {
    focusCard.current = true;
    setAddressShown(false);
  };

  const apply = (result: AddressCheckResult) => {
    if (!chosen) return;
    start({
      appType: 'internet',
      intent: { tariffId: chosen.id, address: result.address },
      summary: {
        tariffName: chosen.name,
        monthlyPayment: chosen.monthlyPrice,
        address: result.text,
      },
    });
  };

  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.flow} data-flow="office-internet">
      {/* The address step stays mounted while the visitor looks at tariffs again: nothing typed is lost. */}
      {chosen && (
        <div hidden={!addressShown} className={styles.step} ref={addressStep}>
          <div className={`${w.panel} ${styles.chosen}`}>
            <p className={w.text} id={chosenHeadingId}>
              {t('widgets.officeInternet.chosenTariff')}
            </p>
            <p className={styles.chosenName} aria-describedby={chosenHeadingId}>
              {keepTogether(
                `«${chosen.name}» · ${
                  chosen.speedMode === 'reduced'
                    ? t('widgets.officeInternet.reduced')
                    : t('widgets.officeInternet.constant')
                } · ${price(chosen.monthlyPrice)}`,
              )}
            </p>
            <Button variant="ghost" size="s" onClick={back}>
              {t('widgets.officeInternet.changeTariff')}
            </Button>
          </div>
          <Suspense fallback={<Loader layout="block" />}>
            <AddressCheckWidget
              locale={locale}
              api={api}
              headingLevel={headingLevel}
              // The first time, its code arrives after the step is shown: it takes the focus itself.
              focusOnMount
              onBack={back}
              initialResult={linked ?? undefined}
              renderNextStep={(result) =>
                result.outcome === 'notCovered' ? (
                  <Link appearance="button" href={`#${consultationAnchor}`}>
                    {t('widgets.officeInternet.consult')}
                  </Link>
                ) : (
                  <Button size="l" onClick={() => apply(result)}>
                    {t('widgets.officeInternet.apply')}
                  </Button>
                )
              }
            />
          </Suspense>
        </div>
      )}

      <div hidden={addressShown} className={styles.step}>
        {linked?.outcome === 'covered' && (
          <div className={`${w.panel} ${styles.chosen}`} data-linked-address>
            <p className={w.text}>{t('widgets.officeInternet.linkedAddress')}</p>
            <p className={styles.chosenName}>{linked.text}</p>
            <p className={w.text}>{t('widgets.officeInternet.linkedAddressHint')}</p>
          </div>
        )}
        {state.status === 'loading' && (
          <Loader layout="block" label={t('widgets.officeInternet.loading')} />
        )}
        {state.status === 'failed' && (
          <LoadFailed message={state.message} retrying={state.retrying} onRetry={retry} />
        )}
        {state.status === 'ready' && (
          <Tabs value={mode} onValueChange={(value) => setMode(value as InternetSpeedMode)}>
            <TabList label={t('widgets.officeInternet.tabsLabel')}>
              <Tab value="reduced">{t('widgets.officeInternet.reduced')}</Tab>
              <Tab value="constant">{t('widgets.officeInternet.constant')}</Tab>
            </TabList>
            {/* Both panels stay in the page (the other tab's hidden), so the prerendered HTML and
                the site search carry every tariff, not only the first tab's. */}
            {(['reduced', 'constant'] as const).map((tab) => (
              <TabPanel key={tab} value={tab} keepMounted>
                <p className={styles.tabHint}>
                  {tab === 'reduced'
                    ? t('widgets.officeInternet.reducedHint')
                    : t('widgets.officeInternet.constantHint')}
                </p>
                <ul className={styles.cards}>
                  {state.data.tariffs
                    .filter((tariff) => tariff.speedMode === tab)
                    .map((tariff) => (
                      <TariffCard
                        key={tariff.id}
                        tariff={tariff}
                        Heading={Heading}
                        price={price(tariff.monthlyPrice)}
                        buttonRef={(button) => {
                          if (button) cardButtons.current.set(tariff.id, button);
                          else cardButtons.current.delete(tariff.id);
                        }}
                        onConnect={() => {
                          setChosen(tariff);
                          setAddressShown(true);
                        }}
                      />
                    ))}
                </ul>
              </TabPanel>
            ))}
          </Tabs>
        )}
      </div>
    </div>
  );
}

function TariffCard({
  tariff,
  Heading,
  price,
  onConnect,
  buttonRef,
}: {
  tariff: Tariff;
  Heading: 'h3' | 'h4';
  price: string;
  onConnect: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  const titleId = useId();
  const reduced = tariff.speedMode === 'reduced';
  return (
    <li className={styles.card} data-tariff={tariff.id}>
      <Heading id={titleId} className={styles.cardTitle}>
        {keepTogether(t('widgets.officeInternet.speed', { speed: tariff.speedMbps ?? 0 }))}
      </Heading>
      <p className={w.text}>
        {reduced
          ? t('widgets.officeInternet.speedReduced')
          : t('widgets.officeInternet.speedConstant')}
      </p>
      <p className={styles.price}>{keepTogether(price)}</p>
      <details className={styles.details}>
        <summary className={styles.summary}>
          {t('widgets.officeInternet.more', { service: t('widgets.officeInternet.service') })}
        </summary>
        <p className={w.text}>
          {keepTogether(t('widgets.officeInternet.details', { speed: tariff.speedMbps ?? 0 }))}{' '}
          {reduced
            ? t('widgets.officeInternet.detailsReduced')
            : t('widgets.officeInternet.detailsConstant')}
        </p>
      </details>
      <Button ref={buttonRef} onClick={onConnect} aria-describedby={titleId} fullWidth>
        {t('widgets.officeInternet.connect')}
      </Button>
    </li>
  );
}
