import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import type { GeoPoint } from '../../../../contract/domain.ts';
import { Button, Loader, TextField } from '../../../../lib/index.ts';
import { ServiceError, formStyles as w, useForm, type FormApi } from '../../../forms/index.ts';
import { REFERENCE, useDataQuery } from '../../../data/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import { useDebouncedValue } from '../useDebouncedValue.ts';
import * as styles from '../wizard.css.ts';
import { DELIVERY_DETAILS, type ReceivingValues } from './receivingValues.ts';
import { locateAddress, locatedProblem } from './locateAddress.ts';

// Leaflet and its CSS come with this chunk only: the delivery choice is the one place with a map.
const DeliveryMap = lazy(() =>
  import('../map/DeliveryMap.tsx').then(async (chunk) => {
    await chunk.leafletStyles();
    return chunk;
  }),
);

/** A map chunk that failed to load (offline, a deploy in between) leaves the address field. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const coordinate = (value: number) => value.toFixed(5);

/**
 * Delivery (§2.23 step 3): the address, which is enough on its own (it is looked up on submit, or
 * with «Найти на карте»), the map as an aid (zones and a pin, by pointer or keyboard), where the
 * pin stands said in text, and entrance / office / intercom / floor.
 */
export function DeliveryFields({ form }: { form: FormApi<ReceivingValues> }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const statusId = useId();
  const { point, found, address } = form.values;

  const zones = useDataQuery(
    {
      queryKey: ['delivery-zones', locale],
      queryFn: async ({ signal }) =>
        (await callEndpoint(api, 'deliveryZones', undefined, { signal })).zones,
      ...REFERENCE,
    },
    { locale },
  );
  // Where the pin stands, asked of the server once it stops moving.
  const settled = useDebouncedValue(point, 400);
  const zone = useDataQuery(
    {
      queryKey: ['delivery-zone', settled?.lat, settled?.lng, locale],
      queryFn: ({ signal }) => {
        const { lat, lng } = settled as GeoPoint;
        return callEndpoint(
          api,
          'deliveryZoneCheck',
          { lat: String(lat), lng: String(lng) },
          { signal },
        );
      },
      enabled: settled !== null,
      // A point's zone does not change during a visit: back to a point, nothing is asked.
      ...REFERENCE,
    },
    { locale },
  );
  // «Найти на карте»: a call of its own, run by the form layer (busy, failure, abort).
  const finder = useForm({
    locale,
    initial: {},
    submit: (_, { signal }) =>
      address.trim() === '' ? Promise.resolve(null) : locateAddress(api, address, { signal }),
    onSuccess: (located) => {
      if (!located) form.fail({ address: t('wizard.receiving.addressRequired') });
      else if (located.kind === 'found') {
        form.update((v) => ({
          ...v,
          point: located.point,
          pointFrom: 'search',
          found: located.address,
        }));
      } else {
        form.fail({ address: locatedProblem(located.kind, t) });
      }
    },
  });

  const zoneName = (cityId: string | null) =>
    (zones.state.status === 'ready' && zones.state.data.find((z) => z.cityId === cityId)?.name) ||
    '';
  let pinText = t('wizard.receiving.map.noPoint');
  if (point) {
    const at = { lat: coordinate(point.lat), lng: coordinate(point.lng) };
    pinText =
      settled !== point || zone.state.status === 'loading'
        ? t('wizard.receiving.map.checking')
        : zone.state.status === 'ready'
          ? zone.state.data.inZone
            ? t('wizard.receiving.map.inZone', { ...at, name: zoneName(zone.state.data.cityId) })
            : t('wizard.receiving.map.outOfZone', at)
          : '';
  }
  const onPick = (next: GeoPoint) =>
    form.update((v) => ({ ...v, point: next, pointFrom: 'map', found: null }));

  return (
    <>
      <div className={w.form}>
        <TextField
          label={t('wizard.receiving.address')}
          hint={t('wizard.receiving.addressHint')}
          required
          autoComplete="street-address"
          {...form.field('address')}
          onChange={(text) =>
            form.update((v) =>
              // A pin the search put belongs to the text it searched for.
              v.pointFrom === 'search'
                ? { ...v, address: text, point: null, pointFrom: null, found: null }
                : { ...v, address: text },
            )
          }
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void finder.handleSubmit()}
            loading={finder.busy}
            loadingLabel={t('wizard.receiving.finding')}
          >
            {t('wizard.receiving.find')}
          </Button>
        </div>
        <ServiceError message={finder.serviceError} />
      </div>
      <p id={statusId} role="status" className={w.text} data-pin={point ? 'set' : 'none'}>
        {found && <>{t('wizard.receiving.found', { address: found })} </>}
        {pinText}
      </p>
      <p className={styles.note}>{t('wizard.receiving.map.hint')}</p>
      {zones.state.status === 'ready' ? (
        <MapBoundary fallback={<p className={w.text}>{t('wizard.receiving.map.failed')}</p>}>
          <Suspense fallback={<Loader label={t('wizard.receiving.map.loading')} />}>
            <DeliveryMap
              zones={zones.state.data}
              point={point}
              onPick={onPick}
              describedBy={statusId}
            />
          </Suspense>
        </MapBoundary>
      ) : zones.state.status === 'failed' ? (
        <p className={w.text}>{t('wizard.receiving.map.failed')}</p>
      ) : (
        <Loader label={t('wizard.receiving.map.loading')} />
      )}
      <div className={styles.details}>
        {DELIVERY_DETAILS.map((name) => (
          <TextField
            key={name}
            label={t(`wizard.receiving.${name}`)}
            forbiddenCharacters
            {...form.field(name)}
          />
        ))}
      </div>
    </>
  );
}
