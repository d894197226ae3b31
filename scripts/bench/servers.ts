import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchServer {
  label: string;
  url: string;
  /** CPU time the server process has used so far, in ms (Linux /proc; null elsewhere). */
  cpuMs(): number | null;
  /** Stops it; resolves with what it wrote to stdout when that was kept (the request log). */
  stop(): Promise<string | null>;
}

const LISTENING = /listening on (http:\/\/\S+)/;

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux build in use). */
const USER_HZ = 100;

/** The user + system CPU time of a process and its threads, from /proc; null when unreadable. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return Number.isFinite(ticks) ? (ticks * 1000) / USER_HZ : null;
  } catch {
    return null;
  }
}

function stopper(child: ChildProcess, cleanup: () => string | null): () => Promise<string | null> {
  return () =>
    new Promise<string | null>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        done(cleanup());
        return;
      }
      child.once('exit', () => done(cleanup()));
      // Both servers exit when their stdin closes (EXIT_WITH_STDIN); a profile is written on exit.
      child.stdin?.end();
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/** Rejects if the child exits; raced against its start, so a later (wanted) exit is ignored. */
function exitedEarly(child: ChildProcess, what: string, output: () => string): Promise<never> {
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output()}`)));
  });
  exited.catch(() => {});
  return exited;
}

async function poll<T>(read: () => T | null, timeoutMs: number, what: string): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProjectServerOptions {
  label: string;
  /** A checkout of the project (its `server/main.ts` is run, with its `node_modules`). */
  root: string;
  /** The built site to serve beside the API; null for API only. */
  siteDir: string | null;
  /** Write a V8 CPU profile (`--cpu-prof`) into this folder when the server exits. */
  cpuProfDir?: string;
  /** The profile's sampling interval in µs (V8's default, 1000, sees ~10 samples a request). */
  cpuProfIntervalUs?: number;
}

/**
 * The project's real server process (`server/main.ts`, as `npm start` runs it) on a free port of
 * 127.0.0.1, over a throwaway database, with the request log on and its stdout written to a file
 * the way a deployment pipes it to a log collector.
 */
export async function startProjectServer(options: ProjectServerOptions): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'biz-bench-'));
  const logFile = join(dataDir, 'stdout.log');
  const logFd = openSync(logFile, 'w');
  // One profile per thread (tsx's module hooks run in a worker): Node names them apart.
  const nodeArgs = options.cpuProfDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${options.cpuProfDir}`,
        ...(options.cpuProfIntervalUs ? [`--cpu-prof-interval=${options.cpuProfIntervalUs}`] : []),
      ]
    : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // What a production start needs (docs/production.md); the demo companies, whose BIN the
      // offer's target asks for, kept.
      PUBLIC_ORIGIN: 'https://business.example.kz',
      DEMO_DATA: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIR: options.siteDir ?? '',
      LOG_LEVEL: 'info',
      DEV_API: '',
      EXIT_WITH_STDIN: '1',
    },
    stdio: ['pipe', logFd, 'inherit'],
  });
  closeSync(logFd);
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const url = await Promise.race([
    poll(() => LISTENING.exec(output())?.[1] ?? null, 60_000, options.label),
    exitedEarly(child, options.label, output),
  ]);
  return {
    label: options.label,
    url,
    cpuMs: () => processCpuMs(child.pid),
    stop: stopper(child, () => {
      const log = output();
      rmSync(dataDir, { recursive: true, force: true });
      return log;
    }),
  };
}

/**
 * The yardstick: Node's own `http` module answering each path with fixed bytes — the same
 * bytes the project answers it with — and no framework, no database, no log.
 */
const BARE_SERVER = `
const { createServer } = require('node:http');
const bodies = JSON.parse(process.env.BARE_BODIES);
const server = createServer((req, res) => {
  const body = bodies[req.url];
  if (body === undefined) { res.writeHead(404).end(); return; }
  res.writeHead(200, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log('listening on http://127.0.0.1:' + server.address().port);
});
process.stdin.on('end', () => { server.close(); process.exit(0); });
process.stdin.resume();
`;

/** Starts the bare server; `bodies` maps a request URL (path and query) to its answer. */
export async function startBareServer(bodies: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, BARE_BODIES: JSON.stringify(bodies) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await Promise.race([
    poll(() => LISTENING.exec(output)?.[1] ?? null, 10_000, 'bare node:http'),
    exitedEarly(child, 'bare node:http', () => output),
  ]);
  return {
    label: 'bare node:http',
    url,
    cpuMs: () => processCpuMs(child.pid),
    stop: stopper(child, () => null),
  };
}
