import { Link } from '../../lib/index.ts';
import { useLocale, useMessages, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** The help centre's landing: its three menu groups and their pages (content-areas §2.2). */
export default function SupportPage({ route }: PageProps) {
  const t = useT();
  const locale = useLocale();
  const menu = useMessages().meta.supportMenu;
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
      <h2 className={styles.h2}>{t('shell.page.supportSections')}</h2>
      <ul className={styles.grid}>
        {Object.entries(menu).map(([link, section]) => (
          <li key={link} className={styles.card}>
            <h3 className={styles.h3}>{section.name}</h3>
            <ul className={styles.list}>
              {Object.entries(section.pages).map(([sectionId, name]) => (
                <li key={sectionId}>
                  <Link
                    href={localizePath(`/support/${link}/${sectionId}`, locale)}
                    variant="standalone"
                  >
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
