import { useId, useState } from 'react';
import type { RoamingTariffDetails } from '../../../contract/domain.ts';
import { Button } from '../../../lib/index.ts';
import { keepTogether, useT } from '../../i18n/index.ts';
import * as styles from './roaming.css.ts';

/** How many countries of a tariff's zone show before «Показать полностью». */
export const COUNTRIES_SHOWN = 8;

/**
 * A tariff's details (loaded when the visitor opens them): its conditions, the countries where it
 * works — the first few, then «Показать полностью» / «Скрыть» — and its notes.
 */
export function TariffDetails({ details }: { details: RoamingTariffDetails }) {
  const t = useT();
  const listId = useId();
  const [all, setAll] = useState(false);
  const long = details.countries.length > COUNTRIES_SHOWN;
  const countries = all || !long ? details.countries : details.countries.slice(0, COUNTRIES_SHOWN);
  return (
    <>
      <dl className={styles.rows}>
        {details.rows.map((row) => (
          <div key={row.label}>
            <dt className={styles.rowLabel}>{row.label}</dt>
            <dd className={styles.rowValue}>{keepTogether(row.value)}</dd>
          </div>
        ))}
      </dl>
      {details.countries.length > 0 && (
        <div>
          <p className={styles.h5}>
            {t('pages.roaming.countriesOfZone')} ({details.countries.length})
          </p>
          <ul id={listId} className={styles.countryList}>
            {countries.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
          {long && (
            <Button
              variant="ghost"
              size="s"
              aria-expanded={all}
              aria-controls={listId}
              onClick={() => setAll((shown) => !shown)}
            >
              {all ? t('pages.roaming.hide') : t('pages.roaming.showAll')}
            </Button>
          )}
        </div>
      )}
      {details.notes.length > 0 && (
        <div>
          <p className={styles.h5}>{t('pages.roaming.notes')}</p>
          <ul className={styles.notes}>
            {details.notes.map((note) => (
              <li key={note}>{keepTogether(note)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
