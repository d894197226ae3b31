import { useCallback } from 'react';

/**
 * A ref that makes an element reachable by keyboard (`tabindex="0"`) exactly while its content is
 * taller than its box, so it scrolls (WCAG 2.1.1; axe's scrollable-region-focusable).
 *
 * Decided before the browser paints, never after: the first measure is taken when React attaches
 * the ref (its commit, before paint), later ones in a ResizeObserver's callback (after layout,
 * before paint) or on a change of what the box holds. Each writes the attribute itself rather
 * than through state: a state update would render again after the frame, leaving a frame in which
 * a scrolling box could not be reached (a kiosk idle-dialog story failed axe so on a loaded machine).
 *
 *   const scrollBox = useFocusableWhenScrolling<HTMLDivElement>();
 *   <div ref={scrollBox}>…</div>
 */
export function useFocusableWhenScrolling<T extends HTMLElement>(): (node: T | null) => () => void {
  return useCallback((node: T | null) => {
    if (!node) return () => {};
    // A pixel of rounding is not a scroll.
    const check = () => {
      if (node.scrollHeight > node.clientHeight + 1) node.tabIndex = 0;
      else node.removeAttribute('tabindex');
    };
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
  }, []);
}
