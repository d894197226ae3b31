import { useId, type ReactNode } from 'react';
import { Badge, Button, Link, Tab, TabList, TabPanel, Tabs } from '../../../../lib/index.ts';
import type {
  ContentAction,
  OffersSection,
  PbxTariffsBlock,
  PromoBlock,
  TariffCard,
  TariffsSection,
} from '../../../../locales/content/index.ts';
import { ActionLink, useLandingActions } from '../actions.tsx';
import { ContentTable } from '../ContentTable.tsx';
import { Disclosure } from '../Disclosure.tsx';
import { ContentIconView } from '../icons.tsx';
import * as styles from '../landing.css.ts';
import { RichText } from '../RichText.tsx';
import { Section } from '../Section.tsx';

/**
 * A card's button: the page's own handler when it has one (the office-internet and
 * mobile-connection flows start from the chosen tariff), else a link to the request form.
 */
function CardAction({
  card,
  action,
  which,
  titleId,
}: {
  card: TariffCard;
  action: ContentAction;
  which: 'primary' | 'secondary';
  titleId: string;
}) {
  const { onTariffAction } = useLandingActions();
  const variant = which === 'primary' ? 'primary' : 'secondary';
  if (onTariffAction) {
    return (
      <Button
        variant={variant}
        onClick={() => onTariffAction(card, which)}
        aria-describedby={titleId}
      >
        {action.label}
      </Button>
    );
  }
  return <ActionLink action={action} variant={variant} size="m" describedBy={titleId} />;
}

export function TariffCardView({ card }: { card: TariffCard }) {
  const titleId = useId();
  return (
    <li className={styles.card({ tone: 'raised' })}>
      {card.label && (
        <span>
          <Badge color="blue">{card.label}</Badge>
        </span>
      )}
      <h3 id={titleId} className={styles.h3}>
        {card.title}
      </h3>
      {card.description && <p className={styles.text}>{card.description}</p>}
      {card.price && (
        <p className={styles.heroPrice}>
          <span className={styles.price}>{card.price}</span>
          {card.period && <span>{card.period}</span>}
          {card.priceNote && <span className={styles.priceNote}>{card.priceNote}</span>}
        </p>
      )}
      {card.info && card.info.length > 0 && (
        <ul className={styles.tariffInfo}>
          {card.info.map((info) => (
            <li key={info.title + info.label} className={styles.tariffInfoItem}>
              <ContentIconView name={info.icon} />
              <span className={styles.tariffInfoTitle}>{info.title}</span>
              <span className={styles.tariffInfoLabel}>{info.label}</span>
            </li>
          ))}
        </ul>
      )}
      {card.features && card.features.length > 0 && (
        <ul className={styles.featureList}>
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {card.details?.html && (
        <Disclosure label={card.details.label}>
          <RichText html={card.details.html} />
        </Disclosure>
      )}
      <div className={styles.cardFooter}>
        <CardAction card={card} action={card.button} which="primary" titleId={titleId} />
        {card.secondaryButton && (
          <CardAction
            card={card}
            action={card.secondaryButton}
            which="secondary"
            titleId={titleId}
          />
        )}
        {card.details?.href && (
          <Link href={card.details.href} variant="standalone" aria-describedby={titleId}>
            {card.details.label}
          </Link>
        )}
      </div>
    </li>
  );
}

function CardGrid({ cards }: { cards: readonly TariffCard[] }) {
  return (
    <ul className={styles.grid({ min: 'm' })}>
      {cards.map((card) => (
        <TariffCardView key={card.id} card={card} />
      ))}
    </ul>
  );
}

/**
 * Tariffs: cards (flat or in tabs such as «С понижением» / «Без понижения»), comparison tables,
 * notes. `children` — a page's interactive tariff block — takes the place of the cards.
 */
export function Tariffs({ section, children }: { section: TariffsSection; children?: ReactNode }) {
  const firstTab = section.tabs?.[0]?.id;
  const interactive = children !== undefined && children !== null && children !== false;
  return (
    <Section id="tariffs" title={section.title} description={section.description} tone="muted">
      {interactive && children}
      {!interactive && section.tabs && firstTab && (
        <Tabs defaultValue={firstTab}>
          <TabList aria-labelledby="tariffs-title">
            {section.tabs.map((tab) => (
              <Tab key={tab.id} value={tab.id}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {section.tabs.map((tab) => (
            <TabPanel key={tab.id} value={tab.id}>
              <p className={styles.tabPanelIntro}>{tab.description}</p>
              <CardGrid cards={tab.cards} />
            </TabPanel>
          ))}
        </Tabs>
      )}
      {!interactive && section.cards && section.cards.length > 0 && (
        <CardGrid cards={section.cards} />
      )}
      {section.comparison?.map((block) => (
        <div key={block.title} className={styles.subsection}>
          <h3 className={styles.h3}>{block.title}</h3>
          {block.description && <p className={styles.text}>{block.description}</p>}
          <ContentTable table={block.table} />
        </div>
      ))}
      {section.notes && section.notes.length > 0 && (
        <ul className={styles.notes}>
          {section.notes.map((note) => (
            <li key={note}>{note}</li>
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
            <Badge color="green">{block.promo}</Badge>
          </span>
          <p className={styles.heroPrice}>
            <span className={styles.price}>{block.price}</span>
            <span>{block.period}</span>
          </p>
          <ul className={styles.tariffInfo}>
            {block.items.map((item) => (
              <li key={item.text} className={styles.tariffInfoItem}>
                <ContentIconView name={item.icon} />
                <span>{item.text}</span>
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
