import { Link, visuallyHidden } from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import * as styles from './shell.css.ts';

/**
 * The brand, linking home in the current language. Its name starts with the words it shows
 * («Dala Business»), so voice control users can say what they see.
 */
export function Logo() {
  const t = useT();
  const locale = useLocale();
  return (
    <Link href={localizePath('/', locale)} variant="standalone" className={styles.logo}>
      <svg className={styles.logoMark} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill="currentColor" />
        <path d="M11 9h7.5a9 9 0 0 1 0 18H11Zm4.5 4.5v9h3a4.5 4.5 0 0 0 0-9Z" fill="#fff" />
      </svg>
      {t('common.siteName')} <span className={visuallyHidden}>{t('shell.logo')}</span>
    </Link>
  );
}
