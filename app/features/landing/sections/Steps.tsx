import type { StepItem, StepsSection } from '../../../../locales/content/index.ts';
import * as styles from '../landing.css.ts';
import { Section } from '../Section.tsx';

/** Numbered steps: an ordered list, so the number is announced once, by the list itself. */
export function StepList({ items }: { items: readonly StepItem[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.h3}>{item.title}</h3>
            <p className={styles.text}>{item.subtitle}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Steps({ section }: { section: StepsSection }) {
  return (
    <Section id="steps" title={section.title} description={section.description} tone="muted">
      <StepList items={section.items} />
    </Section>
  );
}
