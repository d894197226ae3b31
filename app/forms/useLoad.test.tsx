import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../features/api/index.ts';
import { useLoad } from './useLoad.ts';

/** A load the test settles by hand, one per call, with the signal each call got. */
function controlled<T>() {
  const calls: Array<{
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (error: unknown) => void;
  }> = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { load, calls };
}

describe('useLoad', () => {
  it('shows the loader, then the data', async () => {
    const { load, calls } = controlled<string[]>();
    const { result } = renderHook(() => useLoad('banks', load, { locale: 'ru' }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[0]?.resolve(['halyk']));
    expect(result.current.state).toEqual({ status: 'ready', data: ['halyk'] });
  });

  it('asks nothing for a null key', () => {
    const { load } = controlled<string[]>();
    const { result } = renderHook(() => useLoad(null, load, { locale: 'ru' }));
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();
  });

  it('words a generic failure with the fallback, a specific one with its own words, and retries', async () => {
    const { load, calls } = controlled<string[]>();
    const { result } = renderHook(() =>
      useLoad('banks', load, { locale: 'kk', fallback: 'BANKS_LOAD_FAILED' }),
    );
    await act(async () => calls[0]?.reject(new NetworkError('GET', '/x', new Error('offline'))));
    expect(result.current.state).toEqual({
      status: 'failed',
      message: 'Банктер тізімін жүктеу мүмкін болмады',
    });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () =>
      calls[1]?.reject(
        new HttpError('GET', '/x', 404, {
          error: { code: 'APPLICATION_NOT_FOUND', message: 'x' },
        }),
      ),
    );
    expect(result.current.state).toEqual({ status: 'failed', message: 'Өтінім табылмады' });
  });

  it('reads again for a new key without showing the old data, and drops the old answer', async () => {
    const { load, calls } = controlled<string>();
    const { result, rerender } = renderHook(
      ({ bank }: { bank: string }) => useLoad(bank, load, { locale: 'ru' }),
      { initialProps: { bank: 'halyk' } },
    );
    await act(async () => calls[0]?.resolve('KZ-halyk'));
    rerender({ bank: 'kaspi' });
    expect(result.current.state).toEqual({ status: 'loading' });
    rerender({ bank: 'jusan' });
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve('KZ-kaspi'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => calls[2]?.resolve('KZ-jusan'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'KZ-jusan' });
  });

  it('takes data a later call answered, and aborts its call on unmount', async () => {
    const { load, calls } = controlled<string>();
    const { result, unmount } = renderHook(() => useLoad('profile', load, { locale: 'ru' }));
    await act(async () => calls[0]?.resolve('old'));
    act(() => result.current.set('saved'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'saved' });
    act(() => result.current.retry());
    unmount();
    await waitFor(() => expect(calls[1]?.signal.aborted).toBe(true));
  });
});
