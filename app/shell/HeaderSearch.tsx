import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_MIN_LENGTH } from '../../contract/limits.ts';
import {
  Button,
  controlBase,
  controlSize,
  useKitContext,
  visuallyHidden,
} from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { useCurrentPage } from '../routes/CurrentPage.tsx';
import { isSearchable, searchHref } from './searchTarget.ts';
import * as styles from './shell.css.ts';

export interface HeaderSearchProps {
  /**
   * `desktop` refuses to submit under 3 characters; `mobile` shows the button disabled the same
   * way but submits whatever was typed (spec §5).
   */
  variant: 'desktop' | 'mobile';
  /** Called after a submit, e.g. to close the burger menu (spec §2.7). */
  onSubmitted?: () => void;
  className?: string;
}

/** The header's search box: submits to `/search?q=` (or `/products`), then clears itself. */
export function HeaderSearch({ variant, onSubmitted, className }: HeaderSearchProps) {
  const t = useT();
  const locale = useLocale();
  const { routeName } = useCurrentPage();
  const { navigate } = useKitContext();
  const [query, setQuery] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const ready = isSearchable(query);

  const submit = () => {
    const href = searchHref(query, routeName, locale);
    setQuery('');
    onSubmitted?.();
    if (navigate) navigate(href);
    else window.location.assign(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (variant === 'desktop' && !ready) return;
    submit();
  };

  // The kit's Button swallows clicks while disabled, and Enter in the field clicks the submit
  // button; on mobile the length is not a guard, so Enter submits directly.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (variant === 'mobile' && event.key === 'Enter' && !ready) {
      event.preventDefault();
      submit();
    }
  };

  return (
    // A real GET form: before the page has hydrated (or without JavaScript) it still submits,
    // natively, to the same results page the app navigates to.
    <form
      role="search"
      action={searchHref('', routeName, locale).split('?')[0]}
      method="get"
      aria-label={t('shell.search.label')}
      className={`${variant === 'desktop' ? styles.search : styles.searchMobile} ${className ?? ''}`}
      onSubmit={onSubmit}
      data-variant={variant}
    >
      <label htmlFor={`${id}-q`} className={visuallyHidden}>
        {t('shell.search.label')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('shell.search.placeholder')}
        className={`${controlBase} ${controlSize.s} ${styles.searchInput}`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        size="s"
        disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
      >
        {t('shell.search.submit')}
      </Button>
      <span id={hintId} className={visuallyHidden}>
        {t('shell.search.minLength', { min: SEARCH_MIN_LENGTH })}
      </span>
    </form>
  );
}
