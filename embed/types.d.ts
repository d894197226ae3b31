/**
 * Typings of the embed widgets (`embed.js`): the elements, their events and `window.BizWidgets`.
 * Self-contained, so a partner can copy it (the build publishes it as `/embed/biz-widgets.d.ts`);
 * React hosts add `biz-widgets-react.d.ts` for JSX.
 */

/** The widgets, as named in `BizWidgets.mount` and in every event's `detail.widget`. */
export type BizWidgetName = 'consultation-form' | 'handset-check' | 'address-check';

/** Russian (the default) or Kazakh. */
export type BizWidgetLocale = 'ru' | 'kk';

export interface BizWidgetMountOptions {
  /** @default 'ru' */
  locale?: BizWidgetLocale;
  /** consultation-form: the product slug the lead is about (e.g. `virtual-ats`). */
  product?: string;
  /** The API origin. @default the origin `embed.js` was loaded from */
  apiBase?: string;
}

export interface BizWidgetHandle {
  /** Removes the widget from the element. */
  unmount(): void;
  /**
   * Changes options in place (e.g. the language); what was typed stays. Only the options given
   * change: the others keep what `mount` (or an earlier `update`) set. `''` resets one to its
   * default (`product: ''` drops the product).
   */
  update(options: BizWidgetMountOptions): void;
}

export interface BizWidgetsApi {
  /** The version of the embed bundle. */
  readonly version: string;
  /**
   * Renders a widget into `element` (a plain element, e.g. a `div`, given an open shadow root).
   * Mounting again on the same element replaces the previous widget.
   */
  mount(
    element: HTMLElement,
    widget: BizWidgetName,
    options?: BizWidgetMountOptions,
  ): BizWidgetHandle;
}

/** `biz-ready`: the widget has rendered and can be used. */
export interface BizReadyDetail {
  widget: BizWidgetName;
}
/** `biz-submit`: the visitor sent a step of the form to the backend. */
export interface BizSubmitDetail {
  widget: BizWidgetName;
}
/** `biz-success`: a request was created. Never carries the phone number or other personal data. */
export interface BizSuccessDetail {
  widget: BizWidgetName;
  /** The created request's id. */
  requestId: string;
}
/** `biz-error`: a call failed; `message` is what the widget shows, in its language. */
export interface BizErrorDetail {
  widget: BizWidgetName;
  message: string;
}

/** The events every widget element (and an element given to `mount`) dispatches; all bubble. */
export interface BizWidgetEventMap {
  'biz-ready': CustomEvent<BizReadyDetail>;
  'biz-submit': CustomEvent<BizSubmitDetail>;
  'biz-success': CustomEvent<BizSuccessDetail>;
  'biz-error': CustomEvent<BizErrorDetail>;
}

export interface BizWidgetElement extends HTMLElement {
  addEventListener<K extends keyof BizWidgetEventMap>(
    type: K,
    listener: (this: BizWidgetElement, event: BizWidgetEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof BizWidgetEventMap>(
    type: K,
    listener: (this: BizWidgetElement, event: BizWidgetEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface Window {
    /** Defined once `embed.js` has run (it is `defer`red: after parsing, before DOMContentLoaded). */
    BizWidgets?: BizWidgetsApi;
  }
  interface HTMLElementTagNameMap {
    /** Attributes: `locale`, `product`, `api-base`. */
    'biz-consultation-form': BizWidgetElement;
    /** Attributes: `locale`, `api-base`. */
    'biz-handset-check': BizWidgetElement;
    /** Attributes: `locale`, `api-base`. */
    'biz-address-check': BizWidgetElement;
  }
  // The events bubble (and cross shadow roots), so listeners on `document` are typed too.
  interface GlobalEventHandlersEventMap {
    'biz-ready': CustomEvent<BizReadyDetail>;
    'biz-submit': CustomEvent<BizSubmitDetail>;
    'biz-success': CustomEvent<BizSuccessDetail>;
    'biz-error': CustomEvent<BizErrorDetail>;
  }
}
