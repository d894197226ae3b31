import type {
  AccountInfo,
  AppType,
  ApplicationDetail,
  ApplicationSummary,
} from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { dataKeys, useDataQuery, type Load } from '../../data/index.ts';
import { useLocale } from '../../i18n/index.ts';
import {
  getAccountInfo,
  getApplicationDetail,
  getClientApplications,
  useApi,
  type ApiClient,
} from '../api/index.ts';

/*
 * What the cabinet's screens read, through the page's cache. Names and labels come in the page's
 * language, so it is part of each key. A screen opened again shows what it read before and reads
 * it afresh at once (the data is the CRM's, not the browser's).
 */

export const cabinetKeys = {
  account: (locale: Locale) => ['account', locale] as const,
  ...dataKeys,
};

export const applicationQuery = (
  api: ApiClient,
  appType: AppType,
  opportunityId: string,
  locale: Locale,
) => ({
  queryKey: cabinetKeys.application(appType, opportunityId, locale),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getApplicationDetail(api, appType, opportunityId, { signal }),
});

/** The signed-in company's profile. */
export function useAccount(): Load<AccountInfo> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(
    {
      queryKey: cabinetKeys.account(locale),
      queryFn: ({ signal }) => getAccountInfo(api, { signal }),
    },
    { locale, fallback: 'PROFILE_LOAD_FAILED' },
  );
}

/**
 * Every application of a product, newest first. The filter is applied here rather than by the
 * backend: one answer gives each filter tab its count, and switching tabs asks nothing.
 */
export function useApplications(appType: AppType): Load<ApplicationSummary[]> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(
    {
      queryKey: cabinetKeys.applications(appType, locale),
      queryFn: async ({ signal }) =>
        (await getClientApplications(api, appType, 'all', { signal })).applications,
    },
    { locale, fallback: 'APPLICATIONS_LOAD_FAILED' },
  );
}

export function useApplication(appType: AppType, opportunityId: string): Load<ApplicationDetail> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(applicationQuery(api, appType, opportunityId, locale), {
    locale,
    fallback: 'APPLICATION_LOAD_FAILED',
  });
}
