import type { AppType, ApplicationSummary } from '../../../contract/domain.ts';
import { Link } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { ApplicationCard } from './ApplicationCard.tsx';
import * as styles from './cabinet.css.ts';

/** The public page each product's applications start from. */
const PRODUCT_PATH: Record<AppType, string> = {
  internet: '/internet-for-office',
  mobile: '/mobile-connection',
};

/**
 * Applications as cards (§2.20), one list for the product lists and the cabinet's home: the home
 * puts them under a product's h2, so their titles are h3 there (`level`).
 */
export function ApplicationList({
  applications,
  level = 2,
}: {
  applications: readonly ApplicationSummary[];
  level?: 2 | 3;
}) {
  const t = useT();
  return (
    <ul className={styles.cards} aria-label={t('cabinet.applications.list')}>
      {applications.map((application) => (
        <li key={application.opportunityId}>
          <ApplicationCard application={application} level={level} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A list with nothing to show: its words («Нет заявок», «Открытых заявок нет») and, when the
 * company has no application of the product at all, where to start one.
 */
export function NoApplications({
  appType,
  text,
  offerStart,
}: {
  appType: AppType;
  text: string;
  offerStart: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.empty} data-empty-list="">
      <p className={styles.emptyText}>{text}</p>
      {offerStart && (
        <Link appearance="button" href={localizePath(PRODUCT_PATH[appType], locale)}>
          {t(
            appType === 'internet'
              ? 'cabinet.applications.startInternet'
              : 'cabinet.applications.startMobile',
          )}
        </Link>
      )}
    </div>
  );
}
