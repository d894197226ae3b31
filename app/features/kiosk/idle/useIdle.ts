import { useEffect, useRef, useState } from 'react';

/**
 * What counts as a visitor being there: a touch, a press, a key, a wheel. Not `mousemove` — a
 * kiosk's pointer does not drift, and a passing sleeve must not keep the last visitor's data up.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export interface ActivitySource {
  addEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: AddEventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: EventListenerOptions,
  ): void;
}

const LISTEN: AddEventListenerOptions = { capture: true, passive: true };

/**
 * The answer to «Вы ещё здесь?»: a whole tap (not its first touch — a dialog gone at the touch
 * would let the rest of the tap land on a link under it), a key, a wheel.
 */
export const ANSWER_EVENTS = ['click', 'keydown', 'wheel'] as const;

/** Marks the dialog's controls that answer «Вы ещё здесь?» themselves («Продолжить», «+ время»). */
export const IDLE_ANSWERS = 'data-idle-answers';

/** Calls `onActivity` on every sign of a visitor (see `ACTIVITY_EVENTS`) while `enabled`. */
export function useActivity(
  onActivity: (event: Event) => void,
  enabled = true,
  source: ActivitySource | null = typeof document === 'undefined' ? null : document,
  events: readonly string[] = ACTIVITY_EVENTS,
): void {
  const latest = useRef(onActivity);
  useEffect(() => {
    latest.current = onActivity;
  });
  useEffect(() => {
    if (!enabled || !source) return;
    const listener = (event: Event) => latest.current(event);
    for (const type of events) source.addEventListener(type, listener, LISTEN);
    return () => {
      for (const type of events) source.removeEventListener(type, listener, LISTEN);
    };
  }, [enabled, source, events]);
}

/**
 * Calls `onIdle` each time `timeoutMs` pass without activity; every touch, press or key starts
 * the wait again. Off while `enabled` is false (the «Вы ещё здесь?» dialog counts down instead).
 */
export function useIdleTimer({
  timeoutMs,
  onIdle,
  enabled = true,
  source,
}: {
  timeoutMs: number;
  onIdle: () => void;
  enabled?: boolean;
  source?: ActivitySource | null;
}): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  // Bumped by activity and by each idle period, so the wait starts again after either.
  const [round, setRound] = useState(0);
  useActivity(() => setRound((n) => n + 1), enabled, source);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      latest.current();
      setRound((n) => n + 1);
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [enabled, timeoutMs, round]);
}

/**
 * Whole seconds left of a countdown that runs while `running`, from `seconds`; `onZero` once at
 * the end. Read from a deadline, not by counting ticks, so a busy or throttled page still ends
 * on time.
 */
export function useCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [left, setLeft] = useState(seconds);
  const latest = useRef(onZero);
  useEffect(() => {
    latest.current = onZero;
  });
  useEffect(() => {
    if (!running) {
      setLeft(seconds);
      return;
    }
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        latest.current();
        return;
      }
      // The next tick when the shown number drops by one.
      const untilNext = deadline - (remaining - 1) * 1000 - Date.now();
      timer = setTimeout(tick, Math.max(1, untilNext));
    };
    timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [running, seconds]);
  return left;
}
