import type { SuccessCasesData } from '../features/success-cases/index.ts';
import CaseForm from '../features/success-cases/CaseFormIsland.tsx';
import CaseList from '../features/success-cases/CaseListIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** `/success-cases` (spec §2.14): the published cases, then «Поделиться кейсом». */
export default function SuccessCasesPage({ route, data }: PageProps<SuccessCasesData>) {
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
      <CaseList cases={data.cases} />
      <CaseForm />
    </div>
  );
}
