/**
 * The data layer of the cabinet and the wizards: one cache (TanStack Query) per page, emptied
 * when the session changes, and a screen's data read as one state.
 *
 *   <DataProvider>…</DataProvider>                       // in a page that reads data
 *   const account = useDataQuery(accountQuery(api, locale), { locale, fallback: 'PROFILE_LOAD_FAILED' });
 *   account.state.status === 'failed' && <LoadFailed message={account.state.message} … />
 *
 * Public pages do not use it: their few reads (tariffs) stay plain calls, so the library never
 * enters their first load (docs/performance.md).
 */
export { DataProvider, dataClientOf } from './DataProvider.tsx';
export { createDataClient, REFERENCE } from './client.ts';
export { dataKeys } from './keys.ts';
export {
  useDataQuery,
  type DataQuery,
  type DataQueryOptions,
  type Load,
  type LoadState,
} from './useDataQuery.ts';
