/**
 * Moves the reader to a block of the page: scrolls smoothly (instantly when the reader asked for
 * less motion) and moves keyboard focus there, so the next Tab continues from that block.
 * Returns false when the block is not on the page.
 */
export function goToBlock(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no layout and no scrollIntoView.
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
