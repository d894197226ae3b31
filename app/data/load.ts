import type { ErrorCode } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';
import { isAbort, readFailure } from '../forms/index.ts';

/**
 * What a screen shows of data it reads: nothing asked yet, the loader, the failure (and whether
 * «Повторить» is asking again), or the data. The one shape of every read of the site, whichever
 * runs it (`useDataQuery` over the cache, `useLightQuery` in a public island).
 */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string; retrying: boolean }
  | { status: 'ready'; data: T };

/** A read as a screen uses it: its state, «Повторить», and the data replaced by a later answer. */
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

/** Where a read stands, whoever runs it. */
export interface ReadProgress<T> {
  /** The data read for this key (kept while it is read again, and when that fails). */
  data: T | undefined;
  /** The last read's failure, if it failed. */
  error: unknown;
  /** A read of this key is under way. */
  fetching: boolean;
  /** Nothing is read and nothing asks to be (`enabled: false`). */
  idle: boolean;
}

/**
 * A read's progress as the screen shows it. Data read stays on screen whatever follows; a
 * failure is read once, in the catalogue's words (`readFailure`, `fallback` for the generic
 * ones); an aborted read is no failure (its key was left).
 */
export function loadStateOf<T>(
  { data, error, fetching, idle }: ReadProgress<T>,
  { locale, fallback }: DataQueryOptions,
): LoadState<T> {
  if (data !== undefined) return { status: 'ready', data };
  if (error !== undefined && !isAbort(error)) {
    const { message } = readFailure(error, locale, { fallback });
    return { status: 'failed', message, retrying: fetching };
  }
  return idle ? { status: 'idle' } : { status: 'loading' };
}
