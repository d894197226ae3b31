import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value in a ref, for effects that must read current props without re-running on
 * them. (React's `useEffectEvent` does this too, but preact/compat — the embed bundle's runtime —
 * has no such export.)
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
