import { useT } from '../i18n/index.ts';
import * as styles from './HomePage.css.ts';

export function HomePage() {
  const t = useT();
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.heading}>{t('common.home.heading')}</h1>
      <p className={styles.lead}>{t('common.home.lead')}</p>
    </main>
  );
}
