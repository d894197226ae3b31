import {
  SUMMARY_STATUSES,
  type AppType,
  type SummaryStatusFilter,
} from '../../../contract/domain.ts';
import { Loader, TabNav } from '../../../lib/index.ts';
import { LoadFailed } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { applicationsHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import { ApplicationList, NoApplications } from './ApplicationList.tsx';
import { useApplications } from './hooks.ts';
import * as styles from './cabinet.css.ts';

const FILTERS: readonly SummaryStatusFilter[] = ['all', ...SUMMARY_STATUSES];

/** `?status=` of a list's address: a filter, or «Все» for anything else. */
export function filterOf(search: string): SummaryStatusFilter {
  const value = new URLSearchParams(search).get('status');
  return FILTERS.find((f) => f === value) ?? 'all';
}

export interface ApplicationsScreenProps {
  appType: AppType;
  /** The filter the address names (`?status=`), so reload and back/forward keep it. */
  filter: SummaryStatusFilter;
}

/**
 * «Мои заявки» (§2.20): «Интернет для офиса» / «Мобильная связь» (each its own address), the
 * filter Все / Новые / В работе / Завершённые / Отменённые with counts (links: the filter is in
 * the address), a card per application, «Нет заявок» when the filter has none.
 */
export function ApplicationsScreen({ appType, filter }: ApplicationsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const applications = useApplications(appType);
  const href = (type: AppType, status: SummaryStatusFilter = 'all') =>
    localizePath(applicationsHref(type, status), locale);

  let body;
  if (applications.state.status === 'failed') {
    body = (
      <LoadFailed
        message={applications.state.message}
        retrying={applications.state.retrying}
        onRetry={applications.retry}
      />
    );
  } else if (applications.state.status !== 'ready') {
    body = <Loader layout="block" size="l" label={t('cabinet.applications.loading')} />;
  } else {
    const all = applications.state.data;
    const shown = filter === 'all' ? all : all.filter((a) => a.summaryStatus === filter);
    const count = (f: SummaryStatusFilter) =>
      f === 'all' ? all.length : all.filter((a) => a.summaryStatus === f).length;
    body = (
      <>
        <TabNav
          label={t('cabinet.applications.filters')}
          size="s"
          overflow="scroll"
          currentHref={href(appType, filter)}
          items={FILTERS.map((f) => ({
            href: href(appType, f),
            label: t('cabinet.applications.count', {
              label: t(`cabinet.applications.filter.${f}`),
              count: count(f),
            }),
          }))}
        />
        {shown.length === 0 ? (
          <NoApplications
            appType={appType}
            text={t('cabinet.applications.empty')}
            offerStart={all.length === 0}
          />
        ) : (
          <ApplicationList applications={shown} />
        )}
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <TabNav
        className={styles.productTabs}
        label={t('cabinet.applications.products')}
        currentHref={href(appType, 'all')}
        items={[
          { href: href('internet'), label: t('cabinet.applications.internet') },
          { href: href('mobile'), label: t('cabinet.applications.mobile') },
        ]}
      />
      <div className={styles.tabs}>{body}</div>
    </div>
  );
}
