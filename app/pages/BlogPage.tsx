import { BlogList, type BlogListData } from '../features/blog/index.ts';
import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** The blog's article list (spec §2.9), loaded from the backend at build time. */
export default function BlogPage({ route, data }: PageProps<BlogListData>) {
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
      <BlogList articles={data.articles} />
    </div>
  );
}
