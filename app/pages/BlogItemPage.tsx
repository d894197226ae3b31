import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** One blog article (spec §2.9); its loader and body arrive with the blog feature. */
export default function BlogItemPage({ route }: PageProps) {
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
    </div>
  );
}
