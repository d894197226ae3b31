import { Link } from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import * as styles from './pages.css.ts';

/** Where a consultation request lands (spec §2.13): «Заявка принята». */
export default function ConsultancyAcceptedPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('meta.applicationForConsultancy.heading')}</h1>
      <p className={styles.lead}>{t('shell.page.consultancyText')}</p>
      <div className={styles.actions}>
        <Link href={localizePath('/', locale)} appearance="button">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
