import { Link } from '../../lib/index.ts';
import { FaqList } from '../features/landing/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { SupportData } from '../routes/support.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** The help centre's landing (content-areas §2.2): menu groups, popular pages and the FAQ. */
export default function SupportPage({ data }: PageProps<SupportData>) {
  const t = useT();
  const locale = useLocale();
  const { landing, menu } = data;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{landing.title}</h1>
      <p className={styles.lead}>{landing.description}</p>
      <h2 className={styles.h2}>{t('shell.page.supportSections')}</h2>
      <ul className={styles.grid}>
        {menu.map((section) => (
          <li key={section.url} className={styles.card}>
            <h3 className={styles.h3}>{section.name}</h3>
            <ul className={styles.list}>
              {section.links.map((page) => (
                <li key={page.link}>
                  <Link
                    href={localizePath(`/support/${section.url}/${page.link}`, locale)}
                    variant="standalone"
                  >
                    {page.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <h2 className={styles.h2}>{landing.popular.title}</h2>
      <ul className={styles.list}>
        {landing.popular.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} variant="standalone">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.h2}>{landing.faq.title}</h2>
      <div className={styles.text}>
        <FaqList items={landing.faq.items} />
      </div>
    </div>
  );
}
