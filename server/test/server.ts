import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_PATHS,
  DEV_API_PATHS,
  type ApiErrorBody,
  type DevSmsOutboxResponse,
  type LoginResponse,
  type In,
} from '../../contract/api.ts';
import { createApp, type AppOptions } from '../app.ts';
import { DATABASE_FILE, openDatabase, type Db } from '../db/database.ts';
import { testPkiVerifier } from '../domain/eds/index.ts';
import { createLogger, type LogStream } from '../log.ts';

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

type Options = Partial<
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
export async function startTestServer(options: Options = {}): Promise<TestServer> {
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

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  /**
   * Calls from this loopback address (`127.0.0.2`…): another client, as the server's socket sees
   * it. The default, 127.0.0.1, is spared the per-address limits in these tests.
   */
  from?: string;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** One API call as a browser would make it: JSON in, JSON (or an error body) out. */
export async function call<T = unknown>(
  server: Pick<TestServer, 'url'>,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path, server.url);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    'Accept-Language': options.lang ?? 'ru',
    ...(options.body !== undefined &&
    typeof options.body !== 'string' &&
    !(options.body instanceof FormData)
      ? { 'Content-Type': 'application/json' }
      : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const method = options.method ?? (options.body !== undefined ? 'POST' : 'GET');
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string' || options.body instanceof FormData
        ? options.body
        : JSON.stringify(options.body);
  const res = options.from
    ? await fromAddress(url, options.from, method, headers, payload)
    : await fetch(url, { method, headers, body: payload });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const body = (type.includes('json') && text ? JSON.parse(text) : text) as T;
  return { status: res.status, body, headers: res.headers };
}

/** One request over a socket bound to `localAddress` (fetch cannot choose it). */
async function fromAddress(
  url: URL,
  localAddress: string,
  method: string,
  headers: Record<string, string>,
  payload: string | FormData | undefined,
): Promise<Response> {
  const body =
    payload instanceof FormData
      ? new Request(url, { method, body: payload })
      : payload === undefined
        ? null
        : new Request(url, { method, body: payload });
  const bytes = body ? Buffer.from(await body.arrayBuffer()) : undefined;
  const type = body?.headers.get('content-type');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(type && payload instanceof FormData ? { 'Content-Type': type } : {}),
          ...headers,
          ...(bytes ? { 'Content-Length': String(bytes.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }));
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

export const errorOf = (result: CallResult<unknown>) => (result.body as ApiErrorBody).error;

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

/** The newest code the stand-in SMS gateway "sent" to a phone (read through the dev outbox). */
export async function lastCode(server: TestServer, phone: string): Promise<string> {
  const outbox = await call<DevSmsOutboxResponse>(server, DEV_API_PATHS.smsOutbox, {
    query: { phone },
  });
  const code = outbox.body.messages.find((m) => m.code !== null)?.code;
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Logs in by BIN + phone + SMS code, the way the /auth page does. */
export async function login(server: TestServer, request: In<'loginStart'>): Promise<LoginResponse> {
  const start = await call(server, API_PATHS.loginStart, { body: request });
  if (start.status !== 200) throw new Error(`login start: ${JSON.stringify(start.body)}`);
  const code = await lastCode(server, request.phone);
  const verify = await call<LoginResponse>(server, API_PATHS.loginVerify, {
    body: { bin: request.bin, phone: request.phone, code },
  });
  if (verify.status !== 200) throw new Error(`login verify: ${JSON.stringify(verify.body)}`);
  // Let the SMS countdown pass so a later login for the same phone is not refused.
  server.clock.advance(61_000);
  return verify.body;
}

/** A proof token for a phone and purpose, through sms/send and sms/check. */
export async function smsProof(
  server: TestServer,
  phone: string,
  purpose: 'consultation' | 'case' | 'sign',
): Promise<string> {
  const sent = await call(server, API_PATHS.smsSend, { body: { phone, purpose } });
  if (sent.status !== 200) throw new Error(`sms send: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(server, phone);
  const checked = await call<{ proofToken: string }>(server, API_PATHS.smsCheck, {
    body: { phone, purpose, code },
  });
  if (checked.status !== 200) throw new Error(`sms check: ${JSON.stringify(checked.body)}`);
  server.clock.advance(61_000);
  return checked.body.proofToken;
}

/** Demo companies of the seed. */
export const DEMO = {
  stepnoy: { bin: '180440000128', phone: '+77011234567' },
  alma: { bin: '081140000377', phone: '+77051112233' },
  megaMarket: { bin: '160440000372', phone: '+77471234500' },
  kaztranstech: { bin: '050440000371', phone: '+77012223344' },
  seitkali: { bin: '111160000374', phone: '+77051239876' },
  /** A sole proprietor registered by IIN (migration 016); its mobile application's phone too. */
  soleProprietor: { bin: '910405300814', phone: '+77029104050', mobilePhone: '+77029104051' },
  /** Known to the CRM but without applications: the cabinet gate stops them. */
  nomadNoApps: { bin: '100240000374', phone: '+77075556677' },
  saryarkaNoApps: { bin: '150940000379', phone: '+77772345601' },
  zhetysuNoApps: { bin: '171040000372', phone: '+77083334455' },
} as const;
