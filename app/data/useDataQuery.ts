import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ErrorCode } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';
import { isAbort, readFailure } from '../forms/index.ts';

/**
 * What a screen shows of data it reads: nothing asked yet, the loader, the failure (and whether
 * «Повторить» is asking again), or the data.
 */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string; retrying: boolean }
  | { status: 'ready'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Asks again (after a failure: the «Повторить» button). */
  retry: () => void;
  /** Replaces the data with what a later call answered (a save returns the saved record). */
  set: (data: T) => void;
}

export interface DataQueryOptions {
  /** The language of the failure's words. */
  locale: Locale;
  /** What a failure that says nothing specific reads as: «Не удалось загрузить заявки». */
  fallback?: ErrorCode;
}

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
export function useDataQuery<T>(
  query: DataQuery<T>,
  { locale, fallback }: DataQueryOptions,
): Load<T> {
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

  let state: LoadState<T>;
  if (result.data !== undefined) state = { status: 'ready', data: result.data };
  else if (result.status === 'error' && !isAbort(result.error)) {
    const { message } = readFailure(result.error, locale, { fallback });
    state = { status: 'failed', message, retrying: result.fetchStatus === 'fetching' };
  } else if (result.fetchStatus === 'idle' && result.status === 'pending')
    state = { status: 'idle' };
  else state = { status: 'loading' };
  return { state, retry, set };
}
