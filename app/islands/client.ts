import { ACCESS_TOKEN_KEY } from '../../contract/storage.ts';
import { typedBeforeHydration } from './replay.ts';
import { goToBlock } from '../routes/goToBlock.ts';
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_KEY_ATTRIBUTE,
  ISLANDS_DATA_ID,
  type IslandManifest,
} from './page.ts';
import type { IslandHydrator } from './hydrate.tsx';
import { preloadOnIntent } from './intent.ts';

/**
 * The browser's side of a prerendered public page, the entry every one of them loads
 * (docs/islands.md): decides when each island hydrates, and nothing else. It imports no React:
 * React and the hydrating half (`hydrate.tsx`) come when the first island is to hydrate, each
 * module graph evaluated in a task of its own, and the page's markup stays as the prerender
 * wrote it.
 *
 * - `eager` islands hydrate as soon as this runs; `visible` ones when they come within 200px of
 *   the viewport; `interaction` ones (the header) when the visitor is about to use them, or at
 *   once when a session is stored or the page has eager islands (`IslandHydration`). Any of
 *   them at once when the visitor points at, touches or focuses it, or presses a key in it.
 * - The code of those hydrated later is fetched when the visitor is about to reach them
 *   (`intent.ts`), not at load.
 * - One island at a time, each in tasks of its own, so no long task holds input back.
 * - `<html data-hydrated>` says the eager islands are done, `data-hydrated` on a container says
 *   that island is (and what `public/early-input.js` held for it has been replayed).
 * - An in-page link of a static band (`data-block-link`) scrolls smoothly and moves focus, as it
 *   does inside an island.
 */

const NEAR_VIEWPORT = '200px 0px';
/** What says the visitor is about to use an island: it hydrates next, before the press lands. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'];

/** Whether a session is stored (read without loading the session's code). */
function sessionStored(): boolean {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  } catch {
    return false; // storage disabled
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let runtime: Promise<IslandHydrator> | undefined;

/** React (react.ts), then the runtime (hydrate.tsx): two module graphs, two tasks. */
function hydrator(manifest: IslandManifest): Promise<IslandHydrator> {
  runtime ??= (async () => {
    await import('./react.ts');
    await nextTask();
    const { createHydrator } = await import('./hydrate.tsx');
    await nextTask();
    return createHydrator(manifest);
  })();
  return runtime;
}

function start() {
  const data = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  if (!data) return;
  const manifest = JSON.parse(data) as IslandManifest;

  const containers = new Map<number, HTMLElement>();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_KEY_ATTRIBUTE}]`)) {
    containers.set(Number(element.getAttribute(ISLAND_KEY_ATTRIBUTE)), element);
  }

  const queued = new Set<number>();
  const queue: number[] = [];
  let draining = false;
  let eagerLeft = manifest.islands.filter((island) => island.hydrate === 'eager').length;
  const eagerDone = () => {
    if (--eagerLeft <= 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  };
  if (eagerLeft === 0) eagerDone();

  async function hydrate(key: number) {
    const container = containers.get(key);
    if (!container) return;
    await (await hydrator(manifest)).hydrate(key, container);
    if (manifest.islands[key]?.hydrate === 'eager') eagerDone();
  }

  async function drain() {
    if (draining) return;
    draining = true;
    while (queue.length > 0) {
      const key = queue.shift()!;
      await hydrate(key);
      await nextTask();
    }
    draining = false;
  }

  function request(key: number, first = false) {
    if (queued.has(key)) {
      // Waiting its turn and now touched: it moves to the front.
      const at = queue.indexOf(key);
      if (first && at > 0) queue.unshift(...queue.splice(at, 1));
      return;
    }
    queued.add(key);
    if (first) queue.unshift(key);
    else queue.push(key);
    void drain();
  }

  // A container has no box of its own (`display: contents`): its elements are what is watched.
  const watched = new Map<Element, number>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const key = watched.get(entry.target);
              if (!entry.isIntersecting || key === undefined) continue;
              for (const [element, of] of watched) {
                if (of === key) {
                  observer?.unobserve(element);
                  watched.delete(element);
                }
              }
              request(key);
            }
          },
          { rootMargin: NEAR_VIEWPORT },
        )
      : null;

  const onTouch: number[] = [];
  for (const [key, container] of containers) {
    const parts = [...container.children];
    const when = manifest.islands[key]?.hydrate;
    if (when === 'interaction') onTouch.push(key);
    else if (when === 'eager' || !observer || parts.length === 0) request(key);
    else {
      for (const part of parts) {
        watched.set(part, key);
        observer.observe(part);
      }
    }
  }
  // Used before this ran (a tap or key held by early-input.js, focus inside, text typed or a box
  // checked): at once, first.
  for (const key of onTouch) {
    const container = containers.get(key);
    if (!container) continue;
    const touched =
      window.bizEarlyInput?.has(container) === true ||
      container.contains(document.activeElement) ||
      typedBeforeHydration(container).length > 0;
    if (touched) request(key, true);
  }
  // React loads anyway, or the header shows the signed-in company: after the eager ones.
  if (eagerLeft > 0 || sessionStored()) for (const key of onTouch) request(key);

  preloadOnIntent(manifest, containers);

  // About to be used before its turn: that island next.
  const urgent = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.(`[${ISLAND_KEY_ATTRIBUTE}]`);
    if (island && !island.hasAttribute(HYDRATED_ATTRIBUTE)) {
      request(Number(island.getAttribute(ISLAND_KEY_ATTRIBUTE)), true);
    }
  };
  for (const type of INTENT) {
    document.addEventListener(type, urgent, { capture: true, passive: true });
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-block-link]');
    const id = link?.getAttribute('href')?.slice(1);
    if (id && goToBlock(id)) event.preventDefault();
  });
}

start();
