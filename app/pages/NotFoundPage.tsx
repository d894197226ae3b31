import { Link } from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import * as styles from './pages.css.ts';

/** Spec §2.6: «Страница не найдена» and a way home. The server answers it with status 404. */
export default function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('meta.notFound.heading')}</h1>
      <p className={styles.lead}>{t('shell.notFound.text')}</p>
      <div className={styles.actions}>
        <Link href={localizePath('/', locale)} appearance="button">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
