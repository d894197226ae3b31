/**
 * `embed.js`: the one script a partner page adds. It defines the three elements and
 * `window.BizWidgets`, and fetches a widget's code only when an element of it appears (see
 * docs/embed.md). No framework here: this file is the whole first download.
 */
import { apiBaseWarning } from './loader/apiBase.ts';
import { createChunkLoader } from './loader/chunks.ts';
import { mountInto, readLocale, type HostMount } from './loader/host.ts';
import { CHUNK_DEFINE, type ChunkManifest, type EmbedWidgetName } from './protocol.ts';
import type { BizWidgetsApi, BizWidgetMountOptions, BizWidgetHandle } from './types.d.ts';

/** Written in by the build: every widget's entry chunk and the chunks it needs. */
declare const __BIZ_MANIFEST__: ChunkManifest;
declare const __BIZ_VERSION__: string;

const TAGS: Record<EmbedWidgetName, string> = {
  'consultation-form': 'biz-consultation-form',
  'handset-check': 'biz-handset-check',
  'address-check': 'biz-address-check',
};

type Global = typeof globalThis & { BizWidgets?: BizWidgetsApi };

function start(global: Global) {
  // Loaded twice (two tags, a tag plus a bundler import): the first copy stays in charge.
  if (global.BizWidgets) return;
  // Shadow roots with adopted stylesheets are what keep the widgets apart from the page (Chrome
  // 73, Firefox 101, Safari 16.4). Without them, stay out rather than render unstyled or throw.
  if (!('adoptedStyleSheets' in ShadowRoot.prototype)) {
    console.warn('BizWidgets: this browser cannot show the widgets (no adoptedStyleSheets)');
    return;
  }

  const script = document.currentScript;
  const scriptSrc =
    script instanceof HTMLScriptElement && script.src
      ? script.src
      : // `currentScript` is null when the file runs as a module or from a bundle: find the tag.
        ([...document.querySelectorAll<HTMLScriptElement>('script[src*="embed.js"]')].pop()?.src ??
        location.href);
  const origin = new URL(scriptSrc).origin;
  const chunks = createChunkLoader(new URL('embed/chunks/', scriptSrc).href, __BIZ_MANIFEST__);

  const isWidgetName = (value: unknown): value is EmbedWidgetName =>
    typeof value === 'string' && Object.hasOwn(TAGS, value);

  const warnedApiBases = new Set<string>();
  const propsOf = (options: BizWidgetMountOptions | undefined) => {
    const warning = apiBaseWarning(options?.apiBase);
    if (warning && !warnedApiBases.has(warning)) {
      warnedApiBases.add(warning);
      console.warn(warning);
    }
    return {
      locale: readLocale(options?.locale),
      apiBase: options?.apiBase?.trim() || origin,
      siteOrigin: origin,
      product: options?.product?.trim() || undefined,
    };
  };

  const mountedByApi = new WeakMap<HTMLElement, HostMount>();

  const api: BizWidgetsApi = {
    version: __BIZ_VERSION__,
    mount(element, widget, options) {
      if (!(element instanceof HTMLElement)) {
        throw new TypeError('BizWidgets.mount: the first argument must be an element');
      }
      if (!isWidgetName(widget)) {
        throw new TypeError(`BizWidgets.mount: unknown widget "${String(widget)}"`);
      }
      if (element.localName.startsWith('biz-')) {
        throw new TypeError(
          `BizWidgets.mount: <${element.localName}> mounts by itself; pass a plain element`,
        );
      }
      mountedByApi.get(element)?.unmount();
      // `update` changes only what it is given: the options of `mount` (and earlier updates)
      // stand for everything it leaves out, as attributes do on the elements.
      let current: BizWidgetMountOptions = { ...options };
      const mounted = mountInto(element, widget, propsOf(current), chunks.load);
      mountedByApi.set(element, mounted);
      let active = true;
      const handle: BizWidgetHandle = {
        update(next) {
          if (!active) return;
          current = { ...current, ...next };
          mounted.update(propsOf(current));
        },
        unmount() {
          if (!active) return;
          active = false;
          mounted.unmount();
          if (mountedByApi.get(element) === mounted) mountedByApi.delete(element);
        },
      };
      return handle;
    },
  };
  // The chunk registration hook: present but not enumerable, and not part of the public API.
  Object.defineProperty(api, CHUNK_DEFINE, { value: chunks.define });
  global.BizWidgets = Object.freeze(api);

  for (const [name, tag] of Object.entries(TAGS) as [EmbedWidgetName, string][]) {
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = ['locale', 'product', 'api-base'];
        private mounted: HostMount | null = null;

        private props() {
          return propsOf({
            locale: readLocale(this.getAttribute('locale')),
            product: this.getAttribute('product') ?? undefined,
            apiBase: this.getAttribute('api-base') ?? undefined,
          });
        }

        connectedCallback() {
          this.mounted ??= mountInto(this, name, this.props(), chunks.load);
        }

        disconnectedCallback() {
          // A move (remove, then insert elsewhere in the same task) keeps the widget and what was
          // typed; only an element still out of the document after the task is unmounted.
          queueMicrotask(() => {
            if (this.isConnected || !this.mounted) return;
            this.mounted.unmount();
            this.mounted = null;
          });
        }

        attributeChangedCallback() {
          this.mounted?.update(this.props());
        }
      },
    );
  }
}

start(globalThis as Global);
