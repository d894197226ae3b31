import { Link } from '../../lib/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { SupportPageNames } from '../routes/support.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** A help page: `/support/{link}/{sectionId}`, titled by the help menu. */
export default function SupportSectionPage({ data }: PageProps<SupportPageNames | null>) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <nav aria-label={t('shell.page.supportSections')} className={styles.breadcrumbs}>
        <Link href={localizePath('/support', locale)} variant="standalone">
          {t('shell.nav.help')}
        </Link>
        {data && ` / ${data.section}`}
      </nav>
      <h1 className={styles.heading}>{data?.page ?? t('meta.supportSection.heading')}</h1>
      <p className={styles.lead}>{t('meta.supportSection.description')}</p>
    </div>
  );
}
