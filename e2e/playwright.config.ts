import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, SUITE_CHROME_PATH } from './chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
