import type { BecomeAgentContent } from '../../locales/content/index.ts';
import { Link } from '../../lib/index.ts';
import { ContentIconView, FaqList } from '../features/landing/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** `/become-agent` (spec §2.12): why, the three steps, the documents, FAQ and the portal link. */
export default function BecomeAgentPage({ data }: PageProps<BecomeAgentContent>) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={styles.lead}>{data.description}</p>
      <Link href={data.action.href} appearance="button" external>
        {data.action.label}
      </Link>

      <h2 className={styles.h2}>{data.benefits.title}</h2>
      <ul className={styles.grid}>
        {data.benefits.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3 className={styles.h3}>
              <ContentIconView name={item.icon} />
              {item.title}
            </h3>
            {item.description && <p className={styles.muted}>{item.description}</p>}
          </li>
        ))}
      </ul>

      <h2 className={styles.h2}>{data.steps.title}</h2>
      <ol className={styles.steps}>
        {data.steps.items.map((step) => (
          <li key={step.title}>
            <h3 className={styles.h3}>{step.title}</h3>
            <p className={styles.muted}>{step.subtitle}</p>
          </li>
        ))}
      </ol>

      <h2 className={styles.h2}>{data.documents.title}</h2>
      <ul className={styles.list}>
        {data.documents.items.map((doc) => (
          <li key={doc.href}>
            <Link href={doc.href} variant="standalone">
              {doc.label}
            </Link>
          </li>
        ))}
      </ul>

      <h2 className={styles.h2}>{data.faq.title}</h2>
      <div className={styles.text}>
        <FaqList items={data.faq.items} />
      </div>
    </div>
  );
}
