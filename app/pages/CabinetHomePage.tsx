import { CabinetHome } from '../features/cabinet/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';
import { DataProvider } from '../data/index.ts';

/**
 * /profile-applications, the cabinet's home (issue 39): «Мои заявки» — what waits for the client,
 * then the open applications. Where a login lands and the header's «Мои заявки» leads; signed-in
 * visitors only (the guard). The profile stays its own page (/profile).
 */
export default function CabinetHomePage({ route }: PageProps) {
  const t = useT();
  return (
    <DataProvider>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
        <CabinetHome />
      </div>
    </DataProvider>
  );
}
