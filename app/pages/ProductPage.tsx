import type { ProductSlug } from '../../contract/domain.ts';
import type { LandingContent } from '../../locales/content/index.ts';
import { ResumePromptSlot } from '../features/cabinet/resume/index.ts';
import { LandingPage } from '../features/landing/index.ts';
import { flowTariffsOf } from '../features/landing/data.ts';
import { MobileConnectionFlow } from '../features/mobile-connection/index.ts';
import { OfficeInternetFlow, RepriceForm } from '../features/office-internet/index.ts';
import { RoamingTariffs } from '../features/roaming/index.ts';
import { SiteConsultation, SiteHandsetOffer } from '../features/widgets/index.ts';
import type { PageProps } from '../routes/types.ts';

/**
 * A product landing page (every slug of `PRODUCT_SLUGS` and the two minimal-layout landings):
 * the landing template over the page's content, which the route's loader fetched (at build time
 * for the prerendered HTML).
 */
export default function ProductPage({ route, data }: PageProps<LandingContent>) {
  const slug = route.product as ProductSlug;
  return (
    <LandingPage
      content={data}
      slug={slug}
      tariffs={tariffsOf(slug, data)}
      consultation={consultationOf(route.name, slug)}
    />
  );
}

/**
 * The pages whose tariffs start an online application (§2.15, §2.16): their tariffs come with
 * the page's data (prerendered), and the flows refresh them in the browser. A signed-in company
 * with an unfinished application of the product is asked first whether to continue it (§2.21).
 */
function tariffsOf(slug: ProductSlug, data: LandingContent) {
  if (slug === 'internet-for-office')
    return (
      <>
        <ResumePromptSlot appType="internet" />
        <OfficeInternetFlow tariffs={flowTariffsOf(data)} />
      </>
    );
  if (slug === 'roaming') return <RoamingTariffs content={data} />;
  if (slug === 'mobile-connection')
    return (
      <>
        <ResumePromptSlot appType="mobile" />
        <MobileConnectionFlow archiveLink={!data.tariffs?.link} tariffs={flowTariffsOf(data)} />
      </>
    );
  return undefined;
}

/** The request block under the connection steps (§2.13, §2.15, §2.17). */
function consultationOf(routeName: string, slug: ProductSlug) {
  if (routeName === 'internetForOfficeLanding') return <RepriceForm />;
  if (slug === 'kense-handset-offer') return <SiteHandsetOffer />;
  return <SiteConsultation product={slug} />;
}
