import type { ReactNode } from 'react';
import * as styles from './landing.css.ts';
import { keepTogether } from '../../i18n/index.ts';

export interface SectionProps {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  title: string;
  description?: string;
  tone?: 'plain' | 'muted' | 'brand';
  children: ReactNode;
}

/** One block of a landing page: a full-width band with its h2 and optional lead. */
export function Section({ id, title, description, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section({ tone })}>
      <div className={styles.container}>
        <h2 id={headingId} className={styles.h2}>
          {title}
        </h2>
        {description && <p className={styles.lead}>{keepTogether(description)}</p>}
        {children}
      </div>
    </section>
  );
}
