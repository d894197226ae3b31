import type {
  AccountInfo,
  AppType,
  ApplicationDetail,
  ApplicationSummary,
} from '../../../contract/domain.ts';
import type { Locale } from '../../../contract/locale.ts';
import { dataKeys, useDataQuery, type Load, type LoadState } from '../../data/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { APPLICATION_DETAIL_CALL, callEndpoint, useApi, type ApiClient } from '../api/index.ts';

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
    callEndpoint(api, APPLICATION_DETAIL_CALL[appType], { opportunityId }, { signal }),
});

/** The signed-in company's profile. */
export function useAccount(): Load<AccountInfo> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(
    {
      queryKey: cabinetKeys.account(locale),
      queryFn: ({ signal }) => callEndpoint(api, 'accountInfo', undefined, { signal }),
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
        (
          await callEndpoint(
            api,
            'clientApplications',
            { productType: appType, status: 'all' },
            { signal },
          )
        ).applications,
    },
    { locale, fallback: 'APPLICATIONS_LOAD_FAILED' },
  );
}

/** Every application of the company, by product. */
export type ApplicationsByProduct = Record<AppType, ApplicationSummary[]>;

/**
 * Both products' applications (the cabinet's home) as one state, through the same cache entries
 * as the product lists (a list opened after the home shows at once). Failed if either read
 * failed; «Повторить» asks again what failed.
 */
export function useEveryApplication(): Pick<Load<ApplicationsByProduct>, 'state' | 'retry'> {
  const internet = useApplications('internet');
  const mobile = useApplications('mobile');
  const loads = [internet, mobile];
  const failed = loads.flatMap((load) => (load.state.status === 'failed' ? [load] : []));
  let state: LoadState<ApplicationsByProduct>;
  const [first] = failed;
  if (first?.state.status === 'failed') {
    state = {
      status: 'failed',
      message: first.state.message,
      retrying: failed.some((load) => load.state.status === 'failed' && load.state.retrying),
    };
  } else if (internet.state.status === 'ready' && mobile.state.status === 'ready') {
    state = { status: 'ready', data: { internet: internet.state.data, mobile: mobile.state.data } };
  } else state = { status: 'loading' };
  return { state, retry: () => failed.forEach((load) => load.retry()) };
}

export function useApplication(appType: AppType, opportunityId: string): Load<ApplicationDetail> {
  const api = useApi();
  const locale = useLocale();
  return useDataQuery(applicationQuery(api, appType, opportunityId, locale), {
    locale,
    fallback: 'APPLICATION_LOAD_FAILED',
  });
}
