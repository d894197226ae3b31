import { useEffect, useRef } from 'react';
import { useLatest } from '../hooks/index.ts';

/**
 * Focuses something when a view comes back (the form after «Изменить» on the step that replaced
 * it): not on first render, where the page's own reading order stands.
 */
export function useRefocus(shown: boolean, focus: () => void): void {
  const wasShown = useRef(shown);
  const latestFocus = useLatest(focus);
  useEffect(() => {
    if (shown && !wasShown.current) latestFocus.current();
    wasShown.current = shown;
  }, [shown, latestFocus]);
}
