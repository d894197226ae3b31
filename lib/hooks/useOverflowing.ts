import { useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than its box (so it scrolls), kept current as the box
 * or the content changes. Give the returned ref to the element.
 *
 *   const [bodyRef, scrolls] = useOverflowing<HTMLDivElement>();
 *   <div ref={bodyRef} tabIndex={scrolls ? 0 : undefined}>…</div>
 */
export function useOverflowing<T extends HTMLElement>(): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!node) {
      setOverflowing(false);
      return;
    }
    // A pixel of rounding is not a scroll.
    const check = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    check();
    // The box changing (the window, the dialog's size) or what it holds (a dialog's next step,
    // which may leave the box as it was).
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    const watch = () => {
      if (!resize) return;
      resize.disconnect();
      resize.observe(node);
      for (const child of node.children) resize.observe(child);
    };
    watch();
    const mutation = new MutationObserver(() => {
      watch();
      check();
    });
    mutation.observe(node, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutation.disconnect();
    };
  }, [node]);
  return [setNode, overflowing];
}
