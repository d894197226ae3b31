/**
 * Where the session's two tokens live. In the browser they persist in localStorage under the keys
 * the spec names (`token` for access, `refresh` for refresh, §3) so a reload keeps the session;
 * in tests and during the Node prerender they live in memory. Nothing here touches `window` until
 * a store is created and used.
 */

import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../contract/storage.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenStore {
  /** The access token, or null when the visitor is anonymous. */
  getAccess(): string | null;
  getRefresh(): string | null;
  /** Stores both tokens of a login or refresh result. */
  set(tokens: Tokens): void;
  clear(): void;
  /**
   * Called after every change, including changes another tab makes to the same storage.
   * Returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
}

/**
 * Both tokens are stored. Spec §4.6: loading the last application detail without both sends the
 * visitor back to the product page instead.
 */
export function hasBothTokens(tokens: TokenStore): boolean {
  return Boolean(tokens.getAccess() && tokens.getRefresh());
}

export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY };

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify() {
      for (const listener of [...set]) listener();
    },
  };
}

export function createMemoryTokenStore(initial?: Partial<Tokens>): TokenStore {
  let access = initial?.accessToken ?? null;
  let refresh = initial?.refreshToken ?? null;
  const changed = listeners();
  return {
    getAccess: () => access,
    getRefresh: () => refresh,
    set(tokens) {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
      changed.notify();
    },
    clear() {
      access = null;
      refresh = null;
      changed.notify();
    },
    subscribe: changed.add,
  };
}

/** The parts of `window` the browser store needs; injectable for tests. */
export interface StorageHost {
  localStorage: Storage;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * Tokens in localStorage. When storage is unavailable (no `window`, storage disabled, a sandboxed
 * frame on a partner site) it quietly keeps them in memory instead: the visitor then has a session
 * for this page only, which is the best that can be done.
 */
export function createBrowserTokenStore(
  /** `null` for no browser at all. @default window, when there is one */
  host: StorageHost | null = typeof window === 'undefined' ? null : window,
): TokenStore {
  let storage: Storage | null = null;
  try {
    storage = host?.localStorage ?? null;
    // Reading once here surfaces a SecurityError (blocked storage) now rather than mid-request.
    storage?.getItem(ACCESS_TOKEN_KEY);
  } catch {
    storage = null;
  }
  if (!storage || !host) return createMemoryTokenStore();

  const store = storage;
  const changed = listeners();
  const read = (key: string) => {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (apply: () => void) => {
    try {
      apply();
    } catch {
      // A full or revoked storage loses the persisted copy; there is nothing better to do.
    }
    changed.notify();
  };
  let attached = 0;
  const onStorage = (event: StorageEvent) => {
    // `key === null` means another tab called localStorage.clear().
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      changed.notify();
    }
  };
  return {
    getAccess: () => read(ACCESS_TOKEN_KEY),
    getRefresh: () => read(REFRESH_TOKEN_KEY),
    set(tokens) {
      write(() => {
        store.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
        store.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
      });
    },
    clear() {
      write(() => {
        store.removeItem(ACCESS_TOKEN_KEY);
        store.removeItem(REFRESH_TOKEN_KEY);
      });
    },
    subscribe(listener) {
      const remove = changed.add(listener);
      if (attached++ === 0) host.addEventListener('storage', onStorage);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        remove();
        if (--attached === 0) host.removeEventListener('storage', onStorage);
      };
    },
  };
}
