import { useSearch } from 'wouter';
import { ApplicationsScreen, filterOf } from '../features/cabinet/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { DataProvider } from '../data/index.ts';

/**
 * /profile-applications/internet and /mobile (spec §2.20): one screen, by the route's appType;
 * the filter lives in the address (`?status=`), so reload and back/forward keep it.
 */
export default function ApplicationsPage({ route }: PageProps) {
  const t = useT();
  const search = useSearch();
  return (
    <DataProvider>
      <div className={styles.page} data-app-type={route.appType}>
        <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
        <ApplicationsScreen appType={route.appType ?? 'internet'} filter={filterOf(search)} />
      </div>
    </DataProvider>
  );
}
