import { useEffect } from 'react';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { PROCESSING_POLL_MS } from '../../../contract/limits.ts';
import { isAbort } from '../../forms/index.ts';
import { useLatest } from '../../forms/index.ts';

export interface ApplicationPollOptions {
  /** Poll only while this is true (the application is in processing). */
  active: boolean;
  /** Reads the application afresh. */
  read: (signal: AbortSignal) => Promise<ApplicationDetail>;
  /** Every answer; the caller decides whether anything changed. */
  onUpdate: (application: ApplicationDetail) => void;
  /** @default PROCESSING_POLL_MS */
  intervalMs?: number;
}

/**
 * Keeps a processing application fresh (§2.22: «Ваша заявка обрабатывается…», the next step is
 * unlocked by the operator): reads it every `intervalMs` while the page is visible, at once when
 * the window gets focus back or the tab becomes visible (the SMS that says "continue" usually
 * brings the person back that way), and stops when the screen goes away or the processing ends.
 * A failed read is not shown: the screen keeps saying «подождите» and the next read tries again
 * (an expired access token is refreshed by the API client on the way).
 */
export function useApplicationPoll({
  active,
  read,
  onUpdate,
  intervalMs = PROCESSING_POLL_MS,
}: ApplicationPollOptions): void {
  const latest = useLatest({ read, onUpdate });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;

    const schedule = () => {
      clearTimeout(timer);
      // A hidden tab is not polled; becoming visible reads at once.
      if (!stopped && document.visibilityState !== 'hidden')
        timer = setTimeout(readNow, intervalMs);
    };
    const readNow = () => {
      clearTimeout(timer);
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      latest.current.read(controller.signal).then(
        (application) => {
          if (stopped || controller.signal.aborted) return;
          inFlight = null;
          latest.current.onUpdate(application);
          schedule();
        },
        (error: unknown) => {
          if (stopped || controller.signal.aborted || isAbort(error)) return;
          inFlight = null;
          schedule();
        },
      );
    };
    const onReturn = () => {
      if (document.visibilityState !== 'hidden') readNow();
      // Hidden: the next read waits until the tab is shown again.
      else clearTimeout(timer);
    };

    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [active, intervalMs, latest]);
}
