import { ChevronRightIcon, Link } from '../../../../lib/index.ts';
import type { ProductSummary } from '../../../../locales/content/index.ts';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';
import { keepTogether } from '../../../i18n/index.ts';

/** «Другие услуги»: links to related product pages in the page's language. */
export function OtherServices({
  title,
  items,
}: {
  title: string;
  items: readonly ProductSummary[];
}) {
  return (
    <Section id="other-services" title={title}>
      <ul className={styles.grid({ min: 'm' })}>
        {items.map((item) => (
          <li key={item.slug} className={styles.card({ tone: 'surface' })}>
            <h3 className={styles.h3}>
              <Link href={item.href} variant="standalone">
                {item.title} <ChevronRightIcon size="1em" />
              </Link>
            </h3>
            <p className={styles.text}>{keepTogether(item.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
