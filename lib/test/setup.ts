import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…`/`waitFor` give up after 1 s by default; with both cores busy (two workers, a build
// beside them) a lazy chunk or a chain of fetches can take longer, failing a correct test. A hang
// guard, not a wait: 15 s, under the 20 s a test may take (vite.config.ts), so a real failure still
// names what it waited for. 4 s ran out once for a debounced search on one loaded core (load 16).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// jsdom lays nothing out, so it cannot scroll: it logs «Not implemented» on every call. A page
// that goes to its top (a wizard's new step) does nothing here; tests that care spy on it. (Files
// that run in the node environment have no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
