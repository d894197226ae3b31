import { useId } from 'react';
import type { BlogArticleSummary } from '../../../contract/index.ts';
import { Link, formatDateLong, visuallyHidden } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import * as styles from './blog.css.ts';

/** The published date and reading time of an article: «21 ноября 2026 · 5 мин чтения». */
export function ArticleDates({ article }: { article: BlogArticleSummary }) {
  const t = useT();
  const locale = useLocale();
  return (
    // Facts about the article, not its words: left out of search snippets (`data-nosnippet`).
    <p className={styles.meta} data-nosnippet="">
      <span>
        <span className={visuallyHidden}>{t('pages.blog.published')}: </span>
        <time dateTime={article.createdDate}>{formatDateLong(article.createdDate, locale)}</time>
      </span>
      <span>{t('pages.blog.readingTime', { minutes: article.readingTime })}</span>
    </p>
  );
}

export interface ArticleCardProps {
  article: BlogArticleSummary;
  /** The card title's level: h2 in the list, h3 under «Читайте также». */
  headingLevel: 2 | 3;
}

/**
 * An article in a list: title, date and reading time, excerpt, «Читать далее». The link is the
 * card's one way in; its accessible name carries the title after the visible words, so a list
 * of links read out of context still says where each goes.
 */
export function ArticleCard({ article, headingLevel }: ArticleCardProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card} data-article={article.id}>
      <Heading id={titleId} className={styles.cardTitle}>
        {article.title}
      </Heading>
      <ArticleDates article={article} />
      <p className={styles.excerpt}>{article.excerpt}</p>
      <Link
        href={localizePath(`/blog/${article.id}`, locale)}
        variant="standalone"
        data-nosnippet=""
      >
        {t('pages.blog.readMore')}
        <span className={visuallyHidden}>: {article.title}</span>
      </Link>
    </li>
  );
}
