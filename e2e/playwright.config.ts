import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, SUITE_CHROME_PATH } from './chromium.ts';

/*
 * Timeouts are the guard against a hang, never a wait: a passing test takes what the page takes,
 * and a generous bound costs only a failing run. They are sized for a machine 2.5× slower than a
 * quiet 2-core one and shared with other work (`taskset -c 0`, load average above 10): there a
 * long journey (SMS login through a wizard) takes 35–45 s and one step up to 6 s.
 */
/** How long an expectation waits for the page by default (a test adds a known wait to it). */
export const EXPECT_TIMEOUT_MS = 10_000;
/** A test's bound; a journey through several pages asks for `JOURNEY_TIMEOUT_MS`. */
const TEST_TIMEOUT_MS = 60_000;
export const JOURNEY_TIMEOUT_MS = 120_000;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Four, on 2 cores: a browser test spends most of its time waiting on the page, the server or
  // an emulated network (two workers kept the cores a quarter busy: 250 s of CPU in 760 s), so
  // four halve the suite's time. `E2E_WORKERS` overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  // The list as tests end; the digest of failures for the end of `npm test` (scripts/failure-digest.ts).
  reporter: [['list'], ['./failure-digest-reporter.ts']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: SUITE_CHROME_PATH, args: CHROME_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
