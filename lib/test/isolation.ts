import { afterEach, vi } from 'vitest';

/*
 * What every test gets back, whatever the test before it did — in both Vitest projects. A worker's
 * files share one module graph (and, for the DOM tests, one window: `isolate: false` in
 * vite.config.ts), and the order of files and tests is shuffled, so what one test changes and does
 * not undo (it failed half-way, or forgot) must not reach the next. The config undoes stubbed
 * globals and environment variables and restores spied functions (`unstubGlobals`, `unstubEnvs`,
 * `restoreMocks`); here, the clock. Seen: a test that froze `Date` and stopped there left every
 * countdown of the next files standing still.
 */
afterEach(() => {
  vi.useRealTimers();
});
