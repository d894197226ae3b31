import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertChromium, SUITE_CHROME_PATH } from './chromium.ts';
import { startServer } from './server.ts';

/** One real server for the whole run; its URL reaches every worker through BASE_URL. */
export default async function globalSetup() {
  assertChromium(SUITE_CHROME_PATH);
  if (!existsSync(resolve(import.meta.dirname, '../dist/site/index.html'))) {
    throw new Error('dist/site is missing: run "npm run build" before the Playwright suites.');
  }
  // DEV_API=1: the widget and flow suites read SMS codes and stored requests from the dev routes.
  const server = await startServer({ DEV_API: '1' });
  process.env.BASE_URL = server.url;
  return () => server.stop();
}
