import type { Bank, CustomerIban, Position } from '../../../contract/domain.ts';
import { useLoad, type Load } from '../../forms/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { getBanks, getCustomerIbans, getPositions, useApi } from '../api/index.ts';

/*
 * The reference lists of company details. Names come in the page's language, so the language is
 * part of each key.
 */

export function useBanks(): Load<Bank[]> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(`banks:${locale}`, async (signal) => (await getBanks(api, { signal })).banks, {
    locale,
    fallback: 'BANKS_LOAD_FAILED',
  });
}

export function usePositions(): Load<Position[]> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(
    `positions:${locale}`,
    async (signal) => (await getPositions(api, { signal })).positions,
    { locale, fallback: 'POSITIONS_LOAD_FAILED' },
  );
}

/** The company's accounts at a bank; read again when the bank changes, nothing without one. */
export function useCustomerIbans(bankId: string | null): Load<CustomerIban[]> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(
    bankId,
    async (signal) => (bankId ? (await getCustomerIbans(api, bankId, { signal })).ibans : []),
    { locale, fallback: 'IBANS_LOAD_FAILED' },
  );
}
