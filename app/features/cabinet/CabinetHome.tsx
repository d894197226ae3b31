import { useId } from 'react';
import {
  APP_TYPES,
  TERMINAL_STATUSES,
  type AppType,
  type ApplicationSummary,
} from '../../../contract/domain.ts';
import { Link, Loader } from '../../../lib/index.ts';
import { LoadFailed } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { applicationsHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import { useSession } from '../session/index.ts';
import { ApplicationList, NoApplications } from './ApplicationList.tsx';
import { useEveryApplication } from './hooks.ts';
import { NextSteps } from './NextSteps.tsx';
import * as styles from './cabinet.css.ts';

/**
 * The cabinet's home, «Мои заявки» (issue 39; the page gives the h1): the signed-in company and
 * its profile's link, then «Требует действия» — each open application's next step with its
 * button — then each product's open applications as the lists show them, with the way to all of
 * them (closed ones included) on the product's list. One read of each product's applications
 * (the lists' own cache entries) feeds both parts; while it runs the loader, if it fails the one
 * «Повторить».
 */
export function CabinetHome() {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const applications = useEveryApplication();
  const { state } = applications;
  const company = session.user?.companyName;

  let body;
  if (state.status === 'failed') {
    body = (
      <LoadFailed message={state.message} retrying={state.retrying} onRetry={applications.retry} />
    );
  } else if (state.status !== 'ready') {
    body = <Loader layout="block" size="l" label={t('cabinet.applications.loading')} />;
  } else {
    body = (
      <>
        <NextSteps applications={APP_TYPES.flatMap((type) => state.data[type])} />
        {APP_TYPES.map((type) => (
          <ProductApplications key={type} appType={type} applications={state.data[type]} />
        ))}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <p className={styles.homeCompany}>
        {company && <span className={styles.homeCompanyName}>{company}</span>}
        <Link variant="standalone" href={localizePath('/profile', locale)}>
          {t('cabinet.home.profile')}
        </Link>
      </p>
      {body}
    </div>
  );
}

/**
 * A product's open applications as cards; none open: «Открытых заявок нет» (or «Нет заявок» and
 * where to start one). Every application, closed ones too, is on the product's list.
 */
function ProductApplications({
  appType,
  applications,
}: {
  appType: AppType;
  applications: readonly ApplicationSummary[];
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const open = applications.filter((a) => !TERMINAL_STATUSES.includes(a.status));
  const product = t(`cabinet.applications.${appType}`);
  return (
    <section className={styles.homeSection} aria-labelledby={titleId} data-app-type={appType}>
      <h2 id={titleId} className={styles.homeTitle}>
        {product}
      </h2>
      {open.length > 0 ? (
        <ApplicationList applications={open} level={3} />
      ) : (
        <NoApplications
          appType={appType}
          text={t(applications.length > 0 ? 'cabinet.home.openNone' : 'cabinet.applications.empty')}
          offerStart={applications.length === 0}
        />
      )}
      {applications.length > 0 && (
        <Link variant="standalone" href={localizePath(applicationsHref(appType), locale)}>
          {t('cabinet.home.all', { product, count: applications.length })}
        </Link>
      )}
    </section>
  );
}
