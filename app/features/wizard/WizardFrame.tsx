import { useEffect, useId, type ReactNode } from 'react';
import {
  WIZARD_STEPS_OF,
  type ApplicationDetail,
  type WizardStep,
} from '../../../contract/domain.ts';
import { Stepper } from '../../../lib/index.ts';
import { StepHeading } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import { scrollToTarget } from '../../routes/navigations.ts';
import { ApplicationAside } from './ApplicationAside.tsx';
import { SLUG_OF_STEP } from './stepSlugs.ts';
import { useNarrow } from './useNarrow.ts';
import * as styles from './wizard.css.ts';

export interface WizardFrameProps {
  application: ApplicationDetail;
  step: WizardStep;
  /** The step's content (or the processing screen). */
  children: ReactNode;
  /**
   * Changes whenever what the step shows changes (the step, its processing state): the heading
   * is mounted anew and takes focus, so a screen reader starts at the new content, and the page
   * goes back to its top.
   */
  viewKey: string;
}

/**
 * One wizard frame for both products: the steps as an ordered list (`aria-current="step"`), the
 * current step under its heading, and the application beside it.
 */
export function WizardFrame({ application, step, children, viewKey }: WizardFrameProps) {
  const t = useT();
  const narrow = useNarrow();
  const headingId = useId();
  const steps = WIZARD_STEPS_OF[application.appType];
  // What the step shows changed: it starts at the top of the page (§2.1), as after a navigation —
  // also when the wizard moved on by itself (processing done: a replaceState, which is not one).
  // After the new heading took focus (a child's effect), which only scrolls it into view.
  useEffect(() => scrollToTarget(), [viewKey]);
  // «Готово» is a step of its own: the list shows it current, every step before complete.
  const current = steps.indexOf(step) + 1;
  return (
    <div className={styles.frame} data-application={application.opportunityId}>
      <Stepper
        className={styles.stepper}
        steps={steps.map((s) => t(`wizard.steps.${s}`))}
        currentStep={current}
        layout={narrow ? 'compact' : 'horizontal'}
      />
      <div className={styles.columns}>
        <section
          key={viewKey}
          className={styles.step}
          aria-labelledby={headingId}
          data-step={SLUG_OF_STEP[step]}
        >
          <StepHeading level={2} id={headingId} className={styles.stepHeading}>
            {t(`wizard.steps.${step}`)}
          </StepHeading>
          {children}
        </section>
        <ApplicationAside application={application} />
      </div>
    </div>
  );
}
