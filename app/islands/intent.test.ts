import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './intent.ts';
import type { IslandManifest } from './page.ts';

/**
 * jsdom lays nothing out, so the observer is a stand-in the test drives: it reports parts in or
 * out of reach as Chromium does, one entry per observed element, in batches.
 */
class ReachObserver {
  static current: ReachObserver | null = null;
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ReachObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  report(entries: [Element, boolean][]) {
    this.callback(
      entries.map(
        ([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

const manifest: IslandManifest = {
  page: { routeName: 'main', params: {}, path: '/', locale: 'ru', found: true },
  islands: [
    { name: 'header', props: {}, hydrate: 'interaction', messages: [] },
    { name: 'consultation', props: {}, hydrate: 'visible', messages: [] },
  ],
  modules: {
    header: ['/assets/HeaderIsland.js', '/assets/shared.js'],
    consultation: ['/assets/Consultation.js', '/assets/shared.js'],
  },
};

/** An island's container (`display: contents`) with its parts: what is seen, and a live region. */
function island(key: number): { container: HTMLElement; seen: Element; liveRegion: Element } {
  const container = document.createElement('div');
  container.dataset.islandKey = String(key);
  const seen = container.appendChild(document.createElement('section'));
  const liveRegion = container.appendChild(document.createElement('div'));
  document.body.append(container);
  return { container, seen, liveRegion };
}

/** A hang guard for what comes a task or two later, as the suite's other waits (lib/test/setup.ts). */
const SETTLED = { timeout: 15_000 };

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function setUp() {
  vi.stubGlobal('IntersectionObserver', ReachObserver);
  const header = island(0);
  const consultation = island(1);
  preloadOnIntent(
    manifest,
    new Map([
      [0, header.container],
      [1, consultation.container],
    ]),
  );
  const observer = ReachObserver.current;
  if (!observer) throw new Error('intent.test: no observer was made');
  return { header, consultation, observer };
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.replaceChildren();
});

describe('preloadOnIntent', () => {
  it('fetches nothing while the visitor does nothing; at the first touch, the code of each island with any part within reach, though another part (its live region, with no area) is not', async () => {
    const { header, consultation, observer } = setUp();
    observer.report([
      [header.seen, true],
      [header.liveRegion, false],
      [consultation.seen, false],
      [consultation.liveRegion, false],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    await vi.waitFor(
      () => expect(preloaded()).toEqual(['/assets/HeaderIsland.js', '/assets/shared.js']),
      SETTLED,
    );
  });

  it('after the first touch, fetches each island as it comes within reach, each file once', async () => {
    const { header, consultation, observer } = setUp();
    observer.report([[header.liveRegion, false]]);
    window.dispatchEvent(new Event('scroll'));
    observer.report([[header.seen, true]]);
    observer.report([[consultation.seen, true]]);
    await vi.waitFor(
      () =>
        expect(preloaded()).toEqual([
          '/assets/HeaderIsland.js',
          '/assets/shared.js',
          '/assets/Consultation.js',
        ]),
      SETTLED,
    );
  });

  it('leaves an island that went out of reach before the touch', async () => {
    const { header, observer } = setUp();
    observer.report([[header.seen, true]]);
    observer.report([[header.seen, false]]);
    window.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded()).toEqual([]);
  });
});
