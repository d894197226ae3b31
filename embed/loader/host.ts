import type {
  EmbedLocale,
  EmbedProps,
  EmbedSignal,
  EmbedWidgetName,
  MountedWidget,
  WidgetChunk,
} from '../protocol.ts';
import { loaderMessages } from './messages.ts';

/**
 * Adopted into every widget's shadow root before any widget code arrives. The element is a block
 * the host page may size and place; inside, each top-level node starts from `all: initial`, so
 * nothing the page sets on the element or its ancestors (colour, font, letter-spacing,
 * text-transform…) is inherited, and lengths are px, so a host's `html { font-size }` changes
 * nothing. `box-sizing` is what the kit's styles assume (the site sets it globally).
 */
const HOST_CSS =
  ':host{display:block}' +
  ':host([hidden]){display:none}' +
  '*,::before,::after{box-sizing:border-box}' +
  '.biz-status{all:initial;display:block;padding:12px 0;color:#525b6b;font:16px/24px var(--biz-font-family,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif)}';

let hostSheet: CSSStyleSheet | undefined;

export interface HostMount {
  update(props: EmbedProps): void;
  unmount(): void;
}

/** `kk` (any case, with or without a region: `kk-KZ`) is Kazakh; anything else is Russian. */
export function readLocale(value: unknown): EmbedLocale {
  return typeof value === 'string' && /^kk(?:-|$)/i.test(value.trim()) ? 'kk' : 'ru';
}

/**
 * Mounts a widget into an element's open shadow root: a loading line at once, the widget when its
 * chunks have run. Signals become `biz-…` CustomEvents on the element (bubbling, composed), each
 * with the widget's name in its detail. Unmounting before the code arrives cancels the render.
 */
export function mountInto(
  host: HTMLElement,
  name: EmbedWidgetName,
  initial: EmbedProps,
  load: (name: EmbedWidgetName) => Promise<WidgetChunk>,
): HostMount {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(HOST_CSS);
  }
  if (!root.adoptedStyleSheets.includes(hostSheet)) {
    root.adoptedStyleSheets = [hostSheet, ...root.adoptedStyleSheets];
  }

  let props = initial;
  let widget: MountedWidget | null = null;
  let gone = false;
  let failed = false;
  const status = document.createElement('p');
  status.className = 'biz-status';
  status.textContent = loaderMessages[props.locale].loading;
  root.append(status);

  const signal = (event: EmbedSignal) => {
    const { type, ...rest } = event;
    host.dispatchEvent(
      new CustomEvent(`biz-${type}`, {
        bubbles: true,
        composed: true,
        detail: { widget: name, ...rest },
      }),
    );
  };

  load(name)
    .then((chunk) => {
      if (gone) return;
      widget = chunk.mount(root, props, signal);
      status.remove();
    })
    // The code could not be fetched, or failed as it ran or first rendered.
    .catch((error: unknown) => {
      if (gone) return;
      failed = true;
      const message = loaderMessages[props.locale].failed;
      status.textContent = message;
      status.setAttribute('role', 'alert');
      console.error(error);
      signal({ type: 'error', message });
    });

  return {
    update(next) {
      props = next;
      if (widget) widget.update(next);
      else status.textContent = loaderMessages[next.locale][failed ? 'failed' : 'loading'];
    },
    unmount() {
      gone = true;
      widget?.unmount();
      widget = null;
      status.remove();
    },
  };
}
