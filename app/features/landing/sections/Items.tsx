import { Link } from '../../../../lib/index.ts';
import type {
  CasesSection,
  IconItem,
  IntegrationsSection,
  ItemsSection,
  TableSection,
  UsagesSection,
} from '../../../../locales/content/index.ts';
import { ContentTable } from '../ContentTable.tsx';
import { ContentIconView } from '../icons.tsx';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';
import { keepTogether } from '../../../i18n/index.ts';

/** A grid of icon cards (benefits, features, capabilities, attack types, usages). */
export function IconGrid({
  items,
  min = 'm',
  tone = 'surface',
}: {
  items: readonly IconItem[];
  min?: 's' | 'm' | 'l';
  tone?: 'surface' | 'raised';
}) {
  return (
    <ul className={styles.grid({ min })}>
      {items.map((item) => (
        <li key={item.title} className={styles.card({ tone })}>
          <span className={styles.cardIcon}>
            <ContentIconView name={item.icon} size={28} />
          </span>
          <h3 className={styles.h3}>{item.title}</h3>
          {item.description && <p className={styles.text}>{keepTogether(item.description)}</p>}
          {item.link && (
            <div className={styles.cardFooter}>
              <Link
                href={item.link.href}
                variant="standalone"
                aria-label={`${item.link.label}: ${item.title}`}
              >
                {item.link.label}
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ItemsBlock({
  id,
  section,
  tone,
  cardTone,
}: {
  id: string;
  section: ItemsSection;
  tone?: 'plain' | 'muted' | 'brand';
  cardTone?: 'surface' | 'raised';
}) {
  return (
    <Section id={id} title={section.title} description={section.description} tone={tone}>
      <IconGrid items={section.items} tone={cardTone} />
    </Section>
  );
}

export function Usages({ section }: { section: UsagesSection }) {
  return (
    <Section id="usages" title={section.title} description={section.description}>
      {section.kind === 'list' ? (
        <IconGrid items={section.items} min="s" />
      ) : (
        <ContentTable table={section.table} />
      )}
    </Section>
  );
}

export function TableBlock({ id, section }: { id: string; section: TableSection }) {
  return (
    <Section id={id} title={section.title} description={section.description} tone="muted">
      <ContentTable table={section.table} />
    </Section>
  );
}

export function Integrations({ section }: { section: IntegrationsSection }) {
  return (
    <Section id="integrations" title={section.title} description={section.description} tone="muted">
      <ol className={styles.grid({ min: 'm' })}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.card({ tone: 'raised' })}>
            <span className={styles.cardIcon}>
              <ContentIconView name={item.image} size={28} />
            </span>
            <h3 className={styles.h3}>{item.title}</h3>
            <p className={styles.text}>{keepTogether(item.text)}</p>
          </li>
        ))}
      </ol>
      {section.text && (
        <p className={`${styles.lead} ${styles.subsection}`}>{keepTogether(section.text)}</p>
      )}
    </Section>
  );
}

/** Cases: short result cards (a big figure over its meaning) or problem / solution / result stories. */
export function Cases({ section }: { section: CasesSection }) {
  if (section.kind === 'cards') {
    return (
      <Section id="cases" title={section.title} description={section.description}>
        <ul className={styles.grid({ min: 's' })}>
          {section.items.map((item) => (
            <li
              key={item.title + (item.description ?? '')}
              className={styles.card({ tone: 'surface' })}
            >
              <span className={styles.cardIcon}>
                <ContentIconView name={item.icon} size={28} />
              </span>
              <p className={styles.bigFigure}>{item.title}</p>
              {item.description && <p className={styles.text}>{keepTogether(item.description)}</p>}
            </li>
          ))}
        </ul>
      </Section>
    );
  }
  return (
    <Section id="cases" title={section.title} description={section.description ?? section.subtitle}>
      <ul className={styles.grid({ min: 'l' })}>
        {section.items.map((story) => (
          <li key={story.title} className={styles.card({ tone: 'surface' })}>
            <span className={styles.cardIcon}>
              <ContentIconView name={story.img} size={28} />
            </span>
            <h3 className={styles.h3}>{story.title}</h3>
            <dl className={styles.story}>
              {story.items.map((part) => (
                <div key={part.name} className={styles.storyPart}>
                  <dt className={styles.tariffInfoTitle}>{part.name}</dt>
                  <dd className={styles.storyText}>{part.desc}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
