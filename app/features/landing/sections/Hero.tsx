import { CheckIcon } from '../../../../lib/index.ts';
import type { HeroContent } from '../../../../locales/content/index.ts';
import { ActionLink } from '../actions.tsx';
import * as styles from '../landing.css.ts';
import { keepTogether } from '../../../i18n/index.ts';

/** The first screen: the page's only h1 (the product's name), its tagline, lead, price and action. */
export function Hero({ hero }: { hero: HeroContent }) {
  return (
    <div className={styles.hero}>
      <div className={styles.container}>
        {hero.tagline ? (
          // The name and the line saying what it is: a heading with its subtitle (HTML's hgroup).
          <hgroup>
            <h1 className={styles.h1}>{hero.title}</h1>
            <p className={styles.tagline}>{hero.tagline}</p>
          </hgroup>
        ) : (
          <h1 className={styles.h1}>{hero.title}</h1>
        )}
        <p className={styles.lead}>{keepTogether(hero.description)}</p>
        {hero.price && (
          <p className={styles.heroPrice}>
            <span className={styles.price}>{keepTogether(hero.price)}</span>
            {hero.priceNote && (
              <span className={styles.priceNote}>{keepTogether(hero.priceNote)}</span>
            )}
          </p>
        )}
        {hero.highlights && hero.highlights.length > 0 && (
          <ul className={styles.highlights}>
            {hero.highlights.map((item) => (
              <li key={item} className={styles.highlight}>
                <CheckIcon size="1em" />
                {keepTogether(item)}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <ActionLink action={hero.action} />
        </div>
      </div>
    </div>
  );
}
