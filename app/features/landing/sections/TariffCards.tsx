import { useId } from 'react';
import { Badge, Button, Link } from '../../../../lib/index.ts';
import type { ContentAction, TariffCard } from '../../../../locales/content/index.ts';
import { ActionLink, useLandingActions } from '../actions.tsx';
import Details from '../DetailsIsland.tsx';
import { ContentIconView } from '../icons.tsx';
import * as styles from '../landing.css.ts';
import { keepTogether } from '../../../i18n/index.ts';

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
      {card.description && <p className={styles.text}>{keepTogether(card.description)}</p>}
      {card.price && (
        <p className={styles.heroPrice}>
          <span className={styles.price}>{keepTogether(card.price)}</span>
          {card.period && <span>{card.period}</span>}
          {card.priceNote && (
            <span className={styles.priceNote}>{keepTogether(card.priceNote)}</span>
          )}
        </p>
      )}
      {card.info && card.info.length > 0 && (
        <ul className={styles.tariffInfo}>
          {card.info.map((info) => (
            <li key={info.title + info.label} className={styles.tariffInfoItem}>
              <ContentIconView name={info.icon} />
              <span className={styles.tariffInfoTitle}>{info.title}</span>
              <span className={styles.tariffInfoLabel}>{keepTogether(info.label)}</span>
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
      {card.details?.html && <Details label={card.details.label} html={card.details.html} />}
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

export function CardGrid({ cards }: { cards: readonly TariffCard[] }) {
  return (
    <ul className={styles.grid({ min: 'm' })}>
      {cards.map((card) => (
        <TariffCardView key={card.id} card={card} />
      ))}
    </ul>
  );
}
