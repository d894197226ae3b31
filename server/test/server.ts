/**
 * The server test harness, one module: a test server of its own (`useTestServer` in a suite,
 * `startTestServer` where a test needs several), an app without a socket (`createTestApp`),
 * calls by the contract's names (`callContract`, `./call.ts`), and sessions and codes the way the
 * site gets them (`login`, `smsProof`, `DEMO`, `./session.ts`).
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app.ts';
import { DATABASE_FILE, openDatabase, type Db } from '../db/database.ts';
import { testPkiVerifier } from '../domain/eds/index.ts';
import { createLogger, type LogStream } from '../log.ts';

export * from './call.ts';
export * from './session.ts';

/** A Monday, 09:00 in Almaty: business hours, so slot arithmetic is easy to follow. */
export const TEST_START = Date.parse('2026-03-02T04:00:00Z');

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestServer {
  url: string;
  db: Db;
  dataDir: string;
  clock: TestClock;
  /** Closes the socket and the database, then opens both again on the same file. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export type TestServerOptions = Partial<
  Pick<
    AppOptions,
    | 'devApi'
    | 'processingSeconds'
    | 'embedOrigins'
    | 'siteOrigins'
    | 'eds'
    | 'siteDir'
    | 'trustProxy'
    | 'limits'
    | 'offerPeriods'
    | 'publicOrigin'
    | 'kioskStatusToken'
    | 'kioskFleetSecret'
  >
> & {
  /** The demo data (DEMO_DATA); `false` opens the database as production does. @default true */
  demoData?: boolean;
  /** Collects the server's log lines (info and error), as `LOG_LEVEL=info` would print them. */
  logTo?: LogStream;
};

/**
 * The real backend on 127.0.0.1, a free port, over a throwaway SQLite file, with a clock the
 * test moves. DEV_API routes are on unless `devApi: false`; EDS signatures are checked against
 * the test PKI (as with EDS_TRUST_TEST_CA=1) unless another verifier is given.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'biz-api-'));
  const clock: TestClock = {
    now: TEST_START,
    advance(ms) {
      this.now += ms;
    },
  };
  let db: Db;
  let server: ServerType;
  let url = '';

  const open = () =>
    new Promise<void>((resolve) => {
      db = openDatabase(join(dataDir, DATABASE_FILE), { demoData: options.demoData ?? true });
      const app = createApp({
        db,
        log: options.logTo
          ? createLogger('info', { stream: options.logTo })
          : createLogger(process.env.TEST_LOG === '1' ? 'info' : 'silent'),
        siteDir: options.siteDir ?? null,
        now: () => clock.now,
        devApi: options.devApi ?? true,
        processingSeconds: options.processingSeconds ?? 5,
        embedOrigins: options.embedOrigins ?? '*',
        siteOrigins: options.siteOrigins,
        eds: options.eds ?? testPkiVerifier(),
        trustProxy: options.trustProxy ?? 0,
        // Every call of the other suites comes from 127.0.0.1: that address is spared the
        // per-address limits (as RATE_LIMIT_EXEMPT does); the hostile suite calls from others.
        limits: { exemptAddresses: ['127.0.0.1'], ...options.limits },
        offerPeriods: options.offerPeriods,
        publicOrigin: options.publicOrigin,
        kioskStatusToken: options.kioskStatusToken,
        kioskFleetSecret: options.kioskFleetSecret,
      });
      server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
    });

  await open();
  return {
    get url() {
      return url;
    },
    get db() {
      return db;
    },
    dataDir,
    clock,
    restart: async () => {
      await close();
      await open();
    },
    stop: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server for the suite (the file or the `describe` it is called in): started before its
 * first test, stopped after its last. The handle reads through to the running server, so it can
 * be declared at the top of the file.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error('The test server starts in beforeAll: use it inside a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(() => started?.stop());
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    get dataDir() {
      return current().dataDir;
    },
    get clock() {
      return current().clock;
    },
    restart: () => current().restart(),
    stop: () => current().stop(),
  };
}

/**
 * A backend over a fresh in-memory database, answering `Request`s without a socket. `now` is its
 * clock (the machine's by default); a test that depends on the day passes its own.
 */
export function createTestApp({ now }: Pick<AppOptions, 'now'> = {}) {
  const db = openDatabase(':memory:');
  const app = createApp({
    db,
    log: createLogger(process.env.TEST_LOG === '1' ? 'info' : 'silent'),
    siteDir: null,
    now,
  });
  return { app, db };
}

/** One line of the server's JSON log (`log.ts`). */
export interface LogEntry {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** The JSON log lines written to a `logTo` collector, parsed. */
export function logEntries(chunks: readonly string[]): LogEntry[] {
  return chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogEntry);
}

/**
 * A value an earlier step of the test has made (an id from a list, a code from the outbox), as
 * the next call needs it: the test fails here, by name, when it is missing.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
