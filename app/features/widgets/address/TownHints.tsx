import type { AddressCity } from '../../../../contract/index.ts';
import type { Locale } from '../../../../contract/locale.ts';
import type { address } from '../../../../locales/ru/widgets.ts';
import type { Shape } from '../../../../locales/types.ts';
import { formStyles as styles } from '../../../forms/index.ts';
import { fill } from '../../../i18n/format.ts';
import { contractQuery, useLightQuery } from '../../../data/light.ts';
import type { ApiClient } from '../../api/index.ts';
import * as own from './AddressCheckWidget.css.ts';

/**
 * The hint list: towns the directory files under a parent city and district. Its own query
 * (`underParent`), so the backend picks them before its search limit, however long the
 * directory. Only a hint: without it the check still works, so a failure shows nothing (and,
 * having nothing shown, emits no error).
 */
export function useTownHints(api: ApiClient, locale: Locale): AddressCity[] {
  const { state } = useLightQuery(
    contractQuery(api, 'addressCities', { underParent: 'true' }, locale),
    { locale },
  );
  return state.status === 'ready' ? state.data.cities.filter((c) => c.parent !== null) : [];
}

export function TownHints({
  towns,
  words: a,
}: {
  towns: AddressCity[];
  words: Shape<typeof address>;
}) {
  return (
    <details className={own.disclosure}>
      <summary className={own.summary}>{a.hintTitle}</summary>
      <p className={styles.text}>{a.hintText}</p>
      <ul className={own.hints}>
        {towns.map((town) => (
          <li key={town.id}>
            {fill(a.hintItem, {
              town: town.name,
              city: town.parent?.cityName ?? '',
              district: town.parent?.district ?? '',
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
