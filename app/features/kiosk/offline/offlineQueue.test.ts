import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineQueue } from './offlineQueue.ts';

describe('OfflineQueue', () => {
  let source: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    source = new EventTarget();
  });
  afterEach(() => vi.useRealTimers());

  const goOnline = () => source.dispatchEvent(new Event('online'));

  it('runs every held call once when the browser is online again', () => {
    const queue = new OfflineQueue({ source });
    const first = vi.fn();
    const second = vi.fn();
    queue.hold(first);
    queue.hold(second);
    expect(queue.size).toBe(2);
    goOnline();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);
    goOnline();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('tries again on its own while no online event comes (the server, not the browser, was away)', () => {
    const queue = new OfflineQueue({ source, retryMs: 15_000 });
    const retry = vi.fn(() => {
      // Still no answer: the form holds it again, as useForm does.
      if (retry.mock.calls.length < 2) queue.hold(retry);
    });
    queue.hold(retry);
    vi.advanceTimersByTime(14_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(retry).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(0);
    // Nothing held: no timer left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a call its form let go, and everything at the idle reset', () => {
    const queue = new OfflineQueue({ source });
    const dropped = vi.fn();
    const kept = vi.fn();
    const release = queue.hold(dropped);
    queue.hold(kept);
    release();
    release();
    expect(queue.size).toBe(1);
    goOnline();
    expect(dropped).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);

    const wiped = vi.fn();
    queue.hold(wiped);
    queue.clear();
    goOnline();
    vi.advanceTimersByTime(60_000);
    expect(wiped).not.toHaveBeenCalled();
  });

  it('tells its subscribers how many calls wait', () => {
    const queue = new OfflineQueue({ source });
    const sizes: number[] = [];
    queue.subscribe(() => sizes.push(queue.size));
    const release = queue.hold(() => {});
    queue.hold(() => {});
    release();
    queue.flush();
    expect(sizes).toEqual([1, 2, 1, 0]);
  });
});
