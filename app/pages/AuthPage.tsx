import { LoginScreen } from '../features/auth/index.ts';
import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** /auth: the cabinet login (spec §2.18). Anonymous visitors only (the guard sends others on). */
export default function AuthPage({ route }: PageProps) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`meta.${route.meta}.heading`)}</h1>
      <LoginScreen />
    </div>
  );
}
