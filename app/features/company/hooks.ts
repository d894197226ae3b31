import type { Bank, CustomerIban, Position } from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { REFERENCE, useDataQuery, type Load } from '../../data/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { callEndpoint, useApi, type ApiClient } from '../api/index.ts';

/*
 * The reference lists of company details, read through the page's cache. Banks and positions are
 * the same for a whole visit: read once per language (their names come in it), so «Изменить» →
 * «Отмена» → «Изменить» in wizard step 1 or the profile asks nothing again. The company's
 * accounts at a bank are its own: read again each time they are needed.
 */

export const banksQuery = (api: ApiClient, locale: Locale) => ({
  queryKey: ['banks', locale],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callEndpoint(api, 'banks', undefined, { signal })).banks,
  ...REFERENCE,
});

export const positionsQuery = (api: ApiClient, locale: Locale) => ({
  queryKey: ['positions', locale],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callEndpoint(api, 'positions', undefined, { signal })).positions,
  ...REFERENCE,
});

export function useBanks(): Load<Bank[]> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(banksQuery(api, locale), { locale, fallback: 'BANKS_LOAD_FAILED' });
}

export function usePositions(): Load<Position[]> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(positionsQuery(api, locale), { locale, fallback: 'POSITIONS_LOAD_FAILED' });
}

/** The company's accounts at a bank; read again when the bank changes, nothing without one. */
export function useCustomerIbans(bankId: string | null): Load<CustomerIban[]> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(
    {
      queryKey: ['ibans', bankId],
      queryFn: async ({ signal }) =>
        (await callEndpoint(api, 'customerIbans', { bankId: bankId ?? '' }, { signal })).ibans,
      enabled: bankId !== null,
    },
    { locale, fallback: 'IBANS_LOAD_FAILED' },
  );
}
