import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/**
 * The cabinet's routes (login, profile, application lists, wizards) render here until the cabinet
 * feature provides their screens; the route table's `page` is the one line to change.
 */
export default function CabinetPage({ route }: PageProps) {
  return (
    <div className={styles.page} data-app-type={route.appType}>
      <PageIntro meta={route.meta} />
    </div>
  );
}
