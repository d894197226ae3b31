import { iconBox, Link } from '../../lib/index.ts';
import { ContentIconView } from '../features/landing/index.ts';
import type { HomePageData } from '../routes/homeData.ts';
import SiteConsultation from '../features/widgets/ConsultationIsland.tsx';
import { keepTogether, useLocale } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { PageProps } from '../routes/types.ts';
import Catalogue from './CatalogueIsland.tsx';
import { GroupIcon, GroupIconSprite } from './GroupIcon.tsx';
import { HeroArt } from './HeroArt.tsx';
import * as home from './home.css.ts';
import * as styles from './pages.css.ts';

/**
 * The home page (spec §2.8): the headline with its picture, «Популярные предложения» (a running
 * offer first), «Все продукты» with a filter by task, why us, and the consultation block. The
 * filter and the form are islands; the rest is static.
 */
export default function HomePage({ data }: PageProps<HomePageData>) {
  const { hero, featured, featuredOffers, catalogue, catalogueData, benefits, consultation } = data;
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <div className={home.hero}>
        <div>
          <h1 className={styles.heading}>{hero.title}</h1>
          <p className={styles.lead}>{hero.description}</p>
          <div className={home.heroActions}>
            <Link href="#consultation" appearance="button">
              {hero.action.label}
            </Link>
            <Link href="#catalogue" variant="standalone">
              {hero.catalogueLink}
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>

      <GroupIconSprite />
      <section aria-labelledby="featured-title">
        <h2 id="featured-title" className={styles.h2}>
          {featured.title}
        </h2>
        <ul className={home.offers}>
          {featuredOffers.map((offer) => (
            <li key={offer.slug} className={home.offer}>
              {offer.badge && <p className={home.badge}>{offer.badge}</p>}
              <h3 className={styles.h3}>
                <GroupIcon group={offer.group} />
                <Link href={localizePath(`/${offer.slug}`, locale)} variant="standalone">
                  {offer.title}
                </Link>
              </h3>
              <p className={styles.muted}>{keepTogether(offer.description)}</p>
              {offer.price && (
                <p className={home.price}>
                  {keepTogether(offer.price)}
                  {offer.priceNote && (
                    <span className={home.priceNote}>{keepTogether(offer.priceNote)}</span>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section id="catalogue" aria-labelledby="catalogue-title" tabIndex={-1}>
        <h2 id="catalogue-title" className={styles.h2}>
          {catalogue.title}
        </h2>
        <p className={styles.text}>{catalogue.description}</p>
        <Catalogue catalogue={catalogue} catalogueData={catalogueData} />
      </section>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className={styles.h2}>
          {benefits.title}
        </h2>
        <ul className={styles.grid}>
          {benefits.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3 className={styles.h3}>
                <span className={iconBox}>
                  <ContentIconView name={item.icon} size="61%" />
                </span>
                {item.title}
              </h3>
              {item.description && <p className={styles.muted}>{item.description}</p>}
            </li>
          ))}
        </ul>
      </section>

      {/* The form inside is the region, named by this heading: naming this section too would
          make two landmarks of one name. */}
      <section id="consultation" tabIndex={-1}>
        <h2 id="consultation-title" className={styles.h2}>
          {consultation.title}
        </h2>
        <p className={styles.text}>{consultation.description}</p>
        <SiteConsultation source="home" labelledBy="consultation-title" />
      </section>
    </div>
  );
}
