import type { LandingContent } from '../../locales/content/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import type { PageProps } from '../routes/types.ts';

/** `/tariffs-archive` (spec §2.12): archived tariffs, each with «Подробнее о тарифе». */
export default function TariffsArchivePage({ data }: PageProps<LandingContent>) {
  return <LandingPage content={data} slug="tariffs-archive" />;
}
