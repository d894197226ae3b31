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
  // RATE_LIMIT_EXEMPT: every test calls from 127.0.0.1, far beyond one address's share of codes
  // and leads in an hour; the phone and company caps still apply. login.spec.ts starts a server
  // with the limits as shipped.
  const server = await startServer({ DEV_API: '1', RATE_LIMIT_EXEMPT: '127.0.0.1' });
  process.env.BASE_URL = server.url;
  return () => server.stop();
}
