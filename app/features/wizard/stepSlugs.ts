import type { ApplicationDetail, WizardStep } from '../../../contract/domain.ts';
import { isWizardStepSlug, type WizardStepSlug } from '../../routes/cabinetPaths.ts';

/** A wizard step as the URL names it (`?step=sign`), and back. */
export const SLUG_OF_STEP: Readonly<Record<WizardStep, WizardStepSlug>> = {
  companyDetails: 'details',
  signing: 'sign',
  booking: 'booking',
  receiving: 'receiving',
  done: 'done',
};

/**
 * Where the URL should point for an application: the step it stands at. Every client step of the
 * backend takes one status only (a passed step answers 409, a step not reached yet is not open),
 * so a step asked for in the URL is shown only when it is that one; null when the application
 * has no wizard step (cancelled).
 */
export function slugFor(application: ApplicationDetail): WizardStepSlug | null {
  return application.step ? SLUG_OF_STEP[application.step] : null;
}

/** The `?step=` value if it is a step name at all. */
export function readSlug(value: string | null): WizardStepSlug | null {
  return isWizardStepSlug(value) ? value : null;
}
