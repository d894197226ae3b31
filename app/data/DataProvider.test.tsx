import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserTokenStore } from '../features/api/index.ts';
import { cabinetBackend } from '../features/cabinet/testing.ts';
import { ProfileScreen } from '../features/cabinet/index.ts';
import { login, logout } from '../features/session/index.ts';
import { PROFILE } from '../test/fixtures.ts';
import { renderOnSite } from '../test/renderOnSite.tsx';

const OTHER = { ...PROFILE, bin: '081140000377', companyName: 'ТОО «Алма Дизайн Студио»' };

/** A backend that answers each company's own profile, by the token it is asked with. */
const twoCompanies = () =>
  cabinetBackend({
    answers: {
      accountInfo: (call) =>
        call.request.headers.get('Authorization') === 'Bearer access-2' ? OTHER : call.fallback(),
    },
  });

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

describe('DataProvider, a session changed in another tab', () => {
  // The tabs share localStorage; another tab's change reaches this one as a `storage` event.
  const otherTab = (access: string | null, refresh: string | null) => {
    for (const [key, value] of [
      ['token', access],
      ['refresh', refresh],
    ] as const) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
  };
  const signedInHere = () => {
    const tokens = createBrowserTokenStore();
    tokens.set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    return tokens;
  };
  afterEach(() => localStorage.clear());

  it('another company signed in there: this tab shows that company, read afresh', async () => {
    const view = renderOnSite(<ProfileScreen />, {
      tokens: signedInHere(),
      handler: twoCompanies(),
    });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    act(() => otherTab('access-2', 'refresh-2'));
    expect(await screen.findByRole('heading', { name: 'ТОО «Алма Дизайн Студио»' })).toBeVisible();
    expect(screen.queryByText('ТОО «Степной Логистик»')).toBeNull();
    expect(view.requests('/account-info').at(-1)?.headers.get('Authorization')).toBe(
      'Bearer access-2',
    );
  });

  it('signed out there: this tab drops the company it read', async () => {
    const view = renderOnSite(<ProfileScreen />, {
      tokens: signedInHere(),
      handler: twoCompanies(),
    });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    const reads = view.requests('/account-info').length;
    act(() => otherTab(null, null));
    await waitFor(() => expect(screen.queryByText('ТОО «Степной Логистик»')).toBeNull());
    // Read again without a session: nothing of the company comes back.
    await waitFor(() => expect(view.requests('/account-info').length).toBeGreaterThan(reads));
    expect(view.requests('/account-info').at(-1)?.headers.get('Authorization')).toBeNull();
  });

  it('a refresh there (the same company) keeps what this tab shows, without a reload', async () => {
    const view = renderOnSite(<ProfileScreen />, {
      tokens: signedInHere(),
      handler: twoCompanies(),
    });
    expect(await screen.findByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
    const reads = view.requests('/account-info').length;
    const loaders: string[] = [];
    const watch = new MutationObserver(() =>
      screen.queryByText('Загружаем данные компании') ? loaders.push('shown') : undefined,
    );
    watch.observe(view.container, { subtree: true, childList: true });
    act(() => otherTab('access-1b', 'refresh-1b'));
    // The one check of whose session it is now…
    await waitFor(() => expect(view.requests('/account-info')).toHaveLength(reads + 1));
    watch.disconnect();
    // …and the screen never went back to its loader.
    expect(loaders).toEqual([]);
    expect(screen.getByRole('heading', { name: 'ТОО «Степной Логистик»' })).toBeVisible();
  });
});
