/**
 * The cabinet after login (§2.19–2.21): its home «Мои заявки» (what waits for the client, then
 * the open applications), the company profile (view and edit), the application lists with their
 * filter and cards, an application's own page with its history and cancellation, the links into the wizards (with the phone-width notice) and the resume prompt.
 * Product pages use `resume/index.ts` instead, which loads the prompt only for signed-in visitors.
 *
 *   <CabinetHome />
 *   <ProfileScreen />
 *   <ApplicationsScreen appType="mobile" filter={filterOf(search)} />
 *   <ApplicationScreen appType="internet" opportunityId={id} heading={…} />
 */
export { CabinetHome } from './CabinetHome.tsx';
export { ProfileScreen } from './ProfileScreen.tsx';
export { ProfileView, type ProfileViewProps } from './ProfileView.tsx';
export { ProfileForm, type ProfileFormProps } from './ProfileForm.tsx';
export {
  ApplicationsScreen,
  filterOf,
  type ApplicationsScreenProps,
} from './ApplicationsScreen.tsx';
export { ApplicationCard } from './ApplicationCard.tsx';
export { ApplicationScreen, type ApplicationScreenProps } from './ApplicationScreen.tsx';
export { CancelApplication, type CancelApplicationProps } from './CancelApplication.tsx';
export { WizardLink, type WizardLinkProps } from './WizardLink.tsx';
export { default as ResumePrompt, type ResumePromptProps } from './resume/ResumePrompt.tsx';
export { formatDate, formatDateTime } from './format.ts';
