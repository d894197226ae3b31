import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, cabinetBackend } from '../features/cabinet/testing.ts';
import { ProfileScreen } from '../features/cabinet/index.ts';
import { login, logout } from '../features/session/index.ts';
import { json } from '../features/api/testing.ts';
import { renderOnSite } from '../test/renderOnSite.tsx';

const OTHER = { ...ACCOUNT, bin: '081140000377', companyName: 'ТОО «Алма Дизайн Студио»' };

/** A backend that answers each company's own profile, by the token it is asked with. */
function twoCompanies() {
  const first = cabinetBackend();
  return (request: Parameters<ReturnType<typeof cabinetBackend>>[0]) =>
    request.path.endsWith('/account-info') &&
    request.headers.get('Authorization') === 'Bearer access-2'
      ? json(OTHER)
      : first(request);
}

describe('DataProvider', () => {
  it('never shows the previous company’s data after a login as another one', async () => {
    const view = renderOnSite(<ProfileScreen />, { signedIn: true, handler: twoCompanies() });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(view.container.textContent ?? ''));
    watch.observe(view.container, { subtree: true, childList: true, characterData: true });
    await act(async () => login({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
    expect(await screen.findByRole('heading', { name: 'ТОО «Алма Дизайн Студио»' })).toBeVisible();
    watch.disconnect();
    // From the login on, the first company's name was never on screen again.
    expect(seen.filter((text) => text.includes('Степной Логистик'))).toEqual([]);
    expect(view.requests('/account-info').at(-1)?.headers.get('Authorization')).toBe(
      'Bearer access-2',
    );
  });

  it('forgets what was read at logout', async () => {
    const view = renderOnSite(<ProfileScreen />, { signedIn: true, handler: twoCompanies() });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    const reads = view.requests('/account-info').length;
    await act(async () => logout());
    // The screen reads again (as whoever the session is now) instead of showing the old answer.
    await waitFor(() => expect(view.requests('/account-info').length).toBeGreaterThan(reads));
  });
});
