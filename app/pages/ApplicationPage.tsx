import { ApplicationStart } from '../features/auth/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/**
 * The wizard routes (/application-for-connection, /mobile-application; spec §2.22, §2.23): the
 * application the public flow handed off, and the wizard's steps. Without both tokens the route
 * guard sends the visitor to the product page first (§4.6).
 */
export default function ApplicationPage({ route }: PageProps) {
  const t = useT();
  return (
    <div className={styles.page} data-app-type={route.appType}>
      <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
      <ApplicationStart appType={route.appType ?? 'internet'} />
    </div>
  );
}
