import type { HomeContent } from '../../locales/content/index.ts';
import { Link } from '../../lib/index.ts';
import { ContentIconView } from '../features/landing/index.ts';
import SiteConsultation from '../features/widgets/ConsultationIsland.tsx';
import type { PageProps } from '../routes/types.ts';
import Catalogue from './CatalogueIsland.tsx';
import * as styles from './pages.css.ts';

/**
 * The home page (spec §2.8): the headline, «Все продукты» with a filter by task, why us, and the
 * consultation block. The filter and the form are islands; the rest is static.
 */
export default function HomePage({ data }: PageProps<HomeContent>) {
  const { hero, catalogue, catalogueData, benefits, consultation } = data;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{hero.title}</h1>
      <p className={styles.lead}>{hero.description}</p>
      <Link href="#consultation" appearance="button">
        {hero.action.label}
      </Link>

      <section aria-labelledby="catalogue-title">
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
                <ContentIconView name={item.icon} />
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
