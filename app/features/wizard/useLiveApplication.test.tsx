import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { PROCESSING_POLL_MS } from '../../../contract/limits.ts';
import { DataProvider } from '../../data/index.ts';
import { I18nProvider } from '../../i18n/index.ts';
import { application } from '../../test/fixtures.ts';
import { ApiProvider, createApiClient, createMemoryTokenStore } from '../api/index.ts';
import { scriptedFetch, type Handler } from '../api/testing.ts';
import { fakeBackend } from '../../test/backend.ts';
import { useLiveApplication } from './useLiveApplication.ts';

const processing = application({ status: 'DataUpdate', step: 'signing', processing: true });
const open = application({ status: 'SolutionOnClient', step: 'signing', processing: false });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // As browsers fire it: at the document, bubbling to the window.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Lets the read's promise settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/*
 * The processing step's polling, as TanStack Query runs it for the wizard (refetchInterval and
 * refetch on focus), against a scripted backend that counts the reads.
 */
describe('useLiveApplication', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  function live(initial: ApplicationDetail, handler: Handler) {
    const server = scriptedFetch(handler);
    const api = createApiClient({
      baseUrl: '',
      getLocale: () => 'ru',
      fetch: server.fetch,
      tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
      reload: () => {},
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider locale="ru">
        <ApiProvider client={api}>
          <DataProvider>{children}</DataProvider>
        </ApiProvider>
      </I18nProvider>
    );
    const hook = renderHook(() => useLiveApplication(initial), { wrapper });
    const reads = () => server.requests.filter((r) => r.path.endsWith('application-detail'));
    return { ...hook, reads };
  }

  /** Answers each read (held to the contract) with the next of `answers`, then `open`. */
  const answering = (answers: ApplicationDetail[]): Handler =>
    fakeBackend({ fixApplicationDetail: () => ({ ...(answers.shift() ?? open) }) });

  it('reads every few seconds while processing, and stops once the next step opens', async () => {
    const { result, reads } = live(processing, answering([processing, open]));
    expect(result.current[0]).toEqual(processing);
    expect(reads()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(reads()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(reads()).toHaveLength(2);
    // The answer's way through the client and the cache takes a few turns.
    await act(() => vi.waitFor(() => expect(result.current[0]).toEqual(open)));
    // Open for the person: nothing is read any more.
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 5));
    expect(reads()).toHaveLength(2);
  });

  it('reads at once when the tab is shown again, and does not poll a hidden one', async () => {
    const { reads } = live(processing, answering([processing, processing]));
    await act(async () => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 5));
    expect(reads()).toHaveLength(0);
    await act(async () => setVisibility('visible'));
    await settle();
    expect(reads()).toHaveLength(1);
  });

  it('keeps the application on screen through a failed read, and the next read goes on', async () => {
    let calls = 0;
    const backend = answering([]);
    // The first read never reaches the backend (the line is down); the next gets `open`.
    const { result, reads } = live(processing, (request) =>
      calls++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : backend(request),
    );
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(result.current[0]).toEqual(processing);
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 2));
    await settle();
    expect(reads().length).toBeGreaterThanOrEqual(2);
    expect(result.current[0]).toEqual(open);
  });

  it('reads nothing for an application the operator does not have, nor when it goes away', async () => {
    const idle = live(open, answering([]));
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    await act(async () => setVisibility('visible'));
    expect(idle.reads()).toHaveLength(0);

    const gone = live(processing, answering([]));
    gone.unmount();
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(gone.reads()).toHaveLength(0);
  });

  it('takes what a step’s submit answered as the application', async () => {
    const { result, reads } = live(open, answering([]));
    const next = application({ status: 'TimeBooking', step: 'booking', processing: false });
    act(() => result.current[1](next));
    await settle();
    expect(result.current[0]).toEqual(next);
    expect(reads()).toHaveLength(0);
  });
});
