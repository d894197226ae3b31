import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { goToBlock } from '../features/landing/index.ts';
import { createSessionClient, createSessionStore } from '../features/session/index.ts';
import { replayEarlyInput, typedBeforeHydration } from '../hydration/replay.ts';
import { loadMessages } from '../i18n/index.ts';
import { ISLAND_KEY_ATTRIBUTE } from './Island.tsx';
import { IslandRoot, type IslandContext } from './IslandRoot.tsx';
import { ISLANDS_DATA_ID, islandIdPrefix, type IslandManifest } from './page.ts';
import { loadIsland } from './registry.ts';
import '../styles/global.css.ts';

/**
 * The browser's side of a prerendered public page (docs/islands.md): hydrates each island on its
 * own root, and nothing else. The page's markup stays as the prerender wrote it.
 *
 * - `eager` islands (the header) hydrate as soon as this runs; `visible` ones when they come
 *   within 200px of the viewport; any of them at once when the visitor presses or focuses in it.
 * - One island per task, so no long task holds input back.
 * - A tap made before an island hydrated (held by `public/early-input.js`) and text typed into
 *   its fields are handed to it once it has (`app/hydration/replay.ts`); `<html data-hydrated>`
 *   says the eager islands are done, `data-hydrated` on a container says that island is.
 * - An in-page link of a static band (`data-block-link`) scrolls smoothly and moves focus, as it
 *   does inside an island.
 */

const NEAR_VIEWPORT = '200px 0px';
const HYDRATED = 'data-hydrated';

function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  useEffect(onDone, []);
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const data = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  if (!data) return;
  const manifest = JSON.parse(data) as IslandManifest;
  const { locale } = manifest.page;
  const api = createSessionClient(() => locale);
  const session = createSessionStore(api);
  const context: IslandContext = { page: manifest.page, api, session };
  const messages = loadMessages(locale);

  const containers = new Map<number, HTMLElement>();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_KEY_ATTRIBUTE}]`)) {
    containers.set(Number(element.getAttribute(ISLAND_KEY_ATTRIBUTE)), element);
  }

  const queued = new Set<number>();
  const queue: number[] = [];
  let draining = false;
  let eagerLeft = manifest.islands.filter((island) => island.hydrate === 'eager').length;
  const eagerDone = () => {
    if (--eagerLeft <= 0) document.documentElement.setAttribute(HYDRATED, '');
  };
  if (eagerLeft === 0) eagerDone();

  async function hydrate(key: number) {
    const placed = manifest.islands[key];
    const container = containers.get(key);
    if (!placed || !container) return;
    const [{ island }] = await Promise.all([
      loadIsland(placed.name),
      messages.then(() => loadMessages(locale, placed.messages)),
    ]);
    // Read now: hydrating may set a field back to the island's (empty) state.
    const typed = typedBeforeHydration(container);
    const done = () => {
      container.setAttribute(HYDRATED, '');
      replayEarlyInput(container, typed);
      if (placed.hydrate === 'eager') eagerDone();
    };
    hydrateRoot(
      container,
      <IslandRoot context={context}>
        <Hydrated onDone={done}>
          <island.Component {...placed.props} />
        </Hydrated>
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(key) },
    );
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
    if (queued.has(key)) return;
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

  for (const [key, container] of containers) {
    const parts = [...container.children];
    if (manifest.islands[key]?.hydrate === 'eager' || !observer || parts.length === 0) {
      request(key);
      continue;
    }
    for (const part of parts) {
      watched.set(part, key);
      observer.observe(part);
    }
  }

  // Pressed or focused before its turn: that island next.
  const urgent = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.(`[${ISLAND_KEY_ATTRIBUTE}]`);
    if (island && !island.hasAttribute(HYDRATED)) {
      request(Number(island.getAttribute(ISLAND_KEY_ATTRIBUTE)), true);
    }
  };
  for (const type of ['pointerdown', 'focusin', 'click']) {
    document.addEventListener(type, urgent, true);
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[data-block-link]');
    const id = link?.getAttribute('href')?.slice(1);
    if (id && goToBlock(id)) event.preventDefault();
  });

  session.start();
}

void start();
