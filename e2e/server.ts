import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');

/** The reference server, as `npm start` runs it after building. */
export const REFERENCE_SERVER = ['--import', 'tsx', 'server/main.ts'];
/** A kiosk device's server, the file a release ships (`scripts/kiosk-device.ts`), run by plain Node. */
export const KIOSK_DEVICE_SERVER = ['dist/kiosk-device/server.mjs'];

/**
 * Starts the real server (`server/main.ts`, what `npm start` runs after building; or `script`) on
 * a free port of 127.0.0.1 with a throwaway database. It exits when we close its stdin, so a
 * crashed test run never leaves it behind.
 */
export async function startServer(
  env: Record<string, string> = {},
  script: readonly string[] = REFERENCE_SERVER,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'biz-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [...script], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIR: join(ROOT, 'dist/site'),
      LOG_LEVEL: 'silent',
      EXIT_WITH_STDIN: '1',
      // Idle connections stay open: the tests' API client does not send again on a connection
      // the server closed under it (ECONNRESET), as a browser does.
      KEEP_ALIVE_SECONDS: '0',
      // EDS signatures from the test PKI (e2e/ncalayer.ts signs with its keys) are trusted.
      EDS_TRUST_TEST_CA: '1',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stdout?.resume();
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.stdin?.end();
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export interface Forwarder {
  /** Where clients connect: an address of its own, known before the server behind it starts. */
  url: string;
  /** Sends every connection from now on to `url` (a server started after this address was given out). */
  forwardTo(url: string): void;
  close(): Promise<void>;
}

/**
 * A TCP front for a server not started yet, as a load balancer stands before a backend: two
 * servers that must each be told the other's address (a site's pages name their API, the API names
 * the site's origin in SITE_ORIGINS) start without a port chosen in advance. Bytes pass unchanged:
 * what a browser sees — status, CORS headers, bodies — is the server's own.
 */
export async function startForwarder(): Promise<Forwarder> {
  let target: URL | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!target) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo: (url) => (target = new URL(url)),
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
