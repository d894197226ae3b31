import { Link } from '../../../../lib/index.ts';
import type { ExternalLinksSection } from '../../../../locales/content/index.ts';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';
import { keepTogether } from '../../../i18n/index.ts';

/**
 * Links to another company's site and app stores (the satellite provider's help and app). Each
 * opens in a new tab; the kit's link shows the external icon and says so to screen readers.
 */
export function ExternalLinks({ section }: { section: ExternalLinksSection }) {
  return (
    <Section id="external-links" title={section.title} description={section.description}>
      <ul className={styles.grid({ min: 'm' })}>
        {section.items.map((item) => (
          <li key={item.href} className={styles.card({ tone: 'surface' })}>
            <h3 className={styles.h3}>
              <Link href={item.href} variant="standalone" external>
                {item.label}
              </Link>
            </h3>
            {item.description && <p className={styles.text}>{keepTogether(item.description)}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
