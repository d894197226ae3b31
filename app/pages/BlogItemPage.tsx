import type { BlogArticle } from '../../contract/index.ts';
import { BlogArticleView } from '../features/blog/index.ts';
import type { PageProps } from '../routes/types.ts';
import NotFoundPage from './NotFoundPage.tsx';
import * as styles from './pages.css.ts';

/** One blog article (spec §2.9); its title and excerpt are the page's head (the route's `head`). */
export default function BlogItemPage({ data }: PageProps<BlogArticle | null>) {
  // Only the dev server gets here without an article: the build prerenders the known ones.
  if (!data) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <BlogArticleView article={data} />
    </div>
  );
}
