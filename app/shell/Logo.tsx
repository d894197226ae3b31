import { Link } from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import * as styles from './shell.css.ts';

/** The brand, linking home in the current language. */
export function Logo() {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      href={localizePath('/', locale)}
      variant="standalone"
      className={styles.logo}
      aria-label={t('shell.logo')}
    >
      <span className={styles.logoMark} aria-hidden="true">
        D
      </span>
      <span aria-hidden="true">{t('common.siteName')}</span>
    </Link>
  );
}
