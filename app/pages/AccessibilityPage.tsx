import type { AccessibilityPage as AccessibilityData } from '../../locales/content/index.ts';
import type { PageProps } from '../routes/types.ts';
import { DatedDocument } from './DatedDocument.tsx';

/**
 * `/accessibility`: the accessibility statement — the standard (WCAG 2.2 AA), how the site is
 * tested, its known limits, whom to tell and when the answer comes, with the date it was
 * prepared. Static: no island.
 */
export default function AccessibilityPage({ data }: PageProps<AccessibilityData>) {
  return <DatedDocument {...data} dateLabel={data.preparedLabel} date={data.preparedDate} />;
}
