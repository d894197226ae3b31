import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../contract/locale.ts';
import { createApiClient, type ApiClient } from '../../app/features/api/index.ts';
import { scriptedFetch, type Handler } from '../../app/features/api/testing.ts';
import { takeDrifts } from '../../app/test/drift.ts';

/**
 * Story helpers for the widgets: an API client over a story's fake backend (`fakeBackend`: the
 * contract's calls, answered at once, no network) and a driver that takes a widget to the state a
 * story shows the way a visitor would — typing, ticking, pressing — so every state is the real
 * widget, not a mock-up of it.
 */

export function scriptedApi(locale: Locale, handler: Handler): ApiClient {
  return createApiClient({
    baseUrl: '',
    getLocale: () => locale,
    fetch: heldToContract(handler),
  });
}

/**
 * The `fetch` of a story's API client. Stories answer through `fakeBackend`, which holds each
 * answer and request to the contract; a drift there fails the request quietly (the screen shows
 * «service error»), so it is thrown again outside the request, where the story sweep
 * (`scripts/axe-stories.ts`) sees a page error and fails.
 */
export function heldToContract(handler: Handler): typeof fetch {
  const { fetch } = scriptedFetch(handler);
  return async (...args) => {
    try {
      return await fetch(...args);
    } finally {
      for (const drift of takeDrifts()) {
        setTimeout(() => {
          throw new Error(`contract drift: ${drift}`);
        });
      }
    }
  };
}

export type Step =
  | { type: string; into: string | RegExp }
  | { check: string | RegExp }
  | { press: string | RegExp }
  /** An option of an open list (a kit Select's, portalled out of the story's root). */
  | { pick: string | RegExp };

const matches = (text: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? text.trim() === pattern : pattern.test(text);

/** The control a visible label (or a button's text) names, inside `root`. */
function controlNamed(root: HTMLElement, name: string | RegExp): HTMLElement {
  for (const label of root.querySelectorAll('label')) {
    if (matches(label.textContent ?? '', name)) {
      const control = label.htmlFor ? root.ownerDocument.getElementById(label.htmlFor) : null;
      return (control ?? label.querySelector('input')) as HTMLElement;
    }
  }
  throw new Error(`story driver: no field named ${String(name)}`);
}

function buttonNamed(root: HTMLElement, name: string | RegExp): HTMLElement {
  const button = [...root.querySelectorAll<HTMLElement>('button')].find((b) =>
    matches(b.textContent ?? '', name),
  );
  if (!button) throw new Error(`story driver: no button ${String(name)}`);
  return button;
}

/** Types as a person would: the native setter, then an input event React listens to. */
function type(control: HTMLElement, text: string) {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    throw new Error('story driver: the field is not a text control');
  }
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
  setter?.call(control, text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function optionNamed(doc: Document, name: string | RegExp): HTMLElement {
  const option = [...doc.querySelectorAll<HTMLElement>('[role="option"]')].find((o) =>
    matches(o.textContent ?? '', name),
  );
  if (!option) throw new Error(`story driver: no option ${String(name)}`);
  return option;
}

const settle = () => new Promise((done) => setTimeout(done, 0));

/**
 * What a step acts on, once it is there: a part loaded on demand (a wizard's step, a list's
 * options) may take a few frames more than the answers before it. Null when the story was left.
 */
async function target(root: HTMLElement, step: Step, live: () => boolean) {
  const lookup = () => {
    if ('type' in step) return controlNamed(root, step.into);
    if ('check' in step) return controlNamed(root, step.check);
    if ('pick' in step) return optionNamed(root.ownerDocument, step.pick);
    return buttonNamed(root, step.press);
  };
  for (let tries = 0; ; tries += 1) {
    // The story was left (Ladle moves between stories in place): stop playing it.
    if (!live()) return null;
    try {
      return lookup();
    } catch (missing) {
      if (tries >= 100) throw missing;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function run(root: HTMLElement, steps: readonly Step[], live: () => boolean) {
  for (const step of steps) {
    // Each step waits for the previous one's answers and renders.
    for (let i = 0; i < 20; i += 1) await settle();
    const control = await target(root, step, live);
    if (!control) return;
    if ('type' in step) type(control, step.type);
    else control.click();
  }
  for (let i = 0; i < 20; i += 1) await settle();
}

/**
 * Renders `children` and plays `steps` on them once. The wrapper says `data-driven="done"` when
 * the state is reached (the screenshots wait for it).
 */
export function Driven({ steps, children }: { steps: readonly Step[]; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(steps.length === 0);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (started.current || !ref.current) return;
    started.current = true;
    // The story's own focus moves (summary, step headings) are part of the state it shows.
    run(ref.current, steps, () => mounted.current).then(() => {
      if (mounted.current) setDone(true);
    });
  }, [steps]);
  return (
    <div ref={ref} data-driven={done ? 'done' : 'running'}>
      {children}
    </div>
  );
}
