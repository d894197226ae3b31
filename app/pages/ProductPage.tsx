import type { ProductSlug } from '../../contract/domain.ts';
import type { LandingContent } from '../../locales/content/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import type { PageProps } from '../routes/types.ts';

/**
 * A product landing page (every slug of `PRODUCT_SLUGS` and the two minimal-layout landings):
 * the landing template over the page's content, which the route's loader fetched (at build time
 * for the prerendered HTML).
 */
export default function ProductPage({ route, data }: PageProps<LandingContent>) {
  return <LandingPage content={data} slug={route.product as ProductSlug} />;
}
