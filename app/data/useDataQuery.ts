import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadStateOf, type DataQueryOptions, type Load } from './load.ts';

/** A query of the cache: its key (what it depends on, the language included) and its call. */
export type DataQuery<T> = UseQueryOptions<T, Error, T, QueryKey> & { queryKey: QueryKey };

/**
 * A screen's data through the cache (TanStack Query), read as the screen shows it. The query says
 * what it reads (`queryKey`, `queryFn` with the cache's `signal`, `enabled: false` for nothing to
 * ask yet, how long it stays fresh); this says it as one state and reads a failure once, in the
 * catalogue's words (`readFailure`, `fallback` for the generic ones). A new key shows the loader
 * (never the previous key's data); data already read stays on screen while it is read again, and
 * a failed re-read keeps it.
 *
 *   const banks = useDataQuery(banksQuery(api, locale), { locale, fallback: 'BANKS_LOAD_FAILED' });
 */
export function useDataQuery<T>(query: DataQuery<T>, options: DataQueryOptions): Load<T> {
  const client = useQueryClient();
  const result = useQuery(query);
  const { refetch } = result;
  // The key's content, not its array's identity: a caller builds it anew each render.
  const keyHash = JSON.stringify(query.queryKey);
  const retry = useCallback(() => void refetch(), [refetch]);
  const set = useCallback(
    (data: T) => client.setQueryData<T>(JSON.parse(keyHash) as QueryKey, data),
    [client, keyHash],
  );

  const state = loadStateOf(
    {
      data: result.data,
      error: result.status === 'error' ? result.error : undefined,
      fetching: result.fetchStatus === 'fetching',
      idle: result.fetchStatus === 'idle' && result.status === 'pending',
    },
    options,
  );
  return { state, retry, set };
}
