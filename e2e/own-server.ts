import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server.ts';

/*
 * «A server of its own»: for a spec whose tests change what other suites read on the shared
 * server (they sign the demo applications), or that needs the limits as shipped (the shared
 * server spares 127.0.0.1 them). The developer API is on (DEV_API=1), as the specs read codes and
 * records through it.
 */

/** The environment of every own server: the developer API, for the SMS outbox and the records. */
const OWN_SERVER_ENV = { DEV_API: '1' } as const;

interface OwnServerFixtures {
  /** A server started for this test alone, over a fresh data dir; the page's `baseURL` is it. */
  server: RunningServer;
}

/** The `test` of a spec whose every test gets a server of its own (its pages open on it). */
export const testWithOwnServer = base.extend<OwnServerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture asks for
  server: async ({}, use) => {
    const server = await startServer(OWN_SERVER_ENV);
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => use(server.url),
});

/**
 * One server of its own for the tests of a `describe` (started before the first, stopped after
 * the last), with `env` over the developer API. The handle reads through to the running server.
 */
export function useOwnServer(env: Record<string, string> = {}): RunningServer {
  let started: RunningServer | undefined;
  const current = (): RunningServer => {
    if (!started) throw new Error('The own server starts in beforeAll: use it inside a test.');
    return started;
  };
  base.beforeAll(async () => {
    started = await startServer({ ...OWN_SERVER_ENV, ...env });
  });
  base.afterAll(async () => {
    await started?.stop();
  });
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    stop: () => current().stop(),
  };
}
