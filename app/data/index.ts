/**
 * The data layer: every read of the contract is a `contractQuery` (key = call + input + locale)
 * and shows as one `LoadState`. The cabinet and the wizards run it over one cache (TanStack
 * Query) per page, emptied when the session changes (`useDataQuery`).
 *
 *   <DataProvider>…</DataProvider>                       // in a page that reads data
 *   const account = useDataQuery(accountQuery(api, locale), { locale, fallback: 'PROFILE_LOAD_FAILED' });
 *   account.state.status === 'failed' && <LoadFailed message={account.state.message} … />
 *
 * Public islands and partner widgets run the same query over a small fetcher with the same
 * state (`useLightQuery`, imported from `./light.ts`, which carries no query library), so the
 * library never enters their first load (docs/performance.md).
 */
export { DataProvider, dataClientOf } from './DataProvider.tsx';
export { createDataClient, REFERENCE } from './client.ts';
export { dataKeys } from './keys.ts';
export { useDataQuery, type DataQuery } from './useDataQuery.ts';
export { type DataQueryOptions, type Load, type LoadState } from './load.ts';
export { contractQuery, type ContractQuery } from './contractQuery.ts';
