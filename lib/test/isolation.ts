import { afterAll, afterEach, vi } from 'vitest';

/*
 * What every file — and every test, for the clock — gets back, whatever ran before it, in both
 * Vitest projects. A worker's files share one module graph (and, for the DOM tests, one window:
 * `isolate: false` in vite.config.ts) and run in a shuffled order, so what one changes and does
 * not undo (it failed half-way, or forgot) must not reach the next.
 * - The clock, after every test: a test that froze `Date` and stopped there left every countdown
 *   of the next files standing still (LoginScreen, seen).
 * - Stubbed globals and environment variables and spies, after every file: several files stub
 *   or spy once in a `beforeAll` for all their tests, so not after each test.
 */
afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
