/** A live region: what a screen reader would announce when its text changes. */
export const LIVE_REGION = '[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])';

/** A region's words as they are read: its text nodes, each a word apart (blocks do not run on). */
export function spokenText(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[aria-hidden="true"]')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Watches `root` for messages — live regions whose text changes or that appear with text (an
 * error summary, «Нет связи», a form's answer, the kit's announcements) — and hands each new text
 * to `onMessage` once. Returns the stop function.
 */
export function watchMessages(root: Node, onMessage: (text: string) => void): () => void {
  const said = new WeakMap<Element, string>();
  const regionsOf = (node: Node): Element[] => {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return [];
    const found = new Set<Element>();
    const around = element.closest(LIVE_REGION);
    if (around) found.add(around);
    for (const inner of element.querySelectorAll(LIVE_REGION)) found.add(inner);
    return [...found];
  };
  // What is on screen already was said with the heading, or is not news.
  for (const region of root instanceof Element || root instanceof Document
    ? root.querySelectorAll(LIVE_REGION)
    : []) {
    said.set(region, spokenText(region));
  }
  const observer = new MutationObserver((mutations) => {
    const changed = new Set<Element>();
    for (const mutation of mutations) {
      for (const region of regionsOf(mutation.target)) changed.add(region);
      for (const added of mutation.addedNodes) {
        for (const region of regionsOf(added)) changed.add(region);
      }
    }
    for (const region of changed) {
      if (region.closest('[aria-hidden="true"]')) continue;
      const text = spokenText(region);
      if (text === (said.get(region) ?? '')) continue;
      said.set(region, text);
      if (text) onMessage(text);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
