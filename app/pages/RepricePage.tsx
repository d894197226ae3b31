import type { LandingContent } from '../../locales/content/index.ts';
import { flowTariffsOf } from '../features/landing/data.ts';
import OfficeInternet from '../features/office-internet/OfficeInternetIsland.tsx';
import RepriceForm from '../features/office-internet/RepriceIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { ProductLanding } from './ProductPage.tsx';

/**
 * /internet-for-office-landing (minimal layout): the office-internet flow, and the reprice form
 * in place of the consultation.
 */
export default function RepricePage(props: PageProps<LandingContent>) {
  return (
    <ProductLanding
      {...props}
      tariffs={<OfficeInternet tariffs={flowTariffsOf(props.data)} />}
      consultation={<RepriceForm promo={props.data.offerStatus} />}
    />
  );
}
