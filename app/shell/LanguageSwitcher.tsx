import { useSearch } from 'wouter';
import { LOCALES } from '../../contract/locale.ts';
import { visuallyHidden } from '../../lib/index.ts';
import { useLocale, useMessages } from '../i18n/index.ts';
import { useCurrentPage } from '../routes/CurrentPage.tsx';
import { localizePath } from '../routes/locale.ts';
import { useHydrated } from '../routes/useHydrated.ts';
import * as styles from './shell.css.ts';

/**
 * «Рус» / «Қаз» (spec §2.4). The other language is a plain link to the same page under the other
 * prefix, so choosing it loads that page afresh (a reload, not a client navigation). The Not
 * Found page links to the other language's home: the unknown path exists in neither.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const messages = useMessages().shell.language;
  const { path, found } = useCurrentPage();
  // The query goes along (a search stays the same search), and follows the address: a new
  // search from the search page's own box changes only the query. It is added once hydrated,
  // as the prerendered page has none.
  const search = useSearch();
  const hydrated = useHydrated();
  const params = new URLSearchParams(hydrated && found ? search : '').toString();
  const query = params ? `?${params}` : '';
  return (
    <div
      role="group"
      aria-label={messages.label}
      className={className ? `${styles.languages} ${className}` : styles.languages}
    >
      {LOCALES.map((l) =>
        l === locale ? (
          <span key={l} lang={l} className={styles.language} aria-current="true">
            {messages[l].short} <span className={visuallyHidden}>({messages[l].name})</span>
          </span>
        ) : (
          <a
            key={l}
            lang={l}
            hrefLang={l}
            href={localizePath(found ? path : '/', l) + query}
            className={styles.language}
          >
            {/* The name says the short label it shows, then the language in full. */}
            {messages[l].short} <span className={visuallyHidden}>({messages[l].name})</span>
          </a>
        ),
      )}
    </div>
  );
}
