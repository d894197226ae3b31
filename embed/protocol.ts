/**
 * What `embed.js` (the loader) and the widget chunks say to each other. Both are built from this
 * repository in one `npm run build`, so this is internal: partners see only the elements, the
 * events and `window.BizWidgets` (`embed/types.d.ts`).
 *
 * Types and one constant only: the loader must not pull any code from the widget side.
 */

/** The three widgets, named as in `BizWidgets.mount(element, name)` and in every event's detail. */
export type EmbedWidgetName = 'consultation-form' | 'handset-check' | 'address-check';

export type EmbedLocale = 'ru' | 'kk';

/** What a widget is rendered with; the element's attributes or `mount`'s options, resolved. */
export interface EmbedProps {
  locale: EmbedLocale;
  /** The API origin; never empty (the loader defaults it to the origin `embed.js` came from). */
  apiBase: string;
  /** The site's origin (where `embed.js` came from), for links from a widget to the site. */
  siteOrigin: string;
  /** consultation-form only: the product the lead is about (a product slug); else ignored. */
  product?: string;
}

/**
 * What a widget reports; the loader turns each into a `biz-…` DOM event on the element, adding
 * the widget's name. No detail carries personal data (phone, BIN, name, address).
 */
export type EmbedSignal =
  | { type: 'ready' }
  | { type: 'submit' }
  | { type: 'success'; requestId: string }
  | { type: 'error'; message: string };

export interface MountedWidget {
  /** Re-renders in place with new props: typed input and the current step are kept. */
  update(props: EmbedProps): void;
  /** Unmounts and removes everything the widget put into the shadow root. */
  unmount(): void;
}

/** The export of each widget's entry chunk. */
export interface WidgetChunk {
  mount(root: ShadowRoot, props: EmbedProps, signal: (event: EmbedSignal) => void): MountedWidget;
}

/**
 * Where each widget's code is, written into `embed.js` by the build: the entry chunk, then every
 * chunk it needs (all fetched side by side, so there is no request waterfall). File names are
 * relative to `embed/chunks/` beside `embed.js`.
 */
export type ChunkManifest = Record<EmbedWidgetName, { entry: string; deps: string[] }>;

/**
 * The `require` a chunk runs with: a chunk already fetched, by its file (`./runtime-abc.js`);
 * `require.lazy(files)` fetches chunks a widget loads later (a `import()` in its code, which the
 * build rewrites to `require.lazy([its chunk and the chunks it needs]).then(() => require(…))`).
 */
export interface ChunkRequire {
  (id: string): unknown;
  lazy(files: string[]): Promise<void>;
}

/**
 * The call each chunk file makes when it runs. The build wraps every chunk (CommonJS output) in
 * `BizWidgets.d(function (require, exports, module) { … })`; classic scripts need no CORS on the
 * chunk files, so any static host or CDN can serve them.
 */
export type ChunkFactory = (
  require: ChunkRequire,
  exports: Record<string, unknown>,
  module: { exports: Record<string, unknown> },
) => void;

/** The name of the chunk-registration function on `window.BizWidgets` (not part of the API). */
export const CHUNK_DEFINE = 'd';
