import { ProfileScreen } from '../features/cabinet/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { DataProvider } from '../data/index.ts';

/** /profile: the company profile (spec §2.19). Signed-in visitors only (the guard). */
export default function ProfilePage({ route }: PageProps) {
  const t = useT();
  return (
    <DataProvider>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
        <ProfileScreen />
      </div>
    </DataProvider>
  );
}
