import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { application } from '../../test/fixtures.ts';
import { PROCESSING_POLL_MS } from '../../../contract/limits.ts';
import { useApplicationPoll } from './useApplicationPoll.ts';

const processing = application({ status: 'DataUpdate', step: 'signing', processing: true });
const open = application({ status: 'SolutionOnClient', step: 'signing', processing: false });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the read's promise settle under fake timers. */
const settle = () => act(async () => {});

describe('useApplicationPoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  function poll(answers: ApplicationDetail[], active = true) {
    const read = vi.fn(async (signal: AbortSignal) => {
      void signal;
      return answers.shift() ?? open;
    });
    const onUpdate = vi.fn();
    const hook = renderHook(
      (props: { active: boolean }) => useApplicationPoll({ active: props.active, read, onUpdate }),
      { initialProps: { active } },
    );
    return { read, onUpdate, ...hook };
  }

  it('reads every few seconds while processing and hands each answer over', async () => {
    const { read, onUpdate } = poll([processing, processing, open]);
    expect(read).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(read).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenLastCalledWith(processing);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 2));
    expect(read).toHaveBeenCalledTimes(3);
    expect(onUpdate).toHaveBeenLastCalledWith(open);
  });

  it('reads at once when the window gets focus back, and not twice for it', async () => {
    const { read } = poll([processing, processing]);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    // The regular read is counted from the last answer, not from the start.
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS - 1));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not poll a hidden tab, and reads when it is shown again', async () => {
    const { read } = poll([processing, processing]);
    await act(async () => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 5));
    expect(read).toHaveBeenCalledTimes(0);
    await act(async () => setVisibility('visible'));
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps going after a failed read, saying nothing', async () => {
    const onUpdate = vi.fn();
    const read = vi
      .fn<(signal: AbortSignal) => Promise<ApplicationDetail>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(open);
    renderHook(() => useApplicationPoll({ active: true, read, onUpdate }));
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(onUpdate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(onUpdate).toHaveBeenCalledWith(open);
  });

  it('stops when the screen goes away or processing ends, and aborts a read in flight', async () => {
    const signals: AbortSignal[] = [];
    const read = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ApplicationDetail>(() => {});
    });
    const { unmount } = renderHook(() =>
      useApplicationPoll({ active: true, read, onUpdate: vi.fn() }),
    );
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(read).toHaveBeenCalledTimes(1);

    const ended = poll([processing]);
    ended.rerender({ active: false });
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    window.dispatchEvent(new Event('focus'));
    expect(ended.read).not.toHaveBeenCalled();
  });

  it('does nothing for an application the operator does not have', async () => {
    const { read } = poll([], false);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    window.dispatchEvent(new Event('focus'));
    expect(read).not.toHaveBeenCalled();
  });
});
