import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkFactory, ChunkRequire } from '../protocol.ts';
import { createChunkLoader } from './chunks.ts';

/*
 * The chunk loader in jsdom: each <script> it appends "runs" at once — it registers its factory
 * while it is `document.currentScript`, then fires `load` — as a chunk of the real build does.
 */
const BASE = 'https://business.example.kz/embed/chunks/';

function serve(loader: ReturnType<typeof createChunkLoader>, chunks: Record<string, ChunkFactory>) {
  const fetched: string[] = [];
  vi.spyOn(HTMLHeadElement.prototype, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      const file = node.src.slice(BASE.length);
      fetched.push(file);
      vi.spyOn(document, 'currentScript', 'get').mockReturnValue(node);
      const factory = chunks[file];
      if (factory) loader.define(factory);
      queueMicrotask(() => node.onload?.(new Event('load')));
    }
  });
  return fetched;
}

afterEach(() => vi.restoreAllMocks());

describe('createChunkLoader', () => {
  it('fetches what a widget loads later when it asks, once, and runs it', async () => {
    const loader = createChunkLoader(BASE, {
      'address-check': { entry: 'address-check.js', deps: ['runtime.js'] },
      'consultation-form': { entry: 'c.js', deps: ['runtime.js'] },
      'handset-check': { entry: 'h.js', deps: ['runtime.js'] },
    });
    let later: Promise<unknown> | null = null;
    const fetched = serve(loader, {
      'runtime.js': (_require, exports) => {
        exports.kit = 'kit';
      },
      'combobox.js': (require, exports) => {
        exports.combobox = `combobox on ${String((require('./runtime.js') as { kit: string }).kit)}`;
      },
      'address-check.js': (require: ChunkRequire, exports) => {
        exports.mount = () => {
          later = require.lazy(['runtime.js', 'combobox.js']).then(() => require('./combobox.js'));
          return { update() {}, unmount() {} };
        };
      },
    });
    const widget = await loader.load('address-check');
    expect(fetched).toEqual(['runtime.js', 'address-check.js']);
    widget.mount(
      document.createElement('div').attachShadow({ mode: 'open' }),
      {} as never,
      () => {},
    );
    await expect(later).resolves.toEqual({ combobox: 'combobox on kit' });
    // The runtime was there already: only the combobox's chunk was fetched.
    expect(fetched).toEqual(['runtime.js', 'address-check.js', 'combobox.js']);
  });
});
