import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useSmsCountdown } from './useSmsCountdown.ts';

describe('useSmsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down whole seconds from the given length, then allows a resend', () => {
    const { result } = renderHook(() => useSmsCountdown(60));
    expect(result.current).toMatchObject({ secondsLeft: 60, canResend: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ secondsLeft: 1, canResend: false });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ secondsLeft: 0, canResend: true });
    // Nothing keeps ticking once it has run out.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock, so time spent in a background tab is not lost', () => {
    const { result } = renderHook(() => useSmsCountdown(60));
    // A throttled tab: 45 s pass on the clock while no timer gets to run.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.secondsLeft).toBe(15);
    // A single late timer also lands on the true time rather than "one tick less".
    vi.setSystemTime(Date.now() + 10_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(4);
  });

  it('restarts from the hook length or a given one', () => {
    const { result } = renderHook(() => useSmsCountdown(30));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.canResend).toBe(true);
    act(() => result.current.restart());
    expect(result.current).toMatchObject({ secondsLeft: 30, canResend: false });
    act(() => result.current.restart(90));
    expect(result.current.secondsLeft).toBe(90);
    act(() => vi.advanceTimersByTime(89_000));
    expect(result.current.secondsLeft).toBe(1);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useSmsCountdown(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [125, '2:05'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
