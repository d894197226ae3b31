import { useEffect, useState } from 'react';

const NARROW = '(max-width: 600px)';

/** A phone-width window: the four step names do not fit side by side there. */
export function useNarrow(): boolean {
  // The wizard routes render in the browser only, so the window can be asked at once.
  const [narrow, setNarrow] = useState(() => window.matchMedia?.(NARROW).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
