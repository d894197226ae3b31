import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, useIdleTimer } from './useIdle.ts';
import { useVisitor, VISITOR_KEY } from './visitor.ts';

describe('useIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const touch = (type = 'pointerdown') => act(() => void document.dispatchEvent(new Event(type)));

  it('says idle after each timeout without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ timeoutMs: 90_000, onIdle }));
    act(() => vi.advanceTimersByTime(89_999));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(90_000));
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('starts the wait again on a touch, a key or a wheel — not on a mouse move', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ timeoutMs: 10_000, onIdle }));
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'wheel']) {
      act(() => vi.advanceTimersByTime(9_000));
      touch(type);
    }
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(9_000));
    touch('mousemove');
    act(() => vi.advanceTimersByTime(1_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing while disabled, and from the start when enabled again', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(
      (enabled: boolean) => useIdleTimer({ timeoutMs: 10_000, onIdle, enabled }),
      { initialProps: false },
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onIdle).not.toHaveBeenCalled();
    rerender(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops listening when it goes away', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useIdleTimer({ timeoutMs: 10_000, onIdle }));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down from the start and calls onZero once at the end', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(20, true, onZero));
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(19);
    act(() => vi.advanceTimersByTime(18_000));
    expect(result.current).toBe(1);
    expect(onZero).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('ends on time even when its ticks come late (a busy page)', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(20, true, onZero));
    // The clock jumps without the timers running in between, as on a throttled tab.
    act(() => {
      vi.setSystemTime(Date.now() + 15_500);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(4);
  });

  it('starts over when stopped and run again', () => {
    const onZero = vi.fn();
    const { result, rerender } = renderHook(
      (running: boolean) => useCountdown(20, running, onZero),
      {
        initialProps: true,
      },
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(15);
    rerender(false);
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onZero).not.toHaveBeenCalled();
    rerender(true);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});

describe('useVisitor', () => {
  afterEach(() => sessionStorage.clear());

  it('is nobody until the first touch, which it keeps for the pages of the visit', () => {
    const { result, unmount } = renderHook(() => useVisitor());
    expect(result.current).toBe(false);
    act(() => void document.dispatchEvent(new Event('touchstart')));
    expect(result.current).toBe(true);
    expect(sessionStorage.getItem(VISITOR_KEY)).toBe('1');
    unmount();
    // The next page of the visit (a language switch reloads it) knows at once.
    expect(renderHook(() => useVisitor()).result.current).toBe(true);
  });
});
