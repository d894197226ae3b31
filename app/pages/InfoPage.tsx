import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** A page that is, for now, its heading and description: contacts, tariffs archive, agents, cases. */
export default function InfoPage({ route }: PageProps) {
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
    </div>
  );
}
