import { ApplicationScreen } from '../features/cabinet/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { DataProvider } from '../data/index.ts';

/**
 * An application's own page, `/profile-applications/{internet|mobile}/:opportunityId`: linked
 * from its card and reloadable (the build's shell answers any id, `contract/site.ts`).
 */
export default function ApplicationDetailPage({ route, params }: PageProps) {
  const t = useT();
  return (
    <DataProvider>
      <div className={styles.page} data-app-type={route.appType}>
        <ApplicationScreen
          appType={route.appType ?? 'internet'}
          opportunityId={params.opportunityId ?? ''}
          heading={t(`meta.${route.meta}.heading`)}
          headingClassName={styles.heading}
        />
      </div>
    </DataProvider>
  );
}
