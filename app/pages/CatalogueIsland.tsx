import { useState } from 'react';
import {
  CATALOGUE_TASKS,
  type CatalogueTask,
  type HomeContent,
} from '../../locales/content/index.ts';
import { Link, RadioGroup } from '../../lib/index.ts';
import { keepTogether, useLocale } from '../i18n/index.ts';
import { defineIsland } from '../islands/Island.tsx';
import { localizePath } from '../routes/locale.ts';
import { GroupIcon } from './GroupIcon.tsx';
import * as home from './home.css.ts';
import * as styles from './pages.css.ts';

type Filter = CatalogueTask | 'all';

/**
 * The home page's «Все продукты» filter and the list it narrows (spec §2.8). The prerendered page
 * lists every product; the filter narrows it in place. The tasks are chips: a radio group that
 * looks like a row of pills (one Tab stop, arrows choose), each card carries its group's icon.
 *
 * It is in a phone's first screen, so hydrating it when it comes into view meant loading and
 * evaluating React at every home page load for a list that is already there. It hydrates when the
 * visitor comes to it instead (points at, touches or focuses it): its links work as links until
 * then, and a radio pressed before that is held and pressed again once it has
 * (`public/early-input.js`).
 */
function Catalogue({ catalogue, catalogueData }: Pick<HomeContent, 'catalogue' | 'catalogueData'>) {
  const locale = useLocale();
  const [task, setTask] = useState<Filter>('all');
  const products = catalogueData.products.filter(
    (product) => task === 'all' || product.tasks.includes(task),
  );
  const options = [
    { value: 'all' as const, label: catalogue.allTasks },
    ...CATALOGUE_TASKS.map((t) => ({ value: t, label: catalogueData.tasks[t] })),
  ];
  return (
    <>
      <RadioGroup<Filter>
        label={catalogue.filterLabel}
        options={options}
        value={task}
        onChange={setTask}
        appearance="chips"
        className={home.taskFilter}
      />
      {products.length === 0 ? (
        <p className={styles.text}>{catalogue.empty}</p>
      ) : (
        <ul className={home.productGrid}>
          {products.map((product) => (
            <li key={product.slug} className={home.product}>
              <h3 className={styles.h3}>
                <GroupIcon group={product.group} />
                <Link href={localizePath(`/${product.slug}`, locale)} variant="standalone">
                  {product.title}
                </Link>
              </h3>
              <p className={styles.muted}>{keepTogether(product.description)}</p>
              <p className={home.productGroup}>{catalogueData.groups[product.group]}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default defineIsland('catalogue', Catalogue, { hydrate: 'interaction' });
