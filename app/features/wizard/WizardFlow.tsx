import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { WIZARD_STEPS_OF, type ApplicationDetail } from '../../../contract/domain.ts';
import { useT } from '../../i18n/index.ts';
import { Processing } from './Processing.tsx';
import { VerificationFailed } from './VerificationFailed.tsx';
import { Loader } from '../../../lib/index.ts';
import { slugFor } from './stepSlugs.ts';
import type { StepProps } from './types.ts';
import { useLiveApplication } from './useLiveApplication.ts';
import type { WizardUrl } from './useWizardUrl.ts';
import { WizardFrame } from './WizardFrame.tsx';

/*
 * Each step is code of its own, loaded when the application reaches it: the lists and pickers of
 * step 1 (react-aria's Select), DOMPurify and NCALayer of step 2, the date picker of step 3 are
 * not what a visitor coming back to sign has to download.
 */
const STEP_VIEWS = {
  companyDetails: lazy(() =>
    import('./steps/CompanyDetailsStep.tsx').then((m) => ({ default: m.CompanyDetailsStep })),
  ),
  signing: lazy(() => import('./steps/SigningStep.tsx').then((m) => ({ default: m.SigningStep }))),
  booking: lazy(() => import('./steps/BookingStep.tsx').then((m) => ({ default: m.BookingStep }))),
  receiving: lazy(() =>
    import('./steps/ReceivingStep.tsx').then((m) => ({ default: m.ReceivingStep })),
  ),
  done: lazy(() => import('./steps/DoneStep.tsx').then((m) => ({ default: m.DoneStep }))),
} as const satisfies Record<NonNullable<ApplicationDetail['step']>, unknown>;

export interface WizardFlowProps {
  /** The application as loaded (or created); the flow keeps it current from here on. */
  initial: ApplicationDetail;
  url: WizardUrl;
  /** The page's own title («Заявка на подключение интернета для офиса — Dala Business»). */
  pageTitle: string;
}

/**
 * The wizard for one application: the step it stands at (the URL follows it), the processing
 * screen while the operator has it (`useLiveApplication` reads it again until the next step opens), the document title
 * «Шаг 2 из 4: Подписание документов — …», and each step's submit moving it on.
 */
export function WizardFlow({ initial, url, pageTitle }: WizardFlowProps) {
  const t = useT();
  const [application, setApplication] = useLiveApplication(initial);
  // How the next URL change is made: a step the person completed is a new history entry.
  const nextMove = useRef<'push' | 'replace'>('replace');
  const { step, opportunityId, appType } = application;
  const slug = slugFor(application);

  const { go, step: urlStep, opportunityId: urlApplication } = url;
  useEffect(() => {
    if (!slug || (urlStep === slug && urlApplication === opportunityId)) return;
    go({ opportunityId, step: slug }, nextMove.current);
    nextMove.current = 'replace';
  }, [go, slug, urlStep, urlApplication, opportunityId]);

  useEffect(() => {
    if (!step) return;
    const steps = WIZARD_STEPS_OF[appType];
    document.title = t('wizard.title', {
      current: steps.indexOf(step) + 1,
      total: steps.length,
      step: t(`wizard.steps.${step}`),
      page: pageTitle,
    });
  }, [appType, step, pageTitle, t]);

  const onAdvance = useCallback(
    (next: ApplicationDetail) => {
      nextMove.current = 'push';
      setApplication(next);
    },
    [setApplication],
  );

  return <WizardView application={application} onAdvance={onAdvance} />;
}

/**
 * What the wizard shows for an application: the frame with its step, or with the processing
 * screen while the operator has it (at «Готово» the step itself says what is pending).
 */
export function WizardView({ application, onAdvance }: StepProps) {
  const { step, processing } = application;
  if (!step) return null;
  const showProcessing = processing && step !== 'done';
  const StepView = STEP_VIEWS[step];
  return (
    <WizardFrame
      application={application}
      step={step}
      viewKey={`${step}:${showProcessing ? 'processing' : application.status === 'VerificationFailed' ? 'verification' : 'open'}`}
    >
      {application.status === 'VerificationFailed' ? (
        <VerificationFailed application={application} />
      ) : showProcessing ? (
        <Processing application={application} />
      ) : (
        <Suspense fallback={<StepLoading />}>
          <StepView application={application} onAdvance={onAdvance} />
        </Suspense>
      )}
    </WizardFrame>
  );
}

function StepLoading() {
  const t = useT();
  return <Loader label={t('wizard.stepLoading')} />;
}
