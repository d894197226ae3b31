import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import type { AppType, ApplicationDetail } from '../../../contract/index.ts';
import { Alert, Link, Loader } from '../../../lib/index.ts';
import { dataKeys } from '../../data/index.ts';
import { LoadFailed, readFailure, formStyles as w } from '../../forms/index.ts';
import { useLatest } from '../../hooks/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { applicationsHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import {
  APPLICATION_DETAIL_CALL,
  LAST_APPLICATION_CALL,
  callEndpoint,
  useApi,
} from '../api/index.ts';
import { clearHandoff, readHandoff, type Handoff } from '../auth/index.ts';
import { ResumeScreen } from './ResumeScreen.tsx';
import { createFromHandoff } from './startApplication.ts';
import { useWizardUrl } from './useWizardUrl.ts';
import { WizardFlow } from './WizardFlow.tsx';
import * as styles from './wizard.css.ts';

/** The product page each application starts from (where «Выбрать тариф» leads). */
const PRODUCT_PATH: Record<AppType, string> = {
  internet: '/internet-for-office',
  mobile: '/mobile-connection',
};

type View =
  | { kind: 'empty' }
  | { kind: 'resume'; old: ApplicationDetail; handoff: Handoff }
  | { kind: 'wizard'; application: ApplicationDetail };

export interface ApplicationWizardProps {
  appType: AppType;
  /** The page's own title, which each step's document title ends with. */
  pageTitle: string;
  /** The application now shown, or null (loading, a failure, none): the page titles itself by it. */
  onApplication?: (application: ApplicationDetail | null) => void;
}

/**
 * The wizard routes (/application-for-connection, /mobile-application; §2.22, §2.23). Which
 * application: the one `?application=` names (a card's link), else the one a public flow handed
 * off (created here; «Завершите старую заявку…» when one is unfinished), else the last
 * unfinished one of the type (§4.6). Then the wizard at the step it stands at.
 */
export function ApplicationWizard({ appType, pageTitle, onApplication }: ApplicationWizardProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const url = useWizardUrl(appType);
  const wanted = url.opportunityId;
  const cache = useQueryClient();
  // What the wizard was asked to open: an application by id, or null (the hand-off, else the
  // last unfinished one). The wizard writing the shown application's id into the URL is not a
  // new request; a retry after «Завершите старую заявку» → «Продолжить» is (`attempt`).
  const [request, setRequest] = useState(wanted);
  const [attempt, setAttempt] = useState(0);
  const entryKey = ['wizard-entry', appType, request, locale, attempt] as const;
  const entry = useQuery({
    queryKey: entryKey,
    // No signal: a creation is never abandoned half-way. The cache runs one call per key, so
    // StrictMode's second mount joins the first one's instead of creating a second application.
    queryFn: async (): Promise<View> => {
      const view = await open(request);
      if (view.kind === 'wizard') show(view.application);
      return view;
    },
    // Read once per request: the wizard keeps the application current from here on.
    staleTime: Infinity,
    gcTime: 0,
  });
  const view = entry.data;
  const shown = view?.kind === 'wizard' ? view.application.opportunityId : null;
  if (wanted !== request && wanted !== shown) setRequest(wanted);

  /** The wizard's application goes into the cache its flow reads (and the cabinet's page). */
  function show(application: ApplicationDetail) {
    cache.setQueryData(
      dataKeys.application(appType, application.opportunityId, locale),
      application,
    );
  }

  async function open(id: string | null): Promise<View> {
    if (id)
      return {
        kind: 'wizard',
        application: await callEndpoint(api, APPLICATION_DETAIL_CALL[appType], {
          opportunityId: id,
        }),
      };
    const handoff = readHandoff(appType);
    if (handoff) {
      const made = await createFromHandoff(api, handoff, locale);
      if (made.kind === 'created') return { kind: 'wizard', application: made.application };
      return { kind: 'resume', old: made.unfinished, handoff };
    }
    const { application } = await callEndpoint(api, LAST_APPLICATION_CALL[appType]);
    return application ? { kind: 'wizard', application } : { kind: 'empty' };
  }

  // «Завершить текущую»: the unfinished one is cancelled and the hand-off's application created.
  const finishCurrent = useMutation({
    mutationFn: (handoff: Handoff) => createFromHandoff(api, handoff, locale, true),
    onSuccess: (made) => {
      if (made.kind !== 'created') return;
      show(made.application);
      const next: View = { kind: 'wizard', application: made.application };
      cache.setQueryData(entryKey, next);
    },
  });

  const shownApplication = view?.kind === 'wizard' ? view.application : null;
  const report = useLatest(onApplication);
  // Before the paint: the page's heading names the tariff in the same frame as the step shows.
  useLayoutEffect(() => report.current?.(shownApplication), [report, shownApplication]);

  if (entry.status === 'error') {
    const failure = readFailure(entry.error, locale);
    const missing = failure.code === 'APPLICATION_NOT_FOUND' || failure.code === 'NOT_FOUND';
    if (!missing) {
      return (
        <div className={styles.screen}>
          <LoadFailed
            message={failure.message}
            retrying={entry.fetchStatus === 'fetching'}
            onRetry={() => void entry.refetch()}
          />
        </div>
      );
    }
    return (
      <div className={styles.screen}>
        <Alert tone="error">{t('wizard.notFound')}</Alert>
        <div className={styles.actions}>
          <Link appearance="button" href={localizePath(applicationsHref(appType), locale)}>
            {t('wizard.applications')}
          </Link>
        </div>
      </div>
    );
  }
  if (!view) return <Loader layout="block" size="l" label={t('wizard.loading')} />;
  if (view.kind === 'empty') {
    return (
      <div className={styles.screen}>
        <p className={w.text}>{t('wizard.empty')}</p>
        <div className={styles.actions}>
          <Link appearance="button" href={localizePath(PRODUCT_PATH[appType], locale)}>
            {t('wizard.start')}
          </Link>
        </div>
      </div>
    );
  }
  if (view.kind === 'resume') {
    return (
      <ResumeScreen
        appType={appType}
        old={view.old}
        onContinue={() => {
          clearHandoff();
          setAttempt((n) => n + 1);
        }}
        onFinishCurrent={async () => {
          await finishCurrent.mutateAsync(view.handoff);
        }}
        onHome={clearHandoff}
      />
    );
  }
  const { application } = view;
  if (!application.step) {
    return (
      <div className={styles.screen}>
        <Alert tone="info">
          {t('wizard.cancelled', { number: application.applicationNumber })}
        </Alert>
        <div className={styles.actions}>
          <Link appearance="button" href={localizePath(PRODUCT_PATH[appType], locale)}>
            {t('wizard.start')}
          </Link>
          <Link
            appearance="button"
            variant="secondary"
            href={localizePath(applicationsHref(appType), locale)}
          >
            {t('wizard.applications')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <WizardFlow
      key={application.opportunityId}
      initial={application}
      url={url}
      pageTitle={pageTitle}
    />
  );
}
