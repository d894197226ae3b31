import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value in a ref, for effects that must read current props without re-running on
 * them, and that may also be read during render or by a caller (unlike React's `useEffectEvent`,
 * whose function only effects may call).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
