import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { errorJson } from '../../api/testing.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { COMPLETED, MOBILE, TO_SIGN, cabinetBackend } from '../testing.ts';
import { ResumePromptSlot } from './index.ts';

// The prompt's code is a lazy chunk: load it once up front, so no test spends its wait on the
// first transform of it.
beforeAll(() => import('./ResumePrompt.tsx'), 30_000);
afterEach(() => sessionStorage.clear());

const page = (appType: 'internet' | 'mobile') => (
  <>
    <ResumePromptSlot appType={appType} />
    <div id="tariffs">
      <h2>Тарифы</h2>
    </div>
  </>
);

describe('ResumePromptSlot', () => {
  it('tells a signed-in company its application is unfinished, and where to continue', async () => {
    const { container } = renderOnSite(page('internet'), {
      signedIn: true,
      handler: cabinetBackend(),
    });
    const title = await screen.findByRole('heading', {
      name: 'Не все данные были введены для подключения услуги «Интернет для офиса»',
    });
    expect(title).toBeVisible();
    expect(
      screen.getByText(/Заявка № IN-2026-000002 от 27\.02\.2026, тариф «Интернет для офиса 20/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Продолжить заполнение заявки' })).toHaveAttribute(
      'href',
      `/application-for-connection?application=${TO_SIGN.opportunityId}&step=sign`,
    );
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('«Создать новую заявку» puts it away for this visit and moves on to the tariffs', async () => {
    const user = userEvent.setup();
    const { unmount } = renderOnSite(page('mobile'), {
      locale: 'kk',
      signedIn: true,
      handler: cabinetBackend(),
    });
    await user.click(await screen.findByRole('button', { name: 'Жаңа өтінім жасау' }));
    expect(screen.queryByRole('heading', { name: /барлық деректер енгізілмеген/ })).toBeNull();
    expect(document.getElementById('tariffs')).toHaveFocus();
    unmount();
    const again = renderOnSite(page('mobile'), {
      locale: 'kk',
      signedIn: true,
      handler: cabinetBackend(),
    });
    await waitFor(() => expect(again.requests('/mobile-last-application-detail')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /барлық деректер енгізілмеген/ })).toBeNull();
  });

  it('shows nothing, and asks nothing, for an anonymous visitor', async () => {
    const { requests, settled } = renderOnSite(page('internet'), { handler: cabinetBackend() });
    await settled();
    expect(requests('/last-application-detail')).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows nothing when no application of the product is unfinished', async () => {
    const { requests } = renderOnSite(page('mobile'), {
      signedIn: true,
      handler: cabinetBackend({
        applications: [COMPLETED, { ...MOBILE, status: 'StatusCompleted' }],
      }),
    });
    await waitFor(() => expect(requests('/mobile-last-application-detail')).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows nothing when the check fails: the flow is there all the same', async () => {
    const { requests } = renderOnSite(page('internet'), {
      signedIn: true,
      handler: cabinetBackend({
        answers: { lastApplicationDetail: () => errorJson(500, 'SERVICE_ERROR', 'x') },
      }),
    });
    await waitFor(() => expect(requests('/last-application-detail')).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
  });
});
