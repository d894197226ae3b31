/**
 * The two 4-step connection wizards (§2.22 office internet, §2.23 mobile): which application
 * (the URL's, the hand-off's, or the last unfinished one), «Завершите старую заявку…», the frame
 * (steps, the step, the application beside it), the processing screen, and each step — company
 * details, signing by EDS or SMS, booking or receiving, done. One URL per step
 * (`wizardHref` in app/routes/cabinetPaths.ts).
 *
 *   <ApplicationWizard appType="internet" pageTitle="Заявка на подключение интернета для офиса — Dala Business" />
 */
export { ApplicationWizard, type ApplicationWizardProps } from './ApplicationWizard.tsx';
export { applicationHeading } from './heading.ts';
export { ResumeScreen, type ResumeScreenProps } from './ResumeScreen.tsx';
