import type { ReactNode } from 'react';
import type { ProductSlug } from '../../contract/domain.ts';
import type { LandingContent } from '../../locales/content/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import SiteConsultation from '../features/widgets/ConsultationIsland.tsx';
import type { PageProps } from '../routes/types.ts';

export interface ProductLandingProps extends PageProps<LandingContent> {
  /** The page's tariffs when they start an online application (§2.11, §2.15, §2.16). */
  tariffs?: ReactNode;
  /** The request block under the connection steps. @default the consultation form (§2.13) */
  consultation?: ReactNode;
  /** The promo's own form, under the promo band (`LandingPage`'s `promoForm`). */
  promoForm?: ReactNode;
}

/**
 * The landing template over a product page's content, which the route's loader fetched (at build
 * time for the prerendered HTML). The pages with a flow of their own (tariffs that start an
 * application, another request form) are page modules of their own beside this one, so each
 * landing carries only its own flow's code.
 */
export function ProductLanding({
  route,
  data,
  tariffs,
  consultation,
  promoForm,
}: ProductLandingProps) {
  const slug = route.product as ProductSlug;
  return (
    <LandingPage
      content={data}
      slug={slug}
      tariffs={tariffs}
      promoForm={promoForm}
      consultation={consultation ?? <SiteConsultation product={slug} />}
    />
  );
}

/** Every product landing without a flow of its own. */
export default function ProductPage(props: PageProps<LandingContent>) {
  return <ProductLanding {...props} />;
}
