import type { IslandManifest } from './page.ts';

/**
 * When the code of an island that hydrates later is fetched (docs/islands.md): when the visitor
 * is about to reach it, not when the page loads — a page left alone downloads none of it, and a
 * phone's first load stays within its budget (`scripts/js-budget.ts`). Its chunks and message
 * modules (`IslandManifest.modules`) are then preloaded — fetched and compiled, not run — so that
 * when it hydrates (`client.ts`: within 200 px of the viewport, or at a touch, a hover, a focus)
 * it waits for no download.
 *
 * - Once the visitor scrolls, touches the page or presses a key: every island within a screen of
 *   the viewport (`AHEAD_OF_VIEWPORT`), and from then on each as it comes within it — the header
 *   and a filter on screen are a tap away, a band below the fold a few flicks.
 * - The pointer coming near an island that hydrates on interaction (the header, the home page's
 *   filter), before it is over it.
 * Being on screen at load is not intent: the header always is, and a page's first screen holds a
 * band or a filter more often than not.
 */

/** How far below (and above) the screen an island counts as within reach (CSS px). */
export const AHEAD_OF_VIEWPORT_PX = 600;
const AHEAD_OF_VIEWPORT = `${AHEAD_OF_VIEWPORT_PX}px 0px`;
/** How near the pointer comes to an island before its code is fetched (CSS px). */
const POINTER_NEAR = 120;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An island's elements: its container has no box of its own (`display: contents`). */
const partsOf = (container: HTMLElement) => [...container.children];

function distance(x: number, y: number, rect: DOMRect): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/** Watches the page's islands that hydrate later and preloads each one's code on intent. */
export function preloadOnIntent(
  manifest: IslandManifest,
  containers: ReadonlyMap<number, HTMLElement>,
): void {
  const modules = manifest.modules;
  if (!modules || !('IntersectionObserver' in window)) return;

  // One <link> per task: adding one costs Chromium 1–5 ms (public/hydrate.js does the same).
  const asked = new Set<string>();
  const queue: string[] = [];
  async function drain() {
    while (queue.length > 0) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = queue.shift()!;
      document.head.append(link);
      await nextTask();
    }
  }
  const preloaded = new Set<string>();
  function preload(key: number) {
    const name = manifest.islands[key]?.name;
    if (name === undefined || preloaded.has(name)) return;
    preloaded.add(name);
    const idle = queue.length === 0;
    for (const href of modules?.[name] ?? []) {
      if (asked.has(href)) continue;
      asked.add(href);
      queue.push(href);
    }
    if (idle && queue.length > 0) void drain();
  }

  // Which islands are within a screen of the viewport, kept up to date; preloaded once the
  // visitor has done something. An island is within while any of its parts is: its parts are
  // reported one by one, and a part out of reach (an island's visually hidden live region has no
  // area, so it never intersects) must not take the island out with it.
  let active = false;
  const within = new Map<number, Set<Element>>();
  const byPart = new Map<Element, number>();
  const ahead = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const key = byPart.get(entry.target);
        if (key === undefined) continue;
        const parts = within.get(key) ?? new Set<Element>();
        if (entry.isIntersecting) parts.add(entry.target);
        else parts.delete(entry.target);
        if (parts.size === 0) within.delete(key);
        else if (active) preload(key);
        else within.set(key, parts);
      }
    },
    { rootMargin: AHEAD_OF_VIEWPORT },
  );
  const interaction: number[] = [];
  for (const [key, container] of containers) {
    const when = manifest.islands[key]?.hydrate;
    if (when === 'eager' || when === undefined) continue;
    if (when === 'interaction') interaction.push(key);
    for (const part of partsOf(container)) {
      byPart.set(part, key);
      ahead.observe(part);
    }
  }

  const activity = ['scroll', 'touchstart', 'keydown'] as const;
  function onActivity() {
    active = true;
    for (const key of within.keys()) preload(key);
    within.clear();
    for (const type of activity) window.removeEventListener(type, onActivity, { capture: true });
  }
  for (const type of activity) {
    window.addEventListener(type, onActivity, { capture: true, passive: true });
  }

  if (interaction.length === 0) return;
  let frame = 0;
  let pointer = { x: 0, y: 0 };
  const near = () => {
    frame = 0;
    for (const key of interaction) {
      const container = containers.get(key);
      const rects = container ? partsOf(container).map((part) => part.getBoundingClientRect()) : [];
      if (rects.some((rect) => distance(pointer.x, pointer.y, rect) <= POINTER_NEAR)) preload(key);
    }
    if (interaction.every((key) => preloaded.has(manifest.islands[key]?.name ?? ''))) {
      document.removeEventListener('pointermove', onPointerMove);
    }
  };
  function onPointerMove(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    pointer = { x: event.clientX, y: event.clientY };
    // Read layout once a frame, whatever the rate of pointer events.
    frame ||= requestAnimationFrame(near);
  }
  document.addEventListener('pointermove', onPointerMove, { passive: true });
}
