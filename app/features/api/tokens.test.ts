import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  createBrowserTokenStore,
  createMemoryTokenStore,
  hasBothTokens,
  type StorageHost,
} from './tokens.ts';

afterEach(() => localStorage.clear());

describe('browser token store', () => {
  it('persists both tokens under the keys `token` and `refresh`', () => {
    const store = createBrowserTokenStore();
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(localStorage.getItem('token')).toBe('a1');
    expect(localStorage.getItem('refresh')).toBe('r1');
    expect([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]).toEqual(['token', 'refresh']);

    // A reload is a new store over the same storage.
    const afterReload = createBrowserTokenStore();
    expect(afterReload.getAccess()).toBe('a1');
    expect(afterReload.getRefresh()).toBe('r1');

    afterReload.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
  });

  it('tells subscribers about its own changes and about other tabs', () => {
    const store = createBrowserTokenStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab logs out: the browser fires `storage` here.
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getAccess()).toBeNull();

    // Keys that are not ours are ignored.
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('falls back to memory when storage is blocked', () => {
    const blocked: StorageHost = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    const store = createBrowserTokenStore(blocked);
    expect(store.getAccess()).toBeNull();
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(store.getAccess()).toBe('a1');
  });

  it('keeps working in memory where there is no window (the prerender)', () => {
    const store = createBrowserTokenStore(null);
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(store.getRefresh()).toBe('r1');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('hasBothTokens', () => {
  it('needs the access and the refresh token (spec §4.6)', () => {
    expect(hasBothTokens(createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }))).toBe(
      true,
    );
    expect(hasBothTokens(createMemoryTokenStore({ accessToken: 'a' }))).toBe(false);
    expect(hasBothTokens(createMemoryTokenStore({ refreshToken: 'r' }))).toBe(false);
    expect(hasBothTokens(createMemoryTokenStore())).toBe(false);
  });
});

describe('memory token store', () => {
  it('starts from the given tokens and notifies on change', () => {
    const store = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getAccess()).toBeNull();
    expect(store.getRefresh()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
