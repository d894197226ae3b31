import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WidgetEvent } from '../../app/features/widgets/index.ts';
import type { EmbedProps, EmbedSignal, MountedWidget } from '../protocol.ts';
import { defineWidget, hostOriginOf, toSignal, type WidgetContext } from './mount.tsx';

// jsdom has constructable sheets but not `adoptedStyleSheets`; a plain array stands in for it.
beforeAll(() => {
  if (!('adoptedStyleSheets' in ShadowRoot.prototype)) {
    Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
      get() {
        return (this as { _sheets?: CSSStyleSheet[] })._sheets ?? [];
      },
      set(sheets: CSSStyleSheet[]) {
        (this as { _sheets?: CSSStyleSheet[] })._sheets = sheets;
      },
    });
  }
});

const WORDS = { ru: 'Название компании', kk: 'Компания атауы' };
let lastContext: WidgetContext | null = null;

/** A stand-in widget: a field labelled in the widget's language, and a button that "succeeds". */
function Probe({ context }: { context: WidgetContext }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    lastContext = context;
  });
  return (
    <form>
      <label>
        {WORDS[context.props.locale]}
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          context.onEvent({ type: 'submit', widget: 'consultation', step: 'form' });
          context.onEvent({ type: 'result', widget: 'consultation', outcome: 'eligible' });
          context.onEvent({ type: 'success', widget: 'consultation', requestId: 'c-42' });
        }}
      >
        Send
      </button>
    </form>
  );
}

const chunk = defineWidget((context) => <Probe context={context} />);

let mounted: MountedWidget | null = null;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.replaceChildren();
});

function mountProbe(props: Partial<EmbedProps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const signals: EmbedSignal[] = [];
  act(() => {
    mounted = chunk.mount(
      root,
      {
        locale: 'ru',
        apiBase: 'https://site.example',
        siteOrigin: 'https://site.example',
        ...props,
      },
      (signal) => signals.push(signal),
    );
  });
  return { root, signals, view: within(root as unknown as HTMLElement) };
}

describe('defineWidget', () => {
  it('renders into the shadow root with the widgets’ sheet adopted, and signals ready once', () => {
    const { root, signals, view } = mountProbe();
    expect(view.getByLabelText('Название компании')).toBeInTheDocument();
    expect(screen.queryByLabelText('Название компании')).toBeNull(); // not in the light DOM
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(signals).toEqual([{ type: 'ready' }]);
  });

  it('re-renders in place on update: the language changes, typed text stays, no second ready', async () => {
    const user = userEvent.setup();
    const { signals, view } = mountProbe();
    await user.type(view.getByLabelText('Название компании'), 'Номад');
    act(() =>
      mounted?.update({
        locale: 'kk',
        apiBase: 'https://site.example',
        siteOrigin: 'https://site.example',
      }),
    );
    expect(view.getByLabelText('Компания атауы')).toHaveValue('Номад');
    expect(signals.filter((s) => s.type === 'ready')).toHaveLength(1);
  });

  it('gives the widget an API client for api-base that speaks the current language', async () => {
    const fetch = vi.fn(async () => new Response('{"valid":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      mountProbe({ apiBase: 'https://api.one.example/' });
      act(() =>
        mounted?.update({
          locale: 'kk',
          apiBase: 'https://api.two.example',
          siteOrigin: 'https://site.example',
        }),
      );
      await lastContext?.api.get('/api/v1/creatio/check-agent', { query: { name: 'x' } });
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('https://api.two.example/api/v1/creatio/check-agent?name=x');
      expect((init.headers as Record<string, string>)['Accept-Language']).toBe('kk');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('passes on submit, success and error, and drops what the contract does not name', async () => {
    const user = userEvent.setup();
    const { signals, view } = mountProbe();
    await user.click(view.getByRole('button', { name: 'Send' }));
    expect(signals).toEqual([
      { type: 'ready' },
      { type: 'submit' },
      { type: 'success', requestId: 'c-42' },
    ]);
  });

  it('gives portals a themed node inside the shadow root', () => {
    const { root } = mountProbe();
    expect(lastContext?.portalContainer.getRootNode()).toBe(root);
    expect(lastContext?.portalContainer.className).not.toBe('');
  });

  it('unmounts: the shadow root is left empty', () => {
    const { root } = mountProbe();
    act(() => mounted?.unmount());
    mounted = null;
    expect(root.childElementCount).toBe(0);
  });
});

function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('widget bug');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break
    </button>
  );
}

describe('a widget that throws', () => {
  it('is replaced by a message in its language and reported as biz-error', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      const host = document.createElement('div');
      document.body.append(host);
      const root = host.attachShadow({ mode: 'open' });
      const signals: EmbedSignal[] = [];
      act(() => {
        mounted = defineWidget(() => <Fragile />).mount(
          root,
          { locale: 'kk', apiBase: 'https://site.example', siteOrigin: 'https://site.example' },
          (signal) => signals.push(signal),
        );
      });
      const view = within(root as unknown as HTMLElement);
      await user.click(view.getByRole('button', { name: 'Break' }));
      const message = 'Форма жұмысын тоқтатты. Бетті жаңартып, қайталап көріңіз.';
      expect(view.getByRole('alert')).toHaveTextContent(message);
      expect(signals.at(-1)).toEqual({ type: 'error', message });
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('toSignal', () => {
  it('keeps only what the event contract names, never personal data', () => {
    const error: WidgetEvent = {
      type: 'error',
      widget: 'handset-offer',
      step: 'check',
      code: 'SERVICE_ERROR',
      message: 'Ошибка сервиса',
    };
    expect(toSignal(error)).toEqual({ type: 'error', message: 'Ошибка сервиса' });
    expect(toSignal({ type: 'submit', widget: 'address-check', step: 'address' })).toEqual({
      type: 'submit',
    });
    expect(toSignal({ type: 'result', widget: 'address-check', outcome: 'covered' })).toBeNull();
  });
});

describe('hostOriginOf', () => {
  it('is the page origin only, and nothing for an opaque one', () => {
    expect(hostOriginOf({ origin: 'https://partner.example.kz' })).toBe(
      'https://partner.example.kz',
    );
    expect(hostOriginOf({ origin: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(hostOriginOf({ origin: 'null' })).toBeUndefined();
    expect(hostOriginOf({ origin: 'file://' })).toBeUndefined();
  });

  it('is handed to the widget with its context', () => {
    mountProbe();
    // jsdom's page is http://localhost:3000.
    expect(lastContext?.hostOrigin).toBe(window.location.origin);
    expect(lastContext?.hostOrigin).toMatch(/^http:\/\/localhost/);
  });
});
