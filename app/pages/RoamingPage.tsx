import type { LandingContent } from '../../locales/content/index.ts';
import RoamingTariffs from '../features/roaming/RoamingIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { ProductLanding } from './ProductPage.tsx';

/** /roaming: the landing with the country search and its tariffs (§2.11). */
export default function RoamingPage(props: PageProps<LandingContent>) {
  return <ProductLanding {...props} tariffs={<RoamingTariffs content={props.data} />} />;
}
