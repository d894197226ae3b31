import { formatDateLong } from '../../lib/index.ts';
import type { PersonalDataPage as PersonalDataData } from '../../locales/content/index.ts';
import { RichText } from '../features/landing/index.ts';
import { useLocale } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/**
 * `/personal-data`: the operator's notice on personal data (Kazakhstan's Law «О персональных
 * данных и их защите»): who, what, why, how long, who receives it, the person's rights and whom to
 * ask, with the date it took effect. Static: no island.
 */
export default function PersonalDataPage({ data }: PageProps<PersonalDataData>) {
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={styles.lead}>{data.description}</p>
      <p className={styles.text}>
        {data.effectiveLabel}{' '}
        <time dateTime={data.effectiveDate}>{formatDateLong(data.effectiveDate, locale)}</time>
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
