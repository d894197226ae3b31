import type { SuccessCase } from '../../../contract/domain.ts';
import { Badge, formatDateLong } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { contractQuery, useLightQuery } from '../../data/light.ts';
import { useApi } from '../api/index.ts';
import { casePhotoSrc } from './data.ts';
import * as styles from './successCases.css.ts';

/**
 * One case. Its container carries the language the case was written in (`lang`), so a screen
 * reader reads a Russian case on the Kazakh page in Russian; the page's own words inside it (the
 * labels, the date, the photo's description) carry the page's language back when they differ.
 */
function CaseCard({ item }: { item: SuccessCase }) {
  const t = useT();
  const locale = useLocale();
  const companyId = `case-${item.id}`;
  const written = item.locale;
  const ui = written !== locale ? locale : undefined;
  return (
    <li className={styles.card} data-case={item.id} lang={written}>
      <img
        lang={ui}
        className={styles.photo}
        src={casePhotoSrc(item.photoUrl)}
        alt={t('pages.successCases.photoAlt', { name: item.authorName, company: item.companyName })}
        width={600}
        height={400}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody}>
        <span>
          <Badge color="blue">
            <span lang={ui}>{t('pages.successCases.product')}:</span> {item.productName}
          </Badge>
        </span>
        <h3 id={companyId} className={styles.company}>
          {item.companyName}
        </h3>
        <p className={styles.author}>
          {item.authorName}, {item.position}
        </p>
        <dl className={styles.story}>
          <div>
            <dt className={styles.storyLabel} lang={ui}>
              {t('pages.successCases.problem')}
            </dt>
            <dd className={styles.storyText}>{item.problem}</dd>
          </div>
          <div>
            <dt className={styles.storyLabel} lang={ui}>
              {t('pages.successCases.solution')}
            </dt>
            <dd className={styles.storyText}>{item.solution}</dd>
          </div>
          <div>
            <dt className={styles.storyLabel} lang={ui}>
              {t('pages.successCases.results')}
            </dt>
            <dd className={styles.storyText}>{item.results}</dd>
          </div>
        </dl>
        <p className={styles.date} lang={ui} data-nosnippet="">
          {t('pages.successCases.published')}:{' '}
          <time dateTime={item.publishedDate}>{formatDateLong(item.publishedDate, locale)}</time>
        </p>
      </div>
    </li>
  );
}

export interface CaseListProps {
  /** The published cases the page was prerendered with. */
  cases: readonly SuccessCase[];
}

/**
 * The published success cases (§2.14): photo, product, company, who tells it, problem, solution
 * and results — every approved case, in both languages' pages, each marked with its own language. The list comes prerendered and is refreshed once in the browser, so a case that
 * passed moderation after the build shows up; a failed refresh keeps what is there.
 */
export function CaseList({ cases: initial }: CaseListProps) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  // Started from the prerendered list, so the state is always `ready`: a failed refresh has
  // nothing to tell the visitor (the list is still right, only maybe older).
  const read = useLightQuery(
    {
      ...contractQuery(api, 'successCases', undefined, locale),
      initialData: { cases: [...initial] },
    },
    { locale },
  );
  const cases = read.state.status === 'ready' ? read.state.data.cases : initial;

  return (
    <section className={styles.section} aria-labelledby="cases-list">
      <h2 id="cases-list" className={styles.h2}>
        {t('pages.successCases.listTitle')}
      </h2>
      {cases.length === 0 ? (
        <p className={styles.text}>{t('pages.successCases.empty')}</p>
      ) : (
        <ul className={styles.cases}>
          {cases.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
