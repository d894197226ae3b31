import type { ContactsContent } from '../../locales/content/index.ts';
import { Link } from '../../lib/index.ts';
import type { PageProps } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** `/contacts` (spec §2.10): sales, the support centre and the fiscal data operator. */
export default function ContactsPage({ data }: PageProps<ContactsContent>) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={styles.lead}>{data.description}</p>
      <ul className={styles.grid}>
        {data.groups.map((group) => (
          <li key={group.id} className={styles.card}>
            <h2 className={styles.h3}>{group.title}</h2>
            <p className={styles.muted}>{group.description}</p>
            <dl className={styles.contacts}>
              {group.lines.map((line) => (
                <div key={line.href + line.label}>
                  <dt>{line.label}</dt>
                  <dd>
                    <Link href={line.href} variant="standalone" className={styles.contactValue}>
                      {line.value}
                    </Link>
                    {line.note && <span className={styles.muted}>{line.note}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        <Link href={data.offices.href} variant="standalone" external>
          {data.offices.label}
        </Link>
      </p>
    </div>
  );
}
