import { useId, useMemo } from 'react';
import { Loader, Select } from '../../../../lib/index.ts';
import { REFERENCE, useDataQuery } from '../../../data/index.ts';
import { LoadFailed, formStyles as w, type FormApi } from '../../../forms/index.ts';
import { formatPhone, useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import type { ReceivingValues } from './receivingValues.ts';

/**
 * Self-pickup (§2.23 step 3): a searchable list of the cities with an office, then where the SIM
 * cards wait there — the address, the working hours and the manager.
 */
export function PickupFields({ form }: { form: FormApi<ReceivingValues> }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const titleId = useId();
  // Reference data: the same for every company, read once a visit (per language).
  const cities = useDataQuery(
    {
      queryKey: ['pickup-cities', locale],
      queryFn: async ({ signal }) =>
        (await callEndpoint(api, 'mobileSelfPickupCities', undefined, { signal })).cities,
      ...REFERENCE,
    },
    { locale },
  );
  const cityId = form.values.cityId;
  const details = useDataQuery(
    {
      queryKey: ['pickup-city', cityId, locale],
      queryFn: ({ signal }) =>
        callEndpoint(api, 'mobileSelfPickupCityDetails', { 'city-id': cityId ?? '' }, { signal }),
      enabled: cityId !== null && cityId !== '',
      ...REFERENCE,
    },
    { locale },
  );
  const options = useMemo(
    () =>
      cities.state.status === 'ready'
        ? cities.state.data.map((city) => ({ id: city.id, label: city.name }))
        : [],
    [cities.state],
  );

  if (cities.state.status === 'loading') {
    return <Loader label={t('wizard.receiving.citiesLoading')} />;
  }
  if (cities.state.status === 'failed') {
    return (
      <LoadFailed
        title={t('wizard.receiving.citiesFailed')}
        message={cities.state.message}
        retrying={cities.state.retrying}
        onRetry={cities.retry}
      />
    );
  }
  const point = details.state.status === 'ready' ? details.state.data : null;
  return (
    <>
      <Select
        label={t('wizard.receiving.city')}
        hint={t('wizard.receiving.cityHint')}
        required
        options={options}
        {...form.field('cityId')}
      />
      {details.state.status === 'loading' && <Loader label={t('wizard.receiving.pointLoading')} />}
      {details.state.status === 'failed' && (
        <LoadFailed
          title={t('wizard.receiving.pointFailed')}
          message={details.state.message}
          retrying={details.state.retrying}
          onRetry={details.retry}
        />
      )}
      {point && (
        <section className={w.panel} aria-labelledby={titleId} data-pickup={point.id}>
          <h3 id={titleId} className={w.subtitle}>
            {t('wizard.receiving.pointTitle')}
          </h3>
          <dl className={w.details}>
            <dt className={w.term}>{t('wizard.receiving.pointAddress')}</dt>
            <dd className={w.definition}>{point.address}</dd>
            <dt className={w.term}>{t('wizard.receiving.pointHours')}</dt>
            <dd className={w.definition}>{point.hours}</dd>
            <dt className={w.term}>{t('wizard.receiving.pointManager')}</dt>
            <dd className={w.definition}>
              {point.manager.name}, {formatPhone(point.manager.phone)}
            </dd>
          </dl>
        </section>
      )}
    </>
  );
}
