import SearchView from '../features/search/SearchIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { useT } from '../i18n/index.ts';

/** `/search?q=`: the site search (the header's box is hidden here). */
export default function SearchPage({ route }: PageProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
      <SearchView />
    </div>
  );
}
