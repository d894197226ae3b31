import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, createLoginThrottle } from './loginThrottle.ts';

const limits = { ...DEFAULT_LOGIN_THROTTLE, maxPerBin: 3, maxPerAddress: 5, maxKeys: 100 };
const MINUTE = 60_000;

describe('login throttle', () => {
  it('locks a BIN at its limit, counting down in whole minutes', () => {
    const throttle = createLoginThrottle(limits);
    const attempt = { bin: '180440000128', address: null };
    expect(throttle.recordMismatch(attempt, 0)).toBeNull();
    expect(throttle.recordMismatch(attempt, 1)).toBeNull();
    expect(throttle.recordMismatch(attempt, 2)).toBe(15);
    expect(throttle.lockedMinutes(attempt, 2 + 14 * MINUTE + 1)).toBe(1);
    expect(throttle.lockedMinutes(attempt, 2 + 15 * MINUTE)).toBeNull();
    // The lock spent the count: a new one starts from zero.
    expect(throttle.recordMismatch(attempt, 2 + 15 * MINUTE)).toBeNull();
  });

  it('without an address counts the BIN alone', () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 10; i += 1) {
      throttle.recordMismatch({ bin: `bin-${i}`, address: null }, i);
    }
    expect(throttle.lockedMinutes({ bin: 'bin-x', address: null }, 10)).toBeNull();
    expect(throttle.lockedMinutes({ bin: 'bin-x', address: '10.0.0.1' }, 10)).toBeNull();
  });

  it('stays bounded when keys are sprayed, keeping the ones in use', () => {
    const throttle = createLoginThrottle({ ...limits, maxKeys: 10 });
    const victim = { bin: 'victim', address: null };
    for (let i = 0; i < 3; i += 1) throttle.recordMismatch(victim, i);
    // Every sprayed key is live (inside the window): only the count bound can make room.
    for (let i = 0; i < 1000; i += 1) {
      throttle.recordMismatch({ bin: `spray-${i}`, address: null }, 10 + i);
    }
    expect(throttle.size()).toBeLessThanOrEqual(10);
    // Stale keys go first: after the window, a spray cannot push out a live lock.
    const later = createLoginThrottle({ ...limits, maxKeys: 10 });
    for (let i = 0; i < 9; i += 1) later.recordMismatch({ bin: `old-${i}`, address: null }, 0);
    for (let i = 0; i < 3; i += 1) later.recordMismatch(victim, 20 * MINUTE + i);
    for (let i = 0; i < 5; i += 1) {
      later.recordMismatch({ bin: `new-${i}`, address: null }, 20 * MINUTE + 10 + i);
    }
    expect(later.lockedMinutes(victim, 20 * MINUTE + 100)).toBe(15);
  });
});
