/**
 * The data layer without the cache, for public islands and partner widgets: the same contract
 * query and load state as the cabinet's (`./index.ts`), run by a small fetcher. Import this, not
 * `./index.ts`, where the query library must stay out of the bundle.
 *
 *   const tariffs = useLightQuery(contractQuery(api, 'tariffs', query, locale), { locale });
 */
export { contractQuery, type ContractQuery } from './contractQuery.ts';
export { type DataQueryOptions, type Load, type LoadState } from './load.ts';
export { useLightQuery, type LightQuery } from './useLightQuery.ts';
