import { useId, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import {
  Button,
  controlBase,
  controlSize,
  useKitContext,
  Link,
  Loader,
} from '../../../lib/index.ts';
import { pluralCategory, useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { useHydrated } from '../../routes/useHydrated.ts';
import { resultPlace } from './place.ts';
import * as styles from './search.css.ts';
import { useSiteSearch } from './useSiteSearch.ts';

/**
 * The search page's body (spec §2.7): its own box with «Найти», the count line, the results
 * (title, snippet, where on the site it is) or «Ничего не найдено». The query lives in the
 * address (`?q=`), so a result list can be shared and the back button works.
 */
export function SearchView() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { navigate } = useKitContext();
  const hydrated = useHydrated();
  const search = useSearch();
  // The prerendered page has no query; read it only once hydrated so both renders agree.
  const query = hydrated ? (new URLSearchParams(search).get('q') ?? '') : null;
  // The box shows the query of the address whenever that changes (back button, header search).
  const [draft, setDraft] = useState('');
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  if (query !== shownQuery) {
    setShownQuery(query);
    setDraft(query ?? '');
  }
  const state = useSiteSearch(query, locale);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    const href = `${localizePath('/search', locale)}?${new URLSearchParams({ q: value }).toString()}`;
    if (navigate) navigate(href);
    else window.location.assign(href);
  };

  return (
    <>
      <form
        role="search"
        aria-label={t('shell.search.label')}
        className={styles.form}
        onSubmit={onSubmit}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {t('shell.search.label')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlBase} ${controlSize.m}`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{t('shell.search.submit')}</Button>
      </form>
      <div role="status" aria-live="polite">
        {state.status === 'loading' && <Loader label={t('shell.search.loading')} />}
        {state.status === 'failed' && <p>{t('shell.search.failed')}</p>}
        {state.status === 'done' && state.hits.length === 0 && (
          <>
            <p className={styles.empty}>{t('shell.search.nothingFound')}</p>
            <p>{t('shell.search.nothingFoundHint')}</p>
          </>
        )}
        {state.status === 'done' && state.hits.length > 0 && (
          <p className={styles.count}>
            {t(`shell.search.count.${pluralCategory(state.hits.length, locale)}`, {
              count: state.hits.length,
            })}
          </p>
        )}
      </div>
      {state.status === 'done' && state.hits.length > 0 && (
        <ol className={styles.results} aria-label={t('shell.search.results')}>
          {state.hits.map((hit) => (
            <li key={hit.url}>
              <h2 className={styles.resultTitle}>
                <Link href={hit.url} variant="standalone">
                  {hit.title}
                </Link>
              </h2>
              <p className={styles.snippet}>
                {hit.snippet.map((part, i) =>
                  part.match ? (
                    <mark key={i} className={styles.mark}>
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
              {resultPlace(hit.url, t) && <p className={styles.place}>{resultPlace(hit.url, t)}</p>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
