import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  defineIsland,
  ISLAND_ATTRIBUTE,
  ISLAND_KEY_ATTRIBUTE,
  IslandCollectorProvider,
  islandMarker,
  type IslandCollector,
} from './Island.tsx';

function Greeting({ name, times = 1 }: { name: string; times?: number }) {
  return <button type="button">{`Hello, ${name}`.repeat(times)}</button>;
}
const GreetingIsland = defineIsland('greeting', Greeting, { messages: ['pages'] });

describe('islands', () => {
  it('render in place outside a page’s prerender: in the app, in tests, inside another island', () => {
    expect(renderToString(<GreetingIsland name="Астана" />)).toBe(
      '<button type="button">Hello, Астана</button>',
    );
  });

  it('leave an empty container in a page’s prerender, noting their props and areas in order', () => {
    const collector: IslandCollector = { islands: [] };
    const html = renderToString(
      <IslandCollectorProvider collector={collector}>
        <main>
          <p>Static</p>
          <GreetingIsland name="Алматы" />
          <GreetingIsland name="Шымкент" times={2} />
        </main>
      </IslandCollectorProvider>,
    );
    expect(collector.islands).toEqual([
      { name: 'greeting', props: { name: 'Алматы' }, hydrate: 'visible', messages: ['pages'] },
      {
        name: 'greeting',
        props: { name: 'Шымкент', times: 2 },
        hydrate: 'visible',
        messages: ['pages'],
      },
    ]);
    expect(html).toContain('<p>Static</p>');
    expect(html).not.toContain('Hello');
    for (const key of [0, 1]) {
      expect(html).toContain(
        `${ISLAND_ATTRIBUTE}="greeting" ${ISLAND_KEY_ATTRIBUTE}="${key}">${islandMarker(key)}</div>`,
      );
    }
  });
});

// Props cross from the prerender to the browser as JSON: the type refuses what would not survive.
// @ts-expect-error a function prop vanished in the JSON round trip
defineIsland('with-a-callback', (_: { onPick: () => void }) => null);
// @ts-expect-error a Date came back a string
defineIsland('with-a-date', (_: { since: Date }) => null);
defineIsland('with-json', (_: { items: { title: string; count: number | null }[] }) => null);
