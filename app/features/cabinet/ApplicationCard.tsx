import { useId } from 'react';
import type { ApplicationSummary } from '../../../contract/domain.ts';
import { Link, StatusBadge, visuallyHidden } from '../../../lib/index.ts';
import { formatAmount, keepTogether, useLocale, useT, type Translate } from '../../i18n/index.ts';
import { STEP_OF_CARD_ACTION, applicationHref, wizardHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import { Details } from './Details.tsx';
import { SUMMARY_COLOR, formatDate } from './format.ts';
import { WizardLink } from './WizardLink.tsx';
import * as styles from './cabinet.css.ts';

/** Where the line goes (office internet) or how the SIM cards come (mobile); null when not yet. */
export function placeOf(application: ApplicationSummary, t: Translate): string | null {
  if (application.appType === 'internet') return application.connectionAddress;
  if (!application.deliveryAddress) return null;
  return application.deliveryType === 'pickup'
    ? t('cabinet.applications.pickupAt', { address: application.deliveryAddress })
    : t('cabinet.applications.deliveryTo', { address: application.deliveryAddress });
}

/** An application's status: the detailed label (§4.3) in its summary status's colour. */
export function ApplicationStatus({ application }: { application: ApplicationSummary }) {
  const t = useT();
  return (
    <StatusBadge color={SUMMARY_COLOR[application.summaryStatus]}>
      {t(`cabinet.statuses.${application.status}`)}
    </StatusBadge>
  );
}

/** The one action a status gives (`CARD_ACTION_OF`), into the right wizard step; none otherwise. */
export function ApplicationAction({ application }: { application: ApplicationSummary }) {
  const t = useT();
  if (!application.action) return null;
  return (
    <WizardLink
      path={wizardHref(application.appType, {
        opportunityId: application.opportunityId,
        step: STEP_OF_CARD_ACTION[application.action],
      })}
    >
      {t(`cabinet.actions.${application.action}`)}
    </WizardLink>
  );
}

/**
 * An application card (§2.20): number, created date, tariff, monthly payment, address or
 * delivery, the status, «Подробнее» (the application's own page) and its one action.
 */
export function ApplicationCard({
  application,
  level = 2,
}: {
  application: ApplicationSummary;
  /** The title's heading level: 2 under a page's h1, 3 under a product's h2 (the home). */
  level?: 2 | 3;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const a = application;
  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <article className={styles.card} aria-labelledby={titleId} data-application={a.opportunityId}>
      <Title id={titleId} className={styles.cardTitle}>
        {keepTogether(t('cabinet.applications.title', { number: a.applicationNumber }))}
      </Title>
      <Details
        rows={[
          { label: t('cabinet.applications.status'), value: <ApplicationStatus application={a} /> },
          { label: t('cabinet.applications.created'), value: formatDate(a.creationDate) },
          { label: t('cabinet.applications.tariff'), value: `«${a.tariff.name}»` },
          {
            label: t('cabinet.applications.payment'),
            value: t('widgets.common.perMonth', { price: formatAmount(a.price) }),
          },
          {
            label: t(
              a.appType === 'internet'
                ? 'cabinet.applications.address'
                : 'cabinet.applications.receiving',
            ),
            value: placeOf(a, t),
          },
        ]}
      />
      <div className={styles.actions}>
        <Link
          appearance="button"
          variant={a.action ? 'secondary' : 'primary'}
          href={localizePath(applicationHref(a.appType, a.opportunityId), locale)}
        >
          {t('cabinet.applications.more')}
          {/* a real text node: every browser keeps the space in the accessible name */}{' '}
          <span className={visuallyHidden}>
            {t('cabinet.applications.moreAbout', { number: a.applicationNumber })}
          </span>
        </Link>
        <ApplicationAction application={a} />
      </div>
    </article>
  );
}
