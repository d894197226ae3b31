import type { PersonalDataPage as PersonalDataData } from '../../locales/content/index.ts';
import type { PageProps } from '../routes/types.ts';
import { DatedDocument } from './DatedDocument.tsx';

/**
 * `/personal-data`: the operator's notice on personal data (Kazakhstan's Law «О персональных
 * данных и их защите»): who, what, why, how long, who receives it, the person's rights and whom to
 * ask, with the date it took effect. Static: no island.
 */
export default function PersonalDataPage({ data }: PageProps<PersonalDataData>) {
  return <DatedDocument {...data} dateLabel={data.effectiveLabel} date={data.effectiveDate} />;
}
