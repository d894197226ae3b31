import type { ApplicationDetail } from '../../../contract/domain.ts';

/** What every step of the wizard gets. */
export interface StepProps {
  application: ApplicationDetail;
  /** The step went through: the backend's answer is the application's new state. */
  onAdvance: (next: ApplicationDetail) => void;
}
