import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, SUITE_CHROME_PATH } from './chromium.ts';

/** How long an expectation waits for the page by default (a test adds a known wait to it). */
export const EXPECT_TIMEOUT_MS = 5_000;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: SUITE_CHROME_PATH, args: CHROME_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
