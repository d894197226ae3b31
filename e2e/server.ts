import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Starts the real server (`server/main.ts`, what `npm start` runs after building) on a free port
 * of 127.0.0.1 with a throwaway database. It exits when we close its stdin, so a crashed test
 * run never leaves it behind.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'biz-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
