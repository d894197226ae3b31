import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// `findBy…`/`waitFor` give up after 1 s by default; with both cores busy (two workers, a build
// beside them) a lazy chunk or a chain of fetches can take longer, failing a correct test. A hang
// guard, not a wait: 15 s, under the 20 s a test may take (vite.config.ts), so a real failure still
// names what it waited for. 4 s ran out once for a debounced search on one loaded core (load 16).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

/*
 * React reads `IS_REACT_ACT_ENVIRONMENT` to know that updates are awaited through act(). Testing
 * Library turns it on in a beforeAll it registers when it is first imported, and back off in the
 * matching afterAll — once per worker here (its module is shared), so every later file of that
 * worker ran without it («not configured to support act(...)»). Each test turns it on.
 */
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/*
 * The shared window as the worker first had it, for the next test: storage, cookies, the address,
 * the title and the root element's attributes, and any built-in a test shadowed with its own
 * property (`navigator.permissions`, `document.visibilityState`).
 */
if (typeof window !== 'undefined') {
  type Pristine = {
    href: string;
    rootAttributes: [string, string][];
    navigatorKeys: Set<PropertyKey>;
    documentKeys: Set<PropertyKey>;
  };
  const store = globalThis as { __pristineWindow?: Pristine };
  const pristine = (store.__pristineWindow ??= {
    href: location.href,
    rootAttributes: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
    navigatorKeys: new Set(Reflect.ownKeys(navigator)),
    // Vitest's own (`defaultView`, the window the tests see) stays.
    documentKeys: new Set(Reflect.ownKeys(document)),
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    if (location.href !== pristine.href) history.replaceState(null, '', pristine.href);
    document.title = '';
    const root = document.documentElement;
    for (const { name } of [...root.attributes]) root.removeAttribute(name);
    for (const [name, value] of pristine.rootAttributes) root.setAttribute(name, value);
    for (const key of Reflect.ownKeys(navigator)) {
      if (!pristine.navigatorKeys.has(key)) Reflect.deleteProperty(navigator, key);
    }
    for (const key of Reflect.ownKeys(document)) {
      if (!pristine.documentKeys.has(key) && key in Document.prototype) {
        Reflect.deleteProperty(document, key);
      }
    }
  });
}

// react-aria announces through one region it makes once (`[data-live-announcer]`, prepended to
// <body>) and keeps for the module's life — here a worker's, the files sharing one window. A test
// that empties <body> detaches it, and every later announcement of that worker goes to a node no
// test can read (a clean-clone CI run: «3 нұсқа табылды.» never appeared). Each test starts with
// the region back in the document.
if (typeof document !== 'undefined') {
  let announcer: Element | null = null;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof Element && node.hasAttribute('data-live-announcer')) announcer = node;
      }
    }
  }).observe(document.body, { childList: true });
  beforeEach(() => {
    if (announcer && !announcer.isConnected) document.body.prepend(announcer);
  });
}

// Each test starts with focus findable. jsdom does not follow focus out of a shadow tree whose
// host's container is taken out of the document: a test that ends focused inside one (the kit's
// and the widgets' shadow-root tests: DatePicker/shadowDom, embed defineWidget) left
// `document.activeElement` null for the rest of its worker's files, and PhoneNotice's «focus left
// where it was» failed a clean-clone run. Focusing a button of our own and blurring it resets
// jsdom's record, whatever it held (held by setup.test.ts).
if (typeof document !== 'undefined') {
  beforeEach(() => {
    // A focused element still in the document is left alone (cleanup() takes it out, and jsdom
    // follows that): blurring it would run a component's blur handlers outside act().
    if (document.activeElement !== null) return;
    const reset = document.createElement('button');
    document.body.append(reset);
    reset.focus();
    reset.blur();
    reset.remove();
  });
}

// jsdom lays nothing out, so it cannot scroll: it logs «Not implemented» on every call. A page
// that goes to its top (a wizard's new step) does nothing here; tests that care spy on it. (Files
// that run in the node environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
