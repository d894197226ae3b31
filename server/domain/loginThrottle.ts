/**
 * Throttles the cabinet login's phone check (`login/start`), which would otherwise tell anyone
 * which phone belongs to a BIN after enough guesses. Mismatches are counted per BIN and per
 * client address in a sliding window; reaching the limit locks that key for a while, and a
 * locked key is refused before the gate and the phone are looked at, so a locked BIN answers
 * the same whatever phone is tried. Limits: `contract/limits.ts` (LOGIN_MISMATCH_*).
 *
 * The counts live in the process's memory, like a rate limiter's: a restart forgets them (the
 * reference backend is one process). The table is bounded, so spraying keys cannot exhaust
 * memory.
 */
import {
  LOGIN_MISMATCH_LOCK_MINUTES,
  LOGIN_MISMATCH_MAX_PER_ADDRESS,
  LOGIN_MISMATCH_MAX_PER_BIN,
  LOGIN_MISMATCH_WINDOW_MINUTES,
} from '../../contract/api.ts';

export interface LoginThrottleLimits {
  maxPerBin: number;
  maxPerAddress: number;
  windowMs: number;
  lockMs: number;
  /** Most keys remembered at once; the oldest are forgotten first. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = {
  maxPerBin: LOGIN_MISMATCH_MAX_PER_BIN,
  maxPerAddress: LOGIN_MISMATCH_MAX_PER_ADDRESS,
  windowMs: LOGIN_MISMATCH_WINDOW_MINUTES * 60_000,
  lockMs: LOGIN_MISMATCH_LOCK_MINUTES * 60_000,
  maxKeys: 50_000,
};

/** Who is trying: the BIN asked for, and the client's address when the transport knows it. */
export interface LoginAttempt {
  bin: string;
  address: string | null;
}

export interface LoginThrottle {
  /** Whole minutes (at least 1) until the BIN and the address are both free again; null: free. */
  lockedMinutes(attempt: LoginAttempt, now: number): number | null;
  /** Counts a phone mismatch; the minutes of the lock it started, or null if none. */
  recordMismatch(attempt: LoginAttempt, now: number): number | null;
  /** How many keys are remembered (bounded by `maxKeys`). */
  size(): number;
}

interface Entry {
  /** Times of the mismatches still inside the window, oldest first. */
  hits: number[];
  lockedUntil: number;
}

const toMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export function createLoginThrottle(
  limits: LoginThrottleLimits = DEFAULT_LOGIN_THROTTLE,
): LoginThrottle {
  const entries = new Map<string, Entry>();

  const keysOf = ({ bin, address }: LoginAttempt): Array<[string, number]> => {
    const keys: Array<[string, number]> = [[`bin:${bin}`, limits.maxPerBin]];
    if (address) keys.push([`address:${address}`, limits.maxPerAddress]);
    return keys;
  };

  function forgetStale(now: number) {
    for (const [key, entry] of entries) {
      const live = entry.lockedUntil > now || entry.hits.some((t) => t > now - limits.windowMs);
      if (!live) entries.delete(key);
    }
    // Still too many (a spray of fresh keys): forget the least recently used, down to 90 % so
    // that a sustained spray pays for this scan once per many requests, not on each.
    const target = Math.floor(limits.maxKeys * 0.9);
    for (const key of entries.keys()) {
      if (entries.size <= target) break;
      entries.delete(key);
    }
  }

  function lockedMinutes(attempt: LoginAttempt, now: number): number | null {
    let until = 0;
    for (const [key] of keysOf(attempt)) {
      until = Math.max(until, entries.get(key)?.lockedUntil ?? 0);
    }
    return until > now ? toMinutes(until - now) : null;
  }

  function recordMismatch(attempt: LoginAttempt, now: number): number | null {
    for (const [key, max] of keysOf(attempt)) {
      const entry = entries.get(key) ?? { hits: [], lockedUntil: 0 };
      entry.hits = entry.hits.filter((t) => t > now - limits.windowMs);
      entry.hits.push(now);
      if (entry.hits.length >= max) {
        entry.lockedUntil = now + limits.lockMs;
        entry.hits = [];
      }
      // Re-inserted, so the map's order is the order of last use.
      entries.delete(key);
      entries.set(key, entry);
    }
    if (entries.size > limits.maxKeys) forgetStale(now);
    return lockedMinutes(attempt, now);
  }

  return { lockedMinutes, recordMismatch, size: () => entries.size };
}
