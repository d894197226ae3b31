import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { SEARCH_MIN_LENGTH } from '../../contract/limits.ts';
import {
  Button,
  commonMessages,
  controlBase,
  controlSize,
  useKitAnnounce,
  useKitContext,
  useKitMessages,
  visuallyHidden,
} from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { useCurrentPage } from '../routes/CurrentPage.tsx';
import { isSearchable, searchHref } from './searchTarget.ts';
import * as styles from './shell.css.ts';

export interface HeaderSearchProps {
  /**
   * `desktop` refuses to submit under 3 characters and says why at the field; `mobile` submits
   * whatever was typed (spec §5). The button looks and works as a button in both.
   */
  variant: 'desktop' | 'mobile';
  /** Called after a submit, e.g. to close the burger menu (spec §2.7). */
  onSubmitted?: () => void;
  className?: string;
}

/**
 * The header's search box: submits to `/search?q=` (or `/products`), then clears itself.
 *
 * Spec §5 shows «Найти» disabled under 3 characters. A greyed button is not found, not explained
 * and not pressable by keyboard, so the button is always an enabled button, and the rule is said at
 * the field instead (GOV.UK's «error message»; docs/routes.md «The header search»): the rule is
 * the box's description from the start, and a refused submit shows it under the box, marks the box
 * invalid, keeps focus there and says it through the kit's live region.
 */
export function HeaderSearch({ variant, onSubmitted, className }: HeaderSearchProps) {
  const t = useT();
  const locale = useLocale();
  const { routeName } = useCurrentPage();
  const { navigate } = useKitContext();
  const announce = useKitAnnounce();
  const kitWords = useKitMessages(commonMessages);
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const messageId = `${id}-rule`;
  const guarded = variant === 'desktop';
  const rule = t('shell.search.minLength', { min: SEARCH_MIN_LENGTH });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guarded && !isSearchable(query)) {
      setRefused(true);
      input.current?.focus();
      announce(`${kitWords.errorPrefix} ${rule}`);
      return;
    }
    const href = searchHref(query, routeName, locale);
    setQuery('');
    setRefused(false);
    onSubmitted?.();
    if (navigate) navigate(href);
    else window.location.assign(href);
  };

  // The message stands over the page below the header: it goes once the query is long enough,
  // and when the person leaves the box and its button for elsewhere.
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLButtonElement>) => {
    if (!event.currentTarget.form?.contains(event.relatedTarget)) setRefused(false);
  };

  return (
    // A real GET form: before the page has hydrated (or without JavaScript) it still submits,
    // natively, to the same results page the app navigates to.
    <form
      role="search"
      action={searchHref('', routeName, locale).split('?')[0]}
      method="get"
      aria-label={t('shell.search.label')}
      className={`${guarded ? styles.search : styles.searchMobile} ${className ?? ''}`}
      onSubmit={onSubmit}
      data-variant={variant}
    >
      <label htmlFor={`${id}-q`} className={visuallyHidden}>
        {t('shell.search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('shell.search.placeholder')}
        className={`${controlBase} ${controlSize.s} ${styles.searchInput}`}
        value={query}
        aria-invalid={refused || undefined}
        aria-describedby={guarded ? messageId : undefined}
        onBlur={guarded ? onBlur : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          if (isSearchable(event.target.value)) setRefused(false);
        }}
      />
      <Button type="submit" size="s" onBlur={guarded ? onBlur : undefined}>
        {t('shell.search.submit')}
      </Button>
      {guarded && (
        <p id={messageId} className={refused ? styles.searchMessage : visuallyHidden}>
          {refused && <span className={visuallyHidden}>{kitWords.errorPrefix}</span>}
          {refused && ' '}
          {rule}
        </p>
      )}
    </form>
  );
}
