/**
 * The kiosk device's watchdog (docs/kiosk.md «Deployment»): is the kiosk page in Chromium alive?
 * Run by a systemd timer every minute (`deploy/kiosk/dala-kiosk-watchdog.*`); exits 0 when it is,
 * 1 when it has failed `KIOSK_WATCHDOG_FAILURES` looks in a row (default 2), and the unit then
 * restarts the browser. systemd's `Restart=always` brings back a browser that exits; this finds one
 * that is running but of no use to a visitor:
 *
 * - its DevTools endpoint does not answer (the browser hangs, or is not there);
 * - no page of the kiosk is open (a crash page, an error page, or a page that left the kiosk);
 * - the kiosk page does not answer a question within 10 s (its renderer hangs), or is not a kiosk
 *   page that has started (`<html data-kiosk>`, set once its frame's effects ran).
 *
 * The central backend sees the same failures from afar (a kiosk whose heartbeat stops is flagged
 * silent on `/kiosk-status` after 3 minutes); this acts on them where they happen.
 *
 *   KIOSK_DEVTOOLS   Chromium's DevTools address (default http://127.0.0.1:9222,
 *                    `--remote-debugging-port=9222`, which Chromium binds to the loopback only)
 *   KIOSK_ORIGIN     the kiosk pages' origin (default http://127.0.0.1:8080)
 *   KIOSK_WATCHDOG_STATE  where the count of failed looks is kept between runs
 *                    (default /run/dala-kiosk/watchdog-failures; systemd's RuntimeDirectory)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import WebSocket from 'ws';

export interface WatchdogOptions {
  devtools: string;
  kioskOrigin: string;
  /** How long the page has to answer. @default 10 000 ms */
  timeoutMs?: number;
}

interface DevtoolsTarget {
  type: string;
  url: string;
  webSocketDebuggerUrl?: string;
}

/** What is wrong with the kiosk page now, or null when it is alive. */
export async function kioskProblem({
  devtools,
  kioskOrigin,
  timeoutMs = 10_000,
}: WatchdogOptions): Promise<string | null> {
  let targets: DevtoolsTarget[];
  try {
    const answer = await fetch(`${devtools}/json/list`, { signal: AbortSignal.timeout(timeoutMs) });
    targets = (await answer.json()) as DevtoolsTarget[];
  } catch (error) {
    return `the browser's DevTools at ${devtools} do not answer (${error instanceof Error ? error.message : String(error)})`;
  }
  const page = targets.find(
    (target) =>
      target.type === 'page' &&
      target.url.startsWith(`${kioskOrigin}/`) &&
      /^\/(kk\/)?kiosk(\/|$|\?)/.test(target.url.slice(kioskOrigin.length)),
  );
  if (!page?.webSocketDebuggerUrl) {
    const open = targets.filter((t) => t.type === 'page').map((t) => t.url);
    return `no kiosk page is open (pages: ${open.join(', ') || 'none'})`;
  }
  const started = await evaluate(
    page.webSocketDebuggerUrl,
    "document.documentElement.hasAttribute('data-kiosk')",
    timeoutMs,
  );
  if (started === 'timeout') return `the kiosk page did not answer within ${timeoutMs} ms`;
  if (started !== true) return `the kiosk page has not started (${page.url})`;
  return null;
}

/** Evaluates `expression` in the page over the DevTools protocol: its value, or 'timeout'. */
function evaluate(socketUrl: string, expression: string, timeoutMs: number): Promise<unknown> {
  return new Promise((done) => {
    const socket = new WebSocket(socketUrl);
    const finish = (value: unknown) => {
      clearTimeout(timer);
      socket.terminate();
      done(value);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Runtime.evaluate',
          params: { expression, returnByValue: true },
        }),
      ),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        result?: { result?: { value?: unknown } };
      };
      if (message.id === 1) finish(message.result?.result?.value ?? null);
    });
    socket.on('error', () => finish('timeout'));
  });
}

/**
 * One look, counted in `stateFile` (failures in a row): true when the browser is to be restarted
 * — `limit` bad looks in a row, after which the count starts again, so the restarted browser gets
 * its own. A single bad look is forgiven: a page reloading at an idle reset, a browser starting.
 */
export async function watch(
  options: WatchdogOptions,
  { stateFile, limit }: { stateFile: string; limit: number },
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const problem = await kioskProblem(options);
  let failures = 0;
  if (problem) {
    try {
      failures = Number(readFileSync(stateFile, 'utf8')) || 0;
    } catch {
      // No earlier failure.
    }
    failures++;
    log(`kiosk watchdog: ${problem} (${failures} of ${limit} in a row)`);
  }
  const restart = failures >= limit;
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, String(restart ? 0 : failures));
  return restart;
}
