/**
 * The per-address limits, kept in the process's memory like a rate limiter's: the windows are an
 * hour at most, so a restart forgetting them costs little, and nothing is written per request
 * (a flood of refused requests must not become a flood of writes). Both tables are bounded:
 * spraying fresh keys forgets the least recently used ones, it cannot exhaust memory.
 * The per-phone, per-company and service-wide SMS counts, which run over a day and must survive
 * a restart, are counted in the database instead (`domain/sms.ts`).
 */

/** Most keys each table remembers; the least recently used are forgotten first. */
const MAX_KEYS = 50_000;

function touch<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEYS) {
    // Down to 90 %, so a sustained spray pays for this once per many requests.
    const target = Math.floor(MAX_KEYS * 0.9);
    for (const old of map.keys()) {
      if (map.size <= target) break;
      map.delete(old);
    }
  }
}

/** A sliding window of events per key: «at most `limit` in `windowMs`». */
export interface RateWindow {
  /** Ms until the key may act again; null when it may now. Records nothing. */
  wait(key: string, limit: number, windowMs: number, now: number): number | null;
  /** Counts one event for the key. */
  record(key: string, now: number): void;
  /** Forgets every key whose last event is older than `before` (ms); how many it forgot. */
  forget(before: number): number;
}

export function createRateWindow(): RateWindow {
  const events = new Map<string, number[]>();
  return {
    wait(key, limit, windowMs, now) {
      const live = (events.get(key) ?? []).filter((t) => t > now - windowMs);
      if (live.length < limit) return null;
      // The oldest of the last `limit` events leaves the window first.
      return (live[live.length - limit] ?? now) + windowMs - now;
    },
    record(key, now) {
      // Only what a window of a day could still need is kept (the longest one used is an hour).
      const live = (events.get(key) ?? []).filter((t) => t > now - 24 * 60 * 60_000);
      live.push(now);
      touch(events, key, live.slice(-1000));
    },
    forget(before) {
      let forgotten = 0;
      for (const [key, times] of events) {
        if ((times.at(-1) ?? 0) < before && events.delete(key)) forgotten += 1;
      }
      return forgotten;
    },
  };
}

/**
 * Failures per key with a lock that grows: every `threshold`th failure in a row locks the key
 * for `baseMs`, doubled for each earlier lock within `windowMs`, at most `maxMs`. A run of
 * failures older than an hour is forgotten.
 */
export interface Backoff {
  /** Ms of the lock still to run; null when not locked. */
  locked(key: string, now: number): number | null;
  /** Counts a failure; the lock it started (ms), or null. */
  fail(key: string, now: number): number | null;
  /** Forgets every key last failed before `before` (ms) and no longer locked; how many. */
  forget(before: number): number;
}

interface BackoffEntry {
  failures: number[];
  locks: number;
  lastLockAt: number;
  lockedUntil: number;
}

export function createBackoff(options: {
  threshold: () => number;
  baseMs: number;
  maxMs: number;
  windowMs: number;
}): Backoff {
  const entries = new Map<string, BackoffEntry>();
  const HOUR = 60 * 60_000;
  return {
    locked(key, now) {
      const until = entries.get(key)?.lockedUntil ?? 0;
      return until > now ? until - now : null;
    },
    fail(key, now) {
      const entry = entries.get(key) ?? { failures: [], locks: 0, lastLockAt: 0, lockedUntil: 0 };
      entry.failures = entry.failures.filter((t) => t > now - HOUR);
      entry.failures.push(now);
      let lock: number | null = null;
      if (entry.failures.length >= options.threshold()) {
        entry.locks = entry.lastLockAt > now - options.windowMs ? entry.locks + 1 : 1;
        lock = Math.min(options.baseMs * 2 ** (entry.locks - 1), options.maxMs);
        entry.lastLockAt = now;
        entry.lockedUntil = now + lock;
        entry.failures = [];
      }
      touch(entries, key, entry);
      return lock;
    },
    forget(before) {
      let forgotten = 0;
      for (const [key, entry] of entries) {
        const last = Math.max(entry.failures.at(-1) ?? 0, entry.lastLockAt, entry.lockedUntil);
        if (last < before && entries.delete(key)) forgotten += 1;
      }
      return forgotten;
    },
  };
}
