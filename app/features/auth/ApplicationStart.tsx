import { useEffect, useId, useRef, useState } from 'react';
import { WIZARD_STEPS_OF, type AppType, type ApplicationDetail } from '../../../contract/api.ts';
import { Alert, Button, Link, Loader, Stepper } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import {
  createApplication,
  createMobileApplication,
  getLastApplicationDetail,
  useApi,
  type ApiClient,
} from '../api/index.ts';
import {
  readFailure,
  ServiceError,
  StepHeading,
  formStyles as w,
  useForm,
} from '../../forms/index.ts';
import { formatAmount, formatPhone } from '../../i18n/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { clearHandoff, readHandoff, type Handoff } from './handoff.ts';
import * as styles from './auth.css.ts';

/** The product page each application starts from (where «Выбрать тариф» leads). */
const PRODUCT_PATH: Record<AppType, string> = {
  internet: '/internet-for-office',
  mobile: '/mobile-connection',
};

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'empty' }
  | { kind: 'summary'; application: ApplicationDetail; created: boolean }
  | { kind: 'resume'; old: ApplicationDetail; handoff: Handoff };

function create(api: ApiClient, handoff: Handoff, replaceUnfinished = false) {
  return handoff.appType === 'internet'
    ? createApplication(api, { ...handoff.intent, replaceUnfinished })
    : createMobileApplication(api, { ...handoff.intent, replaceUnfinished });
}

/**
 * The wizard route's first screen (/application-for-connection, /mobile-application): the
 * application the hand-off made — created here for a signed-in visitor, or by the login — with
 * its number, tariff, address or numbers, monthly payment and status, and the wizard's steps.
 * When an unfinished application of the type already exists it shows «Завершите старую заявку…»
 * first. The steps themselves (company details, signing, booking or receiving) come in a later
 * release; the screen says so rather than pretending.
 */
export function ApplicationStart({ appType }: { appType: AppType }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt: StrictMode's second effect run must not create a second application.
    if (started.current === attempt) return;
    started.current = attempt;
    const handoff = readHandoff(appType);
    const run = async (): Promise<View> => {
      if (handoff) {
        try {
          const application = await create(api, handoff);
          clearHandoff();
          return { kind: 'summary', application, created: true };
        } catch (error) {
          if (readFailure(error, locale).code !== 'APPLICATION_UNFINISHED_EXISTS') throw error;
          const { application } = await getLastApplicationDetail(api, appType);
          if (application) return { kind: 'resume', old: application, handoff };
          throw error;
        }
      }
      const { application } = await getLastApplicationDetail(api, appType);
      return application ? { kind: 'summary', application, created: false } : { kind: 'empty' };
    };
    setView({ kind: 'loading' });
    run().then(setView, (error: unknown) =>
      setView({ kind: 'failed', message: readFailure(error, locale).message }),
    );
  }, [api, appType, attempt, locale]);

  if (view.kind === 'loading') {
    return <Loader layout="block" size="l" label={t('widgets.handoff.summary.loading')} />;
  }
  if (view.kind === 'failed') {
    return (
      <div className={styles.screen}>
        <Alert tone="error">{view.message}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => setAttempt((n) => n + 1)}>
            {t('widgets.handoff.summary.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (view.kind === 'empty') {
    return (
      <div className={styles.screen}>
        <p className={w.text}>{t('widgets.handoff.summary.empty')}</p>
        <div className={styles.actions}>
          <Link appearance="button" href={localizePath(PRODUCT_PATH[appType], locale)}>
            {t('widgets.handoff.summary.start')}
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
          const application = await create(api, view.handoff, true);
          clearHandoff();
          setView({ kind: 'summary', application, created: true });
        }}
        onHome={clearHandoff}
      />
    );
  }
  return <ApplicationSummaryView application={view.application} created={view.created} />;
}

const NARROW = '(max-width: 600px)';

/** A phone-width window: the four step names do not fit side by side there. */
function useNarrow(): boolean {
  // The wizard routes render in the browser only, so the window can be asked at once.
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(NARROW).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

function ApplicationSummaryView({
  application,
  created,
}: {
  application: ApplicationDetail;
  created: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const steps = WIZARD_STEPS_OF[application.appType].map((step) =>
    t(`widgets.handoff.steps.${step}`),
  );
  const mobile = application.mobile;
  const narrow = useNarrow();
  return (
    <div className={styles.screen} data-application={application.opportunityId}>
      <Stepper
        className={styles.stepper}
        steps={steps}
        currentStep={application.stepNumber ?? 1}
        layout={narrow ? 'compact' : 'horizontal'}
      />
      <section className={w.panel} aria-labelledby={titleId}>
        <StepHeading level={2} id={titleId} focusOnMount={created}>
          {t('widgets.handoff.summary.title', { number: application.applicationNumber })}
        </StepHeading>
        <dl className={w.details}>
          <dt className={w.term}>{t('widgets.handoff.summary.status')}</dt>
          <dd className={w.definition}>{t(`widgets.handoff.statuses.${application.status}`)}</dd>
          <dt className={w.term}>{t('widgets.handoff.summary.tariff')}</dt>
          <dd className={w.definition}>«{application.tariff.name}»</dd>
          {application.connectionAddress && (
            <>
              <dt className={w.term}>{t('widgets.handoff.summary.address')}</dt>
              <dd className={w.definition}>{application.connectionAddress}</dd>
            </>
          )}
          {mobile && (
            <>
              <dt className={w.term}>{t('widgets.handoff.summary.numbers')}</dt>
              <dd className={w.definition}>
                {t('widgets.handoff.summary.numbersValue', {
                  main: mobile.ctnsAmount,
                  extra: mobile.additionalCtnsAmount,
                })}
              </dd>
            </>
          )}
          <dt className={w.term}>{t('widgets.handoff.summary.payment')}</dt>
          <dd className={w.definition}>
            {t('widgets.common.perMonth', { price: formatAmount(application.price) })}
          </dd>
        </dl>
      </section>
      {created && <p className={w.text}>{t('widgets.handoff.summary.created')}</p>}
      <p className={w.text}>
        {t('widgets.handoff.summary.next', {
          third:
            application.appType === 'internet'
              ? t('widgets.handoff.summary.thirdInternet')
              : t('widgets.handoff.summary.thirdMobile'),
        })}
      </p>
      <div className={styles.actions}>
        <Link
          appearance="button"
          variant="secondary"
          href={localizePath(`/profile-applications/${application.appType}`, locale)}
        >
          {t('widgets.handoff.summary.applications')}
        </Link>
      </div>
    </div>
  );
}

export interface ResumeScreenProps {
  appType: AppType;
  old: ApplicationDetail;
  /** «Продолжить старую заявку». */
  onContinue: () => void;
  /** «Завершить текущую»: the old one is closed and the current choice sent. */
  onFinishCurrent: () => Promise<void>;
  /** «Перейти на главную» (called before leaving). */
  onHome: () => void;
}

/**
 * «Завершите старую заявку…» (§2.15, §2.16, §4.5): the unfinished application's BIN, address or
 * numbers, phone, tariff and monthly payment, with continue-old, finish-current and go-home.
 */
export function ResumeScreen({
  appType,
  old,
  onContinue,
  onFinishCurrent,
  onHome,
}: ResumeScreenProps) {
  const t = useT();
  const locale = useLocale();
  const go = useSiteNavigate();
  // «Завершить текущую» is the screen's one call: the form layer runs it (busy, failure, abort).
  const finish = useForm({ locale, initial: {}, submit: onFinishCurrent });
  return (
    <div className={styles.screen} data-step="resume">
      <StepHeading level={2}>
        {appType === 'internet'
          ? t('widgets.handoff.resume.internetTitle')
          : t('widgets.handoff.resume.mobileTitle')}
      </StepHeading>
      <p className={w.text}>{t('widgets.handoff.resume.text')}</p>
      <dl className={`${w.details} ${w.panel}`}>
        <dt className={w.term}>{t('widgets.handoff.resume.bin')}</dt>
        <dd className={w.definition}>{old.bin}</dd>
        {old.connectionAddress && (
          <>
            <dt className={w.term}>{t('widgets.handoff.resume.address')}</dt>
            <dd className={w.definition}>{old.connectionAddress}</dd>
          </>
        )}
        {old.mobile && (
          <>
            <dt className={w.term}>{t('widgets.handoff.resume.numbers')}</dt>
            <dd className={w.definition}>
              {t('widgets.handoff.summary.numbersValue', {
                main: old.mobile.ctnsAmount,
                extra: old.mobile.additionalCtnsAmount,
              })}
            </dd>
          </>
        )}
        <dt className={w.term}>{t('widgets.handoff.resume.phone')}</dt>
        <dd className={w.definition}>{formatPhone(old.phone)}</dd>
        <dt className={w.term}>{t('widgets.handoff.resume.tariff')}</dt>
        <dd className={w.definition}>«{old.tariff.name}»</dd>
        <dt className={w.term}>{t('widgets.handoff.resume.payment')}</dt>
        <dd className={w.definition}>
          {t('widgets.common.perMonth', { price: formatAmount(old.price) })}
        </dd>
      </dl>
      <ServiceError message={finish.serviceError} />
      <div className={styles.actions}>
        <Button size="l" onClick={onContinue}>
          {t('widgets.handoff.resume.continueOld')}
        </Button>
        <Button
          size="l"
          variant="secondary"
          loading={finish.busy}
          loadingLabel={t('widgets.handoff.resume.finishing')}
          onClick={() => void finish.handleSubmit()}
        >
          {t('widgets.handoff.resume.finishCurrent')}
        </Button>
        <Button
          size="l"
          variant="ghost"
          onClick={() => {
            onHome();
            go('/');
          }}
        >
          {t('widgets.handoff.resume.home')}
        </Button>
      </div>
    </div>
  );
}
