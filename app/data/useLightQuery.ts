import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../hooks/useLatest.ts';
import { loadStateOf, type DataQueryOptions, type Load } from './load.ts';

/** A read for `useLightQuery`: the fields of a cache query it understands, with their meaning. */
export interface LightQuery<T> {
  /** What the read depends on; a new key is a new read. */
  queryKey: readonly unknown[];
  /** The read, aborted when its key is left or the component unmounts. */
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** False: nothing to ask yet (the state is `idle`, or the data already read). @default true */
  enabled?: boolean;
  /** What the page was built with: shown at once, then read again. */
  initialData?: T;
}

/** What was read for one key: the data (kept across its later reads) and the last failure. */
interface Outcome<T> {
  hash: string;
  /** The read (key and attempt) this outcome answers; null: none answered yet. */
  read: string | null;
  data: T | undefined;
  error: unknown;
}

/**
 * The state of `useDataQuery` over a small fetcher, for a public island or a partner's widget:
 * the query library (and its cache) never enters their first load (docs/performance.md). The
 * same query (`contractQuery`) and the same state; what differs is that nothing is shared or
 * kept beyond the component: a key is read once while the component lives (again on «Повторить»,
 * or when it is enabled again after a failure), and leaving a key (or disabling it) aborts its
 * read, so a late or aborted answer is never shown.
 *
 *   const countries = useLightQuery(contractQuery(api, 'roamingCountries', undefined, locale),
 *     { locale, fallback: 'COUNTRIES_LOAD_FAILED' });
 */
export function useLightQuery<T>(query: LightQuery<T>, options: DataQueryOptions): Load<T> {
  const { enabled = true, initialData } = query;
  // The key's content, not its array's identity: a caller builds it anew each render.
  const hash = JSON.stringify(query.queryKey);
  const [attempt, setAttempt] = useState(0);
  const read = `${attempt}:${hash}`;
  const fresh = (): Outcome<T> => ({ hash, read: null, data: initialData, error: undefined });
  const [stored, setStored] = useState<Outcome<T>>(fresh);
  const outcome = stored.hash === hash ? stored : fresh();
  const queryFn = useLatest(query.queryFn);
  const initial = useLatest(initialData);
  // Asked again after a pause (`enabled` back on, a disclosure opened again), a read that failed
  // starts over with the loader; one that answered is kept.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (enabled && outcome.error !== undefined)
      setStored({ ...outcome, read: null, error: undefined });
  }
  const answered = outcome.read;

  useEffect(() => {
    if (!enabled || answered === read) return;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (next: (before: T | undefined) => Pick<Outcome<T>, 'data' | 'error'>) => {
      // Aborted after its answer had arrived, a request still resolves: it is not shown.
      if (signal.aborted) return;
      setStored((before) => ({
        hash,
        read,
        ...next(before.hash === hash ? before.data : initial.current),
      }));
    };
    queryFn.current({ signal }).then(
      (data) => settle(() => ({ data, error: undefined })),
      (error: unknown) => settle((data) => ({ data, error })),
    );
    return () => controller.abort();
  }, [enabled, read, answered, hash, queryFn, initial]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The data now answers this read: a read still under way is left.
  const set = useCallback(
    (data: T) => setStored({ hash, read, data, error: undefined }),
    [hash, read],
  );
  const fetching = enabled && answered !== read;
  const state = loadStateOf(
    { data: outcome.data, error: outcome.error, fetching, idle: !enabled },
    options,
  );
  return { state, retry, set };
}
