import { useEffect, useState } from 'react';
import type { Locale } from '../../../contract/locale.ts';
import type * as EngineModule from './engine.ts';
import type { SearchHit } from './engine.ts';
import { searchIndexPath } from './indexFile.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; query: string; hits: SearchHit[] }
  | { status: 'failed' };

type Engine = typeof EngineModule;
type Index = ReturnType<Engine['loadIndex']>;

// One index per language per page life: the first search downloads it, later ones reuse it.
const indexes = new Map<Locale, Promise<{ engine: Engine; index: Index }>>();

function loadSearch(locale: Locale) {
  let pending = indexes.get(locale);
  if (!pending) {
    pending = Promise.all([
      import('./engine.ts'),
      fetch(searchIndexPath(locale)).then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.text();
      }),
    ]).then(([engine, json]) => ({ engine, index: engine.loadIndex(json, locale) }));
    pending.catch(() => indexes.delete(locale));
    indexes.set(locale, pending);
  }
  return pending;
}

/** Searches the site for `query` (null before the page knows it); MiniSearch loads on first use. */
export function useSiteSearch(query: string | null, locale: Locale): SearchState {
  const key = query?.trim() ? `${locale}:${query}` : null;
  const [answer, setAnswer] = useState<{ key: string; state: SearchState } | null>(null);
  useEffect(() => {
    if (key === null || query === null) return;
    let live = true;
    loadSearch(locale).then(
      ({ engine, index }) => {
        if (live) {
          setAnswer({
            key,
            state: { status: 'done', query, hits: engine.runSearch(index, query, locale) },
          });
        }
      },
      () => {
        if (live) setAnswer({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, query, locale]);
  if (key === null) return { status: 'idle' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
