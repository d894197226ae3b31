import type { ReactNode } from 'react';
import { Badge, Link } from '../../../../lib/index.ts';
import type {
  OffersSection,
  PbxTariffsBlock,
  PromoBlock,
  TariffsSection,
} from '../../../../locales/content/index.ts';
import { ActionLink, useLandingAnchors } from '../actions.tsx';
import { ContentTable } from '../ContentTable.tsx';
import { ContentIconView } from '../icons.tsx';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';
import TariffTabs from '../TariffTabsIsland.tsx';
import { CardGrid } from './TariffCards.tsx';
import { keepTogether } from '../../../i18n/index.ts';

/**
 * Tariffs: cards (flat or in tabs such as «С понижением» / «Без понижения»), comparison tables,
 * notes. `children` — a page's interactive tariff block — takes the place of the cards.
 */
export function Tariffs({ section, children }: { section: TariffsSection; children?: ReactNode }) {
  const firstTab = section.tabs?.[0]?.id;
  const anchors = useLandingAnchors();
  const interactive = children !== undefined && children !== null && children !== false;
  return (
    <Section id="tariffs" title={section.title} description={section.description} tone="muted">
      {interactive && children}
      {!interactive && section.tabs && firstTab && (
        <TariffTabs tabs={section.tabs} anchors={anchors} />
      )}
      {!interactive && section.cards && section.cards.length > 0 && (
        <CardGrid cards={section.cards} />
      )}
      {section.comparison?.map((block) => (
        <div key={block.title} className={styles.subsection}>
          <h3 className={styles.h3}>{block.title}</h3>
          {block.description && <p className={styles.text}>{keepTogether(block.description)}</p>}
          <ContentTable table={block.table} />
        </div>
      ))}
      {section.notes && section.notes.length > 0 && (
        <ul className={styles.notes}>
          {section.notes.map((note) => (
            <li key={note}>{keepTogether(note)}</li>
          ))}
        </ul>
      )}
      {section.link && (
        <p className={styles.subsection}>
          <Link href={section.link.href} variant="standalone">
            {section.link.label}
          </Link>
        </p>
      )}
    </Section>
  );
}

/** Any-device: the equipment on offer. */
export function Offers({ section }: { section: OffersSection }) {
  return (
    <Section id="offers" title={section.title} description={section.description}>
      <CardGrid cards={section.items} />
      {section.link && (
        <p className={styles.subsection}>
          <Link href={section.link.href} variant="standalone">
            {section.link.label}
          </Link>
        </p>
      )}
    </Section>
  );
}

/** A promo band: label, title, two benefits, a big benefit label and the action. */
export function Promo({ promo }: { promo: PromoBlock }) {
  const headingId = 'promo-title';
  return (
    <section id="promo" aria-labelledby={headingId} className={styles.section({ tone: 'plain' })}>
      <div className={styles.container}>
        <div className={styles.promo}>
          <div>
            <p className={styles.onBrand}>
              <strong>{promo.label}</strong>
            </p>
            <h2 id={headingId} className={`${styles.h2} ${styles.onBrand}`}>
              {promo.title}
            </h2>
            <ul className={`${styles.promoList} ${styles.onBrand}`}>
              <li>{promo.benefit1}</li>
              <li>{promo.benefit2}</li>
            </ul>
            {promo.note && <p className={styles.onBrand}>{promo.note}</p>}
            <div className={styles.actions}>
              <ActionLink action={promo.btn} variant="secondary" />
            </div>
          </div>
          <p className={styles.promoBadge}>{promo.benefitLabel}</p>
        </div>
      </div>
    </section>
  );
}

/** Virtual PBX: one tariff with its promo, what is included, related links and the action. */
export function PbxTariffs({ block, id }: { block: PbxTariffsBlock; id: string }) {
  return (
    <Section id={id} title={block.title} description={block.subtitle} tone="muted">
      <div className={styles.twoColumns}>
        <div className={styles.card({ tone: 'raised' })}>
          <span>
            <Badge color="green" className={styles.promoTag}>
              {block.promo}
            </Badge>
          </span>
          <p className={styles.heroPrice}>
            <span className={styles.price}>{keepTogether(block.price)}</span>
            <span>{block.period}</span>
          </p>
          <ul className={styles.tariffInfo}>
            {block.items.map((item) => (
              <li key={item.text} className={styles.tariffInfoItem}>
                <ContentIconView name={item.icon} />
                <span>{keepTogether(item.text)}</span>
              </li>
            ))}
          </ul>
          <div className={styles.cardFooter}>
            <ActionLink action={block.btn} size="m" />
          </div>
        </div>
        <ul className={styles.linkList}>
          <li>
            <Link href={block.link1.href} variant="standalone">
              {block.link1.label}
            </Link>
          </li>
          <li>
            <Link href={block.link2.href} variant="standalone">
              {block.link2.label}
            </Link>
          </li>
        </ul>
      </div>
    </Section>
  );
}
