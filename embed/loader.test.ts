import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChunkFactory, EmbedProps, WidgetChunk } from './protocol.ts';
import type { BizWidgetsApi } from './types.d.ts';

/*
 * The real `embed.js` in jsdom: its chunk loader appends a <script> per chunk, and this test plays
 * the chunk (it registers through `BizWidgets.d` while it is `document.currentScript`, then
 * fires `load`). The widget it registers records the props it is rendered with.
 */

const SITE = 'https://business.example.kz';
const rendered: EmbedProps[] = [];

const chunk: WidgetChunk = {
  mount(_root, props) {
    rendered.push(props);
    return { update: (next) => rendered.push(next), unmount: () => {} };
  },
};

let api: BizWidgetsApi;

beforeAll(async () => {
  // jsdom has constructable sheets but not `adoptedStyleSheets`; a plain array stands in for it.
  if (!('adoptedStyleSheets' in ShadowRoot.prototype)) {
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get() {
        return (this as { _sheets?: CSSStyleSheet[] })._sheets ?? [];
      },
      set(sheets: CSSStyleSheet[]) {
        (this as { _sheets?: CSSStyleSheet[] })._sheets = sheets;
      },
    });
  }
  Object.assign(globalThis, {
    __BIZ_MANIFEST__: {
      'consultation-form': { entry: 'consultation-form-abc.js', deps: [] },
      'handset-check': { entry: 'handset-check-abc.js', deps: [] },
      'address-check': { entry: 'address-check-abc.js', deps: [] },
    },
    __BIZ_VERSION__: 'test',
  });
  // The tag partners add: `currentScript` names it while the loader runs.
  const tag = document.createElement('script');
  tag.src = `${SITE}/embed.js`;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  // Each chunk script "runs" as soon as it is added to the page.
  const append = HTMLHeadElement.prototype.append;
  vi.spyOn(HTMLHeadElement.prototype, 'append').mockImplementation(function (
    this: HTMLHeadElement,
    ...nodes
  ) {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      vi.spyOn(document, 'currentScript', 'get').mockReturnValue(node);
      const factory: ChunkFactory = (_require, _exports, module) => {
        module.exports.mount = chunk.mount;
      };
      (api as unknown as { d(factory: ChunkFactory): void }).d(factory);
      queueMicrotask(() => node.onload?.(new Event('load')));
    }
    return append.apply(this, nodes);
  });
  await import('./loader.ts');
  api = (globalThis as { BizWidgets?: BizWidgetsApi }).BizWidgets!;
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('BizWidgets.mount(…).update', () => {
  it('changes only the options it is given: product and apiBase survive a language switch', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const before = rendered.length;
    const handle = api.mount(slot, 'consultation-form', {
      product: 'any-device',
      apiBase: 'https://api.partner.kz',
    });
    await vi.waitFor(() => expect(rendered).toHaveLength(before + 1));
    expect(rendered[before]).toEqual({
      locale: 'ru',
      product: 'any-device',
      apiBase: 'https://api.partner.kz',
      siteOrigin: SITE,
    });

    handle.update({ locale: 'kk' });
    expect(rendered.at(-1)).toEqual({
      locale: 'kk',
      product: 'any-device',
      apiBase: 'https://api.partner.kz',
      siteOrigin: SITE,
    });

    handle.update({ product: 'virtual-ats' });
    expect(rendered.at(-1)).toMatchObject({ locale: 'kk', product: 'virtual-ats' });

    // An empty string goes back to the default.
    handle.update({ product: '', apiBase: '' });
    expect(rendered.at(-1)).toEqual({
      locale: 'kk',
      product: undefined,
      apiBase: SITE,
      siteOrigin: SITE,
    });
    handle.unmount();
  });

  it('keeps the options given while the widget code is still on its way', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const before = rendered.length;
    const handle = api.mount(slot, 'address-check', { apiBase: 'https://api.partner.kz' });
    handle.update({ locale: 'kk' });
    await vi.waitFor(() => expect(rendered.length).toBeGreaterThan(before));
    expect(rendered.at(-1)).toMatchObject({ locale: 'kk', apiBase: 'https://api.partner.kz' });
    handle.unmount();
  });
});

describe('api-base: defaults to the origin embed.js came from, and a malformed one is said', () => {
  it('warns, once, of an api-base without its scheme (it would resolve against the page)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('biz-address-check');
    element.setAttribute('api-base', 'business.dalatelecom.kz');
    document.body.append(element);
    element.setAttribute('locale', 'kk');
    await vi.waitFor(() => expect(rendered.at(-1)).toMatchObject({ locale: 'kk' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(
      'api-base "business.dalatelecom.kz" is neither an http(s) URL nor a path from the root',
    );
    element.remove();
    warn.mockRestore();
  });

  it('is quiet for an origin, a path of the page’s own origin (a proxy), or none at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const apiBase of ['https://api.partner.kz', '/dala-proxy', undefined]) {
      const slot = document.createElement('div');
      document.body.append(slot);
      const before = rendered.length;
      const handle = api.mount(slot, 'handset-check', { apiBase });
      await vi.waitFor(() => expect(rendered.length).toBeGreaterThan(before));
      expect(rendered.at(-1)?.apiBase).toBe(apiBase ?? SITE);
      handle.unmount();
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
