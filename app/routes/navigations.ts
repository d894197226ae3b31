import { useEffect, useState } from 'react';

/*
 * wouter announces its own navigations as `pushState` / `replaceState` events on window (it
 * wraps the History API); the browser announces back and forward as `popstate`.
 */
const EVENTS = ['pushState', 'popstate'] as const;

/** Where the browser is, and the anchor it points at. */
function address() {
  return { page: window.location.pathname + window.location.search, hash: window.location.hash };
}

/**
 * Counts the visitor's navigations since hydration: every new history entry (a link, a search,
 * the same link once more, `/roaming` → `/roaming?utm_source=menu`) and every move back or
 * forward. Moves between anchors of one page (`#consultation`, and back from it) do not count:
 * the browser scrolls to those itself. Redirects (`replaceState`) do not count either; they lead
 * to another page, which counts as the page changes.
 */
export function useNavigationCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let last = address();
    const onNavigate = (event: Event) => {
      const next = address();
      // Back and forward between anchors of a page, or a link to another anchor of it; a link
      // from an anchor to the bare address loads the page anew in a browser, so it counts.
      const anchorMove =
        next.page === last.page &&
        next.hash !== last.hash &&
        (event.type === 'popstate' || next.hash !== '');
      last = next;
      if (!anchorMove) setCount((n) => n + 1);
      // A router link to an anchor of this page (`/contacts#map` on /contacts) is a pushState,
      // which scrolls nowhere by itself: go where a plain anchor would have taken the visitor.
      else if (event.type === 'pushState') scrollToTarget();
    };
    for (const event of EVENTS) window.addEventListener(event, onNavigate);
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, onNavigate);
    };
  }, []);
  return count;
}

/**
 * Brings a navigation's target into view: the element its `#anchor` names if there is one,
 * else the top of the page (spec §2.1).
 */
export function scrollToTarget(doc: Document = document): void {
  const id = safeDecode(doc.location.hash.slice(1));
  const target = id ? doc.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else doc.defaultView?.scrollTo(0, 0);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
