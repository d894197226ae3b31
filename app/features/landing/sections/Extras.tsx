import { Badge, Button, CheckIcon } from '../../../../lib/index.ts';
import type {
  ArchiveSection,
  RoamingExtras,
  SolutionsSection,
  SpecialOfferContent,
} from '../../../../locales/content/index.ts';
import { ActionLink, useLandingActions } from '../actions.tsx';
import Details from '../DetailsIsland.tsx';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';
import { IconGrid } from './Items.tsx';
import { StepList } from './Steps.tsx';
import { keepTogether } from '../../../i18n/index.ts';

/** Smartphone-with-group-tariff offer: period and terms, who may take part, the two steps, the tariff. */
export function SpecialOffer({ offer }: { offer: SpecialOfferContent }) {
  return (
    <>
      <Section id="special-offer" title={offer.terms.title}>
        <p className={styles.definition}>
          <strong>{offer.period.label}:</strong> <span>{keepTogether(offer.period.value)}</span>
        </p>
        <ul className={styles.tariffInfo}>
          {offer.terms.items.map((item) => (
            <li key={item} className={styles.tariffInfoItem}>
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className={`${styles.twoColumns} ${styles.subsection}`}>
          <div className={styles.card({ tone: 'surface' })}>
            <h3 className={styles.h3}>{offer.conditions.title}</h3>
            {offer.conditions.description && (
              <p className={styles.text}>{keepTogether(offer.conditions.description)}</p>
            )}
            <ul className={styles.featureList}>
              {offer.conditions.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={styles.card({ tone: 'surface' })}>
            <h3 className={styles.h3}>{offer.exclusions.title}</h3>
            <ul className={styles.featureList}>
              {offer.exclusions.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="offer-process" title={offer.process.title} tone="muted">
        <StepList items={offer.process.items} />
      </Section>
      <Section id="offer-tariff" title={offer.tariff.title}>
        <h3 className={styles.h3}>
          <Badge color="blue" size="m">
            {offer.tariff.name}
          </Badge>
        </h3>
        <IconGrid items={offer.tariff.items} min="s" />
      </Section>
    </>
  );
}

/** Roaming: the two directions (tabs of the country search) and what the page helps with. */
export function RoamingIntro({ roaming }: { roaming: RoamingExtras }) {
  return (
    <Section id="roaming-intro" title={roaming.title}>
      <IconGrid items={roaming.intro} min="s" />
    </Section>
  );
}

/** Partner solutions in groups (documents, HR), each with «Подробнее» and «Выбрать». */
export function Solutions({ section }: { section: SolutionsSection }) {
  const { onChooseSolution } = useLandingActions();
  return (
    <Section id="solutions" title={section.title} description={section.description}>
      {section.groups.map((group) => (
        <div key={group.id} className={styles.subsection}>
          <h3 className={styles.h3}>{group.title}</h3>
          <p className={styles.lead}>{keepTogether(group.description)}</p>
          <ul className={styles.grid({ min: 'm' })}>
            {group.items.map((item) => (
              <li key={item.id} className={styles.card({ tone: 'surface' })}>
                <h4 className={styles.h3} id={`solution-${item.id}`}>
                  {item.title}
                </h4>
                <p className={styles.text}>{keepTogether(item.description)}</p>
                <Details label={item.moreLabel} html={item.details} />
                <div className={styles.cardFooter}>
                  {onChooseSolution ? (
                    <Button
                      onClick={() => onChooseSolution(item)}
                      aria-describedby={`solution-${item.id}`}
                    >
                      {item.chooseLabel}
                    </Button>
                  ) : (
                    <ActionLink
                      action={{ label: item.chooseLabel, target: 'consultation' }}
                      size="m"
                      describedBy={`solution-${item.id}`}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

/** Archived tariffs, each with «Подробнее о тарифе» opening its details in place. */
export function Archive({ section }: { section: ArchiveSection }) {
  return (
    <Section id="archive" title={section.title} description={section.description}>
      <ul className={styles.grid({ min: 'l' })}>
        {section.items.map((item) => (
          <li key={item.id} className={styles.card({ tone: 'surface' })}>
            <span>
              <Badge color="lightgrey">{item.status}</Badge>
            </span>
            <h3 className={styles.h3}>{item.title}</h3>
            <p className={styles.text}>{keepTogether(item.description)}</p>
            <Details
              label={section.detailsLabel}
              openLabel={section.hideLabel}
              html={item.details}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
