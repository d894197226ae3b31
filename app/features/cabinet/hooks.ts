import type {
  AccountInfo,
  AppType,
  ApplicationDetail,
  ApplicationSummary,
} from '../../../contract/domain.ts';
import { useLoad, type Load } from '../../forms/index.ts';
import { useLocale } from '../../i18n/index.ts';
import {
  getAccountInfo,
  getApplicationDetail,
  getClientApplications,
  useApi,
} from '../api/index.ts';

/*
 * What the cabinet's screens read. Names and labels come in the page's language, so it is part of
 * each key; every screen reads afresh when it opens (the data is the CRM's, not the browser's).
 */

/** The signed-in company's profile. */
export function useAccount(): Load<AccountInfo> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(`account:${locale}`, (signal) => getAccountInfo(api, { signal }), {
    locale,
    fallback: 'PROFILE_LOAD_FAILED',
  });
}

/**
 * Every application of a product, newest first. The filter is applied here rather than by the
 * backend: one answer gives each filter tab its count, and switching tabs asks nothing.
 */
export function useApplications(appType: AppType): Load<ApplicationSummary[]> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(
    `applications:${appType}:${locale}`,
    async (signal) => (await getClientApplications(api, appType, 'all', { signal })).applications,
    { locale, fallback: 'APPLICATIONS_LOAD_FAILED' },
  );
}

export function useApplication(appType: AppType, opportunityId: string): Load<ApplicationDetail> {
  const api = useApi();
  const locale = useLocale();
  return useLoad(
    `application:${appType}:${opportunityId}:${locale}`,
    (signal) => getApplicationDetail(api, appType, opportunityId, { signal }),
    { locale, fallback: 'APPLICATION_LOAD_FAILED' },
  );
}
