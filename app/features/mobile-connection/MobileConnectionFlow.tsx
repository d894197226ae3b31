import { useEffect, useId, useRef, useState } from 'react';
import { ADDITIONAL_NUMBER_PRICE_KZT, type Tariff } from '../../../contract/index.ts';
import { Button, Link, Loader } from '../../../lib/index.ts';
import { LoadFailed, formStyles as w } from '../../forms/index.ts';
import { formatAmount, useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { useTariffs } from '../tariffs/index.ts';
import { FIRST_CHOICES, NumberStep, type NumberChoices } from './NumberStep.tsx';
import * as styles from './mobile.css.ts';

export interface MobileConnectionFlowProps {
  /** Level of the tariff cards' headings (the page's section heading is above). @default 3 */
  headingLevel?: 3 | 4;
  /** Shows «Архив тарифов» under the cards (off where the page's tariff section has it). @default true */
  archiveLink?: boolean;
  /**
   * The tariffs the route's loader fetched at build time (`data.ts`): shown on first paint, so
   * they are in the prerendered HTML, then refreshed in the browser.
   */
  tariffs?: readonly Tariff[];
}

/**
 * The mobile-connection public flow (§2.16): the backend's tariffs with «Выбрать» and «Подробнее
 * о тарифе» and a link to the archive; then «Выберите количество номеров для подключения
 * «{tariff}»» — the count, additional numbers (3 000 ₸ each, capped per tariff), new / own /
 * partly own numbers, the free virtual PBX, basic roaming — and «Продолжить» into the cabinet
 * application (login if needed).
 */
export function MobileConnectionFlow({
  headingLevel = 3,
  archiveLink = true,
  tariffs,
}: MobileConnectionFlowProps) {
  const t = useT();
  const locale = useLocale();
  const { state, retry } = useTariffs('mobile', false, tariffs);
  const [chosen, setChosen] = useState<Tariff | null>(null);
  // The number step unmounts when the visitor goes back to the tariffs; its choices live here.
  const [choices, setChoices] = useState<Record<string, NumberChoices>>({});
  const cardButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusCard = useRef<string | null>(null);
  useEffect(() => {
    if (chosen || !focusCard.current) return;
    cardButtons.current.get(focusCard.current)?.focus();
    focusCard.current = null;
  }, [chosen]);
  const Heading = `h${headingLevel}` as const;
  const perMonth = (amount: number) =>
    t('widgets.common.perMonth', { price: formatAmount(amount) });

  if (chosen) {
    return (
      <NumberStep
        tariff={chosen}
        level={headingLevel}
        choices={choices[chosen.id] ?? FIRST_CHOICES}
        onChoicesChange={(next) => setChoices((all) => ({ ...all, [chosen.id]: next }))}
        onBack={() => {
          focusCard.current = chosen.id;
          setChosen(null);
        }}
      />
    );
  }

  return (
    <div className={styles.flow} data-flow="mobile-connection">
      {state.status === 'loading' && (
        <Loader layout="block" label={t('widgets.mobileConnection.loading')} />
      )}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} retrying={state.retrying} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <ul className={styles.cards}>
          {state.data.tariffs.map((tariff) => (
            <TariffCard
              key={tariff.id}
              tariff={tariff}
              Heading={Heading}
              price={perMonth(tariff.monthlyPrice)}
              buttonRef={(button) => {
                if (button) cardButtons.current.set(tariff.id, button);
                else cardButtons.current.delete(tariff.id);
              }}
              onChoose={() => setChosen(tariff)}
            />
          ))}
        </ul>
      )}
      {archiveLink && (
        <p className={styles.archive}>
          <Link href={localizePath('/tariffs-archive', locale)} variant="standalone">
            {t('widgets.mobileConnection.archive')}
          </Link>
        </p>
      )}
    </div>
  );
}

function TariffCard({
  tariff,
  Heading,
  price,
  onChoose,
  buttonRef,
}: {
  tariff: Tariff;
  Heading: 'h3' | 'h4';
  price: string;
  onChoose: () => void;
  buttonRef: (button: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  const titleId = useId();
  const m = 'widgets.mobileConnection';
  const features = [
    tariff.dataGb === null ? t(`${m}.dataUnlimited`) : t(`${m}.data`, { gb: tariff.dataGb }),
    t(`${m}.ownCalls`),
    tariff.minutesOther !== null ? t(`${m}.minutes`, { minutes: tariff.minutesOther }) : null,
    tariff.sms !== null ? t(`${m}.sms`, { sms: tariff.sms }) : null,
    t(`${m}.pbxFree`),
  ].filter((item): item is string => item !== null);
  return (
    <li className={styles.card} data-tariff={tariff.id}>
      <Heading id={titleId} className={styles.cardTitle}>
        «{tariff.name}»
      </Heading>
      <p className={styles.price}>
        {price} <span className={styles.priceNote}>{t(`${m}.perNumber`)}</span>
      </p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{t(`${m}.moreAbout`)}</summary>
        <p className={w.text}>
          {t(`${m}.maxNumbers`, {
            max: tariff.maxNumbers ?? 1,
            extra: tariff.maxAdditionalNumbers ?? 0,
          })}
          .{' '}
          {t(`${m}.additionalHint`, {
            price: formatAmount(ADDITIONAL_NUMBER_PRICE_KZT),
            max: tariff.maxAdditionalNumbers ?? 0,
          })}
          .
        </p>
      </details>
      <Button ref={buttonRef} onClick={onChoose} aria-describedby={titleId} fullWidth>
        {t(`${m}.choose`)}
      </Button>
    </li>
  );
}
