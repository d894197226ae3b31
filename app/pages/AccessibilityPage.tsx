import { formatDateLong } from '../../lib/index.ts';
import type { AccessibilityPage as AccessibilityData } from '../../locales/content/index.ts';
import { RichText } from '../features/landing/index.ts';
import { useLocale } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/**
 * `/accessibility`: the accessibility statement — the standard (WCAG 2.2 AA), how the site is
 * tested, its known limits, whom to tell and when the answer comes, with the date it was
 * prepared. Static: no island.
 */
export default function AccessibilityPage({ data }: PageProps<AccessibilityData>) {
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={styles.lead}>{data.description}</p>
      <p className={styles.text}>
        {data.preparedLabel}{' '}
        <time dateTime={data.preparedDate}>{formatDateLong(data.preparedDate, locale)}</time>
      </p>
      <div className={styles.article}>
        {data.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={styles.h2}>
              {section.title}
            </h2>
            <RichText html={section.content} />
          </section>
        ))}
      </div>
    </div>
  );
}
