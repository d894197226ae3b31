import type { BlogArticleSummary } from '../../../contract/index.ts';
import { Link } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { ArticleCard } from './ArticleCard.tsx';
import * as styles from './blog.css.ts';

export interface BlogListProps {
  articles: readonly BlogArticleSummary[];
}

/**
 * The blog's article list (§2.9), each with «Читать далее», and beside it the way to the
 * success stories. The page's h1 is above; each article title is an h2.
 */
export function BlogList({ articles }: BlogListProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.layout}>
      {articles.length === 0 ? (
        <p className={styles.text}>{t('pages.blog.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={2} />
          ))}
        </ul>
      )}
      <aside className={styles.aside} aria-labelledby="blog-cases">
        <h2 id="blog-cases" className={styles.asideTitle}>
          {t('pages.blog.cases.title')}
        </h2>
        <p className={styles.text}>{t('pages.blog.cases.text')}</p>
        <Link href={localizePath('/success-cases', locale)} variant="standalone">
          {t('pages.blog.cases.link')}
        </Link>
      </aside>
    </div>
  );
}
