import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** The blog's article list (spec §2.9); the articles arrive with the blog feature's loader. */
export default function BlogPage({ route }: PageProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta}>
        <p className={styles.text}>{t('shell.page.blogEmpty')}</p>
      </PageIntro>
    </div>
  );
}
