import type { AppType, Tariff } from '../../../contract/domain.ts';
import { contractQuery, useLightQuery, type Load } from '../../data/light.ts';
import { useLocale } from '../../i18n/index.ts';
import { useApi } from '../api/index.ts';

/**
 * The tariffs of a product from the backend, with «Не удалось загрузить тарифы» and a retry on
 * failure. Over the islands' small fetcher, not the cabinet's cache (`app/data`): the public
 * pages that show tariffs do not carry the query library. Given `initial` (the tariffs the
 * route's loader fetched at build time, so the prerendered page shows them without JS and the
 * site search finds them), it starts with them and refreshes them in the browser; a refresh that
 * fails keeps them rather than replacing the cards with an error.
 */
export function useTariffs(
  product: AppType,
  archived = false,
  initial?: readonly Tariff[],
): Load<{ tariffs: Tariff[] }> {
  const api = useApi();
  const locale = useLocale();
  const query = contractQuery(
    api,
    'tariffs',
    { product, archived: archived ? 'true' : 'false' },
    locale,
  );
  return useLightQuery(
    {
      ...query,
      initialData: initial && initial.length > 0 ? { tariffs: [...initial] } : undefined,
    },
    { locale, fallback: 'TARIFFS_LOAD_FAILED' },
  );
}
