import type { CrossTabLocks } from '../client.ts';

/**
 * A Web Locks stand-in for tests: one FIFO queue per lock name, shared by every client given
 * the same instance (as the tabs of one origin share `navigator.locks`). Records what it granted.
 */
export function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  let holders = 0;
  let mostAtOnce = 0;
  const locks: CrossTabLocks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(async () => {
        granted.push(name);
        holders += 1;
        mostAtOnce = Math.max(mostAtOnce, holders);
        try {
          return await callback();
        } finally {
          holders -= 1;
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return {
    locks,
    /** Lock names in the order they were granted. */
    granted,
    /** The most callbacks that ever held a lock at the same time (1 when they took turns). */
    mostAtOnce: () => mostAtOnce,
  };
}

/** A `Storage` in memory, for tests that need two "tabs" over one localStorage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
