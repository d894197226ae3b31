import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createSessionClient, createSessionStore } from '../features/session/index.ts';
import { replayEarlyInput, typedBeforeHydration } from './replay.ts';
import { loadMessages } from '../i18n/index.ts';
import { IslandRoot, type IslandContext } from './IslandRoot.tsx';
import { HYDRATED_ATTRIBUTE, islandIdPrefix, type IslandManifest } from './page.ts';
import { loadIsland } from './registry.ts';
import '../styles/global.css.ts';

/**
 * The React half of the islands' runtime (docs/islands.md), loaded by `client.ts` when the first
 * island is to hydrate: hydrates one island on a root of its own, and hands it what the visitor
 * did before (held taps, typed text).
 *
 * The hydration runs in a transition: React then renders it in slices of about 5 ms, yielding to
 * the browser between them (a plain `hydrateRoot` renders the whole island in one task), so a
 * large island such as the header holds input back for no more than a slice.
 */

function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  useEffect(onDone, []);
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface IslandHydrator {
  /** Hydrates the island `key` in `container`; resolves once it has committed. */
  hydrate(key: number, container: HTMLElement): Promise<void>;
}

/** The page's hydrator: one API client, session and message table shared by all its islands. */
export function createHydrator(manifest: IslandManifest): IslandHydrator {
  const { locale } = manifest.page;
  const api = createSessionClient(() => locale);
  const session = createSessionStore(api);
  const context: IslandContext = { page: manifest.page, api, session };
  const messages = loadMessages(locale);
  session.start();

  return {
    async hydrate(key, container) {
      const placed = manifest.islands[key];
      if (!placed) return;
      const [{ island }] = await Promise.all([
        loadIsland(placed.name),
        messages.then(() => loadMessages(locale, placed.messages)),
      ]);
      // Its module was evaluated in the task that loaded it; hydrating starts in another.
      await nextTask();
      // Read now: hydrating may set a field back to the island's (empty) state.
      const typed = typedBeforeHydration(container);
      await new Promise<void>((resolve) => {
        const done = () => {
          container.setAttribute(HYDRATED_ATTRIBUTE, '');
          void replayEarlyInput(container, typed).then(resolve);
        };
        startTransition(() => {
          hydrateRoot(
            container,
            <IslandRoot context={context}>
              <Hydrated onDone={done}>
                <island.Component {...placed.props} />
              </Hydrated>
            </IslandRoot>,
            {
              identifierPrefix: islandIdPrefix(key),
              // An island that fails is reported as React would, and the next one still comes.
              onUncaughtError: (error) => {
                reportError(error);
                resolve();
              },
            },
          );
        });
      });
    },
  };
}
