import { useMemo } from 'react';
import type { BlogArticle } from '../../../contract/index.ts';
import { Badge, Link } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { siteOrigin } from '../../routes/config.ts';
import { localizePath } from '../../routes/locale.ts';
import { ArticleCard, ArticleDates } from './ArticleCard.tsx';
import * as styles from './blog.css.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import ShareBlock from './ShareIsland.tsx';

export interface BlogArticleViewProps {
  article: BlogArticle;
}

/**
 * One article (§2.9): breadcrumbs back to the blog, the title (the page's h1), published date in
 * genitive («21 ноября 2026», kk «2026 жылғы 21 қараша»), reading time, author and editor, the
 * sanitised body, the share block and «Читайте также».
 */
export function BlogArticleView({ article }: BlogArticleViewProps) {
  const t = useT();
  const locale = useLocale();
  const body = useMemo(() => sanitizeArticleHtml(article.html), [article.html]);
  const blogHref = localizePath('/blog', locale);
  // The public address, the same in the prerendered HTML and in the browser (no hydration gap).
  const url = siteOrigin() + localizePath(`/blog/${article.id}`, locale);

  return (
    <>
      <nav aria-label={t('pages.blog.breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={blogHref} variant="inline">
          {t('meta.blog.heading')}
        </Link>
      </nav>
      <article className={styles.article} aria-labelledby="article-title">
        <header>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.lead}>{article.excerpt}</p>
          <ArticleDates article={article} />
          <dl className={styles.credits} aria-label={t('pages.blog.about')} data-nosnippet="">
            <dt className={styles.creditLabel}>{t('pages.blog.author')}</dt>
            <dd className={styles.creditValue}>{article.author}</dd>
            <dt className={styles.creditLabel}>{t('pages.blog.editor')}</dt>
            <dd className={styles.creditValue}>{article.editor}</dd>
          </dl>
          {article.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('pages.blog.tags')} data-nosnippet="">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Badge color="blue">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </header>
        <div
          className={styles.body}
          data-article-body=""
          // Sanitised by DOMPurify just above (sanitize.ts); never the backend's string as is.
          dangerouslySetInnerHTML={{ __html: body }}
        />
        <ShareBlock url={url} title={article.title} />
      </article>
      {article.related.length > 0 && (
        // Other articles' words: not this one's snippet (`data-nosnippet`).
        <section className={styles.related} aria-labelledby="article-related" data-nosnippet="">
          <h2 id="article-related" className={styles.h2}>
            {t('pages.blog.related')}
          </h2>
          <ul className={styles.list}>
            {article.related.map((other) => (
              <ArticleCard key={other.id} article={other} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
      <p className={styles.related}>
        <Link href={blogHref} variant="standalone">
          {t('pages.blog.allArticles')}
        </Link>
      </p>
    </>
  );
}
