import { Component, useEffect, useEffectEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, type ApiClient } from '../../app/features/api/index.ts';
import type { WidgetEvent } from '../../app/features/widgets/index.ts';
import { enableKitShadowDomSupport } from '../../lib/components/DatePicker/shadowDom.ts';
import type {
  EmbedLocale,
  EmbedProps,
  EmbedSignal,
  MountedWidget,
  WidgetChunk,
} from '../protocol.ts';
import { checkingFirstAnswer } from './apiCheck.ts';
import { embedMessages } from './messages.ts';
import { adoptWidgetCss, keepPressableStyleOut } from './styles.ts';
import { embedTheme, frame, notice } from './theme.css.ts';

/** What a widget entry renders its widget with. */
export interface WidgetContext {
  props: EmbedProps;
  api: ApiClient;
  /** Turns the widget's `onEvent` into the element's `biz-…` events. */
  onEvent: (event: WidgetEvent) => void;
  /** A node inside the shadow root, themed, for anything that must be portalled. */
  portalContainer: HTMLElement;
  /**
   * The partner page's origin (`https://partner.kz`), sent with the leads a widget creates so the
   * operator can tell partner leads apart; never the page's path or query (they may carry
   * personal data). Absent on an opaque origin (a sandboxed frame).
   */
  hostOrigin: string | undefined;
}

/** The page's origin as the browser states it, or nothing for an opaque (`null`) origin. */
export function hostOriginOf(location: Pick<Location, 'origin'>): string | undefined {
  return /^https?:\/\/[^/]+$/.test(location.origin) ? location.origin : undefined;
}

/** Maps a widget's lifecycle event to the public event, dropping anything not in the contract. */
export function toSignal(event: WidgetEvent): EmbedSignal | null {
  switch (event.type) {
    case 'submit':
      return { type: 'submit' };
    case 'success':
      return { type: 'success', requestId: event.requestId };
    case 'error':
      return { type: 'error', message: event.message };
    default:
      // `result` (a check answered) is not part of the embed's event contract.
      return null;
  }
}

interface GuardProps {
  locale: EmbedLocale;
  onCrash: (message: string, error: unknown) => void;
  children: ReactNode;
}

/**
 * A widget that throws while rendering says so in its place (and as `biz-error`) instead of
 * leaving a blank space in the partner's page or taking other widgets down with it.
 */
class Guard extends Component<GuardProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onCrash(embedMessages[this.props.locale].crashed, error);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <p role="alert" className={notice}>
        {embedMessages[this.props.locale].crashed}
      </p>
    );
  }
}

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  const ready = useEffectEvent(onReady);
  useEffect(() => {
    ready();
  }, []);
  return children;
}

/**
 * Builds a widget entry's `mount`: one React root per element, rendered into its
 * shadow root with the kit's theme and the widgets' CSS adopted there, and its own API client for
 * the element's `api-base`. `update` re-renders the same tree, so a changed `locale` keeps what
 * was typed.
 */
export function defineWidget(render: (context: WidgetContext) => ReactNode): WidgetChunk {
  return {
    mount(shadowRoot, initialProps, signal) {
      // react-aria's focus and outside-press logic must look through shadow roots (TOOLCHAIN.md).
      enableKitShadowDomSupport();
      adoptWidgetCss(shadowRoot);
      keepPressableStyleOut(shadowRoot.host);

      const container = document.createElement('div');
      container.className = `${embedTheme} ${frame}`;
      const portalContainer = document.createElement('div');
      portalContainer.className = `${embedTheme} ${frame}`;
      shadowRoot.append(container, portalContainer);

      let props = initialProps;
      const hostOrigin = hostOriginOf(window.location);
      // Read on every request, so a `locale` switched at run time is the language of the next call.
      // Its first answer is looked at: one not from the API is a misplaced `api-base` (apiCheck.ts).
      const clientFor = (apiBase: string) =>
        createApiClient({
          baseUrl: apiBase,
          getLocale: () => props.locale,
          fetch: checkingFirstAnswer({ apiBase, siteOrigin: props.siteOrigin }),
        });
      let api = clientFor(props.apiBase);
      const onEvent = (event: WidgetEvent) => {
        const next = toSignal(event);
        if (next) signal(next);
      };
      const root = createRoot(container);
      const onCrash = (message: string, error: unknown) => {
        console.error(error);
        signal({ type: 'error', message });
      };
      const draw = () =>
        root.render(
          <Guard locale={props.locale} onCrash={onCrash}>
            <Ready onReady={() => signal({ type: 'ready' })}>
              {render({ props, api, onEvent, portalContainer, hostOrigin })}
            </Ready>
          </Guard>,
        );
      draw();

      const mounted: MountedWidget = {
        update(next) {
          if (next.apiBase !== props.apiBase) api = clientFor(next.apiBase);
          props = next;
          draw();
        },
        unmount() {
          root.unmount();
          container.remove();
          portalContainer.remove();
        },
      };
      return mounted;
    },
  };
}
