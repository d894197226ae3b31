import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/calls/index.ts';
import { PROFILE } from '../../test/fixtures.ts';
import {
  createApiClient,
  createBrowserTokenStore,
  createMemoryTokenStore,
  type ApiClient,
  type TokenStore,
} from '../api/index.ts';
import { errorJson, json, scriptedFetch, type Handler } from '../api/testing.ts';
import {
  SessionProvider,
  createSessionClient,
  createSessionStore,
  login,
  logout,
  sessionEvents,
  useSession,
  type SessionEvents,
} from './index.ts';

// The transport is what these tests are about (tokens, refresh, revoke): a raw handler, with the
// paths and the company taken from the contract and the shared fixtures.
const ACCOUNT = CALLS.accountInfo.path;
const COMPANY = PROFILE;

function Header() {
  const { status, user, loadingUser, logout: signOut } = useSession();
  return (
    <header>
      <p data-testid="status">{status}</p>
      <p data-testid="company">{loadingUser ? 'loading' : (user?.companyName ?? '—')}</p>
      {status === 'authenticated' ? (
        <button type="button" onClick={() => void signOut()}>
          logout
        </button>
      ) : null}
    </header>
  );
}

function makeClient(handler: Handler, tokens: TokenStore = createBrowserTokenStore()) {
  const server = scriptedFetch(handler);
  const reload = vi.fn();
  const client = createApiClient({
    baseUrl: '',
    getLocale: () => 'ru',
    tokens,
    fetch: server.fetch,
    reload,
    logger: { error: vi.fn() },
    onSessionExpired: () => sessionEvents.emit('expired'),
  });
  return { client, server, reload };
}

function recordEvents() {
  const seen: string[] = [];
  const handler = (type: keyof SessionEvents) => seen.push(type);
  sessionEvents.on('*', handler);
  return { seen, stop: () => sessionEvents.off('*', handler) };
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => {
  localStorage.clear();
  sessionEvents.all.clear();
});

describe('SessionProvider', () => {
  it('keeps the session across a reload and loads the company name on start', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const events = recordEvents();
    const { client, server } = makeClient(() => json(COMPANY));

    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );

    expect(text('status')).toBe('authenticated');
    expect(text('company')).toBe('loading');
    await waitFor(() => expect(text('company')).toBe(COMPANY.companyName));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe(ACCOUNT);
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer stored-access');
    expect(events.seen).toEqual(['user']);
  });

  it('loads the account info once under StrictMode', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const { client, server } = makeClient(() => json(COMPANY));
    render(
      <StrictMode>
        <SessionProvider client={client}>
          <Header />
        </SessionProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(text('company')).toBe(COMPANY.companyName));
    expect(server.requests).toHaveLength(1);
  });

  it('only logs a failed account-info load and stays signed in', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = makeClient(() => errorJson(500, 'SERVICE_ERROR'));

    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );

    await waitFor(() => expect(text('company')).toBe('—'));
    expect(text('status')).toBe('authenticated');
    expect(consoleError).toHaveBeenCalledWith(
      '[session] account info failed to load',
      expect.objectContaining({ error: 'HTTP 500' }),
    );
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('stored-access');
    consoleError.mockRestore();
  });

  it('stays anonymous without tokens and makes no call', () => {
    const { client, server } = makeClient(() => json(COMPANY));
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );
    expect(text('status')).toBe('anonymous');
    expect(server.requests).toHaveLength(0);
  });

  it('publishes login and user, then logout, and reloads after logout', async () => {
    const events = recordEvents();
    const { client, server, reload } = makeClient((req) =>
      req.path === ACCOUNT ? json(COMPANY) : new Response(null, { status: 204 }),
    );
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );

    act(() => login({ accessToken: 'new-access', refreshToken: 'new-refresh' }));
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refresh')).toBe('new-refresh');
    expect(text('status')).toBe('authenticated');
    await waitFor(() => expect(text('company')).toBe(COMPANY.companyName));

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(text('status')).toBe('anonymous');
    expect(text('company')).toBe('—');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(server.requests.find((r) => r.path === CALLS.revokeToken.path)?.body).toEqual({
      token: 'new-refresh',
    });
    expect(events.seen).toEqual(['login', 'user', 'logout']);
  });

  it("shows the login answer's company at once, without fetching it again", () => {
    const events = recordEvents();
    const { client, server } = makeClient(() => json(COMPANY));
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );
    const answer = { accessToken: 'a2', refreshToken: 'r2', expiresIn: 900, account: COMPANY };
    act(() => login(answer, answer.account));
    expect(text('company')).toBe(COMPANY.companyName);
    expect(server.requests).toHaveLength(0);
    expect(events.seen).toEqual(['login', 'user']);
    // Only the tokens are stored, never the rest of the answer.
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining(['token', 'refresh']));
    expect(localStorage).toHaveLength(2);
  });

  it('logs out through the module-level logout() even when the revoke fails', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const { client, reload } = makeClient((req) =>
      req.path === ACCOUNT ? json(COMPANY) : errorJson(503, 'TRY_LATER'),
    );
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('company')).toBe(COMPANY.companyName));
    await act(() => logout());
    expect(reload).toHaveBeenCalledOnce();
    expect(text('status')).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('publishes expired and turns anonymous when a refresh fails', async () => {
    localStorage.setItem('token', 'stale-access');
    localStorage.setItem('refresh', 'stale-refresh');
    const events = recordEvents();
    const { client, reload } = makeClient(() => errorJson(401, 'TOKEN_EXPIRED'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(text('status')).toBe('anonymous');
    expect(events.seen).toContain('expired');
    expect(localStorage.getItem('token')).toBeNull();
    vi.restoreAllMocks();
  });

  it('follows a logout made in another tab', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const { client } = makeClient(() => json(COMPANY));
    render(
      <SessionProvider client={client}>
        <Header />
      </SessionProvider>,
    );
    await waitFor(() => expect(text('company')).toBe(COMPANY.companyName));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(text('status')).toBe('anonymous');
  });

  it('shows a given initial state without a call when the token is there', () => {
    const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const { client, server } = makeClient(() => json(COMPANY), tokens);
    render(
      <SessionProvider
        client={client}
        initialState={{
          status: 'authenticated',
          user: { ...COMPANY, companyName: 'АО «КазТрансТех»' },
        }}
      >
        <Header />
      </SessionProvider>,
    );
    expect(text('company')).toBe('АО «КазТрансТех»');
    expect(server.requests).toHaveLength(0);
  });
});

describe('server render and hydration', () => {
  it('renders anonymous on the server and hydrates without a mismatch, then reads storage', async () => {
    // The prerender has no storage: its client keeps tokens in memory and has none.
    const serverClient = createApiClient({ baseUrl: '', getLocale: () => 'ru' });
    const html = renderToString(
      <SessionProvider client={serverClient}>
        <Header />
      </SessionProvider>,
    );
    expect(html).toContain('anonymous');
    expect(html).not.toContain('logout');

    // The visitor's browser has a session stored.
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const { client } = makeClient(() => json(COMPANY));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <SessionProvider client={client}>
          <Header />
        </SessionProvider>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="company"]')?.textContent).toBe(
        COMPANY.companyName,
      ),
    );
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('authenticated');
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('createSessionStore', () => {
  it('keeps the server snapshot anonymous after storage is read, for late hydration', async () => {
    localStorage.setItem('token', 'stored-access');
    localStorage.setItem('refresh', 'stored-refresh');
    const { client } = makeClient(() => json(COMPANY));
    const store = createSessionStore(client, { logError: vi.fn() });
    const stop = store.start();
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(store.getServerSnapshot()).toEqual({
      status: 'anonymous',
      user: null,
      loadingUser: false,
    });
    await vi.waitFor(() => expect(store.getSnapshot().user).toEqual(COMPANY));
    stop();
  });
});

describe('createSessionClient', () => {
  it('keeps tokens in localStorage and publishes expired when the refresh fails', async () => {
    localStorage.setItem('token', 'a');
    localStorage.setItem('refresh', 'r');
    const events = recordEvents();
    const reload = vi.fn();
    const server = scriptedFetch(() => errorJson(401, 'TOKEN_EXPIRED'));
    const client: ApiClient = createSessionClient(() => 'kk', {
      fetch: server.fetch,
      reload,
      logger: { error: vi.fn() },
    });
    await expect(client.get(ACCOUNT, { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(server.requests[0]?.headers.get('accept-language')).toBe('kk');
    expect(events.seen).toEqual(['expired']);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
