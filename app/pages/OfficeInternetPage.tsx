import type { LandingContent } from '../../locales/content/index.ts';
import { flowTariffsOf } from '../features/landing/data.ts';
import OfficeInternet from '../features/office-internet/OfficeInternetIsland.tsx';
import RepriceForm from '../features/office-internet/RepriceIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import { ProductLanding } from './ProductPage.tsx';

/**
 * /internet-for-office: the landing with the office-internet flow (§2.15), its tariffs from the
 * page's data (prerendered), refreshed in the browser. A signed-in company with an unfinished
 * office application is asked first whether to continue it (§2.21). The promo band's button
 * leads to the reprice form under it (§2.15), which says whether the promo's bonus still applies.
 */
export default function OfficeInternetPage(props: PageProps<LandingContent>) {
  return (
    <ProductLanding
      {...props}
      tariffs={<OfficeInternet resume tariffs={flowTariffsOf(props.data)} />}
      promoForm={<RepriceForm promo={props.data.offerStatus} />}
    />
  );
}
