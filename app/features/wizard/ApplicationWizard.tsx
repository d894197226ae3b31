import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AppType, ApplicationDetail } from '../../../contract/api.ts';
import { Alert, Button, Link, Loader } from '../../../lib/index.ts';
import { readFailure, useLatest, formStyles as w } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { applicationsHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import { getApplicationDetail, getLastApplicationDetail, useApi } from '../api/index.ts';
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
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; missing: boolean }
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
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // What is on screen: the URL naming it afterwards (the wizard writes its id there) is no reason
  // to load it again.
  const shown = useRef<string | null>(null);
  const started = useRef('');
  const wanted = url.opportunityId;

  useEffect(() => {
    if (wanted !== null && wanted === shown.current) return;
    // Once per request: StrictMode's second effect run must not create a second application.
    const key = `${wanted ?? 'last'}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    const handoff = wanted ? null : readHandoff(appType);
    const run = async (): Promise<View> => {
      if (wanted) {
        return { kind: 'wizard', application: await getApplicationDetail(api, appType, wanted) };
      }
      if (handoff) {
        const made = await createFromHandoff(api, handoff, locale);
        if (made.kind === 'created') return { kind: 'wizard', application: made.application };
        return { kind: 'resume', old: made.unfinished, handoff };
      }
      const { application } = await getLastApplicationDetail(api, appType);
      return application ? { kind: 'wizard', application } : { kind: 'empty' };
    };
    setView({ kind: 'loading' });
    run().then(
      (next) => {
        // A later request (another application in the URL, a retry) has taken over.
        if (started.current !== key) return;
        shown.current = next.kind === 'wizard' ? next.application.opportunityId : null;
        setView(next);
      },
      (error: unknown) => {
        if (started.current !== key) return;
        const failure = readFailure(error, locale);
        const missing = failure.code === 'APPLICATION_NOT_FOUND' || failure.code === 'NOT_FOUND';
        setView({ kind: 'failed', message: failure.message, missing });
      },
    );
  }, [api, appType, attempt, locale, wanted]);

  const shownApplication = view.kind === 'wizard' ? view.application : null;
  const report = useLatest(onApplication);
  // Before the paint: the page's heading names the tariff in the same frame as the step shows.
  useLayoutEffect(() => report.current?.(shownApplication), [report, shownApplication]);

  if (view.kind === 'loading') {
    return <Loader layout="block" size="l" label={t('wizard.loading')} />;
  }
  if (view.kind === 'failed') {
    return (
      <div className={styles.screen}>
        <Alert tone="error">{view.missing ? t('wizard.notFound') : view.message}</Alert>
        <div className={styles.actions}>
          {view.missing ? (
            <Link appearance="button" href={localizePath(applicationsHref(appType), locale)}>
              {t('wizard.applications')}
            </Link>
          ) : (
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('wizard.retry')}</Button>
          )}
        </div>
      </div>
    );
  }
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
          const application = await createFromHandoff(api, view.handoff, locale, true);
          if (application.kind !== 'created') return;
          shown.current = application.application.opportunityId;
          setView({ kind: 'wizard', application: application.application });
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
