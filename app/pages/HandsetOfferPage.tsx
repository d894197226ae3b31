import type { LandingContent } from '../../locales/content/index.ts';
import SiteHandsetOffer from '../features/widgets/HandsetOfferIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { ProductLanding } from './ProductPage.tsx';

/**
 * /kense-handset-offer: the handset offer's check and request in place of the consultation
 * (§2.17), given the offer's state the page was built with; the check asks again when shown.
 */
export default function HandsetOfferPage(props: PageProps<LandingContent>) {
  return (
    <ProductLanding {...props} consultation={<SiteHandsetOffer offer={props.data.offerStatus} />} />
  );
}
