import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLightQuery, type LightQuery } from './useLightQuery.ts';

/** A read the test answers by hand: each call waits until the test says what it answered. */
function reads<T>() {
  const asked: { key: string; signal: AbortSignal; answer: (data: T) => void; fail: () => void }[] =
    [];
  const query = (key: string, more: Partial<LightQuery<T>> = {}): LightQuery<T> => ({
    queryKey: ['call', { key }, 'ru'],
    queryFn: ({ signal }) =>
      new Promise<T>((resolve, reject) => {
        asked.push({
          key,
          signal,
          answer: resolve,
          // What a dropped connection looks like to the API client.
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
    ...more,
  });
  return { asked, query };
}

const OPTIONS = { locale: 'ru', fallback: 'TARIFFS_LOAD_FAILED' } as const;

describe('useLightQuery', () => {
  it('shows the loader, then the data; a failure in the catalogue’s words; «Повторить» busy, then the data', async () => {
    const { asked, query } = reads<string>();
    const { result } = renderHook(() => useLightQuery(query('a'), OPTIONS));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => asked[0]!.fail());
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'failed',
        message: 'Не удалось загрузить тарифы',
        retrying: false,
      }),
    );
    act(() => result.current.retry());
    expect(result.current.state).toMatchObject({ status: 'failed', retrying: true });
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => asked[1]!.answer('tariffs'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'tariffs' }));
  });

  it('never shows the answer of a key it has left, however late it comes', async () => {
    const { asked, query } = reads<string>();
    const { result, rerender } = renderHook(({ key }) => useLightQuery(query(key), OPTIONS), {
      initialProps: { key: 'turkey' },
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    rerender({ key: 'georgia' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[0]!.signal.aborted).toBe(true);
    act(() => asked[1]!.answer('georgia tariffs'));
    // The left key's request answers after all (its abort came after the answer had arrived).
    act(() => asked[0]!.answer('turkey tariffs'));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'georgia tariffs' }),
    );
    await act(async () => Promise.resolve());
    expect(result.current.state).toEqual({ status: 'ready', data: 'georgia tariffs' });
  });

  it('shows what the page was built with at once and keeps it when the refresh fails', async () => {
    const { asked, query } = reads<string>();
    const { result } = renderHook(() =>
      useLightQuery(query('cases', { initialData: 'prerendered' }), OPTIONS),
    );
    expect(result.current.state).toEqual({ status: 'ready', data: 'prerendered' });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => asked[0]!.fail());
    await act(async () => Promise.resolve());
    expect(result.current.state).toEqual({ status: 'ready', data: 'prerendered' });
  });

  it('asks nothing until enabled; keeps what it read; after a failure, asks again with the loader', async () => {
    const { asked, query } = reads<string>();
    const { result, rerender } = renderHook(
      ({ open }) => useLightQuery(query('details', { enabled: open }), OPTIONS),
      { initialProps: { open: false } },
    );
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(asked).toHaveLength(0);

    rerender({ open: true });
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => asked[0]!.fail());
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => asked[1]!.answer('the details'));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'the details' }),
    );

    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.state).toEqual({ status: 'ready', data: 'the details' });
    await act(async () => Promise.resolve());
    expect(asked).toHaveLength(2);
  });
});
