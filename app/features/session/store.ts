import mitt from 'mitt';
import type { AccountInfo } from '../../../contract/index.ts';
import { callEndpoint, type ApiClient, type TokenChange, type Tokens } from '../api/index.ts';

/**
 * The session of spec §4.1 outside React: anonymous or authenticated (an access token is stored),
 * plus the account info of the signed-in company. The React provider wraps one of these.
 */

export type SessionStatus = 'anonymous' | 'authenticated';
export type SessionUser = AccountInfo;

export interface SessionState {
  status: SessionStatus;
  /** The signed-in company; `companyName` is what the header shows. */
  user: SessionUser | null;
  /** True while the account info is being fetched (the header shows a spinner). */
  loadingUser: boolean;
}

export type SessionEvents = {
  /** Tokens of a login were stored. */
  login: undefined;
  /** The visitor logged out; the page reloads next. */
  logout: undefined;
  /** The account info arrived. */
  user: SessionUser;
  /** A refresh failed: the tokens are gone and the page reloads next. */
  expired: undefined;
  /**
   * Another tab signed out, signed in where this one was anonymous, or signed in as another
   * company: this page stays, but the session it shows is not the one it read its data for.
   */
  replaced: undefined;
};

/** The one bus session changes are published on. Listeners must unsubscribe (`off`) when done. */
export const sessionEvents = mitt<SessionEvents>();

export const ANONYMOUS: SessionState = Object.freeze({
  status: 'anonymous',
  user: null,
  loadingUser: false,
});

export interface SessionStore {
  getSnapshot(): SessionState;
  /** The state before storage was read: what the server rendered, for hydration. */
  getServerSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Reads the stored tokens and follows their changes (this tab and others). Returns stop. */
  start(): () => void;
  /**
   * Stores the tokens of a login. With the login's `account` the company name shows at once;
   * without it the account info is fetched.
   */
  login(tokens: Tokens, account?: SessionUser | null): void;
  logout(): Promise<void>;
}

export interface SessionStoreOptions {
  /** The state before storage is read: what the server renders. @default anonymous */
  initial?: Partial<SessionState>;
  /** Where a failed account-info load is reported. @default console */
  logError?: (message: string, details: Record<string, unknown>) => void;
}

export function createSessionStore(
  client: ApiClient,
  { initial, logError = (m, d) => console.error(`[session] ${m}`, d) }: SessionStoreOptions = {},
): SessionStore {
  const serverState: SessionState = Object.freeze({ ...ANONYMOUS, ...initial });
  let state: SessionState = serverState;
  const listeners = new Set<() => void>();

  function setState(next: SessionState) {
    if (
      next.status === state.status &&
      next.user === state.user &&
      next.loadingUser === state.loadingUser
    ) {
      return;
    }
    state = next;
    for (const listener of [...listeners]) listener();
  }

  // Bumped whenever the session ends, so an account-info answer for an old session is dropped.
  let generation = 0;

  async function loadUser() {
    const mine = generation;
    setState({ ...state, loadingUser: true });
    try {
      const user = await callEndpoint(client, 'accountInfo');
      if (mine !== generation) return;
      setState({ status: 'authenticated', user, loadingUser: false });
      sessionEvents.emit('user', user);
    } catch (error) {
      if (mine !== generation) return;
      // Spec §4.1: a failure here is only logged; the visitor stays signed in without a name.
      logError('account info failed to load', {
        error: error instanceof Error ? error.message : String(error),
      });
      setState({ ...state, loadingUser: false });
    }
  }

  // Another tab changed the stored tokens while this one was signed in: a refresh there (the
  // same company), or a new sign-in, maybe as another company. Only the account can tell.
  async function recheckCompany() {
    const before = state.user;
    const mine = ++generation;
    try {
      const user = await callEndpoint(client, 'accountInfo');
      if (mine !== generation || user.bin === before?.bin) return;
      setState({ status: 'authenticated', user, loadingUser: false });
      sessionEvents.emit('replaced');
      sessionEvents.emit('user', user);
    } catch (error) {
      if (mine !== generation) return;
      logError('account info failed to load', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function sync(change?: TokenChange) {
    const fromAnotherTab = change?.fromAnotherTab === true;
    if (client.tokens.getAccess() === null) {
      if (state.status !== 'anonymous') {
        generation++;
        setState(ANONYMOUS);
        if (fromAnotherTab) sessionEvents.emit('replaced');
      }
      return;
    }
    if (fromAnotherTab && state.status === 'authenticated') {
      void recheckCompany();
      return;
    }
    if (fromAnotherTab) sessionEvents.emit('replaced');
    if (state.status === 'anonymous') {
      setState({ status: 'authenticated', user: null, loadingUser: false });
    }
    if (!state.user && !state.loadingUser) void loadUser();
  }

  return {
    getSnapshot: () => state,
    getServerSnapshot: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      sync();
      return client.tokens.subscribe(sync);
    },
    login(tokens, account) {
      generation++;
      // A new login replaces whoever was signed in before, name included.
      setState({ status: 'authenticated', user: account ?? null, loadingUser: false });
      // Only the two tokens are kept, whatever else the login answer carried.
      client.setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      sessionEvents.emit('login');
      if (account) sessionEvents.emit('user', account);
      sync();
    },
    async logout() {
      await client.endSession();
      generation++;
      setState(ANONYMOUS);
      sessionEvents.emit('logout');
      client.reload();
    },
  };
}
