import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApiClient, Tokens } from '../api/index.ts';
import {
  createSessionStore,
  type SessionState,
  type SessionStore,
  type SessionUser,
} from './store.ts';

export interface SessionValue extends SessionState {
  /**
   * Stores the tokens of a login; with the login's `account` the company name shows at once,
   * otherwise it is fetched. `login(result, result.account)` with a `LoginResponse`.
   */
  login(tokens: Tokens, account?: SessionUser | null): void;
  /** Revokes the refresh token (a failure is only logged), clears the session and reloads. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionStore | null>(null);

/** The store of the mounted provider, for the module-level `login` / `logout`. */
let mounted: SessionStore | null = null;

export interface SessionProviderProps {
  /** The API client whose tokens define the session. Fixed for the provider's life. */
  client: ApiClient;
  /**
   * A session shared with other roots of the page (a prerendered page's islands): its owner
   * created it with `createSessionStore` and runs `start()` once; this provider only hands it on.
   */
  store?: SessionStore;
  /**
   * What the server and the first client render show. Storage is read only after mount, so the
   * prerendered HTML (anonymous) and the hydrated page agree. @default anonymous
   */
  initialState?: Partial<SessionState>;
  children: ReactNode;
}

export function SessionProvider({
  client,
  initialState,
  store: shared,
  children,
}: SessionProviderProps) {
  // One store per provider; a new client means remounting the provider (give it a `key`).
  const [own] = useState(() => shared ?? createSessionStore(client, { initial: initialState }));
  const store = shared ?? own;
  useEffect(() => {
    mounted = store;
    const stop = shared ? () => {} : store.start();
    return () => {
      stop();
      if (mounted === store) mounted = null;
    };
  }, [store, shared]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a <SessionProvider client={…}> above it');
  // The server snapshot is the store's state before `start()`: the same on both sides of hydration.
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => ({ ...state, login: store.login, logout: store.logout }), [state, store]);
}

function mountedStore(): SessionStore {
  if (!mounted) throw new Error('No <SessionProvider> is mounted');
  return mounted;
}

/** Logs out of the mounted session: revoke, clear tokens and user, reload (spec §4.1). */
export function logout(): Promise<void> {
  return mountedStore().logout();
}

/** Stores the tokens of a login in the mounted session (see `SessionValue.login`). */
export function login(tokens: Tokens, account?: SessionUser | null): void {
  mountedStore().login(tokens, account);
}
