import { useState } from 'react';
import type { ApplicationDetail } from '../../contract/domain.ts';
import { ApplicationWizard, applicationHeading } from '../features/wizard/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { DataProvider } from '../data/index.ts';

/**
 * The wizard routes (/application-for-connection, /mobile-application; spec §2.22, §2.23): the
 * application's four steps, one URL each. Without both tokens the route guard sends the visitor
 * to the product page first (§4.6). The mobile wizard is titled by its tariff once the
 * application is shown («Заявка на «Кеңсе»»): its h1 and each step's document title.
 */
export default function ApplicationPage({ route }: PageProps) {
  const t = useT();
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  const own = applicationHeading(application, t);
  return (
    <DataProvider>
      <div className={styles.page} data-app-type={route.appType}>
        <h1 className={styles.heading}>{own ?? t(`meta.${route.meta}.heading`)}</h1>
        <ApplicationWizard
          appType={route.appType ?? 'internet'}
          pageTitle={t('shell.head.titleTemplate', { title: own ?? t(`meta.${route.meta}.title`) })}
          onApplication={setApplication}
        />
      </div>
    </DataProvider>
  );
}
