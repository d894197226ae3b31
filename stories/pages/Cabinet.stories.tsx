import type { Story } from '@ladle/react';
import { useEffect, type ReactNode } from 'react';
import type { AccountInfo } from '../../contract/domain.ts';
import { errorJson } from '../../app/features/api/testing.ts';
import {
  ApplicationScreen,
  ApplicationsScreen,
  ProfileForm,
  ProfileView,
  ResumePrompt,
} from '../../app/features/cabinet/index.ts';
import {
  COMPLETED,
  MOBILE,
  SIGNED_BY_EDS,
  SIGNED_BY_SMS,
  TO_SIGN,
  cabinetBackend,
} from '../../app/features/cabinet/testing.ts';
import { BLANK_PROFILE, PROFILE as ACCOUNT } from '../../app/test/fixtures.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Cabinet' };

/*
 * The cabinet's screens in each state (§2.19–2.21), ru and kk, over a scripted backend. A state
 * reached by pressing a button (a failed save, the cancel dialog) is pressed on mount.
 */

const backend = cabinetBackend();
const noop = () => {};

/** A new company: the blank profile under its own name and BIN. */
const EMPTY_ACCOUNT: AccountInfo = {
  ...BLANK_PROFILE,
  bin: '210340012345',
  companyName: 'ТОО «Жаңа Кеңсе»',
};

/** Presses what `selector` finds once it appears (data arrives a moment after mount). */
function PressOnMount({ selector, children }: { selector: string; children: ReactNode }) {
  useEffect(() => {
    let done = false;
    const timer = setInterval(() => {
      const target = document.querySelector<HTMLElement>(selector);
      if (!target || done) return;
      done = true;
      clearInterval(timer);
      target.click();
    }, 50);
    return () => clearInterval(timer);
  }, [selector]);
  return <>{children}</>;
}

// --- profile (§2.19) ---------------------------------------------------------------------------

export const ProfileRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <h1>Профиль компании</h1>
    <ProfileView account={ACCOUNT} saved={false} onEdit={noop} />
  </OnSite>
);
ProfileRu.storyName = 'Profile';

export const ProfileSavedRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <h1>Профиль компании</h1>
    <ProfileView account={{ ...ACCOUNT, flat: '12' }} saved onEdit={noop} />
  </OnSite>
);
ProfileSavedRu.storyName = 'Profile just saved';

export const ProfileEmptyKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Компания профилі</h1>
    <ProfileView account={EMPTY_ACCOUNT} saved={false} onEdit={noop} />
  </OnSite>
);
ProfileEmptyKk.storyName = 'Profile with empty fields, Kazakh';

export const ProfileEditRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <h1>Профиль компании</h1>
    <ProfileForm account={ACCOUNT} onSaved={noop} onCancel={noop} />
  </OnSite>
);
ProfileEditRu.storyName = 'Profile edit';

export const ProfileEditKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Компания профилі</h1>
    <ProfileForm account={EMPTY_ACCOUNT} onSaved={noop} onCancel={noop} />
  </OnSite>
);
ProfileEditKk.storyName = 'Profile edit of an empty profile, Kazakh';

const refusing = cabinetBackend({
  answers: {
    updateAccountInfo: () =>
      errorJson(422, 'VALIDATION_FAILED', 'x', {
        fields: {
          iban: { code: 'IBAN_BANK_MISMATCH', message: 'Счёт не относится к выбранному банку' },
          legalAddress: { code: 'FIELD_TOO_LONG', message: 'Слишком длинное значение' },
        },
      }),
  },
});

export const ProfileRefusedRu: Story = () => (
  <OnSite locale="ru" handler={refusing} signedIn>
    <h1>Профиль компании</h1>
    <PressOnMount selector='[data-step="profile-edit"] button[type="submit"]'>
      <ProfileForm account={ACCOUNT} onSaved={noop} onCancel={noop} />
    </PressOnMount>
  </OnSite>
);
ProfileRefusedRu.storyName = 'Profile edit refused by the server';

const failing = cabinetBackend({
  answers: { updateAccountInfo: () => errorJson(500, 'SERVICE_ERROR', 'boom') },
});

export const ProfileFailedKk: Story = () => (
  <OnSite locale="kk" handler={failing} signedIn>
    <h1>Компания профилі</h1>
    <PressOnMount selector='[data-step="profile-edit"] button[type="submit"]'>
      <ProfileForm account={ACCOUNT} onSaved={noop} onCancel={noop} />
    </PressOnMount>
  </OnSite>
);
ProfileFailedKk.storyName = 'Profile save failing, Kazakh';

// --- my applications (§2.20) -------------------------------------------------------------------

export const ListRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <h1>Заявки на интернет для офиса</h1>
    <ApplicationsScreen appType="internet" filter="all" />
  </OnSite>
);
ListRu.storyName = 'Applications';

export const ListFilteredKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Кеңсе интернетіне өтінімдер</h1>
    <ApplicationsScreen appType="internet" filter="inProgress" />
  </OnSite>
);
ListFilteredKk.storyName = 'Applications in progress, Kazakh';

export const ListMobileKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Мобильді байланысқа өтінімдер</h1>
    <ApplicationsScreen appType="mobile" filter="all" />
  </OnSite>
);
ListMobileKk.storyName = 'Mobile applications, Kazakh';

const noMobile = cabinetBackend({ applications: [TO_SIGN, COMPLETED] });

export const ListEmptyRu: Story = () => (
  <OnSite locale="ru" handler={noMobile} signedIn>
    <h1>Заявки на мобильную связь</h1>
    <ApplicationsScreen appType="mobile" filter="all" />
  </OnSite>
);
ListEmptyRu.storyName = 'No applications';

export const ListEmptyFilterKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Кеңсе интернетіне өтінімдер</h1>
    <ApplicationsScreen appType="internet" filter="cancelled" />
  </OnSite>
);
ListEmptyFilterKk.storyName = 'No applications under a filter, Kazakh';

const down = () => errorJson(503, 'SERVICE_ERROR');

export const ListFailedRu: Story = () => (
  <OnSite locale="ru" handler={down} signedIn>
    <h1>Заявки на интернет для офиса</h1>
    <ApplicationsScreen appType="internet" filter="all" />
  </OnSite>
);
ListFailedRu.storyName = 'Applications that cannot be read';

// --- an application's page ----------------------------------------------------------------------

export const ApplicationRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId={TO_SIGN.opportunityId}
      heading="Заявка на интернет для офиса"
    />
  </OnSite>
);
ApplicationRu.storyName = 'Application to sign';

export const ApplicationCompletedRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId={COMPLETED.opportunityId}
      heading="Заявка на интернет для офиса"
    />
  </OnSite>
);
ApplicationCompletedRu.storyName = 'Application completed';

/** Signed contracts with their signature cards (issue 28). */
const signed = cabinetBackend({ applications: [SIGNED_BY_EDS, SIGNED_BY_SMS] });

export const ApplicationSignedByEdsRu: Story = () => (
  <OnSite locale="ru" handler={signed} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId={SIGNED_BY_EDS.opportunityId}
      heading="Заявка на интернет для офиса"
    />
  </OnSite>
);
ApplicationSignedByEdsRu.storyName = 'Application signed by EDS: the signature card';

export const ApplicationSignedByEdsKk: Story = () => (
  <OnSite locale="kk" handler={signed} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId={SIGNED_BY_EDS.opportunityId}
      heading="Кеңсе интернетіне өтінім"
    />
  </OnSite>
);
ApplicationSignedByEdsKk.storyName = 'Application signed by EDS, Kazakh';

export const ApplicationSignedBySmsKk: Story = () => (
  <OnSite locale="kk" handler={signed} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId={SIGNED_BY_SMS.opportunityId}
      heading="Кеңсе интернетіне өтінім"
    />
  </OnSite>
);
ApplicationSignedBySmsKk.storyName = 'Application signed by SMS, Kazakh';

export const ApplicationMobileKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <ApplicationScreen
      appType="mobile"
      opportunityId={MOBILE.opportunityId}
      heading="Мобильді байланысқа өтінім"
    />
  </OnSite>
);
ApplicationMobileKk.storyName = 'Mobile application, Kazakh';

export const ApplicationNotFoundKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <ApplicationScreen
      appType="internet"
      opportunityId="unknown"
      heading="Кеңсе интернетіне өтінім"
    />
  </OnSite>
);
ApplicationNotFoundKk.storyName = 'Application not found, Kazakh';

export const CancelDialogRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <PressOnMount selector='[data-action="cancel-application"]'>
      <ApplicationScreen
        appType="internet"
        opportunityId={TO_SIGN.opportunityId}
        heading="Заявка на интернет для офиса"
      />
    </PressOnMount>
  </OnSite>
);
CancelDialogRu.storyName = 'Cancel dialog';

// --- resume prompt (§2.21) ----------------------------------------------------------------------

export const ResumeRu: Story = () => (
  <OnSite locale="ru" handler={backend} signedIn>
    <h1>Интернет для офиса</h1>
    <ResumePrompt appType="internet" headingLevel={2} />
  </OnSite>
);
ResumeRu.storyName = 'Resume prompt';

export const ResumeKk: Story = () => (
  <OnSite locale="kk" handler={backend} signedIn>
    <h1>Мобильді байланыс</h1>
    <ResumePrompt appType="mobile" headingLevel={2} />
  </OnSite>
);
ResumeKk.storyName = 'Resume prompt, Kazakh';
