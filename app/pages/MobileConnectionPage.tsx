import type { LandingContent } from '../../locales/content/index.ts';
import { flowTariffsOf } from '../features/landing/data.ts';
import MobileConnection from '../features/mobile-connection/MobileConnectionIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { ProductLanding } from './ProductPage.tsx';

/**
 * /mobile-connection: the landing with the mobile-connection flow (§2.16), after the resume
 * prompt for a signed-in company with an unfinished mobile application (§2.21).
 */
export default function MobileConnectionPage(props: PageProps<LandingContent>) {
  const { data } = props;
  return (
    <ProductLanding
      {...props}
      tariffs={<MobileConnection archiveLink={!data.tariffs?.link} tariffs={flowTariffsOf(data)} />}
    />
  );
}
