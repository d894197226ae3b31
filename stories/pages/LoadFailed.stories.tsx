import type { Story } from '@ladle/react';
import { errorMessage } from '../../contract/errors.ts';
import { errorJson } from '../../app/features/api/testing.ts';
import { ApplicationsScreen } from '../../app/features/cabinet/index.ts';
import { LoadFailed } from '../../app/forms/index.ts';
import { OnSite } from './OnSite.tsx';

export default { title: 'Pages / Load failed' };

/*
 * The one «could not load, try again» view (app/forms/LoadFailed.tsx) in its states, ru and kk:
 * alone, busy while «Повторить» asks again, compact inside details, and on a cabinet screen whose
 * list the backend refuses.
 */

const noop = () => {};

export const Failed: Story = () => (
  <OnSite locale="ru">
    <LoadFailed message={errorMessage('ru', 'APPLICATIONS_LOAD_FAILED')} onRetry={noop} />
  </OnSite>
);

export const WithTitle: Story = () => (
  <OnSite locale="ru">
    <LoadFailed
      title="Не удалось загрузить договор"
      message={errorMessage('ru', 'SERVICE_ERROR')}
      onRetry={noop}
    />
  </OnSite>
);

export const Retrying: Story = () => (
  <OnSite locale="ru">
    <LoadFailed message={errorMessage('ru', 'APPLICATIONS_LOAD_FAILED')} retrying onRetry={noop} />
  </OnSite>
);

export const Compact: Story = () => (
  <OnSite locale="ru">
    <LoadFailed compact message={errorMessage('ru', 'BANKS_LOAD_FAILED')} onRetry={noop} />
  </OnSite>
);

export const FailedKazakh: Story = () => (
  <OnSite locale="kk">
    <LoadFailed message={errorMessage('kk', 'APPLICATIONS_LOAD_FAILED')} onRetry={noop} />
  </OnSite>
);

const refusing = () => errorJson(503, 'SERVICE_ERROR');

export const OnApplicationsScreen: Story = () => (
  <OnSite locale="ru" signedIn handler={refusing}>
    <ApplicationsScreen appType="internet" filter="all" />
  </OnSite>
);

export const OnApplicationsScreenKazakh: Story = () => (
  <OnSite locale="kk" signedIn handler={refusing}>
    <ApplicationsScreen appType="internet" filter="all" />
  </OnSite>
);
