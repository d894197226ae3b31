import { useCallback, useEffect, useState } from 'react';
import type { ErrorCode } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';
import { isAbort, readFailure } from './failure.ts';
import { useLatest } from './useLatest.ts';

/** What a screen shows of data it reads: nothing asked yet, a loader, the failure, or the data. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: T };

export interface UseLoadOptions {
  /** The language of the failure's words. */
  locale: Locale;
  /** What a failure that says nothing specific reads as: «Не удалось загрузить заявки». */
  fallback?: ErrorCode;
}

export interface Load<T> {
  state: LoadState<T>;
  /** Asks again (after a failure: the «Повторить» button). */
  retry: () => void;
  /** Replaces the data with what a later call answered (a save returns the saved record). */
  set: (data: T) => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  state: LoadState<T>;
}

/**
 * The reading half of the form layer: one call for a screen's data, keyed by what it depends on
 * (`null`: nothing to ask yet, e.g. no bank chosen). A new key reads again and shows the loader
 * at once (never the previous key's data); an answer for a key the screen has left, or after it
 * unmounted, is dropped (the call is aborted). A failure is read once by `readFailure`: the
 * catalogue's words, `fallback` for the generic ones.
 *
 *   const banks = useLoad('banks', (signal) => getBanks(api, { signal }), { locale, fallback: 'BANKS_LOAD_FAILED' });
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { locale, fallback }: UseLoadOptions,
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latest = useLatest({ load, locale, fallback });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    latest.current.load(signal).then(
      (data) => {
        if (!signal.aborted) setSettled({ key, attempt, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        const { locale: language, fallback: context } = latest.current;
        const { message } = readFailure(error, language, { fallback: context });
        setSettled({ key, attempt, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, latest]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T) => {
      if (key !== null) setSettled({ key, attempt, state: { status: 'ready', data } });
    },
    [key, attempt],
  );

  let state: LoadState<T>;
  if (key === null) state = { status: 'idle' };
  else if (settled && settled.key === key && settled.attempt === attempt) state = settled.state;
  else state = { status: 'loading' };
  return { state, retry, set };
}
