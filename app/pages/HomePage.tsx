import { useState } from 'react';
import {
  CATALOGUE_TASKS,
  type CatalogueTask,
  type HomeContent,
} from '../../locales/content/index.ts';
import { Link, RadioGroup } from '../../lib/index.ts';
import { ContentIconView } from '../features/landing/index.ts';
import { SiteConsultation } from '../features/widgets/index.ts';
import { useLocale } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

type Filter = CatalogueTask | 'all';

/**
 * The home page (spec §2.8): the headline, «Все продукты» with a filter by task, why us, and the
 * consultation block. The prerendered page lists every product; the filter narrows it in place.
 */
export default function HomePage({ data }: PageProps<HomeContent>) {
  const locale = useLocale();
  const [task, setTask] = useState<Filter>('all');
  const { hero, catalogue, catalogueData, benefits, consultation } = data;
  const products = catalogueData.products.filter(
    (product) => task === 'all' || product.tasks.includes(task),
  );
  const options = [
    { value: 'all' as const, label: catalogue.allTasks },
    ...CATALOGUE_TASKS.map((t) => ({ value: t, label: catalogueData.tasks[t] })),
  ];

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
        <RadioGroup<Filter>
          label={catalogue.filterLabel}
          options={options}
          value={task}
          onChange={setTask}
          orientation="horizontal"
          className={styles.filter}
        />
        {products.length === 0 ? (
          <p className={styles.text}>{catalogue.empty}</p>
        ) : (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.slug} className={styles.card}>
                <h3 className={styles.h3}>
                  <Link href={localizePath(`/${product.slug}`, locale)} variant="standalone">
                    {product.title}
                  </Link>
                </h3>
                <p className={styles.muted}>{product.description}</p>
                <p className={styles.muted}>{catalogueData.groups[product.group]}</p>
              </li>
            ))}
          </ul>
        )}
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
