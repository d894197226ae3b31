import type { ProductSlug } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import {
  loadHomeContent,
  loadLandingContent,
  type CatalogueGroup,
  type HomeContent,
} from '../../locales/content/index.ts';
import { fill } from '../i18n/format.ts';
import { callEndpoint, type ApiClient } from '../features/api/index.ts';
import { dotted } from '../features/landing/data.ts';

/** One card of «Популярные предложения»: the product as the catalogue names it, and its price. */
export interface FeaturedOffer {
  slug: ProductSlug;
  group: CatalogueGroup;
  title: string;
  description: string;
  /** The landing's own price line («от 700 ₸/мес») and its note, when it has them. */
  price?: string;
  priceNote?: string;
  /** «Акция до 10.11.2025 включительно»: a time-limited offer running on the build's day. */
  badge?: string;
}

export type HomePageData = HomeContent & { featuredOffers: FeaturedOffer[] };

/*
 * The home page's data, at build time: its content and catalogue, and the featured cards. A
 * time-limited offer (issue 35) comes first while the backend says it runs — one that is upcoming
 * or has ended is not featured — with its last day from the backend; the other cards are the
 * content's choice. Prices are each landing's hero, the one place a product's price is written.
 */
export async function loadHomePage(locale: Locale, api: ApiClient): Promise<HomePageData> {
  const [home, { offers }] = await Promise.all([
    loadHomeContent(locale),
    callEndpoint(api, 'offers'),
  ]);
  const running = offers.filter((offer) => offer.state === 'running');
  const badges = new Map<ProductSlug, string>(
    running.map((offer) => [
      offer.productSlug,
      fill(home.featured.until, { endsOn: dotted(offer.endsOn) }),
    ]),
  );
  const slugs = [...new Set([...badges.keys(), ...home.featured.products])];
  const featuredOffers = await Promise.all(
    slugs.map(async (slug): Promise<FeaturedOffer> => {
      const entry = home.catalogueData.products.find((product) => product.slug === slug);
      if (!entry) throw new Error(`The home features "${slug}", which the catalogue lacks`);
      const { hero } = await loadLandingContent(slug, locale);
      const badge = badges.get(slug);
      return {
        slug,
        group: entry.group,
        title: entry.title,
        description: entry.description,
        ...(hero.price && { price: hero.price }),
        ...(hero.priceNote && { priceNote: hero.priceNote }),
        ...(badge && { badge }),
      };
    }),
  );
  return { ...home, featuredOffers };
}
