import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// `findBy…`/`waitFor` give up after 1 s by default; with both cores busy (two workers, a build
// beside them) a lazy chunk or a chain of fetches can take longer, failing a correct test. A hang
// guard, not a wait: 15 s, under the 20 s a test may take (vite.config.ts), so a real failure still
// names what it waited for. 4 s ran out once for a debounced search on one loaded core (load 16).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

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

// jsdom lays nothing out, so it cannot scroll: it logs «Not implemented» on every call. A page
// that goes to its top (a wizard's new step) does nothing here; tests that care spy on it. (Files
// that run in the node environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
