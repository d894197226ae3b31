import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { errorJson, type Handler } from '../../api/testing.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { COMPLETED, MOBILE, TO_SIGN, cabinetBackend } from '../testing.ts';
import { ResumePromptSlot } from './index.ts';

// The prompt's code is a lazy chunk: load it once up front, so no test spends its wait on the
// first transform of it.
beforeAll(() => import('./ResumePrompt.tsx'), 30_000);
afterEach(() => sessionStorage.clear());

const page = (appType: 'internet' | 'mobile') => (
  <ResumePromptSlot appType={appType}>
    <div id="tariffs">
      <h2>Тарифы</h2>
      <button type="button">Подключить</button>
    </div>
  </ResumePromptSlot>
);

/** The backend, its answer about the last application held until `answer()`. */
function heldLastApplication() {
  const backend = cabinetBackend();
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const handler: Handler = async (request) => {
    if (request.path.endsWith('/last-application-detail')) await held;
    return backend(request);
  };
  return { handler, answer };
}

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

  it('stays away when its answer comes after the visitor began the flow: the flow is not pushed down', async () => {
    const user = userEvent.setup();
    const { handler, answer } = heldLastApplication();
    const { requests, settled } = renderOnSite(page('internet'), { signedIn: true, handler });
    await waitFor(() => expect(requests('/last-application-detail')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    answer();
    await settled();
    expect(screen.queryByRole('heading', { name: /Не все данные были введены/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Подключить' })).toHaveFocus();
  });

  it('stays away when the focus is already in the flow as the answer comes (a keyboard visitor)', async () => {
    const { handler, answer } = heldLastApplication();
    const { requests, settled } = renderOnSite(page('mobile'), { signedIn: true, handler });
    await waitFor(() => expect(requests('/mobile-last-application-detail')).toHaveLength(1));
    // Reached by keyboard: the focus comes into the flow without a pointer.
    act(() => screen.getByRole('button', { name: 'Подключить' }).focus());
    answer();
    await settled();
    expect(screen.queryByRole('heading', { name: /Не все данные были введены/ })).toBeNull();
  });

  it('once shown, stays when the visitor goes on to the flow', async () => {
    const user = userEvent.setup();
    renderOnSite(page('internet'), { signedIn: true, handler: cabinetBackend() });
    const title = await screen.findByRole('heading', { name: /Не все данные были введены/ });
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(title).toBeVisible();
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
