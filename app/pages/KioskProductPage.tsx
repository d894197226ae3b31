import type { ProductSlug } from '../../contract/domain.ts';
import type { LandingContent } from '../../locales/content/index.ts';
import { KioskProduct } from '../features/kiosk/product/index.ts';
import type { PageProps } from '../routes/types.ts';

/**
 * A product on the kiosk (`/kiosk/product/:slug`): its own page module, so the landing template
 * it renders is not in the other kiosk screens' first load (`KioskPage`).
 */
export default function KioskProductPage({ params, data }: PageProps) {
  return <KioskProduct slug={params.slug as ProductSlug} content={data as LandingContent} />;
}
