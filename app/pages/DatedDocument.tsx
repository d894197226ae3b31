import { formatDateLong } from '../../lib/index.ts';
import type { RichText as RichTextHtml } from '../../locales/content/index.ts';
import { RichText } from '../features/landing/index.ts';
import { useLocale } from '../i18n/index.ts';
import * as styles from './pages.css.ts';

export interface DatedDocumentProps {
  title: string;
  description: string;
  /** The words before the date («Действует с», «Заявление подготовлено»). */
  dateLabel: string;
  /** ISO date, shown long in the page's language. */
  date: string;
  sections: readonly { id: string; title: string; content: RichTextHtml }[];
}

/**
 * A statement the operator publishes and dates (the personal-data notice, the accessibility
 * statement): its title and lead, the date, then each section as an h2 with its rich text.
 */
export function DatedDocument({
  title,
  description,
  dateLabel,
  date,
  sections,
}: DatedDocumentProps) {
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>{description}</p>
      <p className={styles.text}>
        {dateLabel} <time dateTime={date}>{formatDateLong(date, locale)}</time>
      </p>
      <div className={styles.article}>
        {sections.map((section) => (
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
