import { useCallback, useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '../../../contract/limits.ts';

export interface SmsCountdown {
  /** Whole seconds until a new code may be requested, rounded up; 0 when it may. */
  secondsLeft: number;
  /** True once the countdown has run out. */
  canResend: boolean;
  /** Starts the countdown again, e.g. after a new code was sent. @default the hook's `seconds` */
  restart: (seconds?: number) => void;
}

/**
 * The resend countdown of an SMS code. It keeps a deadline and reads the clock on every tick
 * rather than counting ticks, so a background tab (whose timers the browser slows to once a
 * minute) shows the right time as soon as it is looked at again. Ticks land on whole-second
 * boundaries of the deadline; starts when the component mounts.
 */
export function useSmsCountdown(seconds: number = SMS_RESEND_SECONDS): SmsCountdown {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const remaining = deadline - current;
      if (remaining > 0) timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    const remaining = deadline - Date.now();
    if (remaining > 0) timer = setTimeout(tick, remaining % 1000 || 1000);
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadline]);

  const restart = useCallback(
    (next: number = seconds) => {
      const current = Date.now();
      setNow(current);
      setDeadline(current + next * 1000);
    },
    [seconds],
  );

  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, canResend: secondsLeft === 0, restart };
}

/** `59` → `0:59`, `75` → `1:15`: how the countdown reads on screen in both languages. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
