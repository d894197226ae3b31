import { useCallback } from 'react';
import type { AddressCity, AddressHouse, AddressStreet } from '../../../../contract/index.ts';
import type { address } from '../../../../locales/ru/widgets.ts';
import type { Shape } from '../../../../locales/types.ts';
import { fill } from '../../../i18n/format.ts';
import { callEndpoint, type ApiClient } from '../../api/index.ts';
import type { ComboboxOption } from './AddressCombobox.tsx';

/**
 * The three searches of the address check, as the comboboxes ask them: cities by name (a town
 * under a parent city described so), streets of the chosen city, houses of the chosen street.
 */
export function useDirectorySearch(
  api: ApiClient,
  a: Shape<typeof address>,
  cityId: string | null,
  streetId: string | null,
) {
  const loadCities = useCallback(
    async (q: string, signal: AbortSignal) =>
      (await callEndpoint(api, 'addressCities', { q: q || undefined }, { signal })).cities.map(
        (c): ComboboxOption<AddressCity> => ({
          id: c.id,
          text: c.name,
          description: c.parent
            ? fill(a.underCity, { city: c.parent.cityName, district: c.parent.district })
            : c.region,
          value: c,
        }),
      ),
    [api, a],
  );
  const loadStreets = useCallback(
    async (q: string, signal: AbortSignal) =>
      cityId
        ? (
            await callEndpoint(api, 'addressStreets', { cityId, q: q || undefined }, { signal })
          ).streets.map((st): ComboboxOption<AddressStreet> => ({
            id: st.id,
            text: fill(a.streetKinds[st.kind], { name: st.name }),
            value: st,
          }))
        : [],
    [api, a, cityId],
  );
  const loadHouses = useCallback(
    async (q: string, signal: AbortSignal) =>
      streetId
        ? (
            await callEndpoint(api, 'addressHouses', { streetId, q: q || undefined }, { signal })
          ).houses.map((h): ComboboxOption<AddressHouse> => ({
            id: h.id,
            text: h.number,
            value: h,
          }))
        : [],
    [api, streetId],
  );

  return { loadCities, loadStreets, loadHouses };
}
